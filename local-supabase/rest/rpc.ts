/**
 * `/rest/v1/rpc/<name>`. This backend calls no database function: the schema exposes none the app uses (its public
 * functions are triggers, which PostgREST does not list either). A missing function gets PostgREST 14's 404 PGRST202
 * word for word (src/PostgREST/Error.hs, NoRpc); one that exists is refused by name rather than reported missing.
 */
import { restError } from "../http/errors";
import { BadJsonError, header, isRecord, parseJsonBody, type ApiRequest, type ApiResponse } from "../http/types";
import { bodyType } from "./media-type";

/** Parameters PostgREST never passes to a function (QueryParams.hs: reserved, or ending in an embeddable name). */
const NOT_ARGUMENTS = /^(select|columns|on_conflict)$|(^|\.)(order|limit|offset|and|or)$/;
/** A value with one of PostgREST's operators is a filter on the function's result, not an argument. */
const OPERATOR =
  /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch|in|is|isdistinct|fts|plfts|phfts|wfts|cs|cd|ov|sl|sr|nxr|nxl|adj)(\(\w+\))?\./;

export function rpcAnswer(req: ApiRequest, name: string, exists: boolean): ApiResponse {
  if (!["GET", "HEAD", "POST"].includes(req.method)) return restError(405, "PGRST101", `Cannot use the ${req.method} method on RPC`);
  const post = req.method === "POST";
  const type = post ? bodyType(header(req, "content-type")) : { kind: "json" as const };
  if (type.kind === "other") return restError(400, "PGRST102", `Content-Type not acceptable: ${type.mime}`);
  if (exists) {
    return restError(400, "PGRST127", "Feature not implemented", `The local backend does not call database functions (public.${name})`);
  }
  const keys = post ? bodyKeys(req, type.kind) : queryArguments(req.url.searchParams);
  if (typeof keys === "string") return restError(400, "PGRST102", keys);
  const func = `public.${name}`;
  const single = post && type.kind === "raw";
  const listed = keys.length === 0 ? " without parameters" : null;
  const message = `Could not find the function ${func}${single ? "" : (listed ?? `(${keys.join(", ")})`)} in the schema cache`;
  const searched = listed ?? ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`;
  const how = !post
    ? searched
    : type.kind === "raw"
      ? ` with a single unnamed ${{ "text/plain": "text", "text/xml": "xml", "application/octet-stream": "bytea" }[type.mime]} parameter`
      : type.kind === "json"
        ? `${searched} or with a single unnamed json/jsonb parameter`
        : searched;
  return restError(404, "PGRST202", message, `Searched for the function ${func}${how}, but no matches were found in the schema cache.`);
}

/** The argument names a POST carries, sorted as PostgREST's set of them is; or why its body cannot be read. */
function bodyKeys(req: ApiRequest, kind: "json" | "csv" | "urlencoded" | "raw"): string[] | string {
  const columns = req.url.searchParams.get("columns");
  if (kind === "raw") return [];
  if (kind === "urlencoded") return sorted(new URLSearchParams(req.body.toString("utf8")).keys());
  if (kind === "csv") return sorted(req.body.toString("utf8").split(/\r?\n/, 1)[0].split(",").filter(Boolean));
  if (columns !== null) return sorted(columns.split(",").map((c) => c.trim()));
  let body: unknown;
  try {
    body = parseJsonBody(req);
  } catch (error) {
    if (error instanceof BadJsonError) return "Empty or invalid json";
    throw error;
  }
  const first = Array.isArray(body) ? body[0] : body;
  if (Array.isArray(body) && !body.every((row) => isRecord(row) && sameKeys(row, first))) return "All object keys must match";
  return isRecord(first) ? sorted(Object.keys(first)) : [];
}

function queryArguments(search: URLSearchParams): string[] {
  return sorted(
    [...search].filter(([key, value]) => value !== "" && !NOT_ARGUMENTS.test(key) && !OPERATOR.test(value)).map(([key]) => key),
  );
}

const sameKeys = (row: Record<string, unknown>, first: unknown) =>
  isRecord(first) && sorted(Object.keys(row)).join("\u0000") === sorted(Object.keys(first)).join("\u0000");

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();
