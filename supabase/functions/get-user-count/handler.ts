/**
 * get-user-count: answers `{ "total": <number of registered teams> }` to anyone, and nothing else about the
 * teams. Web-standard Request/Response only; runs on Supabase Edge Functions (Deno) and, locally, in the
 * Deno subprocess the embedded backend starts (local-supabase/functions/).
 */

/** Counts registered teams with whatever privileged access the runtime has (the caller has none). */
export type CountTeams = () => Promise<number>;

/** Where failures are written: hosted, console.error lands in the function's logs. */
export type LogError = (line: string) => void;

export const corsHeaders: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
};

/** The site calls with GET; browsers and CDNs may reuse the answer this long (s). */
export const CACHE_SECONDS = 30;

function respond(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json", ...extra },
  });
}

/** The gateway's id for this request when it sends one, else a fresh one, so a log line can be found. */
function requestId(req: Request): string {
  return req.headers.get("sb-request-id") ?? req.headers.get("x-request-id") ?? crypto.randomUUID();
}

export function createGetUserCountHandler(
  countTeams: CountTeams,
  logError: LogError = (line) => console.error(line),
): (req: Request) => Promise<Response> {
  return async (req) => {
    // Browsers preflight the call (it sends apikey/authorization headers).
    if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
    if (req.method !== "GET" && req.method !== "POST") {
      return respond(405, { error: "Method not allowed" }, { Allow: "GET, POST, OPTIONS" });
    }
    try {
      const total = await countTeams();
      // Only GET answers are cacheable (RFC 9111 §4); POST stays for supabase.functions.invoke().
      const caching: Record<string, string> = req.method === "GET" ? { "Cache-Control": `public, max-age=${CACHE_SECONDS}` } : {};
      return respond(200, { total }, caching);
    } catch (error) {
      const id = requestId(req);
      logError(`get-user-count failed (request ${id}): ${error instanceof Error ? error.message : String(error)}`);
      // The caller gets the id only: the reason could describe the database.
      return respond(503, { error: "The registrations count is unavailable", request_id: id }, { "Cache-Control": "no-store" });
    }
  };
}

/**
 * Counts through PostgREST with a key that bypasses row-level security: a HEAD request with
 * `Prefer: count=exact` returns the total in Content-Range (e.g. `*\/42`) without transferring any row.
 * A secret key (sb_secret_…) goes in `apikey` only; a legacy service_role JWT also as the bearer token.
 */
export function countTeamsViaRest(supabaseUrl: string, serviceKey: string | undefined, fetchImpl: typeof fetch = fetch): CountTeams {
  return async () => {
    if (!supabaseUrl) throw new Error("SUPABASE_URL is not set");
    if (!serviceKey) throw new Error("no key: set SUPABASE_SECRET_KEYS (or the legacy SUPABASE_SERVICE_ROLE_KEY)");
    const res = await fetchImpl(`${supabaseUrl.replace(/\/$/, "")}/rest/v1/user_profiles?select=user_id`, {
      method: "HEAD",
      headers: {
        apikey: serviceKey,
        ...(serviceKey.startsWith("sb_") ? {} : { Authorization: `Bearer ${serviceKey}` }),
        Prefer: "count=exact",
      },
    });
    const total = Number((res.headers.get("content-range") ?? "").split("/")[1]);
    if (!res.ok || !Number.isInteger(total)) throw new Error(`count failed: PostgREST answered ${res.status}`);
    return total;
  };
}
