import { SECRET_KEY } from "../config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import type { SigningKey } from "../crypto/signing-key";
import { verifyJwt, type JwtFailure } from "../crypto/jwt";
import type { ApiRole } from "../db/database";
import { gatewayError, invalidApiKey, noApiKey } from "./errors";
import { header, type ApiRequest, type ApiResponse } from "./types";

export type Claims = Record<string, unknown>;

/** Who is calling, resolved the way the Supabase gateway does it (docs/backend-protocol.md §3). */
export interface Caller {
  /** Role granted by the `apikey` header alone. */
  keyRole: ApiRole;
  /** The Bearer JWT, if one was sent (a `Bearer sb_…` key is not a JWT and counts as none). */
  token: { raw: string; claims: Claims } | { raw: string; failure: JwtFailure } | null;
}

const API_ROLES: readonly string[] = ["anon", "authenticated", "service_role"];

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === "string" && API_ROLES.includes(value);
}

async function roleOfKey(apikey: string, signingKey: SigningKey): Promise<ApiRole | null> {
  if (apikey === LOCAL_PUBLISHABLE_KEY) return "anon";
  if (apikey === SECRET_KEY) return "service_role";
  if (apikey.startsWith("sb_")) return null;
  const verified = await verifyJwt(apikey, signingKey);
  if (!verified.ok) return null;
  const role = verified.claims.role;
  return role === "anon" || role === "service_role" ? role : null;
}

/** Hosted refuses secret keys sent by a browser; mirror it so a leaked key fails locally too. */
function looksLikeBrowser(req: ApiRequest): boolean {
  return /Mozilla\//.test(header(req, "user-agent") ?? "");
}

export async function resolveCaller(req: ApiRequest, signingKey: SigningKey): Promise<{ caller: Caller } | { error: ApiResponse }> {
  const apikey = header(req, "apikey") ?? req.url.searchParams.get("apikey") ?? undefined;
  if (!apikey) return { error: noApiKey() };
  const keyRole = await roleOfKey(apikey, signingKey);
  if (!keyRole) return { error: invalidApiKey() };
  if (apikey === SECRET_KEY && looksLikeBrowser(req)) {
    return { error: gatewayError(401, "Forbidden use of secret API key in browser") };
  }

  const authorization = header(req, "authorization") ?? "";
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
  if (!bearer || bearer.startsWith("sb_")) return { caller: { keyRole, token: null } };
  const verified = await verifyJwt(bearer, signingKey);
  return {
    caller: {
      keyRole,
      token: verified.ok ? { raw: bearer, claims: verified.claims } : { raw: bearer, failure: verified.reason },
    },
  };
}

/** The role a request runs as: the JWT's `role` claim when a valid JWT was sent, else the key's role. */
export function effectiveRole(caller: Caller): { role: string; claims: Claims } {
  if (caller.token && "claims" in caller.token) {
    return { role: String(caller.token.claims.role ?? "anon"), claims: caller.token.claims };
  }
  return { role: caller.keyRole, claims: { role: caller.keyRole } };
}
