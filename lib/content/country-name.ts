import { intlTag, type Locale } from "../../i18n/routing";
import type { Country } from "./countries";
import { ISO_CODES } from "./country-codes";

/**
 * A stored country named in a language given by its BCP 47 tag ("pt-PT"). The database keeps the English
 * names of docs/product.md §3's list, and English pages and documents show them as they are; other languages
 * show Intl's name for its ISO code. A name outside the list is shown as stored.
 */
export function countryIn(language: string, country: string): string {
  if (language.startsWith("en") || !(country in ISO_CODES)) return country;
  return new Intl.DisplayNames([language], { type: "region", fallback: "none" }).of(ISO_CODES[country as Country]) ?? country;
}

/** One country's name in the page's language (the desk and the draw pages show stored English names this way). */
export const countryLabel = (country: string, locale: Locale): string => countryIn(intlTag[locale], country);
