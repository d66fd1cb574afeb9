import { s256 } from "../../crypto/tokens";
import { authError, oauthError } from "../../http/errors";
import { json, type ApiRequest, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { findFlowByAuthCode, deleteFlow } from "../pkce";
import { rotateRefreshToken, startSession } from "../sessions";
import { findUserByEmail, findUserById } from "../users";

/** POST /auth/v1/token?grant_type=… (docs/backend-protocol.md §5.2, §5.3, §5.5 PKCE). */
export async function token(ctx: AuthContext, req: ApiRequest, body: Record<string, unknown>): Promise<ApiResponse> {
  switch (req.url.searchParams.get("grant_type")) {
    case "password":
      return passwordGrant(ctx, body);
    case "refresh_token":
      return refreshGrant(ctx, body);
    case "pkce":
      return pkceGrant(ctx, body);
    default:
      return authError(400, "invalid_credentials", "unsupported_grant_type");
  }
}

async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<ApiResponse> {
  const email = typeof body.email === "string" ? body.email : "";
  const phone = typeof body.phone === "string" ? body.phone : "";
  const password = typeof body.password === "string" ? body.password : "";
  if (email && phone) {
    return authError(400, "validation_failed", "Only an email address or phone number should be provided on login.");
  }
  if (!email && !phone) return authError(400, "validation_failed", "missing email or phone");
  const invalid = () => authError(400, "invalid_credentials", "Invalid login credentials");
  const user = email ? await findUserByEmail(ctx.db.pg, email.trim()) : null;
  const ok = await ctx.hasher.verify(password, user?.encrypted_password ?? null);
  if (!user || !ok) return invalid();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    return authError(400, "user_banned", "User is banned");
  }
  if (!user.email_confirmed_at) return authError(400, "email_not_confirmed", "Email not confirmed");
  const session = await ctx.db.transaction((tx) => startSession(tx, ctx, user, "password"));
  return json(200, session);
}

/** Refresh-token rotation (sessions.ts) and GoTrue's answer for each way it can fail. */
async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<ApiResponse> {
  const presented = typeof body.refresh_token === "string" ? body.refresh_token : "";
  if (presented === "") return oauthError("invalid_request", "refresh_token required");
  if (!/^[a-z0-9]{12}$/.test(presented)) return authError(400, "validation_failed", "Refresh token is not valid");
  const rotation = await ctx.db.transaction((tx) => rotateRefreshToken(tx, ctx, presented));
  switch (rotation.outcome) {
    case "rotated":
      return json(200, rotation.session);
    case "not-found":
      return authError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    case "no-session":
      return authError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
    case "banned":
      return authError(400, "user_banned", "Invalid Refresh Token: User Banned");
    case "already-used":
      return authError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
}

/** Exchanges the ?code= of a PKCE e-mail link for a session (needs the verifier from the same browser). */
async function pkceGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<ApiResponse> {
  const authCode = typeof body.auth_code === "string" ? body.auth_code : "";
  const verifier = typeof body.code_verifier === "string" ? body.code_verifier : "";
  if (!authCode || !verifier)
    return authError(400, "validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  return ctx.db.transaction(async (tx) => {
    const flow = await findFlowByAuthCode(tx, authCode);
    if (!flow || !flow.auth_code_issued_at) return authError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    if (Date.now() - flow.auth_code_issued_at.getTime() > 5 * 60_000) {
      return authError(422, "flow_state_expired", "invalid flow state, flow state has expired");
    }
    const expected = flow.code_challenge_method === "s256" ? s256(verifier) : verifier;
    if (expected !== flow.code_challenge) {
      return authError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
    }
    await deleteFlow(tx, flow.id);
    const user = await findUserById(tx, flow.user_id);
    if (!user) return authError(404, "user_not_found", "User not found");
    const method = flow.authentication_method === "recovery" ? "recovery" : "otp";
    return json(200, await startSession(tx, ctx, user, method));
  });
}
