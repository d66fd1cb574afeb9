import type { RegistrationInput } from "@/lib/validation/registration";
import { backendMessage, isProfileCreationFailure, withTimeout } from "./backend";
import { errorFrom, type Feedback } from "./feedback";

export type AuthMessageKey =
  | "loginSuccess"
  | "registrationSuccess"
  | "confirmEmail"
  | "noUserReturned"
  | "profileFailed"
  | "resetEmailSent"
  | "genericError";

export type AuthOutcome = { ok: boolean; feedback: Feedback<AuthMessageKey> };

/**
 * supabase-js is downloaded on the first submit, not with the page: the form must be usable at once.
 * Callers start their timeout before this resolves, so a download that hangs also ends in an error.
 */
const client = () => import("@/lib/supabase/client").then(({ createClient }) => createClient());

const failure = (error: unknown): AuthOutcome => ({ ok: false, feedback: errorFrom(backendMessage(error), "genericError") });

export async function logIn(email: string, password: string): Promise<AuthOutcome> {
  try {
    const { error } = await withTimeout(client().then((supabase) => supabase.auth.signInWithPassword({ email: email.trim(), password })));
    if (error) return failure(error);
    return { ok: true, feedback: { tone: "success", key: "loginSuccess" } };
  } catch (error) {
    return failure(error);
  }
}

/**
 * One signUp call: the database trigger creates the user_profiles row in the same transaction, so a
 * rejected profile means no account at all (nothing to roll back from the browser).
 */
export async function register(input: RegistrationInput, emailRedirectTo: string): Promise<AuthOutcome> {
  try {
    const supabasePromise = client();
    const { data, error } = await withTimeout(
      supabasePromise.then((supabase) =>
        supabase.auth.signUp({
          email: input.email.trim(),
          password: input.password,
          options: { data: { team_name: input.teamName.trim(), country: input.country }, emailRedirectTo },
        }),
      ),
    );
    if (error) {
      if (isProfileCreationFailure(error)) return { ok: false, feedback: { tone: "error", key: "profileFailed" } };
      return failure(error);
    }
    if (!data.user) return { ok: false, feedback: { tone: "error", key: "noUserReturned" } };
    // A backend that requires e-mail confirmation answers with a user and no session.
    if (!data.session) return { ok: true, feedback: { tone: "success", key: "confirmEmail" } };
    // Auto-confirming backends also sign the team in; SPEC §4 sends it to the login form instead, so the
    // header and the next page agree with "You can now login".
    const supabase = await supabasePromise;
    await withTimeout(supabase.auth.signOut({ scope: "local" })).catch(() => undefined);
    return { ok: true, feedback: { tone: "success", key: "registrationSuccess" } };
  } catch (error) {
    return failure(error);
  }
}

export async function sendResetEmail(email: string, redirectTo: string): Promise<AuthOutcome> {
  try {
    const { error } = await withTimeout(client().then((supabase) => supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo })));
    if (error) return failure(error);
    return { ok: true, feedback: { tone: "success", key: "resetEmailSent" } };
  } catch (error) {
    return failure(error);
  }
}
