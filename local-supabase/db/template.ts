import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Database, MIGRATIONS_DIR } from "./database";
import { readSql } from "./sql-files";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const PREFIX = "test-template-";

/** Content hash of everything that shapes a fresh database, so a stale template is never reused. */
function schemaHash(): string {
  const hash = createHash("sha256");
  hash.update(readSql(path.join(ROOT, "local-supabase", "sql", "bootstrap.sql")));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * A migrated, empty data directory (bootstrap.sql and every migration, nothing else: no keys, no users), built
 * once per schema under .local/ and copied for every throwaway database: the test backends and the browser
 * suite's (LOCAL_SUPABASE_RESET=1). Making one is initdb and every migration, about 5 s; opening a copy about
 * 0.2 s. Built under a lock directory so processes starting at once never race on it; templates of other
 * schemas are deleted when a new one is made.
 */
export async function migratedTemplate(): Promise<string> {
  const local = path.join(ROOT, ".local");
  const dir = path.join(local, `${PREFIX}${schemaHash()}`);
  if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
  const lock = `${dir}.lock`;
  await mkdir(local, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    if (!existsSync(path.join(dir, "PG_VERSION"))) {
      const building = `${dir}.building-${process.pid}`;
      await rm(building, { recursive: true, force: true });
      const db = await Database.open(building, () => {});
      await db.close();
      await rename(building, dir);
      const stale = readdirSync(local).filter((name) => name.startsWith(PREFIX) && /^[\w-]+$/.test(name) && path.join(local, name) !== dir);
      await Promise.all(stale.map((name) => rm(path.join(local, name), { recursive: true, force: true })));
    }
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
  return dir;
}
