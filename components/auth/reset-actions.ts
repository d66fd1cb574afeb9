import {
  hasSignedInUser,
  updatePassword as updateOwnPassword,
  verifyEmailLink,
  type EmailLinkType,
  type Failed,
} from "@/lib/supabase/auth";
import { errorFrom, type Feedback } from "./feedback";

export type ResetMessageKey = "emailVerified" | "verificationFailed" | "invalidToken" | "passwordUpdated" | "genericError";

const failure = ({ error }: Failed, fallback: ResetMessageKey): Feedback<ResetMessageKey> => errorFrom(error, fallback);

export type ResetLink = { tokenHash: string; type: EmailLinkType };
export type LinkCheck = { verified: boolean; feedback: Feedback<ResetMessageKey> | null };

const OTP_TYPES: readonly string[] = ["recovery", "email", "signup", "magiclink", "invite", "email_change"] satisfies EmailLinkType[];
const isOtpType = (value: string): value is EmailLinkType => OTP_TYPES.includes(value);

/** The e-mail link carries `token_hash` and `type` (supabase/templates/recovery.html); both must be there. */
export function readResetLink(search: string): ResetLink | "malformed" | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get("token_hash");
  const type = params.get("type");
  if (!tokenHash || !type) return null;
  return isOtpType(type) ? { tokenHash, type } : "malformed";
}

/** docs/product.md §4: the link is verified; without a link, an already signed-in user counts as verified. */
export async function checkResetLink(link: ResetLink | "malformed" | null): Promise<LinkCheck> {
  if (link === "malformed") return { verified: false, feedback: { tone: "error", key: "verificationFailed" } };
  if (link) {
    const result = await verifyEmailLink(link.tokenHash, link.type);
    if (result.outcome === "failed") return { verified: false, feedback: failure(result, "verificationFailed") };
    return { verified: true, feedback: { tone: "success", key: "emailVerified" } };
  }
  if (await hasSignedInUser()) return { verified: true, feedback: null };
  return { verified: false, feedback: { tone: "error", key: "invalidToken" } };
}

export async function updatePassword(password: string): Promise<{ ok: boolean; feedback: Feedback<ResetMessageKey> }> {
  const result = await updateOwnPassword(password);
  if (result.outcome === "failed") return { ok: false, feedback: failure(result, "genericError") };
  return { ok: true, feedback: { tone: "success", key: "passwordUpdated" } };
}
