/**
 * Every way to spell a page's address that is not its canonical form: the language prefix and the page in other
 * letter cases (all upper, title, mixed) and with a letter percent-encoded. Generated from the lists the site
 * routes by (i18n/routing.ts, lib/auth/routes.ts, lib/seo/pages.ts), so a private page or a language added there
 * is covered here without editing a test. Shared by the guard's unit test and the raw-HTTP e2e spec, which run
 * the same list (tests/unit/guard-spellings.test.ts, e2e/guard-case-spellings.spec.ts).
 */
import { localePrefix, routing, type Locale } from "../../i18n/routing";
import { protectedPages, teamPages } from "../../lib/auth/routes";
import { publicPages } from "../../lib/seo/pages";

export type PageKind = "protected" | "team" | "public";

export type Spelling = {
  /** The path as it goes on the wire. */
  path: string;
  /** The page's canonical address in this language (`/esp/dashboard`, `/pt`, `/`). */
  canonical: string;
  locale: Locale;
  kind: PageKind;
  /** Whether the letters differ in case from the canonical address (percent-escapes decoded first). */
  recased: boolean;
  /** Whether a letter is written as a percent-escape. */
  encoded: boolean;
};

/** The letter cases tried for a word: as written, all upper, title, and two alternating mixes. */
export function casings(word: string): string[] {
  const letters = [...word];
  const alternate = (offset: number) =>
    letters.map((char, i) => ((i + offset) % 2 === 0 ? char.toLowerCase() : char.toUpperCase())).join("");
  const title = word.replace(/[a-z]/, (char) => char.toUpperCase());
  return [...new Set([word, word.toUpperCase(), title, alternate(0), alternate(1)])];
}

const escape = (char: string, upperHex: boolean) => {
  const hex = char.charCodeAt(0).toString(16);
  return `%${upperHex ? hex.toUpperCase() : hex}`;
};

/** The path as written, with its first letter escaped in lower-case hex, and with its last letter in upper-case hex. */
export function encodings(path: string): string[] {
  const first = path.search(/[A-Za-z]/);
  if (first < 0) return [path];
  const last =
    path.length -
    1 -
    [...path]
      .reverse()
      .join("")
      .search(/[A-Za-z]/);
  const at = (index: number, upperHex: boolean) => path.slice(0, index) + escape(path[index], upperHex) + path.slice(index + 1);
  return [...new Set([path, at(first, false), at(last, true)])];
}

function pageKind(page: string): PageKind {
  if ((protectedPages as readonly string[]).includes(page)) return "protected";
  return (teamPages as readonly string[]).includes(page) ? "team" : "public";
}

/** Every page the site serves, without its language prefix: team pages first. */
export const sitePages: readonly string[] = [...new Set([...teamPages, ...publicPages])];

/**
 * Every non-canonical spelling of `pages` in every language. `encode` adds the percent-escaped forms (each
 * casing with its first or last letter escaped); without it, only the casings.
 */
export function spellings(pages: readonly string[] = sitePages, { encode = true } = {}): Spelling[] {
  const out: Spelling[] = [];
  for (const locale of routing.locales as readonly Locale[]) {
    const prefix = localePrefix[locale];
    for (const page of pages) {
      const canonical = prefix && page === "/" ? prefix : prefix + page;
      const suffix = canonical.slice(prefix.length);
      for (const prefixCase of prefix ? casings(prefix) : [""]) {
        for (const pageCase of casings(suffix)) {
          const written = prefixCase + pageCase || "/";
          for (const path of encode ? encodings(written) : [written]) {
            if (path === canonical) continue;
            out.push({ path, canonical, locale, kind: pageKind(page), recased: written !== canonical, encoded: path !== written });
          }
        }
      }
    }
  }
  return out;
}
