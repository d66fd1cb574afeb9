/**
 * Any `sb-…-auth-token` cookie makes proxy.ts look at the session, and an expired one makes auth-js ask
 * Supabase for a token refresh, from the Next host's one address. Hosted Supabase allows that address 150 token
 * requests per 5 minutes (30 at once), for every team together: a few hundred made-up cookies used to spend it
 * and lock every real team out of the portal ("unavailable"). Here the backend runs with those hosted limits,
 * 1,000 requests carry forged cookies from many addresses, and a real team with an expired access token comes
 * in among them.
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import { SignJWT, decodeProtectedHeader, generateKeyPair } from "jose";
import { NextRequest } from "next/server";
import { AUTH_COOKIE, cookieFor, sessionIn, signedInCookies } from "../support/session-cookies";
import { startTestBackend, TEAM, uniqueEmail, type TestBackend } from "./helpers/backend";

/** config.toml's hosted values, over the raised limits every other backend test runs with. */
const HOSTED_TOKEN_LIMITS = { name: "test", toml: "[auth.rate_limit]\ntoken_refresh = 150\n\n[local_supabase]\nrate_limit_burst = 30" };
const PASSWORD = "Gloves-secret";

let backend: TestBackend;
let proxy: typeof import("../../proxy").default;
/** POST /auth/v1/token?grant_type=refresh_token requests that left this process for the backend. */
let refreshCalls = 0;

before(async () => {
  backend = await startTestBackend({ log: () => {}, configOverrides: [HOSTED_TOKEN_LIMITS] });
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  const send = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes("/auth/v1/token?grant_type=refresh_token")) refreshCalls++;
    return send(input, init);
  };
  ({ default: proxy } = await import("../../proxy"));
});
after(async () => backend.destroy());

const from = (jar: Map<string, string>, address: string, path = "/dashboard") =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "), "x-forwarded-for": address },
  });

/** A team signed in an hour ago: its cookie says the access token has expired, so its next team page refreshes it. */
async function team(): Promise<Map<string, string>> {
  const email = uniqueEmail("forged");
  assert.equal((await backend.client().auth.signUp({ email, password: PASSWORD, options: { data: TEAM } })).error, null);
  const session = sessionIn(await signedInCookies(backend.url, email, PASSWORD));
  return new Map([[AUTH_COOKIE, cookieFor({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })]]);
}

/** Cookies an attacker can make: every one expired, so auth-js would refresh each, each with a refresh token GoTrue's form allows. */
async function forgeries(real: Map<string, string>): Promise<string[]> {
  const session = sessionIn(real);
  const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
  const { kid } = decodeProtectedHeader(session.access_token);
  const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 3600 };
  const otherKey = await generateKeyPair("ES256");
  const sign = (header: { alg: string; kid?: string }, key: CryptoKey | Uint8Array) =>
    new SignJWT({ ...claims, exp: expired.expires_at }).setProtectedHeader({ ...header, typ: "JWT" }).sign(key);
  const tokens = [
    // The project's key id over another key's signature, an unknown key id, no key id.
    await sign({ alg: "ES256", kid }, otherKey.privateKey),
    await sign({ alg: "ES256", kid: "made-up" }, otherKey.privateKey),
    await sign({ alg: "ES256" }, otherKey.privateKey),
    // HS256 with a guessed secret (the CLI's public default among them).
    await sign({ alg: "HS256" }, new TextEncoder().encode("super-secret-jwt-token-with-at-least-32-characters-long")),
    // The real token's header and claims with its signature cut off, or someone else's.
    `${session.access_token.split(".").slice(0, 2).join(".")}.`,
    `${session.access_token.split(".").slice(0, 2).join(".")}.${(await sign({ alg: "ES256", kid }, otherKey.privateKey)).split(".")[2]}`,
    "not-a-jwt",
  ];
  return Array.from({ length: 1000 }, (_, i) =>
    cookieFor({ ...expired, access_token: tokens[i % tokens.length], refresh_token: i.toString(36).padStart(12, "0") }),
  );
}

it("1,000 forged session cookies cost no token refresh, and a real team signed in meanwhile keeps its session", async () => {
  const real = await team();
  const forged = await forgeries(real);

  const answers = new Map<string, number>();
  const attack = forged.map(async (value, i) => {
    const response = await proxy(from(new Map([[AUTH_COOKIE, value]]), `203.0.113.${i % 250}`, i % 2 ? "/dashboard" : "/pt/dashboard"));
    const deleted = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${AUTH_COOKIE}=;`) && /Max-Age=0/i.test(cookie));
    const key = `${response.status} ${response.headers.get("location")?.replace(/^http:\/\/localhost:3000/, "")}${deleted ? ", cookie deleted" : ""}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  });
  const teamVisit = proxy(from(real, "198.51.100.7"));
  await Promise.all(attack);
  const served = await teamVisit;

  assert.equal(refreshCalls - 1, 0, "token refreshes sent for the forged cookies");
  assert.equal(served.headers.get("location"), null, "the real team is let into the portal");
  assert.ok(served.cookies.get(AUTH_COOKIE)?.value, "with its refreshed session");
  assert.deepEqual(Object.fromEntries(answers), {
    "307 /auth?next=%2Fdashboard, cookie deleted": 500,
    "307 /pt/auth?next=%2Fpt%2Fdashboard, cookie deleted": 500,
  });
});
