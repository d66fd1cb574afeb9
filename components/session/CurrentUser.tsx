"use client";

import type { User } from "@supabase/supabase-js";
import { createContext, useContext, useEffect, useState } from "react";

type CurrentUser = {
  /** The signed-in user; null when signed out and until the session has been read. */
  user: User | null;
};

const CurrentUserContext = createContext<CurrentUser>({ user: null });

function hasSessionCookie(): boolean {
  return document.cookie.split(";").some((c) => /^\s*sb-.+-auth-token/.test(c));
}

/**
 * SPEC §3/§4 "Current user": read from the session on load, updated on every auth change, listener removed
 * on unmount. Visitors without a session cookie never download the Supabase client: it is imported lazily,
 * only when a session can exist, which keeps the public pages light.
 */
export function CurrentUserProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<User | null>(null);

  useEffect(() => {
    if (!hasSessionCookie()) return;
    let unsubscribe: (() => void) | undefined;
    let active = true;
    import("@/lib/supabase/client").then(({ createClient }) => {
      if (!active) return;
      const supabase = createClient();
      supabase.auth.getSession().then(({ data }) => active && setUser(data.session?.user ?? null));
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if (event === "SIGNED_OUT") setUser(null);
        else if (session?.user) setUser(session.user);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    }, () => active && setUser(null));
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  return <CurrentUserContext.Provider value={{ user }}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): User | null {
  return useContext(CurrentUserContext).user;
}
