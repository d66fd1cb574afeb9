import { resolveCaller } from "../http/caller";
import { authError } from "../http/errors";
import { BadJsonError, isRecord, parseJsonBody, type ApiRequest, type ApiResponse } from "../http/types";
import type { AuthContext } from "./context";
import { adminUsers } from "./handlers/admin";
import { logout } from "./handlers/logout";
import { health, jwks, settings } from "./handlers/meta";
import { recover } from "./handlers/recover";
import { signup } from "./handlers/signup";
import { token } from "./handlers/token";
import { getUser, updateUser } from "./handlers/user";
import { verifyGet, verifyPost } from "./handlers/verify";

/** Everything under /auth/v1; `path` is the part after the prefix, e.g. `/signup`. */
export async function handleAuth(ctx: AuthContext, req: ApiRequest, path: string): Promise<ApiResponse> {
  const { method } = req;
  // Open routes: the gateway lets these through without an API key (e-mail links, key discovery, health).
  if (method === "GET" && path === "/verify") return verifyGet(ctx, req);
  if (method === "GET" && path === "/.well-known/jwks.json") return jwks(ctx);
  if (method === "GET" && path === "/health") return health();

  const resolved = await resolveCaller(req, ctx.signingKey);
  if ("error" in resolved) return resolved.error;
  const { caller } = resolved;

  let body: Record<string, unknown> = {};
  if (method === "POST" || method === "PUT") {
    try {
      const parsed = parseJsonBody(req);
      if (!isRecord(parsed)) return authError(400, "bad_json", "Could not parse request body as JSON: expected an object");
      body = parsed;
    } catch (error) {
      if (error instanceof BadJsonError) return authError(400, "bad_json", `Could not parse request body as JSON: ${error.message}`);
      throw error;
    }
  }

  const admin = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(path);
  if (admin) return adminUsers(ctx, req, caller, admin[1] ?? null);

  const route = `${method} ${path}`;
  switch (route) {
    case "GET /settings":
      return settings(ctx);
    case "POST /signup":
      return signup(ctx, req, body);
    case "POST /token":
      return token(ctx, req, body);
    case "POST /logout":
      return logout(ctx, req, caller);
    case "POST /recover":
      return recover(ctx, req, body);
    case "POST /verify":
      return verifyPost(ctx, body);
    case "GET /user":
      return getUser(ctx, caller);
    case "PUT /user":
      return updateUser(ctx, caller, body);
  }
  const known = ["/settings", "/signup", "/token", "/logout", "/recover", "/verify", "/user"].includes(path);
  return known
    ? authError(405, "method_not_allowed", "Method not allowed")
    : authError(404, "not_found", "Requested path is invalid");
}
