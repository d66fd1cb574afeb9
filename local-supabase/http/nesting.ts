import { MAX_JSON_DEPTH } from "../config";
import { authError, restError } from "./errors";
import type { ApiRequest, ApiResponse } from "./types";

/**
 * The deepest nesting of arrays and objects in JSON text, counting only brackets outside strings, with the
 * bracket that first goes past `limit` (or null within it). One pass that stops there, so ordinary bodies cost
 * nothing. Text that is not JSON is scanned the same way: only the depth is judged, never the syntax.
 */
export function firstTooDeep(text: string, limit: number): "[" | "{" | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "[" || c === "{") {
      if (++depth > limit) return c;
    } else if (c === "]" || c === "}") depth--;
  }
  return null;
}

/**
 * Refuses a body (auth, REST) or a REST query value nested more than MAX_JSON_DEPTH deep before any service parses
 * it. Deeper JSON breaks things the request cannot see: GoTrue's Go parser stops at 10,000 levels, PostgreSQL's at
 * about 13,000 (54001, a 500 through PostgREST), and PGlite, compiled to WebAssembly without a working stack check,
 * corrupts its own memory from about 6,200 (docs/backend-protocol.md §11.7). Each service answers in its envelope,
 * with a 400.
 */
export function nestingRefusal(path: string, req: ApiRequest): ApiResponse | null {
  const rest = path.startsWith("/rest/v1");
  if (!rest && !path.startsWith("/auth/v1")) return null;
  const why = `more than ${MAX_JSON_DEPTH} levels deep: the local backend refuses it before its database parses it`;
  const bracket = firstTooDeep(req.body.toString("utf8"), MAX_JSON_DEPTH);
  // GoTrue's own words for JSON deeper than its parser takes (Go's encoding/json).
  if (bracket && !rest)
    return authError(400, "bad_json", `Could not parse request body as JSON: invalid character '${bracket}' exceeded max depth`);
  if (bracket) return restError(400, "PGRST102", "Empty or invalid json", `The body nests ${why}`);
  if (!rest) return null;
  for (const [name, value] of req.url.searchParams) {
    if (firstTooDeep(value, MAX_JSON_DEPTH)) return restError(400, "PGRST100", `failed to parse ${name}`, `Its value nests ${why}`);
  }
  return null;
}
