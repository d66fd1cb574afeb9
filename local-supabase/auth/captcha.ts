import type { CaptchaSettings } from "../config";
import type { Caller } from "../http/caller";
import { authError } from "../http/errors";
import { isRecord, type ApiRequest, type ApiResponse } from "../http/types";
import { isAdmin } from "./handlers/admin";

/** What a provider's siteverify answers (GoTrue's VerificationResponse, internal/security/captcha.go). */
type Verification = { success: boolean; "error-codes"?: string[] };

const SITEVERIFY: Record<CaptchaSettings["provider"], string> = {
  hcaptcha: "https://hcaptcha.com/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
};

/**
 * Cloudflare's documented test secrets and what its siteverify answers for them: the first accepts any token, the
 * second refuses every one, the third says the token was already spent (developers.cloudflare.com/turnstile,
 * "Testing"). They are answered here without a network call, so the whole path runs offline; any other secret
 * is sent to the provider as GoTrue sends it.
 */
const TURNSTILE_TEST_SECRETS: Record<string, Verification> = {
  "1x0000000000000000000000000000000AA": { success: true, "error-codes": [] },
  "2x0000000000000000000000000000000AA": { success: false, "error-codes": ["invalid-input-response"] },
  "3x0000000000000000000000000000000AA": { success: false, "error-codes": ["timeout-or-duplicate"] },
};

async function siteverify(settings: CaptchaSettings, token: string, ip: string | undefined): Promise<Verification> {
  const known = settings.provider === "turnstile" ? TURNSTILE_TEST_SECRETS[settings.secret] : undefined;
  if (known) return known;
  const form = new URLSearchParams({ secret: settings.secret, response: token, remoteip: ip ?? "" });
  const response = await fetch(SITEVERIFY[settings.provider], { method: "POST", body: form, signal: AbortSignal.timeout(10_000) });
  return (await response.json()) as Verification;
}

/** GoTrue's isIgnoreCaptchaRoute: on /token only the password (and web3) grants need a token. */
function ignored(path: string, req: ApiRequest): boolean {
  return path === "/token" && ["pkce", "refresh_token", "id_token"].includes(req.url.searchParams.get("grant_type") ?? "");
}

/**
 * GoTrue's verifyCaptcha middleware (internal/api/middleware.go), on /signup, /recover and /token: off unless
 * `[auth.captcha]` is on; an admin caller and the ignored grants skip it; the token is the body's
 * `gotrue_meta_security.captcha_token`, as supabase-js sends `options.captchaToken`. Null when the request may go on.
 */
export async function verifyCaptcha(
  settings: CaptchaSettings | null,
  req: ApiRequest,
  caller: Caller,
  path: string,
  body: Record<string, unknown>,
): Promise<ApiResponse | null> {
  if (!settings || isAdmin(caller) || ignored(path, req)) return null;
  const security = isRecord(body.gotrue_meta_security) ? body.gotrue_meta_security : {};
  const token = typeof security.captcha_token === "string" ? security.captcha_token.trim() : "";
  if (token === "") return authError(400, "captcha_failed", "captcha protection: request disallowed (no captcha_token found)");
  let verification: Verification;
  try {
    verification = await siteverify(settings, token, req.ip);
  } catch {
    return authError(500, "unexpected_failure", "captcha verification process failed");
  }
  if (verification.success) return null;
  return authError(400, "captcha_failed", `captcha protection: request disallowed (${(verification["error-codes"] ?? []).join(", ")})`);
}
