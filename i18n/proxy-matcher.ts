import { SUSPECT_ESCAPE, teamPages } from "../lib/auth/routes";
import { localePrefix, routing, type Locale } from "./routing";

/**
 * proxy.ts's `config.matcher`, written from i18n/routing.ts and lib/auth/routes.ts. Next reads a proxy matcher
 * statically at build time, so it must be a literal in proxy.ts and cannot import these lists: the literal
 * between the two marker lines is generated instead (`npm run proxy-matcher`, scripts/build/write-proxy-matcher.ts),
 * and `next build` / `next dev` refuse a stale copy (next.config.ts, docs/decisions.md D28).
 */
export const MATCHER_BEGIN = "  // BEGIN generated matcher: `npm run proxy-matcher` writes it from i18n/routing.ts and lib/auth/routes.ts.";
export const MATCHER_END = "  // END generated matcher.";

export type MatcherInput = {
  locales: readonly string[];
  defaultLocale: string;
  /** The URL prefix of each locale: "" for the default, `/<code>` for the others. */
  prefixes: Readonly<Record<string, string>>;
  teamPages: readonly string[];
  cookie: string;
};

const current: MatcherInput = {
  locales: routing.locales as readonly Locale[],
  defaultLocale: routing.defaultLocale,
  prefixes: localePrefix,
  teamPages,
  cookie: "NEXT_LOCALE",
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const literal = (text: string) => JSON.stringify(text);

/** The generated lines, from MATCHER_BEGIN to MATCHER_END inclusive, formatted as Prettier leaves them. */
export function matcherBlock(input: MatcherInput = current): string {
  const others = input.locales.filter((l) => l !== input.defaultLocale);
  const names = others.join(" or ");
  const teamPaths = input.locales.flatMap((l) => input.teamPages.map((page) => `${input.prefixes[l]}${page}/:path*`));
  const prefixed = others.map((l) => `${escapeRegExp(input.prefixes[l].slice(1))}(?:/|$)`).join("|");
  // `/live` is the same document in every language (docs/decisions.md D93): a page of /pt or /esp polls it with the
  // visitor's NEXT_LOCALE cookie or Accept-Language, and a redirect to a /pt/live that does not exist would cut it off.
  const unprefixed = `/((?!api|_next|_vercel|live$|${prefixed}|.*\\..*).*)`;
  const ids = others.map(escapeRegExp);
  // Next matches a `has` value against the whole header, case-sensitively: both cases of each tag.
  const acceptLanguage = `.*(${[...ids, ...ids.map((l) => l.toUpperCase())].join("|")}).*`;
  return [
    MATCHER_BEGIN,
    "  matcher: [",
    "    // Team pages: session refresh and the /dashboard and /auth guards, in every language.",
    ...teamPaths.map((path) => `    ${literal(path)},`),
    "    // `?lng=` switches language on any page.",
    `    { source: ${literal("/((?!api|_next|_vercel|.*\\..*).*)")}, has: [{ type: "query", key: "lng" }] },`,
    `    // Unprefixed (${input.defaultLocale}) paths for a visitor whose remembered language is ${names}: send them there.`,
    "    {",
    `      source: ${literal(unprefixed)},`,
    `      has: [{ type: "cookie", key: ${literal(input.cookie)}, value: ${literal(others.map(escapeRegExp).join("|"))} }],`,
    "    },",
    `    // First visit (no remembered language) from a browser that asks for ${names}.`,
    "    {",
    `      source: ${literal(unprefixed)},`,
    `      missing: [{ type: "cookie", key: ${literal(input.cookie)} }],`,
    `      has: [{ type: "header", key: "accept-language", value: ${literal(acceptLanguage)} }],`,
    "    },",
    "    // An escape that may not decode (a stray %, a byte above ASCII): 400 when it does not.",
    `    ${literal(`/:path(.*(?:${SUSPECT_ESCAPE}).*)`)},`,
    "    // Next's image optimiser (its fixed `images.path`): only the exact address of a real picture gets through.",
    '    "/_next/image",',
    "  ],",
    MATCHER_END,
  ].join("\n");
}

/** `proxySource` with the lines between the markers replaced by `block`; throws when the markers are missing. */
export function withMatcher(proxySource: string, block: string = matcherBlock()): string {
  const begin = proxySource.indexOf(MATCHER_BEGIN);
  const end = proxySource.indexOf(MATCHER_END, begin);
  if (begin < 0 || end < 0) throw new Error(`proxy.ts lacks the generated matcher's marker lines:\n${MATCHER_BEGIN}\n${MATCHER_END}`);
  return proxySource.slice(0, begin) + block + proxySource.slice(end + MATCHER_END.length);
}
