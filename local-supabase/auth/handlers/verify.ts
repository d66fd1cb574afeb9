import { tokenHash } from "../../crypto/tokens";
import type { Transaction } from "../../db/database";
import { authError } from "../../http/errors";
import { json, type ApiRequest, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { issueAuthCode } from "../pkce";
import { resolveRedirect } from "../redirect";
import { startSession } from "../sessions";
import { consumeEmailToken, type EmailToken, type UserRow } from "../users";
import { validateEmail } from "../validation";

type VerifyType = "signup" | "invite" | "recovery" | "magiclink" | "email";
const TYPES: readonly string[] = ["signup", "invite", "recovery", "magiclink", "email"];

/** Which stored token a verification type consumes (docs/backend-protocol.md §5.6). */
function tokenColumns(type: VerifyType): EmailToken[] {
  if (type === "recovery" || type === "magiclink") return ["recovery_token"];
  if (type === "signup" || type === "invite") return ["confirmation_token"];
  return ["confirmation_token", "recovery_token"];
}

/**
 * The user whose token of this type `hash` is, consumed (single use, e-mail confirmed). Null when the token
 * is unknown or expired, which GoTrue reports identically.
 */
async function consumeToken(tx: Transaction, ctx: AuthContext, type: VerifyType, hash: string): Promise<UserRow | null> {
  for (const column of tokenColumns(type)) {
    const user = await consumeEmailToken(tx, column, hash, ctx.settings.otpExpirySeconds);
    if (user === "expired") return null;
    if (user) return user;
  }
  return null;
}

/** POST /auth/v1/verify — what `verifyOtp()` calls; answers a fresh session. */
export async function verifyPost(ctx: AuthContext, body: Record<string, unknown>): Promise<ApiResponse> {
  const type = body.type;
  if (typeof type !== "string" || type === "") {
    return authError(400, "validation_failed", "Verify requires a verification type");
  }
  const hasToken = typeof body.token === "string" && body.token !== "";
  const hasHash = typeof body.token_hash === "string" && body.token_hash !== "";
  if (hasToken === hasHash) {
    return authError(400, "validation_failed", "Verify requires either a token or a token hash");
  }
  if (hasHash && (body.email !== undefined || body.phone !== undefined || body.redirect_to !== undefined)) {
    return authError(400, "validation_failed", "Only the token_hash and type should be provided");
  }
  if (!TYPES.includes(type)) {
    return authError(400, "validation_failed", hasHash ? "Invalid email verification type" : "Verify requires a verification type");
  }
  let hash: string;
  let failure: string;
  if (hasHash) {
    hash = body.token_hash as string;
    failure = "Email link is invalid or has expired";
  } else {
    const checked = validateEmail(body.email);
    if ("error" in checked) return authError(422, "validation_failed", "Invalid email format");
    hash = tokenHash(checked.email, body.token as string);
    failure = "Token has expired or is invalid";
  }
  const result = await ctx.db.transaction(async (tx) => {
    let user = await consumeToken(tx, ctx, type as VerifyType, hash);
    // An OTP code was hashed without the pkce_ prefix; the stored token may carry it.
    if (!user && !hasHash) user = await consumeToken(tx, ctx, type as VerifyType, `pkce_${hash}`);
    if (!user) return null;
    return startSession(tx, ctx, user, "otp");
  });
  if (!result) return authError(403, "otp_expired", failure);
  return json(200, result);
}

/**
 * GET /auth/v1/verify — the link in GoTrue's default e-mails. Redirects to redirect_to with the session in
 * the fragment (implicit flow) or with ?code= for PKCE tokens, or with the error, as GoTrue does.
 */
export async function verifyGet(ctx: AuthContext, req: ApiRequest): Promise<ApiResponse> {
  const params = req.url.searchParams;
  const type = params.get("type") ?? "";
  const token = params.get("token") ?? "";
  const redirectTo = resolveRedirect(params.get("redirect_to"), ctx.settings);
  const isPkce = token.startsWith("pkce_");
  const fail = () => {
    const error = new URLSearchParams({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    }).toString();
    const url = new URL(redirectTo);
    if (isPkce) url.search = error;
    url.hash = `${error}&sb=`;
    return { status: 303, headers: { Location: url.toString() } };
  };
  if (!TYPES.includes(type) || token === "") return fail();

  type Outcome = { code: string } | { session: Record<string, unknown> } | null;
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const user = await consumeToken(tx, ctx, type as VerifyType, token);
    if (!user) return null;
    if (isPkce) {
      const code = await issueAuthCode(tx, user.id, type === "recovery" ? "recovery" : "email/signup");
      return code ? { code } : null;
    }
    return { session: await startSession(tx, ctx, user, "otp") };
  });
  if (!outcome) return fail();
  const url = new URL(redirectTo);
  if ("code" in outcome) {
    url.searchParams.set("code", outcome.code);
  } else {
    const s = outcome.session;
    url.hash = new URLSearchParams({
      access_token: String(s.access_token),
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: String(s.refresh_token),
      sb: "",
      token_type: "bearer",
      type,
    }).toString();
  }
  return { status: 303, headers: { Location: url.toString() } };
}
