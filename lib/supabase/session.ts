import type { Session } from "@supabase/supabase-js";
import { loadClient, onClientLoaded, type BrowserClient } from "./lazy-client";
import { SESSION_COOKIE_NAME, SIGNED_OUT_COOKIE, browserCookieNames, browserHasSessionCookie, cookieOptions } from "./session-cookie";

export type SessionUser = { id: string; email: string | null };

const userOf = (session: Session | null): SessionUser | null =>
  session ? { id: session.user.id, email: session.user.email ?? null } : null;

/**
 * The Logout form signs out on the server (app/[locale]/logout/route.ts), where auth-js cannot tell the other tabs as
 * it does when the browser signs out. The page the team lands on does it once, in auth-js's own message on its
 * channel: the other tabs' clients pass SIGNED_OUT to their subscribers, and their headers follow.
 */
function relayServerSignOut(): void {
  if (!browserCookieNames().includes(SIGNED_OUT_COOKIE)) return;
  document.cookie = `${SIGNED_OUT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${cookieOptions.secure ? "; Secure" : ""}`;
  if (typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel(SESSION_COOKIE_NAME);
  channel.postMessage({ event: "SIGNED_OUT", session: null });
  channel.close();
}

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
  relayServerSignOut();
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
