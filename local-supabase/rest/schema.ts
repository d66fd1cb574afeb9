import type { Database } from "../db/database";

export interface TableInfo {
  name: string;
  columns: Set<string>;
  primaryKey: string[];
}

/**
 * PostgREST's schema cache for the exposed `public` schema. Migrations only run at start-up, so the cache
 * is filled on first use and never goes stale while the server runs.
 */
export class SchemaCache {
  private tables: Map<string, TableInfo> | null = null;
  private routines: Set<string> | null = null;

  constructor(private readonly db: Database) {}

  async table(name: string): Promise<TableInfo | null> {
    if (!this.tables) this.tables = await this.load();
    return this.tables.get(name) ?? null;
  }

  /** Whether `public` has a function of this name that PostgREST would list (not a trigger function). */
  async routine(name: string): Promise<boolean> {
    if (!this.routines) {
      const rows = await this.db.query<{ proname: string }>(
        `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
      );
      this.routines = new Set(rows.map((r) => r.proname));
    }
    return this.routines.has(name);
  }

  private async load(): Promise<Map<string, TableInfo>> {
    const rows = await this.db.query<{ table_name: string; column_name: string; is_pk: boolean }>(
      `select c.relname as table_name, a.attname as column_name,
              coalesce(a.attnum = any(i.indkey), false) as is_pk
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_index i on i.indrelid = c.oid and i.indisprimary
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
        order by c.relname, a.attnum`,
    );
    const tables = new Map<string, TableInfo>();
    for (const row of rows) {
      let info = tables.get(row.table_name);
      if (!info) {
        info = { name: row.table_name, columns: new Set(), primaryKey: [] };
        tables.set(row.table_name, info);
      }
      info.columns.add(row.column_name);
      if (row.is_pk) info.primaryKey.push(row.column_name);
    }
    return tables;
  }
}
