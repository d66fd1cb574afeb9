import { defineRouting } from "next-intl/routing";

// The one list of locales. Spanish is the `es` language tag (valid for <html lang>, hreflang and Intl)
// while visitors keep the `/esp` URL prefix and the `esp` name the product has always used.
export const routing = defineRouting({
  locales: ["en", "pt", "es"],
  defaultLocale: "en",
  localePrefix: { mode: "as-needed", prefixes: { es: "/esp" } },
  // hreflang is declared once, in page metadata and the sitemap (lib/seo); next-intl's `Link` header would be
  // a second, differing source (it has emitted a prefix-less x-default, next-intl#1933).
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/** The code visitors see and type (`?lng=esp`, the selector, message file names). */
export const publicLocaleCode: Record<Locale, string> = { en: "en", pt: "pt", es: "esp" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routing.locales as readonly string[]).includes(value);
}

/** Accepts a locale as visitors write it (`esp`, `es`, `pt`, `en`, any case) and returns the routing locale. */
export function parsePublicLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (v === "esp") return "es";
  return isLocale(v) ? v : null;
}
