import { requestPasswordReset, signIn, signUp, verifyEmailLink, type Failed } from "@/lib/supabase/auth";
import type { RegistrationInput } from "@/lib/validation/registration";
import { errorFrom, type Feedback } from "./feedback";
import { addressKey, registrations, resetMails } from "./form-limits";
import { readResetLink, type ResetLink } from "./reset-actions";

export type AuthMessageKey =
  | "loginSuccess"
  | "confirmingEmail"
  | "emailConfirmed"
  | "confirmationFailed"
  | "registrationSuccess"
  | "confirmEmail"
  | "noUserReturned"
  | "profileFailed"
  | "resetEmailSent"
  | "rateLimited"
  | "emailRateLimited"
  | "genericError";

export type AuthOutcome = { ok: boolean; feedback: Feedback<AuthMessageKey> };

const failure = ({ error }: Failed): AuthOutcome => ({ ok: false, feedback: errorFrom(error, "genericError") });

/** A request Supabase refused for its CAPTCHA reached no account and sent nothing: it does not count against a limit. */
const counts = (result: { outcome: string } | Failed) => !("error" in result && result.error?.key === "captchaFailed");

export async function logIn(email: string, password: string, captchaToken?: string): Promise<AuthOutcome> {
  const result = await signIn(email.trim(), password, captchaToken);
  if (result.outcome === "failed") return failure(result);
  return { ok: true, feedback: { tone: "success", key: "loginSuccess" } };
}

export async function register(input: RegistrationInput, emailRedirectTo: string, captchaToken?: string): Promise<AuthOutcome> {
  const address = addressKey(input.email);
  if (!registrations.has(address)) return { ok: false, feedback: { tone: "error", key: "rateLimited" } };
  const result = await signUp(
    { email: input.email.trim(), password: input.password, teamName: input.teamName.trim(), country: input.country },
    emailRedirectTo,
    captchaToken,
  );
  if (counts(result)) registrations.take(address);
  switch (result.outcome) {
    case "failed":
      return failure(result);
    case "profile-rejected":
      return { ok: false, feedback: { tone: "error", key: "profileFailed" } };
    case "no-user":
      return { ok: false, feedback: { tone: "error", key: "noUserReturned" } };
    case "confirm-email":
      return { ok: true, feedback: { tone: "success", key: "confirmEmail" } };
    case "registered":
      return { ok: true, feedback: { tone: "success", key: "registrationSuccess" } };
  }
}

export async function sendResetEmail(email: string, redirectTo: string, captchaToken?: string): Promise<AuthOutcome> {
  const address = addressKey(email);
  if (!resetMails.has(address)) return { ok: false, feedback: { tone: "error", key: "emailRateLimited" } };
  const result = await requestPasswordReset(email.trim(), redirectTo, captchaToken);
  if (counts(result)) resetMails.take(address);
  if (result.outcome === "failed") return failure(result);
  return { ok: true, feedback: { tone: "success", key: "resetEmailSent" } };
}

/**
 * The confirmation link (supabase/templates/confirmation.html, sent only with enable_confirmations on)
 * lands on /auth with `token_hash` and `type=signup` (or `email`). Any other address is not one.
 */
export function readConfirmationLink(search: string): ResetLink | null {
  const link = readResetLink(search);
  return link && link !== "malformed" && (link.type === "signup" || link.type === "email") ? link : null;
}

/**
 * Verifies the link, which confirms the e-mail and signs the team in. A bad link gets this screen's own
 * message, which says what to do next; a rate limit is the backend's to tell.
 */
export async function confirmEmail(link: ResetLink): Promise<AuthOutcome> {
  const result = await verifyEmailLink(link.tokenHash, link.type);
  if (result.outcome === "failed") {
    const limited = result.error?.key === "rateLimited" ? result.error : null;
    return { ok: false, feedback: errorFrom(limited, "confirmationFailed") };
  }
  return { ok: true, feedback: { tone: "success", key: "emailConfirmed" } };
}
