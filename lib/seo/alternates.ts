import type { Metadata } from "next";
import { routing, type Locale } from "@/i18n/routing";
import { localizedPath } from "@/i18n/paths";
import { absoluteUrl } from "./site";

/**
 * hreflang values: the routing locales are already valid BCP 47 tags (Spanish is `es`, only its URL prefix is
 * `/esp`), plus `x-default` for visitors whose language we do not offer: they get the unprefixed English page.
 */
export type Hreflang = Locale | "x-default";

/** Every language version of one page, fully qualified, keyed by hreflang (the same set on every version). */
export function languageAlternates(path: string): Record<Hreflang, string> {
  const languages = Object.fromEntries(routing.locales.map((locale) => [locale, absoluteUrl(localizedPath(locale, path))]));
  return { ...languages, "x-default": absoluteUrl(localizedPath(routing.defaultLocale, path)) } as Record<Hreflang, string>;
}

/**
 * `alternates` for a page's metadata: a self-referencing canonical plus the hreflang set. `path` is the page
 * without its locale prefix (`/`, `/terms&conditions`, `/gallery-view/2024`).
 */
export function alternates(locale: Locale, path: string): NonNullable<Metadata["alternates"]> {
  return { canonical: absoluteUrl(localizedPath(locale, path)), languages: languageAlternates(path) };
}
