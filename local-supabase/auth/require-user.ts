import type { Caller } from "../http/caller";
import { authError } from "../http/errors";
import type { ApiResponse } from "../http/types";
import type { AuthContext } from "./context";
import { findSession } from "./sessions";
import { findUserById, type UserRow } from "./users";

export interface Authenticated {
  user: UserRow;
  sessionId: string | null;
  amr: unknown;
}

/** GoTrue's requireAuthentication middleware (docs/backend-protocol.md §5.4) for /user and /logout. */
export async function requireUser(ctx: AuthContext, caller: Caller): Promise<Authenticated | { error: ApiResponse }> {
  const token = caller.token;
  if (!token) return { error: authError(401, "no_authorization", "This endpoint requires a valid Bearer token") };
  if ("failure" in token) {
    const detail = token.failure === "expired" ? "token has invalid claims: token is expired" : "signature is invalid";
    return { error: authError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`) };
  }
  const sub = token.claims.sub;
  if (typeof sub !== "string" || sub === "") {
    return { error: authError(403, "bad_jwt", "invalid claim: missing sub claim") };
  }
  const user = await findUserById(ctx.db.pg, sub);
  if (!user) return { error: authError(403, "user_not_found", "User from sub claim in JWT does not exist") };
  const sessionId = typeof token.claims.session_id === "string" ? token.claims.session_id : null;
  if (sessionId && !(await findSession(ctx.db.pg, sessionId))) {
    return { error: authError(403, "session_not_found", "Session from session_id claim in JWT does not exist") };
  }
  return { user, sessionId, amr: token.claims.amr };
}
