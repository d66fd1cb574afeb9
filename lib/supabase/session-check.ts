import { combineChunks, stringFromBase64URL } from "@supabase/ssr";
import { compactVerify, createLocalJWKSet, decodeJwt, decodeProtectedHeader, type JSONWebKeySet } from "jose";
import { supabaseUrl } from "./env";

/**
 * What proxy.ts checks in a session cookie before it lets auth-js spend a token refresh on it: every refresh
 * reaches Supabase from the Next host's one address, which hosted Supabase allows 150 token requests per
 * 5 minutes, so a made-up cookie must be refused here, without a call (docs/decisions.md D34).
 */

/** auth-js refreshes a session whose access token has less than this left (its EXPIRY_MARGIN_MS). */
const REFRESH_MARGIN_MS = 90_000;
/** auth-js keeps the project's signing keys this long (its JWKS_TTL); so does this check. */
const KEYS_TTL_MS = 10 * 60_000;
/** A token signed by a key not in the cached set fetches the set again, at most this often. */
const UNKNOWN_KEY_REFETCH_MS = 30_000;
const KEYS_TIMEOUT_MS = 5_000;

export type StoredSession = { accessToken: string; refreshToken: string; expiresAt: number | null };

/**
 * The session @supabase/ssr stored in the `name` cookie (chunks joined, `base64-` decoded), or null when there is
 * none auth-js would use: then auth-js makes no call either.
 */
export async function storedSession(cookie: (name: string) => string | undefined, name: string): Promise<StoredSession | null> {
  try {
    const joined = await combineChunks(name, cookie);
    if (!joined) return null;
    const json: unknown = JSON.parse(joined.startsWith("base64-") ? stringFromBase64URL(joined.slice("base64-".length)) : joined);
    if (typeof json !== "object" || json === null || !("access_token" in json && "refresh_token" in json && "expires_at" in json))
      return null;
    const { access_token, refresh_token, expires_at } = json as Record<string, unknown>;
    return {
      accessToken: typeof access_token === "string" ? access_token : "",
      refreshToken: typeof refresh_token === "string" ? refresh_token : "",
      expiresAt: typeof expires_at === "number" ? expires_at : null,
    };
  } catch {
    return null;
  }
}

/** Whether auth-js will refresh this session before using it (and so call Supabase's token endpoint). */
export function needsRefresh(session: StoredSession, now = Date.now()): boolean {
  return session.expiresAt !== null && session.expiresAt * 1000 - now < REFRESH_MARGIN_MS;
}

let keys: { set: JSONWebKeySet; fetchedAt: number } | null = null;
/** One fetch at a time: requests that arrive meanwhile wait for it instead of sending their own. */
let fetching: Promise<JSONWebKeySet | null> | null = null;

function fetchKeys(): Promise<JSONWebKeySet | null> {
  fetching ??= fetchKeysOnce().finally(() => (fetching = null));
  return fetching;
}

async function fetchKeysOnce(): Promise<JSONWebKeySet | null> {
  try {
    const response = await fetch(`${supabaseUrl}/auth/v1/.well-known/jwks.json`, { signal: AbortSignal.timeout(KEYS_TIMEOUT_MS) });
    if (!response.ok) return null;
    const set = (await response.json()) as JSONWebKeySet;
    if (!Array.isArray(set.keys)) return null;
    keys = { set, fetchedAt: Date.now() };
    return set;
  } catch {
    return null;
  }
}

/** The project's signing keys (docs/backend-protocol.md §5.9), cached; fetched again for a key not seen yet. */
async function signingKeys(kid: string | undefined): Promise<JSONWebKeySet | null> {
  const age = keys ? Date.now() - keys.fetchedAt : Infinity;
  const known = keys?.set.keys.some((key) => key.kid === kid) ?? false;
  if (age < KEYS_TTL_MS && (known || age < UNKNOWN_KEY_REFETCH_MS)) return keys!.set;
  return (await fetchKeys()) ?? keys?.set ?? null;
}

/**
 * Whether the access token was signed by the project, expired or not: `verified`, `refused` (a bad signature,
 * a key the project does not publish, an HS256 token with no secret configured, not a JWT), or `unknown` when
 * the signing keys could not be fetched, which says nothing about the session.
 */
export async function checkSignature(token: string): Promise<"verified" | "refused" | "unknown"> {
  try {
    const { alg, kid } = decodeProtectedHeader(token);
    if (alg === "HS256") {
      // Legacy projects sign with the JWT secret; the proxy checks those only where it is configured (server-side).
      const secret = process.env.SUPABASE_JWT_SECRET;
      if (!secret) return "refused";
      await compactVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] });
      return "verified";
    }
    const set = await signingKeys(kid);
    if (!set) return "unknown";
    await compactVerify(token, createLocalJWKSet(set), { algorithms: ["ES256", "RS256"] });
    return "verified";
  } catch {
    return "refused";
  }
}

/**
 * Whether the cookies hold a session the project signed, expired or not, without a call to Supabase: what the
 * header shows a signed-in team's controls for on a page read without JavaScript (app/session/header.css). Keys that
 * cannot be fetched say nothing against the session, so it counts.
 */
export async function holdsSignedSession(cookie: (name: string) => string | undefined, name: string): Promise<boolean> {
  const session = await storedSession(cookie, name);
  return session !== null && (await checkSignature(session.accessToken)) !== "refused";
}

/** The session id a verified access token names (GoTrue's `session_id` claim). */
export function sessionIdOf(accessToken: string): string | null {
  const claim = decodeJwt(accessToken).session_id;
  return typeof claim === "string" ? claim : null;
}

/**
 * GoTrue's two refresh-token forms (internal/api/token_refresh.go): 12 lower-case letters and digits, or base64url
 * of version 0, the session's UUID, a varint counter, a 16-byte signature and the first 4 bytes of the SHA-256
 * of all that. Anything else GoTrue refuses without a lookup; a v2 token must also belong to this session.
 */
export async function isWellFormedRefreshToken(token: string, sessionId: string | null): Promise<boolean> {
  if (/^[a-z0-9]{12}$/.test(token)) return true;
  if (token.length <= 12 || !/^[A-Za-z0-9_-]+$/.test(token)) return false;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.toString("base64url") !== token || bytes.length < 38 || bytes.length > 46 || bytes[0] !== 0) return false;
  const body = bytes.subarray(0, bytes.length - 4);
  const checksum = new Uint8Array(await crypto.subtle.digest("SHA-256", body)).subarray(0, 4);
  if (!Buffer.from(checksum).equals(bytes.subarray(bytes.length - 4))) return false;
  let end = 17;
  while (end < body.length && body[end] >= 0x80) end++;
  if (end >= body.length || end - 17 >= 10 || body.length - (end + 1) !== 16) return false;
  const hex = body.subarray(1, 17).toString("hex");
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return uuid === sessionId;
}
