/** On an http site (local development) the session cookies must not carry `Secure`: the browser would drop them. */
import assert from "node:assert/strict";
import { it } from "node:test";
import { sessionSetCookies } from "./helpers/proxy-set-cookie";

it("http site URL: the refreshed session cookie has no Secure attribute", async () => {
  const cookies = await sessionSetCookies("http://localhost:3000");
  assert.ok(
    cookies.some((cookie) => cookie.startsWith("sb-127-auth-token=base64-")),
    `a refreshed session in: ${cookies.join(" | ")}`,
  );
  for (const cookie of cookies) assert.doesNotMatch(cookie, /;\s*Secure(;|$)/i, cookie);
});
