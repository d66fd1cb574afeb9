import { SignJWT, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from "jose";
import { JWT_SECRET } from "../config";
import type { SigningKey } from "./signing-key";

const hmacKey = new TextEncoder().encode(JWT_SECRET);

export type JwtFailure = "expired" | "invalid";

export type JwtResult = { ok: true; claims: JWTPayload & Record<string, unknown> } | { ok: false; reason: JwtFailure };

/**
 * Verifies a JWT the way GoTrue and PostgREST do: by `kid` against the asymmetric signing key, otherwise
 * HS256 with the project JWT secret (legacy anon/service_role keys and older user tokens).
 */
export async function verifyJwt(token: string, signingKey: SigningKey): Promise<JwtResult> {
  try {
    const header = decodeProtectedHeader(token);
    const { payload } =
      header.alg === "ES256" && header.kid === signingKey.kid
        ? await jwtVerify(token, signingKey.publicKey, { algorithms: ["ES256"] })
        : await jwtVerify(token, hmacKey, { algorithms: ["HS256"] });
    return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}

export function signAccessToken(claims: Record<string, unknown>, signingKey: SigningKey): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: signingKey.kid, typ: "JWT" }).sign(signingKey.privateKey);
}
