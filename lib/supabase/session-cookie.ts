import { siteUrl } from "../seo/site";
import { supabaseUrl } from "./env";

/**
 * supabase-js's storage key for this project, `sb-<first label of the API host>-auth-token`. It names the
 * session cookie (chunked as `.0`, `.1`, … when long) and the BroadcastChannel on which auth-js tells the
 * other tabs about a sign-in or sign-out. Both clients are given it explicitly, so the name is the site's.
 */
export const SESSION_COOKIE_NAME = `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;

/**
 * Set for a minute by the Logout route (app/[locale]/logout/route.ts) beside the deleted session: the page the team
 * lands on tells the other tabs, as auth-js does when the browser itself signs out (lib/supabase/session.ts). Not an
 * `sb-…-auth-token` name, so nothing takes it for a session.
 */
export const SIGNED_OUT_COOKIE = "pbc-signed-out";

export type SessionCookieOptions = { name: string; secure: boolean };

/**
 * How the browser client and the proxy write the session cookie. The site URL's scheme decides `Secure`: on
 * https the cookie never travels over plain http; on an http site (local development) it must not be set,
 * or the browser would refuse the cookie and no one could sign in.
 */
export function sessionCookieOptions(site: string): SessionCookieOptions {
  return { name: SESSION_COOKIE_NAME, secure: new URL(site).protocol === "https:" };
}

/** The options for this build's site URL (NEXT_PUBLIC_SITE_URL). */
export const cookieOptions = sessionCookieOptions(siteUrl);

/** Supabase's auth cookies: `sb-<ref>-auth-token`, its chunks (`.0`, `.1`, …) and the PKCE verifier beside it. */
export function isSessionCookie(name: string): boolean {
  return name.startsWith("sb-") && name.includes("-auth-token");
}

/** Whether a session can exist: without such a cookie, nothing needs supabase-js or the backend. */
export function hasSessionCookie(cookieNames: Iterable<string>): boolean {
  for (const name of cookieNames) if (isSessionCookie(name)) return true;
  return false;
}

/** The names of the cookies this page can read. */
export const browserCookieNames = (): string[] => document.cookie.split(";").map((cookie) => cookie.split("=")[0].trim());

/** The same test on the cookies this page can read. */
export function browserHasSessionCookie(): boolean {
  return hasSessionCookie(browserCookieNames());
}
