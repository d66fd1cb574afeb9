/**
 * `pg_dump` for the embedded backend's database: PGlite's own pg_dump (@electric-sql/pglite-tools, PostgreSQL
 * 18 compiled to WebAssembly, as PGlite is) run on the data directory PGLITE_DATA_DIR names, with the options
 * of the real one. tests/postgres/backup-restore.test.ts puts it first on PATH as `pg_dump`, so that
 * scripts/operations/backup.sh runs unchanged: its connection string is ignored, `--file=` is honoured, the
 * rest goes to pg_dump as given. The data directory must not be open elsewhere (stop the backend first).
 */
import { writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";

const dataDir = process.env.PGLITE_DATA_DIR;
if (!dataDir) throw new Error("PGLITE_DATA_DIR is not set");
const [, ...args] = process.argv.slice(2);
const file = args.find((a) => a.startsWith("--file="))?.slice("--file=".length);
const pg = await PGlite.create(dataDir);
try {
  const dump = await (await pgDump({ pg, args: args.filter((a) => !a.startsWith("--file=")) })).text();
  // PostgreSQL 17 added transaction_timeout, which a PostgreSQL 15 database refuses; a hosted project's own
  // pg_dump (of its version, docs/operations.md §2) never writes it there.
  const portable = dump.replace(/^SET transaction_timeout = 0;\n/m, "");
  if (file) await writeFile(file, portable);
  else process.stdout.write(portable);
} finally {
  await pg.close();
}
