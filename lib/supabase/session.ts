import type { Session } from "@supabase/supabase-js";
import { loadClient } from "./lazy-client";
import { browserHasSessionCookie } from "./session-cookie";

export type SessionUser = { id: string; email: string | null };

const userOf = (session: Session | null): SessionUser | null =>
  session ? { id: session.user.id, email: session.user.email ?? null } : null;

/**
 * Calls `onChange` with the signed-in user as read from the session on load, then on every auth change.
 * Without a session cookie there is no session to read, and supabase-js is not downloaded.
 * Returns the function that stops watching.
 */
export function watchSessionUser(onChange: (user: SessionUser | null) => void): () => void {
  if (!browserHasSessionCookie()) return () => undefined;
  let active = true;
  let unsubscribe: (() => void) | undefined;
  loadClient().then(
    (supabase) => {
      if (!active) return;
      supabase.auth.getSession().then(({ data }) => active && onChange(userOf(data.session)));
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if (event === "SIGNED_OUT") onChange(null);
        else if (session) onChange(userOf(session));
      });
      unsubscribe = () => data.subscription.unsubscribe();
    },
    () => active && onChange(null),
  );
  return () => {
    active = false;
    unsubscribe?.();
  };
}
