import type { Caller } from "../../http/caller";
import { authError } from "../../http/errors";
import { isRecord, json, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { requireUser } from "../require-user";
import { userJson } from "../user-json";
import { endSessions, sessionStart } from "../sessions";
import { findUserById, identitiesOf, mergeMetadata, setPassword } from "../users";
import { checkPasswordStrength } from "../validation";

/** GET /auth/v1/user */
export async function getUser(ctx: AuthContext, caller: Caller): Promise<ApiResponse> {
  const auth = await requireUser(ctx, caller);
  if ("error" in auth) return auth.error;
  return json(200, userJson(auth.user, await identitiesOf(ctx.db.pg, auth.user.id)));
}

/** GoTrue's `UpdatePasswordRequireReauthentication` window: a session signed in within it may change the password. */
const RECENT_SIGN_IN_MS = 24 * 3_600_000;

/**
 * `secure_password_change` (internal/api/user.go): with it on, a password change from a session started more than
 * 24 hours ago needs the nonce GoTrue mails on `GET /reauthenticate`. This backend mails none (the site never
 * asks for one), so every nonce is one GoTrue would not know. A session from a reset link is always recent.
 */
async function reauthenticationRefusal(ctx: AuthContext, sessionId: string | null, nonce: unknown): Promise<ApiResponse | null> {
  if (!ctx.settings.securePasswordChange) return null;
  const startedAt = sessionId ? await sessionStart(ctx.db.pg, sessionId) : null;
  if (startedAt && ctx.limiter.now() - startedAt.getTime() <= RECENT_SIGN_IN_MS) return null;
  if (typeof nonce !== "string" || nonce === "") {
    return authError(400, "reauthentication_needed", "Password update requires reauthentication");
  }
  return authError(422, "reauthentication_not_valid", "Nonce has expired or is invalid");
}

/**
 * PUT /auth/v1/user — the password and user_metadata changes the product makes (docs/backend-protocol.md §5.7).
 * A new password revokes the user's other sessions and any outstanding recovery/confirmation tokens.
 */
export async function updateUser(ctx: AuthContext, caller: Caller, body: Record<string, unknown>): Promise<ApiResponse> {
  const auth = await requireUser(ctx, caller);
  if ("error" in auth) return auth.error;
  const { user, sessionId } = auth;
  if (body.app_metadata !== undefined) return authError(403, "not_admin", "User not allowed");
  if (body.email !== undefined && body.email !== user.email) {
    return authError(422, "validation_failed", "Changing the e-mail address is not supported by the local backend");
  }
  const password = typeof body.password === "string" && body.password !== "" ? body.password : null;
  if (password !== null) {
    const weak = checkPasswordStrength(password, ctx.settings);
    if (weak) return weak;
    const reauthentication = await reauthenticationRefusal(ctx, sessionId, body.nonce);
    if (reauthentication) return reauthentication;
    if (await ctx.hasher.verify(password, user.encrypted_password)) {
      return authError(422, "same_password", "New password should be different from the old password.");
    }
  }
  const passwordHash = password === null ? null : await ctx.hasher.hash(password);
  await ctx.db.transaction(async (tx) => {
    if (passwordHash !== null) {
      await setPassword(tx, user.id, passwordHash);
      await endSessions(tx, user.id, { allBut: sessionId });
    }
    if (isRecord(body.data)) await mergeMetadata(tx, user.id, "raw_user_meta_data", body.data);
  });
  const fresh = (await findUserById(ctx.db.pg, user.id)) ?? user;
  return json(200, userJson(fresh, await identitiesOf(ctx.db.pg, user.id)));
}
