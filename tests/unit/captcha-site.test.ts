/**
 * The site's half of the CAPTCHA: the CSP lets Turnstile in only when the build has a site key, and a refusal
 * for a missing or bad token (GoTrue's `captcha_failed`) is one of the site's own messages, in every language.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { feedbackText } from "../../components/auth/feedback";
import { backendError } from "../../lib/supabase/auth-errors";
import { securityHeaders } from "../../lib/security/headers";
import { TURNSTILE_ORIGIN } from "../../lib/captcha/turnstile";

const csp = (captchaOrigin?: string) =>
  securityHeaders({ supabaseUrl: "https://ref.supabase.co", siteUrl: "https://portoboxcup.pt", development: false, captchaOrigin })[0]
    .value;
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

test("the CSP adds Cloudflare's origin to scripts and frames only in a build with a site key, and nowhere else", () => {
  assert.equal(TURNSTILE_ORIGIN, "https://challenges.cloudflare.com");
  const without = csp();
  assert.doesNotMatch(without, /cloudflare/);
  const withCaptcha = csp(TURNSTILE_ORIGIN);
  assert.equal(directive(withCaptcha, "script-src"), "script-src 'self' 'unsafe-inline' https://challenges.cloudflare.com");
  assert.equal(directive(withCaptcha, "frame-src"), "frame-src https://www.google.com https://challenges.cloudflare.com");
  assert.equal(withCaptcha.replaceAll(" https://challenges.cloudflare.com", ""), without);
});

test("captcha_failed is the site's captchaFailed message, translated in every language, English too; other codes are not", () => {
  const error = (code: string) => ({
    __isAuthError: true,
    name: "AuthApiError",
    status: 400,
    code,
    message: "captcha protection: request disallowed (no captcha_token found)",
  });
  assert.deepEqual(backendError(error("captcha_failed")), { message: error("").message, key: "captchaFailed", everywhere: true });
  for (const code of ["invalid_credentials", "over_request_rate_limit", "toString", "__proto__", ""])
    assert.equal(backendError(error(code))?.everywhere, false, code);
  assert.equal(backendError(new Error("captcha_failed")), null);
  const messages = ["en", "pt", "esp"].map(
    (lang) => (JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")) as { AuthErrors: Record<string, string> }).AuthErrors,
  );
  const texts = ["en", "pt", "es"].map((locale, i) =>
    feedbackText({ tone: "error", backend: backendError(error("captcha_failed"))! }, locale, String, (key) => messages[i][key]),
  );
  assert.deepEqual(texts, [
    "Please complete the security check and try again.",
    "Conclua a verificação de segurança e tente novamente.",
    "Completa la verificación de seguridad y vuelve a intentarlo.",
  ]);
});
