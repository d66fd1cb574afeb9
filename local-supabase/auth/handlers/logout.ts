import type { Caller } from "../../http/caller";
import { authError } from "../../http/errors";
import { empty, type ApiRequest, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { requireUser } from "../require-user";

/** POST /auth/v1/logout?scope=global|local|others → 204 (docs/backend-protocol.md §5.4). */
export async function logout(ctx: AuthContext, req: ApiRequest, caller: Caller): Promise<ApiResponse> {
  const scope = req.url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others", ""].includes(scope)) {
    return authError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
  }
  const auth = await requireUser(ctx, caller);
  if ("error" in auth) return auth.error;
  const { user, sessionId } = auth;
  if (scope === "local" && sessionId) {
    await ctx.db.query("delete from auth.sessions where id = $1", [sessionId]);
  } else if (scope === "others") {
    await ctx.db.query("delete from auth.sessions where user_id = $1 and id is distinct from $2", [user.id, sessionId]);
  } else {
    await ctx.db.query("delete from auth.sessions where user_id = $1", [user.id]);
  }
  return empty(204);
}
