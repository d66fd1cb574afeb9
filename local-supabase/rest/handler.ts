import type { Transaction } from "../db/database";
import type { Database } from "../db/database";
import type { SigningKey } from "../crypto/signing-key";
import { isApiRole, resolveCaller, type Claims } from "../http/caller";
import { restError } from "../http/errors";
import { BadJsonError, header, isRecord, safeDecode, type ApiRequest, type ApiResponse } from "../http/types";
import { restJsonBody } from "./json-body";
import { restClaims } from "./jwt";
import { bodyType } from "./media-type";
import { pgErrorResponse } from "./pg-errors";
import { putAnswer } from "./put";
import { QueryError, orderClause, paging, preferences, quoteIdent, selectList, whereClause } from "./query";
import { rpcAnswer } from "./rpc";
import type { SchemaCache, TableInfo } from "./schema";

export interface RestContext {
  db: Database;
  schema: SchemaCache;
  signingKey: SigningKey;
  log: (line: string) => void;
}

const JSON_TYPE = "application/json; charset=utf-8";
const SINGLE_OBJECT = "application/vnd.pgrst.object+json";

/** Everything under /rest/v1: PostgREST's table endpoints, run as the caller's role with its claims. */
export async function handleRest(ctx: RestContext, req: ApiRequest, path: string): Promise<ApiResponse> {
  const resolved = await resolveCaller(req, ctx.signingKey);
  if ("error" in resolved) return resolved.error;
  const { caller } = resolved;
  // The gateway found the key; the Bearer token is PostgREST's to judge, with its words (rest/jwt.ts).
  let claims: Claims = { role: caller.keyRole };
  const token = /^Bearer\s*$/i.test(header(req, "authorization") ?? "") ? "" : caller.token?.raw;
  if (token !== undefined) {
    const checked = await restClaims(token, ctx.signingKey);
    if ("refusal" in checked) return checked.refusal;
    claims = checked.claims;
  }
  const role = String(claims.role ?? "anon");
  if (!isApiRole(role)) return restError(401, "PGRST301", `JWT role "${role}" is not allowed`);

  const profile = header(req, req.method === "GET" || req.method === "HEAD" ? "accept-profile" : "content-profile");
  if (profile && profile !== "public") {
    return restError(406, "PGRST106", "Invalid schema: " + profile, null, "Only the following schemas are exposed: public");
  }
  const name = safeDecode(path.replace(/^\/+|\/+$/g, "")) ?? path;
  if (name === "" && req.method === "GET") return { status: 200, headers: { "Content-Type": JSON_TYPE }, body: "{}" };
  if (name.startsWith("rpc/") && !name.slice(4).includes("/")) {
    return rpcAnswer(req, name.slice(4), await ctx.schema.routine(name.slice(4)));
  }
  const refusedBody = writeBodyRefusal(req);
  if (refusedBody) return refusedBody;
  const table = await ctx.schema.table(name);
  if (!table || name.includes("/")) {
    return restError(404, "PGRST205", `Could not find the table 'public.${name}' in the schema cache`);
  }
  if (req.method === "PUT") return putAnswer(req, table);

  try {
    const request = { method: req.method, path: `/${name}` };
    return await ctx.db.asRole(role, claims, request, (tx) => run(tx, req, table));
  } catch (error) {
    if (error instanceof QueryError) return restError(error.status, error.code, error.message, error.details, error.hint);
    if (error instanceof BadJsonError) return restError(400, "PGRST102", "Empty or invalid json");
    const mapped = pgErrorResponse(error, role);
    if (mapped) return mapped;
    throw error;
  }
}

/**
 * A table write's Content-Type, judged as PostgREST judges it (rest/media-type.ts): JSON goes on; CSV and form
 * bodies, which PostgREST also reads, are refused by name; anything else is not acceptable.
 */
function writeBodyRefusal(req: ApiRequest): ApiResponse | null {
  if (!["POST", "PATCH", "PUT"].includes(req.method)) return null;
  const type = bodyType(header(req, "content-type"));
  if (type.kind === "json") return null;
  if (type.kind === "csv" || type.kind === "urlencoded") {
    const mime = type.kind === "csv" ? "text/csv" : "application/x-www-form-urlencoded";
    return restError(400, "PGRST127", "Feature not implemented", `The local backend reads JSON bodies only, not ${mime}`);
  }
  return restError(400, "PGRST102", `Content-Type not acceptable: ${type.mime}`);
}

