import { localePrefix, routing, type Locale } from "./routing";

/**
 * The URL forms next-intl's middleware would handle, as next.config.ts redirects and rewrites: public pages
 * are served without running proxy.ts. Derived from i18n/routing.ts.
 */
const locales = routing.locales as readonly Locale[];
const prefixed = locales.filter((l) => l !== routing.defaultLocale && localePrefix[l] !== `/${l}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `/en/…` goes to the unprefixed page; `/es/…` to the `/esp/…` visitors see. */
export function localeRedirects() {
  return [
    { source: `/${routing.defaultLocale}`, destination: "/", permanent: true },
    { source: `/${routing.defaultLocale}/:path*`, destination: "/:path*", permanent: true },
    ...prefixed.flatMap((l) => [
      { source: `/${l}`, destination: localePrefix[l], permanent: true },
      { source: `/${l}/:path*`, destination: `${localePrefix[l]}/:path*`, permanent: true },
    ]),
  ];
}

/** `/terms%26conditions` (an encoded "&") to the terms page of its language. */
export function termsAddressRedirects() {
  const prefixes = locales.map((l) => localePrefix[l]);
  return prefixes.map((prefix) => ({ source: `${prefix}/terms%26conditions`, destination: `${prefix}/terms&conditions`, permanent: true }));
}

/** `/esp/…` is served by the `es` route; unprefixed paths by the default language's. */
export function localeRewrites() {
  const firstSegments = [...new Set(locales.flatMap((l) => [l, localePrefix[l].slice(1)]).filter(Boolean))];
  const notLocalized = firstSegments.map((segment) => `${escape(segment)}(?:/|$)`).join("|");
  return [
    ...prefixed.flatMap((l) => [
      { source: localePrefix[l], destination: `/${l}` },
      { source: `${localePrefix[l]}/:path*`, destination: `/${l}/:path*` },
    ]),
    { source: "/", destination: `/${routing.defaultLocale}` },
    // The default language lives at unprefixed paths; files (anything with a dot) and framework paths pass.
    { source: `/:path((?!${notLocalized}|_next/|api/|.*\\.).+)`, destination: `/${routing.defaultLocale}/:path` },
  ];
}
