import { requestPasswordReset, signIn, signUp, type Failed } from "@/lib/supabase/auth";
import type { RegistrationInput } from "@/lib/validation/registration";
import { errorFrom, type Feedback } from "./feedback";

export type AuthMessageKey =
  | "loginSuccess"
  | "registrationSuccess"
  | "confirmEmail"
  | "noUserReturned"
  | "profileFailed"
  | "resetEmailSent"
  | "rateLimited"
  | "emailRateLimited"
  | "genericError";

export type AuthOutcome = { ok: boolean; feedback: Feedback<AuthMessageKey> };

const failure = ({ message, rateLimited }: Failed): AuthOutcome => {
  if (rateLimited) return { ok: false, feedback: { tone: "error", key: rateLimited === "emails" ? "emailRateLimited" : "rateLimited" } };
  return { ok: false, feedback: errorFrom(message, "genericError") };
};

export async function logIn(email: string, password: string): Promise<AuthOutcome> {
  const result = await signIn(email.trim(), password);
  if (result.outcome === "failed") return failure(result);
  return { ok: true, feedback: { tone: "success", key: "loginSuccess" } };
}

export async function register(input: RegistrationInput, emailRedirectTo: string): Promise<AuthOutcome> {
  const result = await signUp(
    { email: input.email.trim(), password: input.password, teamName: input.teamName.trim(), country: input.country },
    emailRedirectTo,
  );
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

export async function sendResetEmail(email: string, redirectTo: string): Promise<AuthOutcome> {
  const result = await requestPasswordReset(email.trim(), redirectTo);
  if (result.outcome === "failed") return failure(result);
  return { ok: true, feedback: { tone: "success", key: "resetEmailSent" } };
}
