import { createHash, randomBytes, randomInt } from "node:crypto";

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";

/** GoTrue's legacy refresh-token format: 12 lowercase alphanumerics (what `^[a-z0-9]{12}$` accepts). */
export function newRefreshToken(): string {
  const bytes = randomBytes(12);
  let out = "";
  for (const byte of bytes) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return out;
}

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** GoTrue's TokenHash: lowercase hex SHA-224 of email + OTP (docs/backend-protocol.md §5.5). */
export function tokenHash(email: string, otp: string): string {
  return createHash("sha224")
    .update(email + otp)
    .digest("hex");
}

export function newAuthCode(): string {
  return randomBytes(16).toString("hex");
}

/** PKCE S256: unpadded base64url SHA-256 of the verifier. */
export function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}
