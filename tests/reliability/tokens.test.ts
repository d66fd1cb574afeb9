/**
 * Sessions through the product's own proxy code (lib/supabase/proxy.ts refreshSession, what proxy.ts runs
 * for every request with an `sb-` cookie) against a backend that mints 2-second access tokens: an expired
 * access token with a valid refresh token is refreshed silently, a reused refresh token is refused, bad
 * cookies mean "signed out", and an unreachable backend is told apart from an invalid session.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { SignJWT, generateKeyPair } from "jose";
import type { Session } from "@supabase/supabase-js";
import { startTestBackend, type TestBackend } from "../backend/helpers/backend";
import { AUTH_COOKIE, cookieFor, sessionIn, signedInCookies } from "../support/session-cookies";
import { requestWith } from "./helpers/proxy-request";
import { record } from "./helpers/report";

const ACCESS_TOKEN_SECONDS = 2;
const REUSE_INTERVAL_SECONDS = 1;

let backend: TestBackend;
let refreshSession: typeof import("../../lib/supabase/proxy").refreshSession;
let proxy: typeof import("../../proxy").default;
before(async () => {
  backend = await startTestBackend({
    log: () => {},
    auth: { jwtExpirySeconds: ACCESS_TOKEN_SECONDS, refreshTokenReuseIntervalSeconds: REUSE_INTERVAL_SECONDS },
  });
  // lib/supabase/env.ts reads the URL once, at import: point it at this backend first.
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  ({ refreshSession } = await import("../../lib/supabase/proxy"));
  ({ default: proxy } = await import("../../proxy"));
});
after(async () => backend.destroy());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let n = 0;
async function team(): Promise<{ email: string; password: string }> {
  const email = `tokens-${process.pid}-${n++}@example.com`;
  const password = "Gloves-secret";
  const { error } = await backend
    .client()
    .auth.signUp({ email, password, options: { data: { team_name: "Tokens", country: "Portugal" } } });
  assert.equal(error, null);
  return { email, password };
}

/** Cookies of a signed-in team whose access token has already expired (its refresh token is still good). */
async function expiredCookies(): Promise<{ jar: Map<string, string>; session: Session }> {
  const { email, password } = await team();
  const jar = await signedInCookies(backend.url, email, password);
  await sleep(ACCESS_TOKEN_SECONDS * 1000 + 600);
  const session = sessionIn(jar);
  const { error } = await backend.client().auth.getUser(session.access_token);
  assert.equal(error?.code, "bad_jwt", "the access token has expired");
  return { jar, session };
}

describe("expired access token, valid refresh token", () => {
  it("is refreshed silently: signed in, and new tokens written back as cookies", async () => {
    const { jar, session } = await expiredCookies();
    const result = await refreshSession(requestWith(jar));
    assert.equal(result.signedIn, true);
    assert.equal(result.unavailable, false);
    const written = new Map(result.cookies.map((c) => [c.name, c.value]));
    const fresh = sessionIn(written);
    assert.notEqual(fresh.access_token, session.access_token);
    assert.notEqual(fresh.refresh_token, session.refresh_token);
    assert.equal(fresh.user.id, session.user.id);
    assert.equal((await backend.client().auth.getUser(fresh.access_token)).error, null);
    assert.match(result.headers["Cache-Control"] ?? "", /no-store/);
  });

  it("lets proxy.ts serve /dashboard (no redirect) with the new tokens in Set-Cookie", async () => {
    const { jar, session } = await expiredCookies();
    const response = await proxy(requestWith(jar, "/pt/dashboard"));
    assert.equal(response.headers.get("location"), null);
    assert.ok(response.status < 300, `status ${response.status}`);
    const written = response.cookies.get(AUTH_COOKIE)?.value;
    assert.ok(written, "Set-Cookie carries the refreshed session");
    assert.notEqual(sessionIn(new Map([[AUTH_COOKIE, written]])).access_token, session.access_token);
    assert.equal(response.headers.get("cache-control"), "private, no-store");
  });

  it("refuses the replaced refresh token once the reuse interval is over, as hosted Supabase does", async () => {
    const { jar, session } = await expiredCookies();
    assert.equal((await refreshSession(requestWith(jar))).signedIn, true);
    await sleep(REUSE_INTERVAL_SECONDS * 1000 + 300);
    const reused = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    assert.equal(reused.error?.code, "refresh_token_already_used");
    // The stale cookie now means "signed out", and the proxy clears it instead of failing.
    const stale = await refreshSession(requestWith(jar));
    assert.equal(stale.signedIn, false);
    assert.equal(stale.unavailable, false);
    assert.ok(
      stale.cookies.some((c) => c.name === AUTH_COOKIE && c.value === ""),
      "the dead session cookie is removed",
    );
  });
});

