import assert from "node:assert/strict";
import { request } from "node:http";
import { after, before, describe, it } from "node:test";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { LOCAL_ANON_KEY } from "../../lib/supabase/keys";
import { startTestBackend, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

const call = (path: string, init: RequestInit = {}) => fetch(`${backend.url}${path}`, init);
const withKey = (extra: Record<string, string> = {}) => ({ apikey: LOCAL_PUBLISHABLE_KEY, ...extra });

describe("API keys", () => {
  it("needs an apikey: 401 'No API key found in request'", async () => {
    const res = await call("/rest/v1/user_profiles");
    assert.equal(res.status, 401);
    assert.equal(((await res.json()) as { message: string }).message, "No API key found in request");
  });

  it("refuses a garbage key: 401 'Invalid API key'", async () => {
    for (const apikey of ["garbage", "sb_publishable_wrong", "eyJhbGciOiJIUzI1NiJ9.e30.bad"]) {
      const res = await call("/auth/v1/settings", { headers: { apikey } });
      assert.equal(res.status, 401);
      assert.equal(((await res.json()) as { message: string }).message, "Invalid API key");
    }
  });

  it("accepts the legacy anon JWT and the publishable key alike", async () => {
    for (const apikey of [LOCAL_PUBLISHABLE_KEY, LOCAL_ANON_KEY]) {
      const res = await call("/auth/v1/settings", { headers: { apikey, Authorization: `Bearer ${apikey}` } });
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { mailer_autoconfirm: boolean }).mailer_autoconfirm, true);
    }
  });

  it("refuses the secret key from a browser, as hosted does", async () => {
    const res = await call("/rest/v1/user_profiles", { headers: { apikey: SECRET_KEY, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64)" } });
    assert.equal(res.status, 401);
  });
});

describe("bad input never crashes or answers 500", () => {
  it("answers malformed JSON on /auth with 400 bad_json", async () => {
    const res = await call("/auth/v1/signup", { method: "POST", headers: withKey({ "Content-Type": "application/json" }), body: "{" });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { code: string }).code, "bad_json");
  });

  it("answers oversized bodies with 413", async () => {
    const body = JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) });
    for (const path of ["/auth/v1/signup", "/rest/v1/user_profiles"]) {
      const res = await call(path, { method: "POST", headers: withKey({ "Content-Type": "application/json" }), body });
      assert.equal(res.status, 413, path);
    }
  });

  it("answers unknown routes with 404 in each service's envelope", async () => {
    const gateway = await call("/nope", { headers: withKey() });
    assert.equal(gateway.status, 404);
    assert.equal(((await gateway.json()) as { message: string }).message, "no Route matched with those values");
    const auth = await call("/auth/v1/nope", { headers: withKey() });
    assert.equal(auth.status, 404);
    assert.equal(((await auth.json()) as { code: string }).code, "not_found");
    const rest = await call("/rest/v1/nope", { headers: withKey() });
    assert.equal(rest.status, 404);
    assert.equal(((await rest.json()) as { code: string }).code, "PGRST205");
  });

  it("answers odd requests without 500", async () => {
    const cases: [string, RequestInit][] = [
      ["/auth/v1/token?grant_type=password", { method: "POST", headers: withKey(), body: "[]" }],
      ["/auth/v1/token?grant_type=nope", { method: "POST", headers: withKey(), body: "{}" }],
      ["/auth/v1/token?grant_type=refresh_token", { method: "POST", headers: withKey(), body: "{}" }],
      ["/auth/v1/verify", { method: "POST", headers: withKey(), body: '{"type":"recovery"}' }],
      ["/auth/v1/user", { headers: withKey({ Authorization: "Bearer a.b.c" }) }],
      ["/auth/v1/user", { headers: withKey() }],
      ["/auth/v1/logout", { method: "POST", headers: withKey() }],
      ["/auth/v1/admin/users/not-a-uuid", { headers: { apikey: SECRET_KEY } }],
      ["/rest/v1/user_profiles?user_id=eq.not-a-uuid", { headers: { apikey: SECRET_KEY } }],
      ["/rest/v1/user_profiles?select=*,other(*)", { headers: { apikey: SECRET_KEY } }],
      ["/rest/v1/user_profiles?order=nope.sideways", { headers: { apikey: SECRET_KEY } }],
      ["/rest/v1/user_profiles?limit=-1", { headers: { apikey: SECRET_KEY } }],
      ["/rest/v1/user_profiles", { method: "PUT", headers: { apikey: SECRET_KEY } }],
      ["/rest/v1/%E0%A4%A", { headers: { apikey: SECRET_KEY } }],
      ["/auth/v1/verify?type=recovery&token=nope&redirect_to=javascript:alert(1)", {}],
    ];
    for (const [path, init] of cases) {
      const res = await call(path, { redirect: "manual", ...init });
      assert.ok(res.status < 500, `${init.method ?? "GET"} ${path} answered ${res.status}`);
      assert.ok(res.status >= 300, `${path} should not succeed`);
    }
  });

  it("answers the OAuth envelope for an empty refresh token", async () => {
    const res = await call("/auth/v1/token?grant_type=refresh_token", { method: "POST", headers: withKey(), body: '{"refresh_token":""}' });
    assert.equal(res.status, 400);
    assert.deepEqual(await res.json(), { error: "invalid_request", error_description: "refresh_token required" });
  });
});

