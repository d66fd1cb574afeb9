import type { ApiRequest } from "./types";
import { header } from "./types";

/** Response headers browsers may read: the auth API version (auth-js needs it for `error.code`), PostgREST's count. */
const EXPOSED = [
  "X-Supabase-Api-Version",
  "X-Total-Count",
  "Link",
  "Content-Range",
  "Content-Location",
  "Location",
  "Range-Unit",
  "x-sb-error-code",
  "x-relay-error",
].join(", ");

/**
 * Like the CLI's Kong `cors` plugin: any origin, and the preflight reflects the requested headers, which
 * covers apikey, x-client-info, x-supabase-api-version, prefer, accept-profile and whatever comes next.
 * supabase-js never sends cookies to the API, so `*` is enough.
 */
export function corsHeaders(): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": EXPOSED,
  };
}

export function preflightHeaders(req: ApiRequest): Record<string, string> {
  return {
    ...corsHeaders(),
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers":
      header(req, "access-control-request-headers") ??
      "authorization, apikey, x-client-info, content-type, x-supabase-api-version, prefer, accept-profile, content-profile, accept, range, x-retry-count",
    "Access-Control-Max-Age": "86400",
  };
}
