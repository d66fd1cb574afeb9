import { compactVerify, type CryptoKey } from "jose";
import { JWT_SECRET } from "../config";
import type { SigningKey } from "../crypto/signing-key";
import type { Claims } from "../http/caller";
import { restError } from "../http/errors";
import type { ApiResponse } from "../http/types";

/** PostgREST's tolerance for clocks that disagree, on `exp`, `nbf` and `iat`. */
const ALLOWED_SKEW_SECONDS = 30;
const SECRET = new TextEncoder().encode(JWT_SECRET);

/**
 * The claims of a Bearer token as PostgREST 14 reads them (src/PostgREST/Auth/Jwt.hs, the messages of Error.hs, the
 * same since 13.0.7; docs/backend-protocol.md §11.2), or its 401 with the same code, message and details: the
 * token must have three parts and a header jose-jwt can parse, name a key the project has (the legacy HS secret,
 * or the ES256 signing key by `kid`), carry that key's signature, and pass the time checks with 30 s of skew.
 */
export async function restClaims(
  token: string,
  signingKey: SigningKey,
  nowSeconds = Date.now() / 1000,
): Promise<{ claims: Claims } | { refusal: ApiResponse }> {
  if (token === "") return decodeError("Empty JWT is sent in Authorization header");
  const parts = token.split(".");
  if (parts.length !== 3) return decodeError(`Expected 3 parts in JWT; got ${parts.length}`);
  const header = parseHeader(parts[0]);
  if (header === "bad-base64") return decodeError("JWT cryptographic operation failed");
  if (header === "unparsable") return decodeError("JWT couldn't be decoded");
  if (header.alg === "none")
    return decodeError("Wrong or unsupported encoding algorithm", "JWT is unsecured but expected 'alg' was not 'none'");
  const key = keyFor(header, signingKey);
  if (!key) return decodeError("No suitable key or wrong key type", "No suitable key was found to decode the JWT");
  let payload: Uint8Array;
  try {
    payload = (await compactVerify(token, key, { algorithms: [header.alg] })).payload;
  } catch {
    return decodeError("No suitable key or wrong key type", "None of the keys was able to decode the JWT");
  }
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    claims = null;
  }
  if (typeof claims !== "object" || claims === null || Array.isArray(claims)) return claimsError("Parsing claims failed");
  const refusal = timeOrAudienceRefusal(claims as Claims, nowSeconds);
  return refusal ? claimsError(refusal) : { claims: claims as Claims };
}

type Header = { alg: string; kid?: string };

/** jose-jwt's header parse: base64url, then a JSON object with a string `alg` it knows (`none` included). */
function parseHeader(segment: string): Header | "bad-base64" | "unparsable" {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) return "bad-base64";
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    return "unparsable";
  }
  if (typeof header !== "object" || header === null || Array.isArray(header)) return "unparsable";
  const { alg, kid } = header as Record<string, unknown>;
  if (typeof alg !== "string" || !/^(none|HS(256|384|512)|RS(256|384|512)|ES(256|384|512)|PS(256|384|512)|EdDSA)$/.test(alg)) {
    return "unparsable";
  }
  if (kid !== undefined && typeof kid !== "string") return "unparsable";
  return { alg, kid };
}

/** A key of the project that can check this header: by `kid` when the token names one, and by algorithm family. */
function keyFor({ alg, kid }: Header, signingKey: SigningKey): CryptoKey | Uint8Array | null {
  if (/^HS/.test(alg)) return kid === undefined ? SECRET : null;
  if (alg === "ES256" && (kid === undefined || kid === signingKey.kid)) return signingKey.publicKey;
  return null;
}

/** PostgREST's claim checks, in its order (the first failure is the answer). */
function timeOrAudienceRefusal(claims: Claims, now: number): string | null {
  const time = (name: string, late: (value: number) => boolean, message: string) => {
    const value = claims[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== "number") return `The JWT '${name}' claim must be a number`;
    // Haskell's toBoundedInteger: a number with a fraction counts as 0 (so such an `exp` has expired).
    return late(Number.isInteger(value) ? value : 0) ? message : null;
  };
  const aud = claims.aud;
  const audOk =
    aud === undefined || aud === null || typeof aud === "string" || (Array.isArray(aud) && aud.every((a) => typeof a === "string"));
  return (
    time("exp", (exp) => now - ALLOWED_SKEW_SECONDS > exp, "JWT expired") ??
    time("nbf", (nbf) => now + ALLOWED_SKEW_SECONDS < nbf, "JWT not yet valid") ??
    time("iat", (iat) => now + ALLOWED_SKEW_SECONDS < iat, "JWT issued at future") ??
    (audOk ? null : "The JWT 'aud' claim must be a string or an array of strings")
  );
}

const invalidToken = (message: string) => ({
  "WWW-Authenticate": `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
});

function decodeError(message: string, details: string | null = null): { refusal: ApiResponse } {
  return { refusal: restError(401, "PGRST301", message, details, null, invalidToken(message)) };
}

function claimsError(message: string): { refusal: ApiResponse } {
  return { refusal: restError(401, "PGRST303", message, null, null, invalidToken(message)) };
}
