/**
 * Every session refresh proxy.ts makes reaches Supabase from the Next host's one address, and hosted Supabase
 * limits POST /auth/v1/token per address (`[auth.rate_limit] token_refresh`, 150 per 5 minutes), answering
 * `429 over_request_rate_limit`. That refusal says nothing about the team's session: the team must keep it
 * and be told the session could not be checked, not be signed out. A refresh token the backend really
 * refuses still signs the team out.
 *
 * One database and one port throughout (the proxy reads the backend URL once, at import); the backend is
 * restarted on them with other settings: first minting 2-second access tokens, then with its token limit
 * spent, then with the limit lifted, as when the 5-minute window is over.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { AUTH_COOKIE, sessionIn, signedInCookies } from "../support/session-cookies";
import { requestWith } from "../reliability/helpers/proxy-request";
import { startTestBackend, TEAM, uniqueEmail, type TestBackend } from "./helpers/backend";

const PASSWORD = "Gloves-secret";
/** One POST /token per 5 minutes from an address: the limited backend's sign-in below spends it. */
const TOKEN_LIMIT_SPENT = { name: "test", toml: "[auth.rate_limit]\ntoken_refresh = 1" };

let backend: TestBackend;
let port: number;
let proxy: typeof import("../../proxy").default;

async function restart(options: Parameters<typeof startTestBackend>[0]): Promise<void> {
  const dataDir = backend.dataDir;
  await backend.stop();
  backend = await startTestBackend({ log: () => {}, port, ...options }, dataDir);
}

async function signUp(): Promise<string> {
  const email = uniqueEmail("limited");
  const { error } = await backend.client().auth.signUp({ email, password: PASSWORD, options: { data: TEAM } });
  assert.equal(error, null);
  return email;
}

async function accessTokenExpired(jar: Map<string, string>): Promise<void> {
  const expiresAt = sessionIn(jar).expires_at! * 1000;
  while (Date.now() <= expiresAt) await new Promise((r) => setTimeout(r, expiresAt + 50 - Date.now()));
}

/** The `sb-` Set-Cookie headers of a proxy response. */
function sessionSetCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((cookie) => cookie.startsWith("sb-"));
}

/** What the team's browser does with a response: stores the session cookies it sets, drops those it deletes. */
function browserKeeps(jar: Map<string, string>, response: Response): void {
  for (const cookie of sessionSetCookies(response)) {
    const [pair, ...attributes] = cookie.split(";");
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
    else jar.set(name, value);
  }
}

/** A team that signed in an hour ago (its access token has expired; its refresh token is good). */
let expired: Map<string, string>;
/** The same team's session on another phone, signed out everywhere later on (its refresh token is revoked). */
let revoked: { email: string; jar: Map<string, string> };
/** A team whose access token has 60 s left: inside auth-js's 90 s margin, so the proxy refreshes it early. */
let expiring: Map<string, string>;

before(async () => {
  backend = await startTestBackend({ log: () => {}, auth: { jwtExpirySeconds: 2 } });
  port = Number(new URL(backend.url).port);
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  ({ default: proxy } = await import("../../proxy"));
  const email = await signUp();
  expired = await signedInCookies(backend.url, email, PASSWORD);
  revoked = { email, jar: await signedInCookies(backend.url, email, PASSWORD) };

  await restart({ auth: { jwtExpirySeconds: 60 }, configOverrides: [TOKEN_LIMIT_SPENT] });
  expiring = await signedInCookies(backend.url, await signUp(), PASSWORD);
  const spent = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
  assert.equal(spent.error?.code, "over_request_rate_limit", "the host's address has no token request left");
  await accessTokenExpired(expired);
  await accessTokenExpired(revoked.jar);
});
after(async () => backend.destroy());

describe("the host's address is over its token limit (429 over_request_rate_limit)", () => {
  it("an expired access token: the team keeps its session cookies and /auth says the session could not be checked", async () => {
    const response = await proxy(requestWith(expired, "/dashboard"));
    browserKeeps(expired, response);
    assert.deepEqual(
      { location: response.headers.get("location"), sessionCookies: sessionSetCookies(response) },
      { location: "http://localhost:3000/auth?next=%2Fdashboard&reason=unavailable", sessionCookies: [] },
    );
  });

  it("the same in another language: /pt/auth with the notice", async () => {
    const response = await proxy(requestWith(expired, "/pt/dashboard"));
    browserKeeps(expired, response);
    assert.deepEqual(
      { location: response.headers.get("location"), sessionCookies: sessionSetCookies(response) },
      { location: "http://localhost:3000/pt/auth?next=%2Fpt%2Fdashboard&reason=unavailable", sessionCookies: [] },
    );
  });

  it("an access token that is still valid: the dashboard is served on it, nothing written", async () => {
    const response = await proxy(requestWith(expiring, "/dashboard"));
    assert.equal(response.headers.get("location"), null);
    assert.ok(response.status < 300, `status ${response.status}`);
    assert.deepEqual(sessionSetCookies(response), []);
  });
});

describe("once the limit is lifted (the 5-minute window is over)", () => {
  before(async () => restart({}));

  it("the cookies the browser kept still sign the team in: the dashboard is served and the session refreshed", async () => {
    assert.ok(expired.has(AUTH_COOKIE), "the browser still holds the session cookie");
    const response = await proxy(requestWith(expired, "/dashboard"));
    assert.equal(response.headers.get("location"), null);
    assert.ok(response.status < 300, `status ${response.status}`);
    const written = response.cookies.get(AUTH_COOKIE)?.value;
    assert.ok(written, `a refreshed session in: ${sessionSetCookies(response).join(" | ")}`);
    const fresh = sessionIn(new Map([[AUTH_COOKIE, written]]));
    assert.equal(fresh.user.email, revoked.email);
    assert.notEqual(fresh.refresh_token, sessionIn(expired).refresh_token);
  });

  it("a refresh token the backend refuses (signed out everywhere) still signs the team out and deletes the cookie", async () => {
    const phone = backend.client();
    assert.equal((await phone.auth.signInWithPassword({ email: revoked.email, password: PASSWORD })).error, null);
    assert.equal((await phone.auth.signOut({ scope: "global" })).error, null);
    const response = await proxy(requestWith(revoked.jar, "/dashboard"));
    assert.equal(response.headers.get("location"), "http://localhost:3000/auth?next=%2Fdashboard");
    const cookies = sessionSetCookies(response);
    assert.ok(
      cookies.some((cookie) => cookie.startsWith(`${AUTH_COOKIE}=;`) && /Max-Age=0/i.test(cookie)),
      `the dead session cookie is deleted: ${cookies.join(" | ")}`,
    );
  });
});