describe("CORS and headers", () => {
  it("answers preflights on every prefix, reflecting the requested headers", async () => {
    for (const path of ["/auth/v1/signup", "/rest/v1/user_profiles"]) {
      const res = await call(path, {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:3000",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "apikey, x-supabase-api-version, prefer, content-profile",
        },
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("access-control-allow-origin"), "*");
      assert.equal(res.headers.get("access-control-allow-headers"), "apikey, x-supabase-api-version, prefer, content-profile");
    }
  });

  it("echoes and exposes X-Supabase-Api-Version on auth errors so browsers can read error.code", async () => {
    const res = await call("/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: withKey({ "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" }),
      body: JSON.stringify({ email: "nobody@example.com", password: "secret123" }),
    });
    assert.equal(res.headers.get("x-supabase-api-version"), "2024-01-01");
    assert.match(res.headers.get("access-control-expose-headers") ?? "", /X-Supabase-Api-Version/);
    assert.deepEqual(await res.json(), { code: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("serves health and JWKS without a key", async () => {
    const health = await call("/auth/v1/health");
    assert.equal(health.status, 200);
    const jwks = (await (await call("/auth/v1/.well-known/jwks.json")).json()) as { keys: { alg: string; kty: string; d?: string }[] };
    assert.equal(jwks.keys.length, 1);
    assert.equal(jwks.keys[0].alg, "ES256");
    assert.equal(jwks.keys[0].kty, "EC");
    assert.equal(jwks.keys[0].d, undefined, "never the private part");
  });
});

describe("inbox (Mailpit API)", () => {
  it("lists, reads, searches and deletes messages, and serves a page", async () => {
    const client = backend.client();
    const email = `inbox-${Date.now()}@example.com`;
    await client.auth.signUp({ email, password: "secret123", options: { data: { team_name: "Inbox", country: "Spain" } } });
    await client.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" });
    const list = (await (await fetch(`${backend.inboxUrl}/api/v1/messages`)).json()) as {
      total: number;
      messages: { ID: string; To: { Address: string }[] }[];
    };
    assert.ok(list.total >= 1);
    assert.equal(list.messages[0].To[0].Address, email);
    const latest = (await (await fetch(`${backend.inboxUrl}/api/v1/message/latest`)).json()) as { ID: string; HTML: string };
    assert.equal(latest.ID, list.messages[0].ID);
    assert.match(latest.HTML, /token_hash=/);
    const page = await (await fetch(`${backend.inboxUrl}/`)).text();
    assert.match(page, /<a href="http:\/\/localhost:3000\/reset\?token_hash=/);
    const deleted = await fetch(`${backend.inboxUrl}/api/v1/messages`, { method: "DELETE" });
    assert.equal(deleted.status, 200);
    const empty = (await (await fetch(`${backend.inboxUrl}/api/v1/messages`)).json()) as { total: number };
    assert.equal(empty.total, 0);
    assert.equal((await fetch(`${backend.inboxUrl}/api/v1/message/nope`)).status, 404);
  });

  it("sends no CORS headers, so another site's page cannot read the mail (as Mailpit)", async () => {
    const headers = { Origin: "https://evil.example" };
    const listing = await fetch(`${backend.inboxUrl}/api/v1/messages`, { headers });
    assert.equal(listing.status, 200);
    assert.equal(listing.headers.get("access-control-allow-origin"), null);
    const preflight = await fetch(`${backend.inboxUrl}/api/v1/messages`, {
      method: "OPTIONS",
      headers: { ...headers, "Access-Control-Request-Method": "DELETE" },
    });
    assert.equal(preflight.headers.get("access-control-allow-origin"), null);
    assert.equal(preflight.headers.get("access-control-allow-methods"), null);
  });

  it("answers only requests whose Host is this machine (DNS rebinding)", async () => {
    const port = Number(new URL(backend.inboxUrl).port);
    const statusFor = (host: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path, headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
    for (const path of ["/api/v1/messages", "/"]) {
      assert.equal(await statusFor(`evil.example:${port}`, path), 403, `evil.example on ${path}`);
      assert.equal(await statusFor("evil.example", path), 403);
      assert.equal(await statusFor(`127.0.0.1:${port + 1}`, path), 403);
      assert.equal(await statusFor(`127.0.0.1:${port}`, path), 200);
      assert.equal(await statusFor(`localhost:${port}`, path), 200);
      assert.equal(await statusFor(`[::1]:${port}`, path), 200);
    }
  });
});
