import "server-only";
import { createServerClient } from "@supabase/ssr";
import type { NextRequest } from "next/server";
import { supabaseKey, supabaseUrl } from "./env";
import { refreshSession } from "./proxy";
import { fetchWithTimeout } from "./request-timeout";
import { cookieOptions, isSessionCookie } from "./session-cookie";

/** The session cookies the request carries (every chunk, and the PKCE verifier beside them): what Logout deletes. */
export function sessionCookiesOf(request: NextRequest): string[] {
  return request.cookies
    .getAll()
    .map((cookie) => cookie.name)
    .filter(isSessionCookie);
}

/**
 * Revokes the request's session on the backend, every session of the account as the browser's `signOut()` did,
 * for the Logout route (app/[locale]/logout/route.ts), which has already deleted the cookies on its answer. The
 * session goes through the proxy's checks first (`refreshSession`, docs/decisions.md D34): a forged cookie costs no
 * call to Supabase, and an expired access token is refreshed within the client's budget, since only a valid one can
 * revoke. Never throws: a backend that cannot be reached keeps the session until its refresh token expires.
 */
export async function revokeSession(request: NextRequest): Promise<void> {
  const session = await refreshSession(request);
  if (!session.signedIn) return;
  // refreshSession wrote a refreshed session onto request.cookies: this client revokes with it.
  const supabase = createServerClient(supabaseUrl, supabaseKey, {
    cookieOptions,
    global: { fetch: fetchWithTimeout },
    cookies: { getAll: () => request.cookies.getAll(), setAll: () => undefined },
  });
  await supabase.auth.signOut().catch(() => undefined);
}
