import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { chmod, copyFile, cp, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import bcrypt from "bcryptjs";
import { edition } from "../../lib/content/edition";
import { setCupClock } from "../../local-supabase/db/cup-clock";
import { startTestBackend, type TestBackend } from "../backend/helpers/backend";
import { DURING_REGISTRATION, boxer } from "../support/entries/harness";
import { codeBlocks, readSections, section, shellCommands } from "../support/markdown";
import { startCluster, type Cluster } from "./cluster";

// docs/operations.md §2 and §5, tried: teams registered on the embedded backend are dumped by
// scripts/operations/backup.sh (with PGlite's own pg_dump first on PATH, tests/support/pglite-pg-dump.ts),
// restored with the guide's commands into PostgreSQL 15 laid out as hosted, and found there; then one team's
// data is exported and erased with the guide's commands.
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const PASSWORD = "restore-me-1";

const guide = readSections("operations.md");
const commandsOf = (number: string) =>
  codeBlocks(section(guide, number).text)
    .filter((b) => b.lang === "sh")
    .flatMap((b) => shellCommands(b.code));
const [backupCommand, ...restoreCommands] = commandsOf("2");
const [exportCommand, eraseCommand] = commandsOf("5");

// Names as teams type them: accents, apostrophes, quotes, a backslash, non-Latin scripts.
const TEAMS = [
  { team_name: "Boxe Clube do Porto", country: "Portugal" },
  { team_name: "Club de Boxeo Peña O'Donnell", country: "Spain" },
  { team_name: 'Ring "Les Poings" d\'Or', country: "France" },
  { team_name: "Kraków \\ Boks", country: "Poland" },
  { team_name: "Бокс Київ", country: "Ukraine" },
  { team_name: "Associação Desportiva São João", country: "Brazil" },
  { team_name: "Dublin Boxing Club", country: "Ireland" },
  { team_name: "Équipe de Luxembourg", country: "Luxembourg" },
];

let backend: TestBackend;
let cluster: Cluster;
let work: string;
let dump: string;
const registered: { email: string; id: string; team_name: string; country: string }[] = [];
const env = () => ({ ...process.env, NEW_DB_URL: cluster.url("postgres"), SUPABASE_DB_URL: cluster.url("postgres"), PGSSLMODE: "disable" });

/**
 * One line of the guide in bash, as typed, with the PostgreSQL 15 client tools and the repository's npx, in a
 * directory laid out as the repository root (its scripts/ and a copy of supabase/), so files it writes stay there.
 */
async function shell(command: string, extraEnv: Record<string, string> = {}) {
  const npx = `npx() { local bin="$1"; shift; "${ROOT}/node_modules/.bin/$bin" "$@"; }`;
  const bin = "/usr/lib/postgresql/15/bin";
  return run("bash", ["-c", `${npx}\nexport PATH="${bin}:$PATH"\n${command}`], {
    cwd: work,
    env: { ...env(), SUPABASE_YES: "1", ...extraEnv },
  });
}

before(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "pbc-backup-"));
  await symlink(path.join(ROOT, "scripts"), path.join(work, "scripts"));
  await cp(path.join(ROOT, "supabase"), path.join(work, "supabase"), {
    recursive: true,
    filter: (f) => !/\/\.temp$|\.env\.[\w.]*local$/.test(f),
  });
  [backend, cluster] = await Promise.all([startTestBackend(), startCluster()]);
  for (const [i, team] of TEAMS.entries()) {
    const email = `Team-${i}@Example.com`;
    const { data, error } = await backend.client().auth.signUp({ email, password: PASSWORD, options: { data: team } });
    assert.equal(error, null);
    registered.push({ email: email.toLowerCase(), id: data.user!.id, ...team });
    // Teams 1 and 2 enter a boxer each, in the registration phase of the cup's clock.
    if (i === 1 || i === 2) {
      await setCupClock(backend.database, Date.parse(DURING_REGISTRATION) - Date.now());
      const entered = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
      const { error: entryError } = await backend
        .client()
        .from("entries")
        .insert(boxer(edition.year, { first_name: `Boxer ${i}`, weight_class: "63" }))
        .setHeader("Authorization", `Bearer ${entered.data.session!.access_token}`);
      assert.equal(entryError, null);
    }
  }
  await backend.stop();

  // backup.sh as the timer runs it, with a dump older than the 14 days it keeps lying in the directory.
  const shim = path.join(work, "bin");
  await run("mkdir", ["-p", shim, path.join(work, "backups")]);
  await writeFile(
    path.join(shim, "pg_dump"),
    `#!/bin/sh\nexec "${process.execPath}" --import tsx "${ROOT}/tests/support/pglite-pg-dump.ts" "$@"\n`,
  );
  await chmod(path.join(shim, "pg_dump"), 0o755);
  const stale = path.join(work, "backups", "teams-20250101T031500Z.sql");
  await writeFile(stale, "-- old\n");
  await utimes(stale, new Date("2025-01-01"), new Date("2025-01-01"));
  const backup = await run("bash", ["-c", backupCommand], {
    cwd: ROOT,
    env: {
      ...process.env,
      PATH: `${shim}:${process.env.PATH}`,
      SUPABASE_DB_URL: "postgresql://postgres@pglite.invalid/postgres",
      BACKUP_DIR: path.join(work, "backups"),
      PGLITE_DATA_DIR: backend.dataDir,
    },
  });
  dump = backup.stdout.trim();
});

