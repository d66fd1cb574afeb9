/**
 * `PUT /rest/v1/<table>?<pk>=eq.<value>`: PostgREST's single-row upsert, which the app never sends. This backend
 * answers the request's mistakes as PostgREST 14 does, in its order (ApiRequest.hs, then Plan.hs: no limit or
 * offset, a JSON body, filters that are exactly the primary key's columns with `eq`), and refuses a well-formed
 * one by name instead of upserting.
 */
import { restError } from "../http/errors";
import { BadJsonError, type ApiRequest, type ApiResponse } from "../http/types";
import { restJsonBody } from "./json-body";
import type { TableInfo } from "./schema";

/** Parameters that are not filters (QueryParams.hs: reserved, or ending in an embeddable name). */
const NOT_FILTERS = /^(select|columns|on_conflict)$|(^|\.)(order|limit|offset)$/;
const LOGIC = /(^|\.)(and|or)$/;

export function putAnswer(req: ApiRequest, table: TableInfo): ApiResponse {
  const search = req.url.searchParams;
  if (search.has("limit") || search.has("offset")) {
    return restError(400, "PGRST114", "limit/offset querystring parameters are not allowed for PUT");
  }
  try {
    restJsonBody(req);
  } catch (error) {
    if (error instanceof BadJsonError) return restError(400, "PGRST102", "Empty or invalid json");
    throw error;
  }
  const filters = [...search].filter(([key, value]) => value !== "" && !NOT_FILTERS.test(key));
  const keyFilters =
    table.primaryKey.length > 0 &&
    !filters.some(([key]) => LOGIC.test(key)) &&
    sameSet(
      filters.map(([key]) => key),
      table.primaryKey,
    ) &&
    filters.every(([, value]) => value.startsWith("eq."));
  if (!keyFilters) return restError(405, "PGRST105", "Filters must include all and only primary key columns with 'eq' operators");
  return restError(
    400,
    "PGRST127",
    "Feature not implemented",
    "The local backend does not upsert with PUT; POST with Prefer: resolution=merge-duplicates writes the same row",
  );
}

const sameSet = (a: string[], b: string[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));
