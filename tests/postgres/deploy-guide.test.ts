import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { secretHash, startManagementApi, type ManagementApiStandIn, type RecordedRequest } from "../support/management-api";
import { codeBlocks, codeSpans, readSections, section, shellCommands, tableRows } from "../support/markdown";
import { startCluster, type Cluster } from "./cluster";

// docs/deploy.md §3–§6 followed as an operator follows them: every command of those sections, as written, with
// the real Supabase CLI against a recording stand-in for the Management API (tests/support/management-api.ts)
// and a PostgreSQL 15 laid out as hosted as the project's database. What the CLI sends is compared with the
// guide's table of §6.1, and the project's auth settings afterwards with the table of §6.
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const SMTP_PASS = "re_test_0123456789abcdef";
/** The Turnstile secret §5 puts beside SMTP_PASS, as the guide writes it (a placeholder stands for the real one). */
const CAPTCHA_SECRET = "0x4AAA…";

const guide = readSections("deploy.md");
const steps = ["3", "4", "5", "6"].flatMap((n) => codeBlocks(section(guide, n).text));
const requestTable = tableRows(section(guide, "6").text.split("### 6.1")[1]);
const settingsTable = tableRows(section(guide, "6").text.split("### 6.1")[0]);

/** Commands of these sections the test does not run, and why; any other command it does not know fails it. */
const NOT_RUN: [RegExp, string][] = [
  [/^export SUPABASE_DB_URL=/, "the test's database URL is its own PostgreSQL 15, given in the same variable"],
  [/^curl /, "a check of the live function; tests/backend/functions.test.ts holds the answer it expects"],
];

type Ran = { command: string; code: number; stdout: string; stderr: string; requests: RecordedRequest[] };

let cluster: Cluster;
let api: ManagementApiStandIn;
let workspace: string;
let env: Record<string, string | undefined>;
const ran: Ran[] = [];

/** A copy of the repository's supabase/ folder, as a clone has it: no link state, no local secrets. */
async function freshWorkspace(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pbc-deploy-guide-"));
  await cp(path.join(ROOT, "supabase"), path.join(dir, "supabase"), {
    recursive: true,
    filter: (source) => !/\/\.temp$|\.env\.[\w.]*local$/.test(source),
  });
  return dir;
}

