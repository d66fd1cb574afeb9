import { isAuthApiError, isAuthSessionMissingError, type SupabaseClient, type User } from "@supabase/supabase-js";

/** What the auth server says of the session a request's access token names. */
export type LiveSession = { state: "live"; user: User } | { state: "ended" } | { state: "unknown" };

/**
 * Asks the auth server (`GET /auth/v1/user`) whether the session behind the client's access token still lives.
 * A token verified locally cannot tell: it stays validly signed for its hour after a sign-out, a sign-out on
 * another device or an ended session (docs/decisions.md D63). The answer also carries the account as it is now
 * (its `app_metadata`, where a revoked role is already gone). One request to the auth server per call.
 */
export async function liveSession(supabase: SupabaseClient): Promise<LiveSession> {
  const { data, error } = await supabase.auth.getUser();
  if (!error && data.user) return { state: "live", user: data.user };
  // GoTrue's "no such session" (auth-js raises it for session_not_found, or when no session is stored), or a token
  // or account it refuses.
  if (isAuthSessionMissingError(error) || (isAuthApiError(error) && [401, 403, 404].includes(error.status))) return { state: "ended" };
  // Unreachable, a 5xx, rate-limited: nothing is known about the session.
  return { state: "unknown" };
}
