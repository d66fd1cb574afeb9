/**
 * Turns PostgREST's URL grammar (the subset supabase-js builds for this product: select lists, horizontal
 * filters, order, limit/offset) into parameterised SQL fragments. Identifiers are checked against the
 * table's columns and always quoted; values always travel as parameters.
 */
import type { TableInfo } from "./schema";

export class QueryError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const COMPARISONS: Record<string, string> = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };

function requireColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new QueryError(400, "42703", `column ${table.name}.${column} does not exist`);
  }
  return quoteIdent(column);
}

/** `select=*` / `select=a,b,alias:c` → SQL select list. */
export function selectList(table: TableInfo, select: string | null): string {
  if (select === null || select.trim() === "" || select.trim() === "*") return "*";
  return select
    .split(",")
    .map((raw) => raw.trim())
    .filter((item) => item !== "")
    .map((item) => {
      if (item === "*") return "*";
      if (/[()]/.test(item)) {
        throw new QueryError(400, "PGRST200", `Could not find a relationship for '${item}' in the schema cache`);
      }
      const [alias, column] = item.includes(":") ? item.split(":", 2) : [null, item];
      const sql = requireColumn(table, column.trim());
      return alias ? `${sql} as ${quoteIdent(alias.trim())}` : sql;
    })
    .join(", ");
}

/** Splits `(a,"b,c",d)` as PostgREST's `in` list does. */
function parseList(value: string): string[] {
  const inner = value.replace(/^\(/, "").replace(/\)$/, "");
  const items: string[] = [];
  const re = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(inner)) !== null && match.index < inner.length) {
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : match[2].trim());
  }
  return items;
}

/** Horizontal filters (`col=op.value`, `col=not.op.value`) → WHERE clause, appending to `params`. */
export function whereClause(table: TableInfo, search: URLSearchParams, params: unknown[]): string {
  const conditions: string[] = [];
  for (const [key, raw] of search) {
    if (RESERVED.has(key)) continue;
    if (key === "or" || key === "and") {
      throw new QueryError(400, "PGRST100", `"${key}" filters are not supported by the local backend`);
    }
    const column = requireColumn(table, key);
    let expr = raw;
    let negate = false;
    if (expr.startsWith("not.")) {
      negate = true;
      expr = expr.slice(4);
    }
    const dot = expr.indexOf(".");
    if (dot < 0) throw new QueryError(400, "PGRST100", `failed to parse filter (${raw})`, `unexpected "${raw}" expecting operator`);
    const op = expr.slice(0, dot);
    const value = expr.slice(dot + 1);
    let condition: string;
    if (op in COMPARISONS) {
      params.push(value);
      condition = `${column} ${COMPARISONS[op]} $${params.length}`;
    } else if (op === "like" || op === "ilike") {
      params.push(value.replace(/\*/g, "%"));
      condition = `${column}::text ${op === "like" ? "like" : "ilike"} $${params.length}`;
    } else if (op === "in") {
      params.push(parseList(value));
      condition = `${column} = any($${params.length})`;
    } else if (op === "is") {
      const literal = { null: "null", true: "true", false: "false", unknown: "unknown", not_null: "not null" }[value.toLowerCase()];
      if (!literal) throw new QueryError(400, "PGRST100", `failed to parse filter (${raw})`);
      condition = `${column} is ${literal}`;
    } else {
      throw new QueryError(400, "PGRST100", `failed to parse filter (${raw})`, `unknown operator "${op}"`);
    }
    conditions.push(negate ? `not (${condition})` : condition);
  }
  return conditions.length ? `where ${conditions.join(" and ")}` : "";
}

/** `order=a.desc.nullslast,b` → ORDER BY. */
export function orderClause(table: TableInfo, order: string | null): string {
  if (!order) return "";
  const terms = order.split(",").map((term) => {
    const [column, ...modifiers] = term.trim().split(".");
    let sql = requireColumn(table, column);
    for (const modifier of modifiers) {
      if (modifier === "asc" || modifier === "desc") sql += ` ${modifier}`;
      else if (modifier === "nullsfirst") sql += " nulls first";
      else if (modifier === "nullslast") sql += " nulls last";
      else throw new QueryError(400, "PGRST100", `failed to parse order (${order})`);
    }
    return sql;
  });
  return `order by ${terms.join(", ")}`;
}

function nonNegativeInt(value: string | null, name: string): number | null {
  if (value === null || value === "") return null;
  if (!/^\d+$/.test(value)) throw new QueryError(400, "PGRST100", `failed to parse ${name} (${value})`);
  return Number(value);
}

/**
 * limit/offset from the query string, or from a `Range: 0-9` header. A header range whose end comes before its start
 * is PostgREST's 416 PGRST103, whatever else the request says.
 */
export function paging(search: URLSearchParams, range: string | undefined): { limit: number | null; offset: number } {
  let limit = nonNegativeInt(search.get("limit"), "limit");
  let offset = nonNegativeInt(search.get("offset"), "offset") ?? 0;
  const match = range ? /^(\d+)-(\d*)$/.exec(range.trim()) : null;
  if (match && match[2] !== "" && Number(match[2]) < Number(match[1])) {
    const details = "The lower boundary must be lower than or equal to the upper boundary in the Range header.";
    throw new QueryError(416, "PGRST103", "Requested range not satisfiable", details);
  }
  if (match && limit === null) {
    offset = Number(match[1]);
    if (match[2] !== "") limit = Number(match[2]) - offset + 1;
  }
  return { limit, offset };
}

/** Parses the `Prefer` header's comma-separated `key=value` items. */
export function preferences(prefer: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of (prefer ?? "").split(",")) {
    const [key, value] = item.trim().split("=");
    if (key) map.set(key.trim(), (value ?? "").trim());
  }
  return map;
}
