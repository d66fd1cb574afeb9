import type { AuthError } from "@supabase/supabase-js";

/**
 * auth-js's own `isAuthError` check (the `__isAuthError` marker its errors carry), written here so the auth
 * page does not import supabase-js before the first submit.
 */
function isAuthError(error: unknown): error is AuthError {
  return typeof error === "object" && error !== null && "__isAuthError" in error;
}

/**
 * Every GoTrue error code the /auth and /reset screens can meet, and the message that says it in the page's
 * language (AuthErrors.<key> in messages/*.json). The one place in the app that knows the codes. Found in
 * GoTrue's handlers for the calls these screens make (docs/backend-protocol.md §4.3): sign-in, sign-up, the
 * reset mail, verifying an e-mail link, and the new password with the session refresh it may need first;
 * plus the middleware every one of them passes (CAPTCHA, per-IP limits, body size). Codes of features the
 * site does not use (phone, SSO, MFA, OAuth, anonymous sign-ins) cannot reach these screens. A 5xx answer
 * has no code on the client (auth-js keeps only its message) and is shown as received.
 */
export const authErrorKeys = {
  invalid_credentials: "invalidCredentials",
  email_not_confirmed: "emailNotConfirmed",
  user_already_exists: "alreadyRegistered",
  user_banned: "banned",
  weak_password: "weakPassword",
  same_password: "samePassword",
  // A format GoTrue rejects ("a@b"), a password over 72 characters, a body over 1 MB.
  validation_failed: "invalidDetails",
  request_entity_too_large: "invalidDetails",
  otp_expired: "linkExpired",
  over_request_rate_limit: "rateLimited",
  over_email_send_rate_limit: "emailRateLimited",
  captcha_failed: "captchaFailed",
  signup_disabled: "signupsClosed",
  email_provider_disabled: "emailLoginsDisabled",
  // Hosted GoTrue's checks when it sends a mail: an address it will not deliver to, or (built-in mailer) one
  // outside the project's team.
  email_address_invalid: "emailUndeliverable",
  email_address_not_authorized: "emailNotAuthorized",
  // A new password from a session older than 24 h with "secure password change", or one that must give the
  // current password: a fresh reset link is the way through both.
  reauthentication_needed: "reauthenticate",
  current_password_required: "reauthenticate",
  current_password_invalid: "reauthenticate",
  // The session behind a new password is gone: revoked, expired, its refresh token spent, its user deleted.
  session_not_found: "sessionEnded",
  session_expired: "sessionEnded",
  refresh_token_not_found: "sessionEnded",
  refresh_token_already_used: "sessionEnded",
  bad_jwt: "sessionEnded",
  no_authorization: "sessionEnded",
  user_not_found: "sessionEnded",
} as const satisfies Record<string, string>;

export type AuthErrorKey = (typeof authErrorKeys)[keyof typeof authErrorKeys];

/**
 * The codes whose GoTrue message would send a team the wrong way even in English, so the site says them in its
 * own words in every language: `captcha_failed` ("captcha protection: request disallowed …") means "complete the
 * security check" to the person at the form (docs/decisions.md D35).
 */
const SAID_BY_THE_SITE_EVERYWHERE: ReadonlySet<string> = new Set(["captcha_failed"]);

/**
 * An answer of the backend: its own message, exactly as received, the message key of its code if known, and
 * whether the site says that code in its own words in English too.
 */
export type BackendError = { message: string; key: AuthErrorKey | null; everywhere: boolean };

/**
 * auth-js turns GoTrue's `session_not_found` into its own AuthSessionMissingError, which has no code (and
 * raises the same error when no session is stored at all).
 */
function codeOf(error: AuthError): string | undefined {
  return error.code ?? (error.name === "AuthSessionMissingError" ? "session_not_found" : undefined);
}

function keyOf(code: string | undefined): AuthErrorKey | null {
  return code !== undefined && Object.hasOwn(authErrorKeys, code) ? authErrorKeys[code as keyof typeof authErrorKeys] : null;
}

/**
 * What the backend said (docs/product.md §8), or null when there was no answer at all: auth-js reports a failed
 * fetch (offline, blocked, CORS) as status 0, which deserves the generic text. A timeout or a failed download of
 * supabase-js is not an AuthError either.
 */
export function backendError(error: unknown): BackendError | null {
  if (!isAuthError(error) || !error.status || !error.message) return null;
  const code = codeOf(error);
  return { message: error.message, key: keyOf(code), everywhere: code !== undefined && SAID_BY_THE_SITE_EVERYWHERE.has(code) };
}

/** Hosted GoTrue's answer when the profile trigger rejects the new user (the whole signup rolls back). */
export function isProfileCreationFailure(error: unknown): boolean {
  return isAuthError(error) && error.message === "Database error saving new user";
}
