import { createServerClient } from "@supabase/ssr";
import { isAuthError, isAuthRetryableFetchError } from "@supabase/supabase-js";
import type { NextRequest } from "next/server";
import { isOrganiser } from "../auth/roles";
import { supabaseKey, supabaseUrl } from "./env";
import { liveSession } from "./live-session";
import { clientAddress, refreshAttempts } from "./refresh-limit";
import { checkSignature, isWellFormedRefreshToken, needsRefresh, sessionIdOf, storedSession } from "./session-check";
import { cookieOptions, hasSessionCookie as hasSessionCookieNamed } from "./session-cookie";

type CookieToSet = { name: string; value: string; options: Record<string, unknown> };

/**
 * auth-js retries a failed token refresh with backoff for up to 30 s, which would hold every request of a
 * visitor with an expired cookie for 30 s while the backend is down. Past this deadline the session counts
 * as unavailable, and the client's remaining requests are aborted so a late refresh cannot rotate the
 * refresh token behind the browser's back.
 */
const SESSION_CHECK_TIMEOUT_MS = 5_000;

export type SessionRefresh = {
  /** Whether the request carries a valid session (verified signature and expiry, not just a cookie). */
  signedIn: boolean;
  /** Whether the verified token carries the organiser role (lib/auth/roles.ts): the desk's guard. */
  organiser: boolean;
  /**
   * The backend could not be reached (network failure or a 5xx) or refused to answer (429) while checking
   * the session: the visitor is not known to be signed in, but the session was not found invalid either,
   * so it is kept.
   */
  unavailable: boolean;
  /** Cookies the refresh wrote; they must reach the browser on whatever response the proxy returns. */
  cookies: CookieToSet[];
  /** Supabase's no-store headers, present whenever auth cookies are written. */
  headers: Record<string, string>;
};

function isRateLimited(error: unknown): boolean {
  return isAuthError(error) && error.status === 429;
}

/** Whether the request carries a Supabase auth cookie (lib/supabase/session-cookie.ts). */
export function hasSessionCookie(request: NextRequest): boolean {
  return hasSessionCookieNamed(request.cookies.getAll().map((cookie) => cookie.name));
}

/** Deletes every chunk of the session cookie the request carries (as @supabase/ssr deletes them). */
function deletions(request: NextRequest): CookieToSet[] {
  const name = cookieOptions.name;
  return request.cookies
    .getAll()
    .filter((cookie) => cookie.name === name || cookie.name.startsWith(`${name}.`))
    .map((cookie) => ({
      name: cookie.name,
      value: "",
      options: { path: "/", sameSite: "lax", httpOnly: false, secure: cookieOptions.secure, maxAge: 0 },
    }));
}

/**
 * Before auth-js may call Supabase for this cookie: a session whose access token the project did not sign, or
 * whose refresh token GoTrue could never have issued, is dropped without a call; a refresh over this client's
 * budget (lib/supabase/refresh-limit.ts) is not attempted, and the session is kept (docs/decisions.md D34).
 * Null when the cookie may go on to auth-js (or holds no session, which auth-js reads without a call).
 */
async function refusedBeforeAnyCall(request: NextRequest): Promise<SessionRefresh | null> {
  const session = await storedSession((name) => request.cookies.get(name)?.value, cookieOptions.name);
  if (!session) return null;
  const signature = await checkSignature(session.accessToken);
  if (signature === "unknown") return { signedIn: false, organiser: false, unavailable: true, cookies: [], headers: {} };
  const forged = signature === "refused" || !(await isWellFormedRefreshToken(session.refreshToken, sessionIdOf(session.accessToken)));
  if (forged) return { signedIn: false, organiser: false, unavailable: false, cookies: deletions(request), headers: {} };
  if (needsRefresh(session) && !refreshAttempts.take(clientAddress(request))) {
    return { signedIn: false, organiser: false, unavailable: true, cookies: [], headers: {} };
  }
  return null;
}

/**
 * Refreshes the session cookie when it is near expiry and verifies it. Refreshed cookies are also written
 * onto the request so the page rendered for this same request sees the new session.
 * A malformed, tampered or expired cookie simply means "signed out": errors never escape.
 *
 * With `confirmOrganiser` (the desk's paths), a token that carries the organiser role is also checked with the
 * auth server, because a verified token outlives its session by up to its hour (docs/decisions.md D63): a session
 * that has ended is signed out here (its cookies deleted, so the desk sends the visitor to sign in), and an
 * account that lost the role is a team's. When the auth server cannot answer, the request goes on as the token
 * says and the desk's own guard (lib/desk/access.ts), which asks again, keeps the desk closed.
 */
export async function refreshSession(request: NextRequest, { confirmOrganiser = false } = {}): Promise<SessionRefresh> {
  const refused = await refusedBeforeAnyCall(request);
  if (refused) return refused;
  const result: SessionRefresh = { signedIn: false, organiser: false, unavailable: false, cookies: [], headers: {} };
  const deadline = new AbortController();
  const timedOut = new Promise<"timeout">((resolve) => deadline.signal.addEventListener("abort", () => resolve("timeout")));
  const timer = setTimeout(() => deadline.abort(), SESSION_CHECK_TIMEOUT_MS);
  const supabase = createServerClient(supabaseUrl, supabaseKey, {
    cookieOptions,
    global: {
      fetch: (input, init) =>
        fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal }),
    },
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        cookiesToSet.forEach(({ name, value }) => request.cookies.set(name, value));
        result.cookies.push(...(cookiesToSet as CookieToSet[]));
        Object.assign(result.headers, headers);
      },
    },
  });
  try {
    // Do not run code between creating the client and getClaims(): it is what refreshes the session.
    const outcome = await Promise.race([supabase.auth.getClaims(), timedOut]);
    if (outcome === "timeout") {
      result.unavailable = true;
    } else {
      result.signedIn = !outcome.error && !!outcome.data?.claims?.sub;
      result.organiser = result.signedIn && isOrganiser(outcome.data?.claims);
      const rateLimited = isRateLimited(outcome.error);
      result.unavailable = isAuthRetryableFetchError(outcome.error) || rateLimited;
      // Hosted Supabase limits token requests per address, and every refresh comes from this host's one
      // address: a 429 says nothing about the session, but auth-js drops the session on it as on an invalid
      // refresh token. Its cookie deletions are not sent, so the team stays signed in (docs/decisions.md D30).
      // A refresh that did write a new session is always sent: its old refresh token is spent.
      if (rateLimited && result.cookies.every(({ value }) => value === "")) {
        result.cookies = [];
        result.headers = {};
      }
      if (confirmOrganiser && result.organiser) {
        const live = await Promise.race([liveSession(supabase), timedOut]);
        if (live !== "timeout" && live.state === "ended") {
          Object.assign(result, { signedIn: false, organiser: false, cookies: deletions(request), headers: {} });
        } else if (live !== "timeout" && live.state === "live") {
          result.organiser = isOrganiser({ app_metadata: live.user.app_metadata });
        }
      }
    }
  } catch {
    result.signedIn = false;
  } finally {
    clearTimeout(timer);
  }
  return result;
}
