/** Supabase's auth cookies: `sb-<ref>-auth-token`, its chunks (`.0`, `.1`, …) and the PKCE verifier beside it. */
export function isSessionCookie(name: string): boolean {
  return name.startsWith("sb-") && name.includes("-auth-token");
}

/** Whether a session can exist: without such a cookie, nothing needs supabase-js or the backend. */
export function hasSessionCookie(cookieNames: Iterable<string>): boolean {
  for (const name of cookieNames) if (isSessionCookie(name)) return true;
  return false;
}

/** The same test on the cookies this page can read. */
export function browserHasSessionCookie(): boolean {
  return hasSessionCookie(document.cookie.split(";").map((cookie) => cookie.split("=")[0].trim()));
}
