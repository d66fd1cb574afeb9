"use client";

import { createContext, useContext, useEffect, useState } from "react";
import { watchSessionUser, type SessionUser } from "@/lib/supabase/session";

type CurrentUser = {
  /** The signed-in user; null when signed out and until the session has been read. */
  user: SessionUser | null;
};

const CurrentUserContext = createContext<CurrentUser>({ user: null });

/**
 * docs/product.md §3/§4 "Current user": read from the session on load, updated on every auth change,
 * listener removed on unmount. Visitors without a session cookie never download the Supabase client
 * (lib/supabase/session.ts), which keeps the public pages light.
 */
export function CurrentUserProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => watchSessionUser(setUser), []);
  return <CurrentUserContext.Provider value={{ user }}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): SessionUser | null {
  return useContext(CurrentUserContext).user;
}
