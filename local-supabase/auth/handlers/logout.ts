import type { Caller } from "../../http/caller";
import { authError } from "../../http/errors";
import { empty, type ApiRequest, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { requireUser } from "../require-user";
import { endSessions } from "../sessions";

/** POST /auth/v1/logout?scope=global|local|others → 204 (docs/backend-protocol.md §5.4). */
export async function logout(ctx: AuthContext, req: ApiRequest, caller: Caller): Promise<ApiResponse> {
  const scope = req.url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others", ""].includes(scope)) {
    return authError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
  }
  const auth = await requireUser(ctx, caller);
  if ("error" in auth) return auth.error;
  const { user, sessionId } = auth;
  if (scope === "local" && sessionId) await endSessions(ctx.db.pg, user.id, { only: sessionId });
  else if (scope === "others") await endSessions(ctx.db.pg, user.id, { allBut: sessionId });
  else await endSessions(ctx.db.pg, user.id, { all: true });
  return empty(204);
}
