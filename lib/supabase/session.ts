import type { Session } from "@supabase/supabase-js";
import { loadClient, onClientLoaded, type BrowserClient } from "./lazy-client";
import { SESSION_COOKIE_NAME, browserHasSessionCookie } from "./session-cookie";

export type SessionUser = { id: string; email: string | null };

const userOf = (session: Session | null): SessionUser | null =>
  session ? { id: session.user.id, email: session.user.email ?? null } : null;

/**
 * Calls `onChange` with the signed-in user as read from the session on load, then on every auth change:
 * a sign-in or sign-out made on this page (a form, a reset link) or in another tab. Returns the function that
 * stops watching.
 *
 * supabase-js is downloaded only when a session can exist: at once when the page has a session cookie, or
 * when this page loads it for a form, or when another tab signs in. auth-js announces every auth event to
 * the other tabs on a BroadcastChannel named after its storage key (SESSION_COOKIE_NAME), and a loaded
 * client listens there by itself; until then this page listens on that channel in its place.
 */
export function watchSessionUser(onChange: (user: SessionUser | null) => void): () => void {
  let active = true;
  let unsubscribe: (() => void) | undefined;
  const otherTabs = typeof BroadcastChannel === "function" ? new BroadcastChannel(SESSION_COOKIE_NAME) : null;

  const follow = (supabase: BrowserClient) => {
    if (!active || unsubscribe) return;
    otherTabs?.close();
    // The first event is INITIAL_SESSION, the session read from the cookie (null when there is none).
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (!active) return;
      if (event === "SIGNED_OUT" || event === "INITIAL_SESSION") onChange(userOf(session));
      else if (session) onChange(userOf(session));
    });
    unsubscribe = () => data.subscription.unsubscribe();
  };

  const stopWaiting = onClientLoaded(follow);
  const load = () => loadClient().catch(() => active && onChange(null));
  if (browserHasSessionCookie()) void load();
  otherTabs?.addEventListener("message", () => {
    if (browserHasSessionCookie()) void load();
  });

  return () => {
    active = false;
    stopWaiting();
    otherTabs?.close();
    unsubscribe?.();
  };
}
