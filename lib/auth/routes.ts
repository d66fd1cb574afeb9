import { stripLocalePrefix } from "@/lib/i18n/paths";

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

/** Pages only a signed-in team may see (paths without the locale prefix). */
export function isProtectedPath(pathname: string): boolean {
  const path = stripLocalePrefix(pathname);
  return path === "/dashboard" || path.startsWith("/dashboard/");
}

/** Pages a signed-in team skips (docs/product.md §2: /auth sends a logged-in user to /dashboard). */
export function isGuestOnlyPath(pathname: string): boolean {
  return stripLocalePrefix(pathname) === "/auth";
}
