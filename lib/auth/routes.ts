// Relative, not `@/`: next.config.ts loads this file (through i18n/proxy-matcher.ts) and its loader ignores tsconfig paths.
import { stripLocalePrefix } from "../../i18n/paths";

/**
 * A percent-encoded letter, digit or `-._~` is that character itself (RFC 3986 §6.2.2.2), and Next's router
 * decodes it before it picks a page: `/%64ashboard` and `/pt/d%61shboard` are the portal. This is the path
 * with those escapes decoded, the spelling every check here expects. Other escapes (`%2F`, `%3F`, `%25`, …)
 * carry meaning and stay as written, so the result never gains a `/`, `?`, `#` or `%` the request lacked.
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(char) ? char : escape;
  });
}

/**
 * An escape that may not decode: `%` without two hex digits after it (`/%`, `/%zz`), or a byte above ASCII, which
 * must form valid UTF-8 (`%FF` and `%C3%28` do not). proxy.ts's matcher runs on paths with one
 * (i18n/proxy-matcher.ts); escapes of ASCII characters always decode.
 */
export const SUSPECT_ESCAPE = "%(?![0-9A-Fa-f]{2})|%[89A-Fa-f][0-9A-Fa-f]";

const decodes = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * Whether `pathname` cannot be decoded, or leaves, decoded once, an escape that cannot (`/%25`, which Next matches
 * as `/%` and next-intl decodes again). Next answers such an address with a bare `500 text/plain` without the
 * security headers (its router fails to decode the page's parameters); proxy.ts answers 400 instead.
 */
export function isMalformed(pathname: string): boolean {
  const once = decodes(pathname);
  return once === null || decodes(once) === null;
}

/** The organisers' desk: only an organiser may see it (lib/auth/roles.ts); a signed-in team gets a 404. */
export const organiserPages = ["/desk"] as const;

/** Pages only a signed-in user may see (paths without the locale prefix, with their subpaths). */
export const protectedPages = ["/dashboard", ...organiserPages] as const;

/** Pages a signed-in team skips (docs/product.md §2: /auth sends a logged-in user to /dashboard). */
export const guestOnlyPages = ["/auth"] as const;

/**
 * Every page proxy.ts must run on, in every language: the guarded ones and /reset, whose session the proxy
 * refreshes. proxy.ts's literal matcher is generated from this list (i18n/proxy-matcher.ts).
 */
export const teamPages = [...protectedPages, ...guestOnlyPages, "/reset"] as const;

const under = (pages: readonly string[], pathname: string): boolean => {
  const path = stripLocalePrefix(pathname);
  return pages.some((page) => path === page || path.startsWith(`${page}/`));
};

export function isProtectedPath(pathname: string): boolean {
  return under(protectedPages, pathname);
}

/** A desk page, in any language: only an organiser gets past the proxy. */
export function isOrganiserPath(pathname: string): boolean {
  return under(organiserPages, pathname);
}

/** Any team page, in any language: the proxy's work there depends on the visitor (session, guards, language). */
export function isTeamPath(pathname: string): boolean {
  return under(teamPages, pathname);
}

export function isGuestOnlyPath(pathname: string): boolean {
  const path = stripLocalePrefix(pathname);
  return guestOnlyPages.some((page) => path === page);
}