function run(tx: Transaction, req: ApiRequest, table: TableInfo): Promise<ApiResponse> {
  switch (req.method) {
    case "GET":
    case "HEAD":
      return read(tx, req, table);
    case "POST":
      return insert(tx, req, table);
    case "PATCH":
      return update(tx, req, table);
    case "DELETE":
      return remove(tx, req, table);
    default:
      return Promise.resolve(restError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`));
  }
}

function contentRange(offset: number, count: number, total: number | null): string {
  const size = total === null ? "*" : String(total);
  return count === 0 ? `*/${size}` : `${offset}-${offset + count - 1}/${size}`;
}

/**
 * PostgREST's Content-Location on reads: the table and the query string with its parameters sorted by name
 * (stable: the order of a name's values is kept) and percent-encoded but for `A-Za-z0-9-_.~`, a name's
 * repeated values joined by commas (Haskell's urlEncodeVars).
 */
function contentLocation(table: TableInfo, search: URLSearchParams): string {
  const encode = (text: string) =>
    [...new TextEncoder().encode(text)]
      .map((byte) =>
        /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
      )
      .join("");
  const pairs = [...search].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const names = [...new Set(pairs.map(([name]) => name))];
  const query = names
    .map(
      (name) =>
        `${encode(name)}=${pairs
          .filter(([n]) => n === name)
          .map(([, v]) => encode(v))
          .join(",")}`,
    )
    .join("&");
  return `/${table.name}${query ? `?${query}` : ""}`;
}

/**
 * PostgREST's Preference-Applied: the preferences of the request it honoured, in its own order
 * (`return` and `count` are the ones the app sends).
 */
function preferenceApplied(req: ApiRequest, honoured: ("return" | "count")[]): Record<string, string> {
  const prefer = preferences(header(req, "prefer"));
  const values: string[] = [];
  const representation = prefer.get("return");
  if (honoured.includes("return") && ["representation", "minimal", "headers-only"].includes(representation ?? "")) {
    values.push(`return=${representation}`);
  }
  const count = prefer.get("count");
  if (honoured.includes("count") && ["exact", "planned", "estimated"].includes(count ?? "")) values.push(`count=${count}`);
  return values.length ? { "Preference-Applied": values.join(", ") } : {};
}

/** Shapes rows as PostgREST answers them: an array, or one object for `.single()`, or nothing for HEAD. */
function answer(req: ApiRequest, status: number, rows: unknown[], headers: Record<string, string>): ApiResponse {
  if ((header(req, "accept") ?? "").includes(SINGLE_OBJECT)) {
    if (rows.length !== 1) {
      return restError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${rows.length} rows`);
    }
    return { status, headers: { "Content-Type": `${SINGLE_OBJECT}; charset=utf-8`, ...headers }, body: JSON.stringify(rows[0]) };
  }
  return {
    status,
    headers: { "Content-Type": JSON_TYPE, ...headers },
    body: req.method === "HEAD" ? undefined : JSON.stringify(rows),
  };
}

async function read(tx: Transaction, req: ApiRequest, table: TableInfo): Promise<ApiResponse> {
  const search = req.url.searchParams;
  const params: unknown[] = [];
  const where = whereClause(table, search, params);
  // A Range header counts on GET only (RFC 9110, as PostgREST reads it).
  const { limit, offset } = paging(search, req.method === "GET" ? header(req, "range") : undefined);
  const sql = `select ${selectList(table, search.get("select"))} from public.${quoteIdent(table.name)} ${where}
    ${orderClause(table, search.get("order"))} ${limit === null ? "" : `limit ${limit}`} offset ${offset}`;
  const rows = (await tx.query<{ row: unknown }>(`select to_json(t) as row from (${sql}) t`, params)).rows.map((r) => r.row);
  let total: number | null = null;
  if (preferences(header(req, "prefer")).has("count")) {
    const counted = await tx.query<{ n: number }>(`select count(*)::int as n from public.${quoteIdent(table.name)} ${where}`, params);
    total = counted.rows[0].n;
  }
  const headers = {
    "Content-Range": contentRange(offset, rows.length, total),
    "Content-Location": contentLocation(table, search),
    ...preferenceApplied(req, ["count"]),
  };
  // PostgREST's rangeStatus: past the end of a counted table is 416, fewer rows than the count 206.
  if (total !== null && offset > total) return rangeNotSatisfiable(req, offset, total, headers);
  return answer(req, total !== null && rows.length < total ? 206 : 200, rows, headers);
}

/** PostgREST's 416 for an offset past a counted total: its PGRST103 body with the read's own headers. */
function rangeNotSatisfiable(req: ApiRequest, offset: number, total: number, headers: Record<string, string>): ApiResponse {
  const error = {
    code: "PGRST103",
    details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    hint: null,
    message: "Requested range not satisfiable",
  };
  return {
    status: 416,
    headers: { "Content-Type": JSON_TYPE, ...headers },
    body: req.method === "HEAD" ? undefined : JSON.stringify(error),
  };
}