/** Runs one line of the guide in bash, as typed; `npx` runs the repository's own binaries (no download). */
async function shell(command: string, cwd: string, extraEnv: Record<string, string | undefined> = {}) {
  const npx = `npx() { local bin="$1"; shift; "${ROOT}/node_modules/.bin/$bin" "$@"; }`;
  try {
    const { stdout, stderr } = await run("bash", ["-c", `${npx}\n${command}`], { cwd, env: { ...env, ...extraEnv } as NodeJS.ProcessEnv });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const described = (r: RecordedRequest, ref: string) => `${r.method} ${r.path.replaceAll(ref, "<ref>")}`;

before(async () => {
  [cluster, api, workspace] = await Promise.all([startCluster(), startManagementApi(), freshWorkspace()]);
  // As an operator's shell: the access token `supabase login` keeps, SUPABASE_YES for the prompts a test
  // cannot answer, and the session pooler URL of §2 (here the hosted-style cluster, reached as postgres).
  env = { ...process.env, ...api.cliEnv, SUPABASE_YES: "1", SUPABASE_DB_URL: cluster.url("postgres"), PGSSLMODE: "disable" };
  for (const block of steps) {
    if (block.lang === "dotenv") {
      await writeFile(path.join(workspace, "supabase", ".env.production.local"), block.code.replace("re_…", SMTP_PASS));
      continue;
    }
    if (block.lang !== "sh") continue;
    for (const line of shellCommands(block.code)) {
      const command = line.replaceAll("<ref>", api.ref);
      if (NOT_RUN.some(([pattern]) => pattern.test(line))) continue;
      if (line.startsWith("git ")) {
        ran.push({ command: line, ...(await shell(command, ROOT)), requests: [] });
        continue;
      }
      assert.match(
        line,
        /^(SUPABASE_ENV=production )?npx supabase /,
        `docs/deploy.md shows a command this test neither runs nor skips: ${line}`,
      );
      api.clear();
      const result = await shell(command, workspace);
      ran.push({ command: line, ...result, requests: [...api.requests] });
    }
  }
});

after(async () => {
  await Promise.all([api?.close(), cluster?.stop(), workspace && rm(workspace, { recursive: true, force: true })]);
});

describe("docs/deploy.md §3–§6 with the real Supabase CLI", () => {
  it("every command succeeds, and the CLI warns about nothing but the Docker it does not need (§4)", () => {
    assert.ok(ran.length >= 7, `ran ${ran.length} commands`);
    for (const r of ran) {
      assert.equal(r.code, 0, `${r.command}\n${r.stdout}\n${r.stderr}`);
      assert.doesNotMatch(r.stderr, /^WARN(?!ING: Docker is not running$)/m, `${r.command} warned:\n${r.stderr}`);
    }
    assert.deepEqual(api.unanswered, []);
  });

  it("each command sends the Management API exactly the requests the table of §6.1 lists", () => {
    const cli = ran.filter((r) => r.command.includes("npx supabase"));
    assert.deepEqual(
      cli.map((r) => r.command),
      requestTable.map((row) => codeSpans(row.Command)[0]),
      "the commands of §3–§6 and the rows of §6.1 differ",
    );
    for (const [i, row] of requestTable.entries()) {
      const listed = codeSpans(row["Management API requests"]).sort();
      assert.deepEqual(cli[i].requests.map((r) => described(r, api.ref)).sort(), listed, cli[i].command);
    }
  });

  it("§3: the migrations are applied to the database, and migration list shows them on both sides", async () => {
    const files = (await readdir(path.join(ROOT, "supabase", "migrations"))).filter((f) => f.endsWith(".sql"));
    const admin = await cluster.connect("supabase_admin");
    try {
      const applied = await admin.query("select version from supabase_migrations.schema_migrations order by version");
      assert.deepEqual(
        applied.rows.map((r) => r.version),
        files.map((f) => f.split("_")[0]).sort(),
      );
    } finally {
      await admin.end();
    }
    const list = ran.find((r) => r.command.includes("migration list"))!;
    for (const file of files) {
      const version = file.split("_")[0];
      assert.match(list.stdout, new RegExp(`\`${version}\`\\s*\\|\\s*\`${version}\``), list.stdout);
    }
  });

  it("§4: the function is uploaded with its three source files and verify_jwt off", () => {
    const deployed = api.functions.get("get-user-count");
    assert.ok(deployed, "get-user-count was not deployed");
    assert.equal(deployed.metadata.verify_jwt, false);
    assert.deepEqual([...deployed.files.keys()].map((f) => path.basename(f)).sort(), ["handler.ts", "index.ts", "service-key.ts"]);
  });

  it("§5: supabase/.env.production.local, where SMTP_PASS lives, is ignored by git", () => {
    const check = ran.find((r) => r.command.startsWith("git check-ignore"))!;
    assert.match(check.stdout, /\.gitignore:\d+:\.env\*\.local\s+supabase\/\.env\.production\.local/);
  });

  it("§6: the project holds every setting of the table, the SMTP password included, and no env() text", async () => {
    for (const row of settingsTable) {
      const pushed = row["Pushed as"];
      for (const [, field, value] of pushed.matchAll(/`(\w+): ([^`]+)`/g))
        assert.deepEqual(api.auth[field], JSON.parse(value), `${row.Setting}: ${field}`);
      for (const [, field, file] of pushed.matchAll(/`(\w+)` ← `([^`]+)`/g))
        assert.equal(api.auth[field], await readFile(path.join(ROOT, file), "utf8"), `${row.Setting}: ${field}`);
    }
    assert.equal(api.auth.smtp_pass, secretHash(api.ref, SMTP_PASS));
    assert.equal(api.auth.security_captcha_secret, secretHash(api.ref, CAPTCHA_SECRET));
    const push = ran.find((r) => r.command.includes("config push"))!;
    const patch = push.requests.find((r) => r.method === "PATCH")!;
    assert.equal((patch.json as Record<string, unknown>).smtp_pass, SMTP_PASS);
    assert.equal((patch.json as Record<string, unknown>).security_captcha_secret, CAPTCHA_SECRET);
    for (const r of ran.flatMap((x) => x.requests)) assert.doesNotMatch(r.body.toString("utf8"), /env\(/, `${r.method} ${r.path}`);
  });
});

describe("what docs/deploy.md says about config push", () => {
  const push = () => section(guide, "6").text.match(/^SUPABASE_ENV=production npx supabase config push/m)![0];

  it("a second push in a row sends nothing", async () => {
    api.clear();
    const again = await shell(push(), workspace);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(
      api.requests.map((r) => r.method),
      ["GET", "GET", "GET"],
    );
  });

  it("limits raised in the dashboard, the mail limit included, go back to config.toml's values at the next push", async () => {
    Object.assign(api.auth, { rate_limit_email_sent: 100, rate_limit_token_refresh: 300, rate_limit_otp: 100 });
    api.clear();
    assert.equal((await shell(push(), workspace)).code, 0);
    const sent = api.find("PATCH", /\/config\/auth$/)[0]?.json as Record<string, unknown>;
    assert.deepEqual(sent, { rate_limit_email_sent: 30, rate_limit_otp: 30, rate_limit_token_refresh: 150 });
  });

  it("without SUPABASE_ENV=production it pushes the text env(SITE_URL), exits 0 and warns about nothing", async () => {
    const other = await startManagementApi();
    const dir = await freshWorkspace();
    try {
      const local = { ...env, ...other.cliEnv };
      await shell(`npx supabase link --project-ref ${other.ref}`, dir, local);
      const bare = await shell(push().replace("SUPABASE_ENV=production ", ""), dir, local);
      assert.equal(bare.code, 0, bare.stderr);
      assert.doesNotMatch(bare.stderr, /^WARN|environment variable is unset/m);
      const sent = other.find("PATCH", /\/config\/auth$/)[0].json as Record<string, unknown>;
      assert.equal(sent.site_url, "env(SITE_URL)");
      assert.equal(sent.uri_allow_list, "env(ADDITIONAL_REDIRECT_URLS)");
      // CAPTCHA is turned on all the same, and no secret goes with it: Supabase would refuse every token.
      assert.deepEqual([sent.security_captcha_enabled, "security_captcha_secret" in sent], [true, false]);
      assert.equal(other.auth.site_url, "env(SITE_URL)");
    } finally {
      await Promise.all([other.close(), rm(dir, { recursive: true, force: true })]);
    }
  });

  it("without [auth.email.smtp] in config.toml, email_sent is not pushed at all", async () => {
    const other = await startManagementApi();
    const dir = await freshWorkspace();
    try {
      const config = path.join(dir, "supabase", "config.toml");
      await writeFile(config, (await readFile(config, "utf8")).replace(/^\[auth\.email\.smtp\][^[]*/m, ""));
      const local = { ...env, ...other.cliEnv };
      await shell(`npx supabase link --project-ref ${other.ref}`, dir, local);
      assert.equal((await shell(push(), dir, local)).code, 0);
      const sent = other.find("PATCH", /\/config\/auth$/)[0].json as Record<string, unknown>;
      assert.equal(sent.site_url, "https://portoboxcup.pt");
      assert.equal("rate_limit_email_sent" in sent, false);
      assert.equal(other.auth.rate_limit_email_sent, 2, "the hosted default stays");
    } finally {
      await Promise.all([other.close(), rm(dir, { recursive: true, force: true })]);
    }
  });
});
