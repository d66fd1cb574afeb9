import { randomUUID } from "node:crypto";
import { newOtp, tokenHash } from "../../crypto/tokens";
import { authError } from "../../http/errors";
import { isRecord, json, type ApiRequest, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { emailRateLimit, sendConfirmationMail } from "../mail";
import { readPkce, saveFlowState, withFlowPrefix } from "../pkce";
import { resolveRedirect } from "../redirect";
import { startSession } from "../sessions";
import { obfuscatedUserJson, userJson } from "../user-json";
import { findUserByEmail, identitiesOf, insertUser, recipient, storeEmailToken } from "../users";
import { checkPasswordStrength, validateEmail } from "../validation";

/** POST /auth/v1/signup (docs/backend-protocol.md §5.1), in GoTrue's validation order. */
export async function signup(ctx: AuthContext, req: ApiRequest, body: Record<string, unknown>): Promise<ApiResponse> {
  if (!ctx.settings.signupEnabled) return authError(422, "signup_disabled", "Signups not allowed for this instance");
  const emailInput = body.email;
  const phoneInput = body.phone;
  if ((emailInput === undefined || emailInput === "") && (phoneInput === undefined || phoneInput === "")) {
    return authError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (typeof body.password !== "string" || body.password === "") {
    return authError(400, "validation_failed", "Signup requires a valid password");
  }
  const password = body.password;
  const weak = checkPasswordStrength(password, ctx.settings);
  if (weak) return weak;
  if (emailInput === undefined || emailInput === "") {
    return authError(400, "phone_provider_disabled", "Phone signups are disabled");
  }
  const checked = validateEmail(emailInput);
  if ("error" in checked) return checked.error;
  const { email } = checked;
  const data = isRecord(body.data) ? body.data : {};
  const pkceResult = readPkce(body);
  if ("error" in pkceResult) return pkceResult.error;
  const { pkce } = pkceResult;
  const redirectTo = resolveRedirect(req.url.searchParams.get("redirect_to"), ctx.settings);

  const existing = await findUserByEmail(ctx.db.pg, email);
  if (existing) {
    if (!ctx.settings.confirmEmail) return authError(422, "user_already_exists", "User already registered");
    if (existing.email_confirmed_at) return json(200, obfuscatedUserJson(email, data, randomUUID()));
    // Unconfirmed: resend the confirmation (password unchanged), subject to the per-user cooldown.
    const limited = emailRateLimit(ctx, existing.confirmation_sent_at);
    if (limited) return limited;
    const otp = newOtp();
    const hash = withFlowPrefix(tokenHash(email, otp), pkce);
    await storeEmailToken(ctx.db.pg, existing.id, "confirmation_token", hash);
    await sendConfirmationMail(ctx, recipient(existing), otp, hash, redirectTo);
    const user = (await findUserByEmail(ctx.db.pg, email)) ?? existing;
    return json(200, userJson(user, await identitiesOf(ctx.db.pg, user.id)));
  }

  if (ctx.settings.confirmEmail) {
    const limited = emailRateLimit(ctx, null);
    if (limited) return limited;
  }
  const passwordHash = await ctx.hasher.hash(password);
  const otp = newOtp();
  const hash = withFlowPrefix(tokenHash(email, otp), pkce);
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        failProfileInsert: ctx.faults.has("profile-insert"),
        email,
        passwordHash,
        data,
        confirmed: !ctx.settings.confirmEmail,
        confirmationToken: ctx.settings.confirmEmail ? hash : undefined,
      });
      if (!ctx.settings.confirmEmail) return { session: await startSession(tx, ctx, user, "password") };
      if (pkce) await saveFlowState(tx, user.id, pkce, "email/signup");
      return { user: userJson(user, await identitiesOf(tx, user.id)) };
    });
    if ("session" in result) return json(200, result.session);
    await sendConfirmationMail(ctx, { email, metadata: data }, otp, hash, redirectTo);
    return json(200, result.user);
  } catch (error) {
    if (isUniqueViolation(error)) return authError(422, "user_already_exists", "User already registered");
    // What GoTrue answers when the insert (or a trigger it fires, like the profile trigger) fails.
    ctx.log(`signup rejected by the database: ${(error as Error).message}`);
    return authError(500, "unexpected_failure", "Database error saving new user");
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === "23505" && e.constraint === "users_email_partial_key";
}
