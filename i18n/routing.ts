import { defineRouting } from "next-intl/routing";

/**
 * The one definition of the site's languages; everything else derives from it (URL prefixes, the codes
 * visitors type, Intl formatting, the rewrites and redirects in next.config.ts, and proxy.ts's literal matcher,
 * which `npm run proxy-matcher` writes from it). Per language: `code` is what visitors see and type (URL
 * prefix, `?lng=`, the selector, messages/<code>.json, the calendar file), `intl` the BCP 47 tag for dates,
 * numbers, country names and og:locale, and `name` the language's own name, which the selector shows on every
 * page. Spanish is the `es` language (valid for <html lang>, hreflang and
 * Intl) while visitors keep the `esp` code the product has always used. The first entry is the default
 * language, served without a prefix.
 */
const languages = {
  en: { code: "en", intl: "en-GB", name: "English" },
  pt: { code: "pt", intl: "pt-PT", name: "Português" },
  es: { code: "esp", intl: "es-ES", name: "Español" },
} as const;

type LanguageCode = keyof typeof languages;
/** A tag next-intl formats with (`pt-PT`). */
export type IntlTag = (typeof languages)[LanguageCode]["intl"];
const locales = Object.keys(languages) as LanguageCode[];
const [defaultLocale] = locales;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: {
    mode: "as-needed",
    // Only codes that differ from the locale need declaring: next-intl uses `/<locale>` otherwise.
    prefixes: Object.fromEntries(locales.filter((l) => languages[l].code !== l).map((l) => [l, `/${languages[l].code}`])),
  },
  // hreflang is declared once, in page metadata and the sitemap (lib/seo); next-intl's `Link` header would be
  // a second, differing source (it has emitted a prefix-less x-default, next-intl#1933).
  alternateLinks: false,
});

export type Locale = LanguageCode;

/** The code visitors see and type (`?lng=esp`, the selector, message file names, URL prefixes). */
export const publicLocaleCode = Object.fromEntries(locales.map((l) => [l, languages[l].code])) as Record<Locale, string>;

/**
 * The Intl tag of each locale: European conventions (`pt` alone gives Brazilian names, formats and plural rules).
 * It is also the locale next-intl formats messages with (i18n/request-config.ts), so `getLocale()` and `useLocale()`
 * of next-intl answer this tag; the page's language is read with i18n/locale.ts and i18n/use-locale.ts instead.
 */
export const intlTag = Object.fromEntries(locales.map((l) => [l, languages[l].intl])) as Record<Locale, IntlTag>;

/** The locale of a tag next-intl answers (`pt-PT`), or of a locale itself (`pt`); null for anything else. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  return locales.find((l) => l === tag || languages[l].intl === tag) ?? null;
}

/** Each language in its own words (`Português`), the same on every page. */
export const languageName = Object.fromEntries(locales.map((l) => [l, languages[l].name])) as Record<Locale, string>;

/** The URL prefix of each locale: none for the default language, `/<code>` for the others. */
export const localePrefix = Object.fromEntries(locales.map((l) => [l, l === defaultLocale ? "" : `/${languages[l].code}`])) as Record<
  Locale,
  string
>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routing.locales as readonly string[]).includes(value);
}

/** Accepts a locale as visitors write it (`esp`, `es`, `pt`, `en`, any case) and returns the routing locale. */
export function parsePublicLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  const byCode = locales.find((l) => languages[l].code === v);
  if (byCode) return byCode;
  return isLocale(v) ? v : null;
}
