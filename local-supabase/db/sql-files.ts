import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The SQL of `file` with each `\ir <path>` line (psql's "include relative") replaced by the SQL of the file it
 * names, relative to the including file. The embedded backend's bootstrap and the PostgreSQL 15 test of the
 * migrations share the API roles and GoTrue's auth schema this way (local-supabase/sql/).
 */
export function readSql(file: string): string {
  const text = readFileSync(file, "utf8");
  return text.replace(/^\\ir\s+(\S+)\s*$/gm, (_line, included: string) => readSql(path.resolve(path.dirname(file), included)));
}
