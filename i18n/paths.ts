import { isLocale, localePrefix as prefixes, publicLocaleCode, routing, type Locale } from "./routing";

/** `/auth` in Spanish is `/esp/auth`; English keeps the spec's unprefixed paths. Hashes and queries pass through. */
export function localizedPath(locale: Locale, href: string): string {
  if (!href.startsWith("/")) return href;
  const prefix = prefixes[locale];
  if (!prefix) return href;
  // The home page of a prefixed locale is `/pt`, not `/pt/` (which would cost a trailing-slash redirect).
  if (href === "/" || href.startsWith("/#") || href.startsWith("/?")) return prefix + href.slice(1);
  return prefix + href;
}

/** The path without its locale prefix, e.g. `/esp/auth` → `/auth`, `/pt` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  for (const locale of routing.locales) {
    const prefix = prefixes[locale];
    if (!prefix) continue;
    if (pathname === prefix) return "/";
    if (pathname.startsWith(prefix + "/")) return pathname.slice(prefix.length);
  }
  return pathname || "/";
}

export function localeFromPath(pathname: string): Locale {
  for (const locale of routing.locales) {
    const prefix = prefixes[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(prefix + "/"))) return locale;
  }
  return routing.defaultLocale;
}

/**
 * The page's path without its language, from a pathname in its public form (`/esp/auth`) or in the internal
 * one the rewrites serve (`/es/auth`, `/en/auth`): `usePathname()` gives the second while a page is prerendered
 * and may give the first in the browser, and both must name the same page.
 */
export function routeOf(pathname: string): string {
  const [, first = "", ...rest] = pathname.split("/");
  const isLanguage = isLocale(first) || Object.values(publicLocaleCode).includes(first);
  return isLanguage ? `/${rest.join("/")}` : pathname || "/";
}
