import type { EmailOtpType } from "@supabase/supabase-js";
import { createClient } from "@/lib/supabase/client";
import { backendMessage, withTimeout } from "./backend";
import { errorFrom, type Feedback } from "./feedback";

export type ResetMessageKey = "emailVerified" | "verificationFailed" | "invalidToken" | "passwordUpdated" | "genericError";

export type ResetLink = { tokenHash: string; type: EmailOtpType };
export type LinkCheck = { verified: boolean; feedback: Feedback<ResetMessageKey> | null };

const OTP_TYPES: readonly string[] = ["recovery", "email", "signup", "magiclink", "invite", "email_change"] satisfies EmailOtpType[];
const isOtpType = (value: string): value is EmailOtpType => OTP_TYPES.includes(value);

/** The e-mail link carries `token_hash` and `type` (supabase/templates/recovery.html); both must be there. */
export function readResetLink(search: string): ResetLink | "malformed" | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get("token_hash");
  const type = params.get("type");
  if (!tokenHash || !type) return null;
  return isOtpType(type) ? { tokenHash, type } : "malformed";
}

/**
 * SPEC §4: a link is verified with verifyOtp (token_hash works in any browser, unlike a PKCE code);
 * without a link, an already signed-in user counts as verified.
 */
export async function checkResetLink(link: ResetLink | "malformed" | null): Promise<LinkCheck> {
  const supabase = createClient();
  if (link === "malformed") return { verified: false, feedback: { tone: "error", key: "verificationFailed" } };
  if (link) {
    try {
      const { data, error } = await withTimeout(supabase.auth.verifyOtp({ type: link.type, token_hash: link.tokenHash }));
      if (error || !data.session) return { verified: false, feedback: errorFrom(backendMessage(error), "verificationFailed") };
      return { verified: true, feedback: { tone: "success", key: "emailVerified" } };
    } catch {
      return { verified: false, feedback: { tone: "error", key: "verificationFailed" } };
    }
  }
  try {
    const { data } = await withTimeout(supabase.auth.getUser());
    if (data.user) return { verified: true, feedback: null };
  } catch {
    // An unreachable backend cannot vouch for a session: treat it like no session.
  }
  return { verified: false, feedback: { tone: "error", key: "invalidToken" } };
}

export async function updatePassword(password: string): Promise<{ ok: boolean; feedback: Feedback<ResetMessageKey> }> {
  try {
    const { error } = await withTimeout(createClient().auth.updateUser({ password }));
    if (error) return { ok: false, feedback: errorFrom(backendMessage(error), "genericError") };
    return { ok: true, feedback: { tone: "success", key: "passwordUpdated" } };
  } catch (error) {
    return { ok: false, feedback: errorFrom(backendMessage(error), "genericError") };
  }
}