function returning(req: ApiRequest, table: TableInfo): { wanted: boolean; select: string } {
  const wanted = preferences(header(req, "prefer")).get("return") === "representation";
  return { wanted, select: selectList(table, req.url.searchParams.get("select")) };
}

/** Runs a data-modifying statement (its RETURNING gives whole rows) and answers PostgREST-style. */
async function modify(
  tx: Transaction,
  req: ApiRequest,
  table: TableInfo,
  statement: string,
  params: unknown[],
  kind: "insert" | "update" | "delete",
): Promise<ApiResponse> {
  const { wanted, select } = returning(req, table);
  const counted = preferences(header(req, "prefer")).has("count");
  const applied = preferenceApplied(req, ["return", "count"]);
  let rows: unknown[] = [];
  let affected: number;
  if (wanted) {
    rows = (
      await tx.query<{ row: unknown }>(
        `with changed as (${statement} returning *) select to_json(t) as row from (select ${select} from changed) t`,
        params,
      )
    ).rows.map((r) => r.row);
    affected = rows.length;
  } else {
    // No RETURNING: like PostgREST's return=minimal, so a write needs no SELECT privilege or policy.
    affected = (await tx.query(statement, params)).affectedRows ?? 0;
  }
  // PostgREST's Content-Range for writes: an update names the rows it changed (0-1/*), an insert or a delete
  // never does (*/*); with count=exact the total is the number of rows written.
  const range = kind === "update" ? contentRange(0, affected, counted ? affected : null) : `*/${counted ? affected : "*"}`;
  const headers = { "Content-Range": range, ...applied };
  if (!wanted) return { status: kind === "insert" ? 201 : 204, headers };
  return answer(req, kind === "insert" ? 201 : 200, rows, headers);
}

function bodyColumns(table: TableInfo, rows: Record<string, unknown>[], columnsParam: string | null): string[] {
  const names = columnsParam
    ? columnsParam.split(",").map((c) => c.trim().replace(/^"|"$/g, ""))
    : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new QueryError(400, "PGRST204", `Could not find the '${name}' column of '${table.name}' in the schema cache`);
    }
  }
  return names;
}

async function insert(tx: Transaction, req: ApiRequest, table: TableInfo): Promise<ApiResponse> {
  const parsed = restJsonBody(req);
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (!rows.every(isRecord)) throw new BadJsonError("expected objects");
  const columns = bodyColumns(table, rows, req.url.searchParams.get("columns"));
  if (columns.length === 0) {
    return modify(tx, req, table, `insert into public.${quoteIdent(table.name)} default values`, [], "insert");
  }
  const list = columns.map(quoteIdent).join(", ");
  const prefer = preferences(header(req, "prefer"));
  const resolution = prefer.get("resolution");
  let conflict = "";
  if (resolution === "merge-duplicates" || resolution === "ignore-duplicates") {
    const target = (req.url.searchParams.get("on_conflict")?.split(",") ?? table.primaryKey).map((c) => c.trim());
    const targetSql = target.map((c) => quoteIdent(c)).join(", ");
    const updates = columns.filter((c) => !target.includes(c)).map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
    conflict =
      resolution === "ignore-duplicates" || updates.length === 0
        ? `on conflict (${targetSql}) do nothing`
        : `on conflict (${targetSql}) do update set ${updates.join(", ")}`;
  }
  const statement = `insert into public.${quoteIdent(table.name)} (${list})
    select ${list} from json_populate_recordset(null::public.${quoteIdent(table.name)}, $1::json) ${conflict}`;
  return modify(tx, req, table, statement, [JSON.stringify(rows)], "insert");
}

async function update(tx: Transaction, req: ApiRequest, table: TableInfo): Promise<ApiResponse> {
  const parsed = restJsonBody(req);
  if (!isRecord(parsed)) throw new BadJsonError("expected an object");
  const columns = bodyColumns(table, [parsed], null);
  if (columns.length === 0) return answer(req, 200, [], {});
  const params: unknown[] = [JSON.stringify(parsed)];
  const where = whereClause(table, req.url.searchParams, params);
  const list = columns.map(quoteIdent).join(", ");
  const statement = `update public.${quoteIdent(table.name)} set (${list}) =
    (select ${list} from json_populate_record(null::public.${quoteIdent(table.name)}, $1::json)) ${where}`;
  return modify(tx, req, table, statement, params, "update");
}

async function remove(tx: Transaction, req: ApiRequest, table: TableInfo): Promise<ApiResponse> {
  const params: unknown[] = [];
  const where = whereClause(table, req.url.searchParams, params);
  return modify(tx, req, table, `delete from public.${quoteIdent(table.name)} ${where}`, params, "delete");
}
