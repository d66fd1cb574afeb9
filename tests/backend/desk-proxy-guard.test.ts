/**
 * proxy.ts's own guard of the desk, without the page behind it (the desk's layout repeats the check, so the
 * browser specs alone could not tell whether this one works): a signed-in team is rewritten to the 404 page of
 * its language, an organiser passes, an anonymous visitor is sent to sign in, and so is an organiser whose
 * session has ended, whose token is still validly signed (docs/decisions.md D63).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { AUTH_COOKIE, sessionIn, signedInCookies } from "../support/session-cookies";
import { requestWith } from "../reliability/helpers/proxy-request";
import { startTestBackend, TEAM, uniqueEmail, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
let proxy: typeof import("../../proxy").default;
let team: Map<string, string>;
let organiser: Map<string, string>;

let lastId = "";
async function account(role: "team" | "organiser"): Promise<Map<string, string>> {
  const email = uniqueEmail(role);
  const { data } = await backend.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } });
  lastId = data.user!.id;
  if (role === "organiser") await backend.admin().auth.admin.updateUserById(data.user!.id, { app_metadata: { role: "organiser" } });
  return signedInCookies(backend.url, email, "secret123");
}

before(async () => {
  backend = await startTestBackend({ log: () => {} });
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  ({ default: proxy } = await import("../../proxy"));
  [team, organiser] = await Promise.all([account("team"), account("organiser")]);
});
after(async () => backend.destroy());

describe("proxy.ts on the desk", () => {
  for (const [path, internal] of [
    ["/desk", "/en/not-found"],
    ["/pt/desk/brackets", "/pt/not-found"],
    ["/esp/desk/export/entries", "/es/not-found"],
  ]) {
    it(`rewrites a team's ${path} to its language's 404 page, private`, async () => {
      const response = await proxy(requestWith(team, path));
      assert.equal(response.status, 404);
      assert.equal(response.headers.get("x-middleware-rewrite"), `http://localhost:3000${internal}`);
      assert.equal(response.headers.get("cache-control"), "private, no-store");
    });
  }

  it("lets an organiser through to the desk, private", async () => {
    for (const path of ["/desk", "/pt/desk", "/esp/desk/teams"]) {
      const response = await proxy(requestWith(organiser, path));
      assert.ok(response.status < 300, `${path}: ${response.status}`);
      assert.doesNotMatch(response.headers.get("x-middleware-rewrite") ?? "", /not-found/);
      assert.equal(response.headers.get("location"), null);
      assert.equal(response.headers.get("cache-control"), "private, no-store");
    }
  });

  it("sends an organiser who signed out to sign in, with the same cookie, and deletes it", async () => {
    const jar = await account("organiser");
    assert.equal((await proxy(requestWith(jar, "/desk/teams"))).headers.get("location"), null, "the desk while the session lives");
    // What the Logout button sends; the cookie copied before it keeps a validly signed token for its hour.
    const logout = await fetch(`${backend.url}/auth/v1/logout?scope=global`, {
      method: "POST",
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${sessionIn(jar).access_token}` },
    });
    assert.equal(logout.status, 204);
    for (const path of ["/desk/teams", "/pt/desk/export/entries"]) {
      const response = await proxy(requestWith(jar, path));
      assert.equal(
        response.headers.get("location"),
        `http://localhost:3000${path.startsWith("/pt") ? "/pt" : ""}/auth?next=${encodeURIComponent(path)}`,
      );
      assert.ok(
        response.headers
          .getSetCookie()
          .filter((cookie) => cookie.startsWith(AUTH_COOKIE))
          .every((cookie) => /^[^=]+=;.*Max-Age=0/i.test(cookie)) &&
          response.headers.getSetCookie().some((cookie) => cookie.startsWith(AUTH_COOKIE)),
        `the session cookie is deleted: ${response.headers.getSetCookie().join(" | ")}`,
      );
    }
  });

  it("treats an organiser whose role was revoked as a team at once, while the token still carries the role", async () => {
    const jar = await account("organiser");
    await backend.admin().auth.admin.updateUserById(lastId, { app_metadata: { role: null } });
    const response = await proxy(requestWith(jar, "/esp/desk"));
    assert.equal(response.status, 404);
    assert.equal(response.headers.get("x-middleware-rewrite"), "http://localhost:3000/es/not-found");
  });

  it("sends an anonymous visitor to sign in, and back to the desk after", async () => {
    const response = await proxy(requestWith(new Map(), "/pt/desk/log"));
    assert.equal(response.headers.get("location"), "http://localhost:3000/pt/auth?next=%2Fpt%2Fdesk%2Flog");
  });
});
