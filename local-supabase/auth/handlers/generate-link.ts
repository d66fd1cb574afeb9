import { newOtp, tokenHash } from "../../crypto/tokens";
import type { Caller } from "../../http/caller";
import { authError } from "../../http/errors";
import { isRecord, json, type ApiRequest, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { resolveRedirect } from "../redirect";
import { userJson } from "../user-json";
import { findUserByEmail, identitiesOf, insertUser, storeEmailToken } from "../users";
import { checkPasswordStrength, validateEmail } from "../validation";
import { isAdmin } from "./admin";

/**
 * POST /auth/v1/admin/generate_link with `type: "signup"` (docs/backend-protocol.md §5.10), as GoTrue's
 * adminGenerateLink does it: an unknown address becomes a new, unconfirmed user (whatever
 * enable_confirmations says), an unconfirmed one gets a fresh confirmation token, and nothing is mailed.
 * The answer is the user plus the link's properties; supabase-js splits them into `{ properties, user }`.
 */
export async function generateLink(ctx: AuthContext, req: ApiRequest, caller: Caller, body: Record<string, unknown>): Promise<ApiResponse> {
  if (!isAdmin(caller)) return authError(403, "not_admin", "User not allowed");
  if (req.method !== "POST") return authError(405, "method_not_allowed", "Method not allowed");
  const checked = validateEmail(body.email);
  if ("error" in checked) return checked.error;
  const { email } = checked;
  if (body.type !== "signup") {
    // GoTrue also generates magiclink, invite, recovery and email_change links; nothing here needs them yet.
    return authError(400, "validation_failed", "Invalid email link type");
  }
  if (typeof body.password !== "string" || body.password === "") {
    return authError(422, "validation_failed", "Password is required for sign-up");
  }
  const weak = checkPasswordStrength(body.password, ctx.settings);
  if (weak) return weak;
  const data = isRecord(body.data) ? body.data : {};
  // supabase-js sends it as the redirect_to query parameter; GoTrue also reads it from the body.
  const requested = req.url.searchParams.get("redirect_to") ?? (typeof body.redirect_to === "string" ? body.redirect_to : null);
  const redirectTo = resolveRedirect(requested, ctx.settings);
  const otp = newOtp();
  const hash = tokenHash(email, otp);

  const existing = await findUserByEmail(ctx.db.pg, email);
  if (existing?.email_confirmed_at) return authError(422, "email_exists", "A user with this email address has already been registered");
  let userId: string;
  if (existing) {
    await storeEmailToken(ctx.db.pg, existing.id, "confirmation_token", hash);
    userId = existing.id;
  } else {
    const passwordHash = await ctx.hasher.hash(body.password);
    try {
      const user = await ctx.db.transaction((tx) =>
        insertUser(tx, { email, passwordHash, data, confirmed: false, confirmationToken: hash }),
      );
      userId = user.id;
    } catch (error) {
      ctx.log(`generate_link rejected by the database: ${(error as Error).message}`);
      return authError(500, "unexpected_failure", "Database error saving new user");
    }
  }
  const user = await findUserByEmail(ctx.db.pg, email);
  if (!user || user.id !== userId) return authError(500, "unexpected_failure", "Database error saving new user");
  return json(200, {
    ...userJson(user, await identitiesOf(ctx.db.pg, userId)),
    action_link: `${ctx.settings.apiUrl}/auth/v1/verify?token=${hash}&type=signup&redirect_to=${encodeURIComponent(redirectTo)}`,
    email_otp: otp,
    hashed_token: hash,
    redirect_to: redirectTo,
    verification_type: "signup",
  });
}
