import type { AuthError } from "@supabase/supabase-js";

/**
 * auth-js's own `isAuthError` check (the `__isAuthError` marker its errors carry), written here so the auth
 * page does not import supabase-js before the first submit.
 */
function isAuthError(error: unknown): error is AuthError {
  return typeof error === "object" && error !== null && "__isAuthError" in error;
}

/**
 * The message the backend itself sent (docs/product.md §8: shown as received), or null when there was no
 * answer at all: auth-js reports a failed fetch (offline, blocked, CORS) as status 0, which deserves the
 * generic text. A timeout or a failed download of supabase-js is not an AuthError either.
 */
export function backendMessage(error: unknown): string | null {
  if (!isAuthError(error) || !error.status) return null;
  return error.message || null;
}

/**
 * Hosted GoTrue's 429s: `over_request_rate_limit` (per-IP limits on sign-in, sign-up, verify…) or
 * `over_email_send_rate_limit` (per-address cooldown, project e-mail quota). The forms show a translated
 * "wait" message for them instead of the backend's English text.
 */
export function rateLimitOf(error: unknown): "requests" | "emails" | null {
  if (!isAuthError(error) || error.status !== 429) return null;
  return error.code === "over_email_send_rate_limit" ? "emails" : "requests";
}

/**
 * GoTrue error codes the forms show as one of the site's own messages, in every language, by message key
 * (messages/*.json). `captcha_failed`: no CAPTCHA token, or Supabase Auth refused it ([auth.captcha]).
 */
const MESSAGE_KEY_OF_CODE = { captcha_failed: "captchaFailed" } as const;

export type CodeMessageKey = (typeof MESSAGE_KEY_OF_CODE)[keyof typeof MESSAGE_KEY_OF_CODE];

export function messageKeyOf(error: unknown): CodeMessageKey | null {
  if (!isAuthError(error) || !error.code || !Object.hasOwn(MESSAGE_KEY_OF_CODE, error.code)) return null;
  return MESSAGE_KEY_OF_CODE[error.code as keyof typeof MESSAGE_KEY_OF_CODE];
}

/** Hosted GoTrue's answer when the profile trigger rejects the new user (the whole signup rolls back). */
export function isProfileCreationFailure(error: unknown): boolean {
  return isAuthError(error) && error.message === "Database error saving new user";
}
