import { createServerClient } from "@supabase/ssr";
import type { NextRequest } from "next/server";
import { supabaseKey, supabaseUrl } from "./env";
import { serverClientOptions } from "./server-options";

type CookieToSet = { name: string; value: string; options: Record<string, unknown> };

export type SessionRefresh = {
  /** Whether the request carries a valid session (verified signature and expiry, not just a cookie). */
  signedIn: boolean;
  /** Cookies the refresh wrote; they must reach the browser on whatever response the proxy returns. */
  cookies: CookieToSet[];
  /** Supabase's no-store headers, present whenever auth cookies are written. */
  headers: Record<string, string>;
};

/** Supabase's auth cookies are `sb-<ref>-auth-token` (possibly chunked as `.0`, `.1`, …). */
export function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some((c) => c.name.startsWith("sb-") && c.name.includes("-auth-token"));
}

/**
 * Refreshes the session cookie when it is near expiry and verifies it. Refreshed cookies are also written
 * onto the request so the page rendered for this same request sees the new session.
 * A malformed, tampered or expired cookie simply means "signed out": errors never escape.
 */
export async function refreshSession(request: NextRequest): Promise<SessionRefresh> {
  const result: SessionRefresh = { signedIn: false, cookies: [], headers: {} };
  const supabase = createServerClient(supabaseUrl, supabaseKey, {
    ...serverClientOptions,
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
    const { data, error } = await supabase.auth.getClaims();
    result.signedIn = !error && !!data?.claims?.sub;
  } catch {
    result.signedIn = false;
  }
  return result;
}
