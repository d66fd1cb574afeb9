import assert from "node:assert/strict";
import { test } from "node:test";

// Both URLs are read at import; this file runs in its own process.
process.env.NEXT_PUBLIC_SITE_URL = "https://portoboxcup.pt";
process.env.NEXT_PUBLIC_SUPABASE_URL = "https://abcdefghij.supabase.co";
const { hasSessionCookie, sessionCookieOptions } = await import("../../lib/supabase/session-cookie");
const { browserClientOptions } = await import("../../lib/supabase/client");

test("the session cookie is Secure on an https site and not on an http one", () => {
  assert.deepEqual(sessionCookieOptions("https://portoboxcup.pt"), { name: "sb-abcdefghij-auth-token", secure: true });
  assert.deepEqual(sessionCookieOptions("http://localhost:3000"), { name: "sb-abcdefghij-auth-token", secure: false });
  assert.deepEqual(sessionCookieOptions("http://127.0.0.1:3000/"), { name: "sb-abcdefghij-auth-token", secure: false });
});

test("the browser client writes its cookies with the site's options (https here)", () => {
  assert.deepEqual(browserClientOptions.cookieOptions, { name: "sb-abcdefghij-auth-token", secure: true });
});

test("a session can exist only with an sb-…-auth-token cookie (or one of its chunks)", () => {
  assert.equal(hasSessionCookie([]), false);
  assert.equal(hasSessionCookie(["NEXT_LOCALE", "sb-abcdefghij-other"]), false);
  assert.equal(hasSessionCookie(["NEXT_LOCALE", "sb-abcdefghij-auth-token"]), true);
  assert.equal(hasSessionCookie(["sb-abcdefghij-auth-token.0", "sb-abcdefghij-auth-token.1"]), true);
});
