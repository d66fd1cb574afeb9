import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { freePort } from "../support/free-port";
import { readSql } from "../../local-supabase/db/sql-files";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** Debian's server binaries (postgresql-15 preferred: what `.ci/run` installs), or PG_BINDIR. */
function serverBinDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin", "initdb"))) : [];
  const version = versions.includes("15") ? "15" : versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error("PostgreSQL server not found: `apt-get install postgresql-15` (as .ci/run does) or set PG_BINDIR");
  return path.join(base, version, "bin");
}

export interface Cluster {
  /** A connection URL for a login role (trust authentication: no password). */
  url(role: string): string;
  connect(role: string): Promise<pg.Client>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temporary directory, listening on a free loopback port. initdb refuses
 * to run as root, so as root the server runs as the `postgres` OS user the Debian package creates. The
 * bootstrap superuser is `supabase_admin`, as on hosted; hosted-roles.sql then creates everything else.
 */
export async function startCluster(): Promise<Cluster> {
  const bin = serverBinDir();
  const asRoot = process.getuid?.() === 0;
  const runAs = (cmd: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args);
  const dir = await mkdtemp(path.join(os.tmpdir(), "pbc-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    await chown(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  await runAs("initdb", ["-D", data, "-U", "supabase_admin", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "-N"]);
  // Durability is irrelevant for a cluster that lives one test run.
  // Commit timestamps let the entries race test check that queue order is commit order.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c track_commit_timestamp=on`;
  await runAs("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);

  const url = (role: string) => `postgresql://${role}@127.0.0.1:${port}/postgres`;
  const connect = async (role: string) => {
    const client = new pg.Client({ connectionString: url(role) });
    await client.connect();
    return client;
  };
  const admin = await connect("supabase_admin");
  try {
    await admin.query(readSql(path.join(import.meta.dirname, "hosted-roles.sql")));
  } finally {
    await admin.end();
  }
  return {
    url,
    connect,
    async stop() {
      await runAs("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Applies supabase/migrations with the real Supabase CLI, connected as `postgres` like on hosted. */
export async function pushMigrations(cluster: Cluster): Promise<string> {
  const cli = path.join(ROOT, "node_modules", ".bin", "supabase");
  const { stdout, stderr } = await run(cli, ["db", "push", `--remote=${cluster.url("postgres")}`, "--workdir", ROOT, "--yes"], {
    env: { ...process.env, PGSSLMODE: "disable", DO_NOT_TRACK: "1", SUPABASE_TELEMETRY_DISABLED: "1" },
  });
  return stdout + stderr;
}

/**
 * Opens a transaction on `db` (an `authenticator` connection) as PostgREST does for a signed-in organiser: the role
 * `authenticated` and the token's claims, with the session id, since an organiser's rights last as long as the
 * session GoTrue stores. For the tests that race two desks on two connections.
 */
export async function beginAsOrganiser(db: pg.Client, organiser: { id: string; sessionId: string }): Promise<void> {
  const claims = JSON.stringify({
    role: "authenticated",
    sub: organiser.id,
    app_metadata: { role: "organiser" },
    session_id: organiser.sessionId,
  });
  await db.query("begin");
  await db.query("set local role authenticated");
  await db.query("select set_config('request.jwt.claims', $1, true)", [claims]);
}
