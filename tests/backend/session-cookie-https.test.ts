/** On an https site, the session cookies the proxy writes when it refreshes a session carry `Secure`. */
import assert from "node:assert/strict";
import { it } from "node:test";
import { sessionSetCookies } from "./helpers/proxy-set-cookie";

it("https site URL: the refreshed session cookie carries Secure", async () => {
  const cookies = await sessionSetCookies("https://portoboxcup.pt");
  assert.ok(
    cookies.some((cookie) => cookie.startsWith("sb-127-auth-token=base64-")),
    `a refreshed session in: ${cookies.join(" | ")}`,
  );
  for (const cookie of cookies) assert.match(cookie, /;\s*Secure(;|$)/i, cookie);
});
