import { newOtp, tokenHash } from "../../crypto/tokens";
import { authError } from "../../http/errors";
import { json, type ApiRequest, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { emailRateLimit, sendRecoveryMail } from "../mail";
import { readPkce, saveFlowState, withFlowPrefix } from "../pkce";
import { resolveRedirect } from "../redirect";
import { findUserByEmail, recipient, storeEmailToken } from "../users";
import { validateEmail } from "../validation";

/** POST /auth/v1/recover: e-mails a recovery link; unknown addresses get the same `{}` (no enumeration). */
export async function recover(ctx: AuthContext, req: ApiRequest, body: Record<string, unknown>): Promise<ApiResponse> {
  if (body.email === undefined || body.email === "") {
    return authError(400, "validation_failed", "Password recovery requires an email");
  }
  const checked = validateEmail(body.email);
  if ("error" in checked) return checked.error;
  const pkceResult = readPkce(body);
  if ("error" in pkceResult) return pkceResult.error;
  const { pkce } = pkceResult;
  const user = await findUserByEmail(ctx.db.pg, checked.email);
  if (!user) return json(200, {});

  const limited = emailRateLimit(ctx, user.recovery_sent_at);
  if (limited) return limited;
  const otp = newOtp();
  const hash = withFlowPrefix(tokenHash(user.email, otp), pkce);
  await ctx.db.transaction(async (tx) => {
    await storeEmailToken(tx, user.id, "recovery_token", hash);
    if (pkce) await saveFlowState(tx, user.id, pkce, "recovery");
  });
  const redirectTo = resolveRedirect(req.url.searchParams.get("redirect_to"), ctx.settings);
  await sendRecoveryMail(ctx, recipient(user), otp, hash, redirectTo);
  return json(200, {});
}
