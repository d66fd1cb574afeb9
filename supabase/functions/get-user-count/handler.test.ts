// The function's own tests, run under Deno as hosted runs it: deno test supabase/functions
import { deepStrictEqual, equal, match, ok } from "node:assert/strict";
import { countTeamsViaRest, createGetUserCountHandler } from "./handler.ts";
import { serviceKeyFromEnv } from "./service-key.ts";

const URL_ = "https://abcdefghijklmnopqrst.supabase.co/functions/v1/get-user-count";
const count = (n: number) => () => Promise.resolve(n);

Deno.test("GET answers the total with a 30-second public cache", async () => {
  const res = await createGetUserCountHandler(count(42))(new Request(URL_));
  equal(res.status, 200);
  deepStrictEqual(await res.json(), { total: 42 });
  equal(res.headers.get("cache-control"), "public, max-age=30");
  equal(res.headers.get("access-control-allow-origin"), "*");
});

Deno.test("POST answers the total without Cache-Control (nothing caches a POST)", async () => {
  const res = await createGetUserCountHandler(count(7))(new Request(URL_, { method: "POST", body: "{}" }));
  equal(res.status, 200);
  deepStrictEqual(await res.json(), { total: 7 });
  equal(res.headers.get("cache-control"), null);
});

Deno.test("OPTIONS answers the CORS preflight; other methods get 405", async () => {
  const handler = createGetUserCountHandler(count(1));
  const preflight = await handler(new Request(URL_, { method: "OPTIONS" }));
  equal(preflight.status, 200);
  match(preflight.headers.get("access-control-allow-headers") ?? "", /apikey/);
  const del = await handler(new Request(URL_, { method: "DELETE" }));
  equal(del.status, 405);
  equal(del.headers.get("allow"), "GET, POST, OPTIONS");
  await del.body?.cancel();
});

Deno.test("a failure answers 503 without the reason and logs the reason with the request id", async () => {
  const lines: string[] = [];
  const handler = createGetUserCountHandler(
    () => Promise.reject(new Error("relation does not exist")),
    (l) => lines.push(l),
  );
  const res = await handler(new Request(URL_, { headers: { "x-request-id": "req-123" } }));
  equal(res.status, 503);
  deepStrictEqual(await res.json(), { error: "The registrations count is unavailable", request_id: "req-123" });
  equal(res.headers.get("cache-control"), "no-store");
  deepStrictEqual(lines, ["get-user-count failed (request req-123): relation does not exist"]);

  const unnamed = await handler(new Request(URL_));
  const { request_id } = await unnamed.json();
  match(request_id, /^[0-9a-f-]{36}$/);
  equal(lines[1], `get-user-count failed (request ${request_id}): relation does not exist`);
});

Deno.test("SUPABASE_SECRET_KEYS is read first, its default key before any other", () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  equal(
    serviceKeyFromEnv(
      env({
        SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_ci","default":"sb_secret_default"}',
        SUPABASE_SERVICE_ROLE_KEY: "eyJ.legacy",
      }),
    ),
    "sb_secret_default",
  );
  equal(serviceKeyFromEnv(env({ SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_ci"}' })), "sb_secret_ci");
  equal(serviceKeyFromEnv(env({ SUPABASE_SECRET_KEYS: "{}", SUPABASE_SERVICE_ROLE_KEY: "eyJ.legacy" })), "eyJ.legacy");
  equal(serviceKeyFromEnv(env({ SUPABASE_SECRET_KEYS: "not json", SUPABASE_SERVICE_ROLE_KEY: "eyJ.legacy" })), "eyJ.legacy");
  equal(serviceKeyFromEnv(env({ SUPABASE_SERVICE_ROLE_KEY: "eyJ.legacy" })), "eyJ.legacy");
  equal(serviceKeyFromEnv(env({})), undefined);
});

Deno.test("counts with a HEAD request: secret key as apikey only, legacy JWT also as bearer", async () => {
  const seen: Request[] = [];
  const fakeFetch = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return Promise.resolve(new Response(null, { status: 200, headers: { "Content-Range": "*/12" } }));
  };
  const base = "https://abcdefghijklmnopqrst.supabase.co/";
  equal(await countTeamsViaRest(base, "sb_secret_x", fakeFetch)(), 12);
  equal(await countTeamsViaRest(base, "eyJ.legacy", fakeFetch)(), 12);
  equal(seen[0].method, "HEAD");
  equal(seen[0].url, "https://abcdefghijklmnopqrst.supabase.co/rest/v1/user_profiles?select=user_id");
  equal(seen[0].headers.get("apikey"), "sb_secret_x");
  equal(seen[0].headers.get("authorization"), null);
  equal(seen[0].headers.get("prefer"), "count=exact");
  equal(seen[1].headers.get("authorization"), "Bearer eyJ.legacy");
});

Deno.test("a refused count or a missing key is an error that says why", async () => {
  const refused = () => Promise.resolve(new Response(null, { status: 401 }));
  const failure = await countTeamsViaRest("https://x.supabase.co", "sb_secret_x", refused)().catch((e: Error) => e.message);
  equal(failure, "count failed: PostgREST answered 401");
  const noKey = await countTeamsViaRest("https://x.supabase.co", undefined, refused)().catch((e: Error) => e.message);
  ok(String(noKey).includes("SUPABASE_SECRET_KEYS"));
});