after(async () => {
  await Promise.all([cluster?.stop(), backend && rm(backend.dataDir, { recursive: true, force: true })]);
  await rm(work, { recursive: true, force: true });
});

describe("a backup of the embedded backend restored into PostgreSQL 15", () => {
  it("backup.sh writes one dump readable by its owner only, named by its UTC time, and deletes the old ones", async () => {
    assert.match(path.basename(dump), /^teams-\d{8}T\d{6}Z\.sql$/);
    assert.equal((await stat(dump)).mode & 0o777, 0o600);
    assert.deepEqual(await readdir(path.dirname(dump)), [path.basename(dump)]);
    const text = await readFile(dump, "utf8");
    assert.doesNotMatch(text, /COPY public\.countries|INSERT INTO public\.countries/, "countries come with the migration");
    assert.doesNotMatch(
      text,
      /(COPY|INSERT INTO) public\.(editions|categories|weight_classes)\b/,
      "the editions' data comes with the migrations",
    );
    assert.match(text, /(COPY|INSERT INTO) public\.entries\b/);
  });

  it("the guide's restore finds every team, with its profile, the hash of its password and its entries in their queues", async () => {
    // The guide names its dump teams-20260301T031500Z.sql; this run's dump goes by that name.
    const named = /-f (\S+\.sql)/.exec(restoreCommands[1])![1];
    await copyFile(dump, path.join(work, named));
    const outputs = [];
    for (const command of restoreCommands) outputs.push((await shell(command)).stdout);
    assert.equal(outputs.at(-1)!.trim(), String(TEAMS.length));

    const db = await cluster.connect("supabase_admin");
    try {
      const rows = await db.query(
        `select u.id, u.email, u.encrypted_password, p.team_name, p.country, p.email as contact
           from auth.users u join public.user_profiles p on p.user_id = u.id order by u.email`,
      );
      assert.deepEqual(
        rows.rows.map(({ id, email, team_name, country, contact }) => ({ id, email, team_name, country, contact })),
        registered.map(({ id, email, team_name, country }) => ({ id, email, team_name, country, contact: email })),
      );
      for (const row of rows.rows) assert.ok(await bcrypt.compare(PASSWORD, row.encrypted_password), `${row.email} can sign in`);
      const profiles = await db.query("select count(*)::int as n from public.user_profiles");
      assert.equal(profiles.rows[0].n, TEAMS.length, "the trigger did not add a second profile per team");
      const entries = await db.query("select first_name, status, queue_place from public.entries order by queue_place");
      assert.deepEqual(entries.rows, [
        { first_name: "Boxer 1", status: "entered", queue_place: 1 },
        { first_name: "Boxer 2", status: "entered", queue_place: 2 },
      ]);
      const places = await db.query(
        "select entered, waiting from public.bracket_places where category = 'junior' and sex = 'F' and code = '63'",
      );
      assert.deepEqual(places.rows, [{ entered: 2, waiting: 0 }], "the brackets' places follow the restored entries");
    } finally {
      await db.end();
    }
  });
});

describe("a team's data, exported and erased with the guide's commands", () => {
  it("export writes the team's account, profile and entries as one JSON document", async () => {
    const team = registered[1];
    await shell(exportCommand.replace("team@example.com", team.email.toUpperCase()));
    const exported = JSON.parse(await readFile(path.join(work, "team.json"), "utf8"));
    assert.equal(exported.account.id, team.id);
    assert.equal(exported.account.email, team.email);
    assert.deepEqual(
      { team_name: exported.team.team_name, country: exported.team.country, contact_email: exported.team.contact_email },
      { team_name: team.team_name, country: team.country, contact_email: team.email },
    );
    assert.deepEqual(
      exported.entries.map((e: { first_name: string; record_book_key?: string }) => [e.first_name, e.record_book_key]),
      [["Boxer 1", undefined]],
    );
    assert.deepEqual(
      exported.entry_changes.map((c: { operation: string; actor_kind: string }) => `${c.operation}/${c.actor_kind}`),
      ["insert/team"],
    );
  });

  it("erasure removes the account, its profile, its entries and their log, leaves every other team, and says what it erased", async () => {
    const team = registered[2];
    const erased = await shell(eraseCommand.replace("team@example.com", team.email));
    assert.match(erased.stdout, new RegExp(`${team.id} \\| ${team.email.replace(/\./g, "\\.")}`));
    const db = await cluster.connect("supabase_admin");
    try {
      const users = await db.query("select email from auth.users order by email");
      assert.deepEqual(
        users.rows.map((r) => r.email),
        registered.filter((t) => t !== team).map((t) => t.email),
      );
      const profile = await db.query("select count(*)::int as n from public.user_profiles where user_id = $1", [team.id]);
      assert.equal(profile.rows[0].n, 0);
      const named = await db.query(
        `select (select count(*) from public.entries where team_id = $1)::int as entries,
                (select count(*) from public.entry_changes where team_id = $1 or after::text like '%' || $2 || '%')::int as log`,
        [team.id, "Boxer 2"],
      );
      assert.deepEqual(named.rows, [{ entries: 0, log: 0 }], "nothing names the team or its boxer any more");
    } finally {
      await db.end();
    }
    const again = await shell(exportCommand.replace("team@example.com", team.email));
    assert.match(again.stderr, /No team is registered with that address\./);
  });
});
