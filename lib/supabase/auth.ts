import type { EmailOtpType } from "@supabase/supabase-js";
import { backendError, isProfileCreationFailure, type BackendError } from "./auth-errors";
import { loadClient, type BrowserClient } from "./lazy-client";
import { withTimeout } from "./request-timeout";

/**
 * The auth actions of the /auth and /reset forms. Each one downloads supabase-js on first use, ends within
 * REQUEST_TIMEOUT_MS (the download included) and never throws: a failure carries what the backend answered
 * (its message as received and the key of its code, lib/supabase/auth-errors.ts), or null when no answer came
 * (offline, timeout, failed download).
 */
export type Failed = { outcome: "failed"; error: BackendError | null };

/** The `type` of an e-mail link (supabase/templates/*.html put it beside `token_hash`). */
export type EmailLinkType = EmailOtpType;

const failed = (error: unknown): Failed => ({ outcome: "failed", error: backendError(error) });

function call<T>(run: (supabase: BrowserClient) => Promise<T>): Promise<T> {
  return withTimeout(loadClient().then(run));
}

/**
 * `captchaToken` is the widget's token when this build has a CAPTCHA (lib/captcha/turnstile.ts): Supabase Auth
 * verifies it on sign-in, registration and the reset mail, and refuses those requests without one.
 */
export async function signIn(email: string, password: string, captchaToken?: string): Promise<{ outcome: "signed-in" } | Failed> {
  try {
    const { error } = await call((supabase) => supabase.auth.signInWithPassword({ email, password, options: { captchaToken } }));
    return error ? failed(error) : { outcome: "signed-in" };
  } catch (error) {
    return failed(error);
  }
}

export type NewTeam = { email: string; password: string; teamName: string; country: string };
export type SignUpOutcome = "registered" | "confirm-email" | "no-user" | "profile-rejected";

/**
 * One signUp call: the database trigger creates the user_profiles row from the metadata in the same
 * transaction, so a rejected profile means no account at all (nothing to roll back from the browser).
 */
export async function signUp(team: NewTeam, emailRedirectTo: string, captchaToken?: string): Promise<{ outcome: SignUpOutcome } | Failed> {
  try {
    const { data, error } = await call((supabase) =>
      supabase.auth.signUp({
        email: team.email,
        password: team.password,
        // `locale` (the page's <html lang>: en, pt or es) chooses the language of the mails (supabase/templates).
        options: {
          data: { team_name: team.teamName, country: team.country, locale: document.documentElement.lang },
          emailRedirectTo,
          captchaToken,
        },
      }),
    );
    if (error) return isProfileCreationFailure(error) ? { outcome: "profile-rejected" } : failed(error);
    if (!data.user) return { outcome: "no-user" };
    // A backend that requires e-mail confirmation answers with a user and no session.
    if (!data.session) return { outcome: "confirm-email" };
    // Auto-confirming backends also sign the team in; docs/product.md §4 sends it to the login form instead,
    // so the header and the next page agree with "You can now login".
    await call((supabase) => supabase.auth.signOut({ scope: "local" })).catch(() => undefined);
    return { outcome: "registered" };
  } catch (error) {
    return failed(error);
  }
}

export async function requestPasswordReset(
  email: string,
  redirectTo: string,
  captchaToken?: string,
): Promise<{ outcome: "sent" } | Failed> {
  try {
    const { error } = await call((supabase) => supabase.auth.resetPasswordForEmail(email, { redirectTo, captchaToken }));
    return error ? failed(error) : { outcome: "sent" };
  } catch (error) {
    return failed(error);
  }
}

/**
 * docs/product.md §4: an e-mail link is verified with verifyOtp (token_hash works in any browser, unlike a
 * PKCE code) and signs the team in.
 */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<{ outcome: "verified" } | Failed> {
  try {
    const { data, error } = await call((supabase) => supabase.auth.verifyOtp({ type, token_hash: tokenHash }));
    return error || !data.session ? failed(error) : { outcome: "verified" };
  } catch (error) {
    return failed(error);
  }
}

/** Whether the backend vouches for a signed-in user; an unreachable backend cannot, so that counts as no. */
export async function hasSignedInUser(): Promise<boolean> {
  try {
    const { data } = await call((supabase) => supabase.auth.getUser());
    return !!data.user;
  } catch {
    return false;
  }
}

export async function updatePassword(password: string): Promise<{ outcome: "updated" } | Failed> {
  try {
    const { error } = await call((supabase) => supabase.auth.updateUser({ password }));
    return error ? failed(error) : { outcome: "updated" };
  } catch (error) {
    return failed(error);
  }
}
