/**
 * get-user-count: answers `{ "total": <number of registered teams> }` to anyone, and nothing else about the
 * teams. Written once against web-standard Request/Response so the same code runs on Supabase Edge
 * Functions (index.ts, Deno) and in the embedded local backend (local-supabase/, Node).
 */

/** Counts registered teams with whatever privileged access the runtime has (the caller has none). */
export type CountTeams = () => Promise<number>;

export const corsHeaders: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers":
    "authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
};

function respond(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json", ...extra },
  });
}

export function createGetUserCountHandler(countTeams: CountTeams): (req: Request) => Promise<Response> {
  return async (req) => {
    // Browsers preflight supabase.functions.invoke() (it sends apikey/authorization headers).
    if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
    if (req.method !== "GET" && req.method !== "POST") {
      return respond(405, { error: "Method not allowed" }, { Allow: "GET, POST, OPTIONS" });
    }
    try {
      const total = await countTeams();
      // A short shared cache keeps a busy landing page from counting on every visit.
      return respond(200, { total }, { "Cache-Control": "public, max-age=30" });
    } catch {
      // Say nothing about why: the details could describe the database.
      return respond(503, { error: "The registrations count is unavailable" });
    }
  };
}

/**
 * Counts through PostgREST with the project's service-role key: a HEAD request with `Prefer: count=exact`
 * returns the total in Content-Range (e.g. `*\/42`) without transferring any row.
 */
export function countTeamsViaRest(supabaseUrl: string, serviceKey: string, fetchImpl: typeof fetch = fetch): CountTeams {
  return async () => {
    const res = await fetchImpl(`${supabaseUrl.replace(/\/$/, "")}/rest/v1/user_profiles?select=user_id`, {
      method: "HEAD",
      headers: {
        apikey: serviceKey,
        ...(serviceKey.startsWith("sb_") ? {} : { Authorization: `Bearer ${serviceKey}` }),
        Prefer: "count=exact",
      },
    });
    const total = Number((res.headers.get("content-range") ?? "").split("/")[1]);
    if (!res.ok || !Number.isInteger(total)) throw new Error(`count failed with status ${res.status}`);
    return total;
  };
}
