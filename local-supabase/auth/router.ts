import { resolveCaller } from "../http/caller";
import { authError } from "../http/errors";
import { BadJsonError, isRecord, parseJsonBody, type ApiRequest, type ApiResponse } from "../http/types";
import { verifyCaptcha } from "./captcha";
import type { AuthContext } from "./context";
import { adminUsers } from "./handlers/admin";
import { generateLink } from "./handlers/generate-link";
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
  if (method === "GET" && path === "/verify") return ctx.limiter.request("verify", req.ip) ?? verifyGet(ctx, req);
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
  if (admin) return adminUsers(ctx, req, caller, admin[1] ?? null, body);
  if (path === "/admin/generate_link") return generateLink(ctx, req, caller, body);

  const route = `${method} ${path}`;
  // GoTrue's order (internal/api/api.go): CAPTCHA before the per-IP limit on /signup and /token, after it on /recover.
  const captcha = () => verifyCaptcha(ctx.settings.captcha, req, caller, path, body);
  if (route === "POST /signup" || route === "POST /token") {
    const refused = await captcha();
    if (refused) return refused;
  }
  const limited = rateLimited(ctx, req, route, body);
  if (limited) return limited;
  if (route === "POST /recover") {
    const refused = await captcha();
    if (refused) return refused;
  }
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
  return known ? authError(405, "method_not_allowed", "Method not allowed") : authError(404, "not_found", "Requested path is invalid");
}

/** GoTrue's per-IP limits, applied where its router applies them (internal/api/api.go, token.go). */
function rateLimited(ctx: AuthContext, req: ApiRequest, route: string, body: Record<string, unknown>): ApiResponse | null {
  switch (route) {
    case "POST /signup":
      // An empty e-mail and phone is the anonymous sign-in, refused before any limit (it is disabled).
      return (body.email ?? "") === "" && (body.phone ?? "") === "" ? null : ctx.limiter.request("signup", req.ip);
    case "POST /token":
      // An unknown grant_type is refused before the limit.
      return ["password", "refresh_token", "pkce"].includes(req.url.searchParams.get("grant_type") ?? "")
        ? ctx.limiter.request("token", req.ip)
        : null;
    case "POST /recover":
      return ctx.limiter.request("recover", req.ip);
    case "POST /verify":
      return ctx.limiter.request("verify", req.ip);
    case "PUT /user":
      return ctx.limiter.request("user", req.ip);
  }
  return null;
}
