import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { readSql } from "./sql-files";

export type { Transaction };

/** The roles PostgREST may switch to; anything else is refused before it reaches SQL. */
export type ApiRole = "anon" | "authenticated" | "service_role";

const here = path.dirname(fileURLToPath(import.meta.url));
const BOOTSTRAP_SQL = path.join(here, "..", "sql", "bootstrap.sql");
export const MIGRATIONS_DIR = path.join(here, "..", "..", "supabase", "migrations");

/**
 * One PGlite instance (a real Postgres in-process) persisted in `dataDir`. PGlite has a single connection
 * and queues every query and transaction, so concurrent HTTP requests are serialised safely.
 */
/** What bootstrap.sql gained after data directories were made with it: the inbox's headers and one row per Message-ID. */
const INBOX_UPGRADE = `
  alter table _local.messages add column if not exists headers jsonb not null default '{}';
  create unique index if not exists messages_message_id_key on _local.messages (message_id);`;

export class Database {
  private constructor(readonly pg: PGlite) {}

  static async open(dataDir: string, log: (line: string) => void): Promise<Database> {
    const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
    const pg = await PGlite.create(dataDir);
    const db = new Database(pg);
    if (fresh) await pg.exec(readSql(BOOTSTRAP_SQL));
    else await pg.exec(INBOX_UPGRADE);
    await db.applyMigrations(log);
    return db;
  }

  /** Applies each `supabase/migrations/*.sql` not applied yet, in file-name order, each in a transaction. */
  private async applyMigrations(log: (line: string) => void): Promise<void> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith(".sql")).sort();
    const applied = new Set(
      (await this.pg.query<{ version: string }>("select version from _local.schema_migrations")).rows.map((r) => r.version),
    );
    let changed = !applied.has("_local_fault_hook");
    for (const file of files) {
      const version = file.replace(/\.sql$/, "");
      if (applied.has(version)) continue;
      changed = true;
      const sql = await readFile(path.join(MIGRATIONS_DIR, file), "utf8");
      await this.pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query("insert into _local.schema_migrations (version) values ($1)", [version]);
      });
      log(`applied migration ${file}`);
    }
    if (!changed) return;
    // Re-attach the local fault-injection hook after migrations (they may have recreated the table).
    await this.pg.exec(`
      do $$ begin
        if to_regclass('public.user_profiles') is not null then
          create or replace trigger zz_local_fault_injection before insert on public.user_profiles
            for each row execute function _local.fail_profile_insert();
        end if;
      end $$;
      insert into _local.schema_migrations (version) values ('_local_fault_hook') on conflict do nothing;`);
  }

  query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.pg.query<T>(sql, params).then((r) => r.rows);
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn);
  }

  /**
   * Runs `fn` the way PostgREST runs a request: one transaction, `SET LOCAL ROLE` to the caller's role and
   * `request.jwt.claims` set, so RLS policies and `auth.uid()` behave exactly as in production.
   */
  asRole<T>(
    role: ApiRole,
    claims: Record<string, unknown>,
    request: { method: string; path: string },
    fn: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return this.pg.transaction(async (tx) => {
      if (request.method === "GET" || request.method === "HEAD") await tx.exec("set transaction read only");
      await tx.query(
        `select set_config('search_path', 'public, extensions', true),
                set_config('request.jwt.claims', $1, true),
                set_config('request.method', $2, true),
                set_config('request.path', $3, true)`,
        [JSON.stringify({ ...claims, role }), request.method, request.path],
      );
      await tx.exec(`set local role ${role}`);
      return fn(tx);
    });
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