describe("bad cookies mean signed out, never an exception", () => {
  it("garbage, truncated, foreign-key, expired and deleted-user sessions", async () => {
    const { email, password } = await team();
    const real = (await signedInCookies(backend.url, email, password)).get(AUTH_COOKIE)!;
    const { session } = await expiredCookies();
    const otherKey = await generateKeyPair("ES256");
    const forged = await new SignJWT({ ...claimsOf(session.access_token), exp: Math.floor(Date.now() / 1000) + 3600 })
      .setProtectedHeader({ alg: "ES256", kid: "someone-elses-key", typ: "JWT" })
      .sign(otherKey.privateKey);
    const hs256 = await new SignJWT({ ...claimsOf(session.access_token), exp: Math.floor(Date.now() / 1000) + 3600 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("not-the-project-secret-not-the-project-secret"));
    const deleted = await expiredCookies();
    assert.equal((await backend.admin().auth.admin.deleteUser(deleted.session.user.id)).error, null);

    const cases: Record<string, string> = {
      garbage: "garbage",
      "base64 garbage": "base64-!!!not-base64!!!",
      "JSON that is not a session": cookieFor({ hello: "world" }),
      truncated: real.slice(0, Math.floor(real.length / 2)),
      "signed with another key": cookieFor({ ...session, access_token: forged, refresh_token: "abcdefghijkl", expires_at: nowPlus(3600) }),
      "HS256 with the wrong secret": cookieFor({
        ...session,
        access_token: hs256,
        refresh_token: "abcdefghijkl",
        expires_at: nowPlus(3600),
      }),
      "expired, garbage refresh token": cookieFor({ ...session, refresh_token: "zzzzzzzzzzzz" }),
      "expired, malformed refresh token": cookieFor({ ...session, refresh_token: "'; drop table auth.users; --" }),
      "deleted user": deleted.jar.get(AUTH_COOKIE)!,
    };
    for (const [label, value] of Object.entries(cases)) {
      const result = await refreshSession(requestWith(new Map([[AUTH_COOKIE, value]])));
      assert.equal(result.signedIn, false, label);
      assert.equal(result.unavailable, false, label);
    }
    const redirect = await proxy(requestWith(new Map([[AUTH_COOKIE, "garbage"]]), "/dashboard"));
    assert.equal(new URL(redirect.headers.get("location") ?? "").search, "?next=%2Fdashboard", "signed out, not unavailable");
    await record({ checks: { "bad session cookies (proxy)": `${Object.keys(cases).length} kinds, all "signed out", none thrown` } });
  });
});

describe("backend unreachable", () => {
  it("is told apart from an invalid session, and the session is kept", async () => {
    const { jar } = await expiredCookies();
    await backend.stop();
    const started = performance.now();
    const result = await refreshSession(requestWith(jar));
    const waitedMs = performance.now() - started;
    assert.equal(result.signedIn, false);
    assert.equal(result.unavailable, true);
    assert.deepEqual(result.cookies, [], "no cookie is removed while the backend cannot be asked");
    // auth-js alone would keep retrying the refresh for 30 s; the proxy gives up after 5.
    assert.ok(waitedMs < 7_000, `the proxy waited ${Math.round(waitedMs)} ms`);
    // proxy.ts turns it into a redirect to /auth that says why, in the visitor's language.
    const redirect = await proxy(requestWith(jar, "/pt/dashboard"));
    assert.equal(redirect.status, 307);
    const location = new URL(redirect.headers.get("location") ?? "");
    assert.equal(location.pathname, "/pt/auth");
    assert.equal(location.searchParams.get("next"), "/pt/dashboard");
    assert.equal(location.searchParams.get("reason"), "unavailable");
    await record({
      checks: { "backend down, expired session cookie (proxy)": `"unavailable" after ${Math.round(waitedMs)} ms, session cookie kept` },
    });
  });
});

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
}

function nowPlus(seconds: number): number {
  return Math.floor(Date.now() / 1000) + seconds;
}
