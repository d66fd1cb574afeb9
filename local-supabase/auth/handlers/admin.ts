import { effectiveRole, type Caller } from "../../http/caller";
import { authError } from "../../http/errors";
import { json, type ApiRequest, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { userJson } from "../user-json";
import { adminUpdateUser } from "./admin-update";
import { countUsers, deleteUser, findUserById, identitiesOf, isUuid, listUsers } from "../users";

/** GoTrue's requireAdmin: a Bearer JWT (or secret key) whose role is service_role. */
export function isAdmin(caller: Caller): boolean {
  if (caller.token && "failure" in caller.token) return false;
  return effectiveRole(caller).role === "service_role";
}

/** /auth/v1/admin/users[/<id>] — GET list, GET one, PUT (§5.12), DELETE (docs/backend-protocol.md §5.8). */
export async function adminUsers(
  ctx: AuthContext,
  req: ApiRequest,
  caller: Caller,
  id: string | null,
  body: Record<string, unknown>,
): Promise<ApiResponse> {
  if (!isAdmin(caller)) return authError(403, "not_admin", "User not allowed");
  if (id === null) {
    if (req.method !== "GET") return authError(405, "method_not_allowed", "Method not allowed");
    const page = Math.max(1, Number(req.url.searchParams.get("page")) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(req.url.searchParams.get("per_page")) || 50));
    const count = await countUsers(ctx.db.pg);
    const users = await listUsers(ctx.db.pg, perPage, (page - 1) * perPage);
    const body = {
      users: await Promise.all(users.map(async (u) => userJson(u, await identitiesOf(ctx.db.pg, u.id)))),
      aud: "authenticated",
    };
    return json(200, body, { "X-Total-Count": String(count) });
  }
  if (!isUuid(id)) return authError(404, "validation_failed", "user_id must be an UUID");
  const user = await findUserById(ctx.db.pg, id);
  if (!user) return authError(404, "user_not_found", "User not found");
  if (req.method === "GET") return json(200, userJson(user, await identitiesOf(ctx.db.pg, id)));
  if (req.method === "PUT") return adminUpdateUser(ctx, user, body);
  if (req.method === "DELETE") {
    try {
      await deleteUser(ctx.db.pg, id);
    } catch (error) {
      ctx.log(`admin delete failed: ${(error as Error).message}`);
      return authError(500, "unexpected_failure", "Database error deleting user");
    }
    return json(200, {});
  }
  return authError(405, "method_not_allowed", "Method not allowed");
}
