import "server-only";
import { intlTag, type Locale } from "@/i18n/routing";
import { COUNTRIES, type Country } from "@/lib/content/countries";
import { ISO_CODES } from "@/lib/content/country-codes";

export type CountryOption = { value: Country; label: string };

/**
 * The select's options: the stored value is always docs/product.md §3's English name; English pages show those names
 * as they are, other languages show Intl's name. Built on the server at prerender time and passed down as
 * data, so the browser's own ICU data can never produce a hydration mismatch.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const names = locale === "en" ? null : new Intl.DisplayNames([intlTag[locale]], { type: "region", fallback: "none" });
  const options = COUNTRIES.map((value) => ({ value, label: names?.of(ISO_CODES[value]) ?? value }));
  const collator = new Intl.Collator(intlTag[locale]);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/** One country's name in the page's language (the desk shows stored English names this way too). */
export function countryLabel(country: string, locale: Locale): string {
  if (locale === "en" || !(country in ISO_CODES)) return country;
  return new Intl.DisplayNames([intlTag[locale]], { type: "region", fallback: "none" }).of(ISO_CODES[country as Country]) ?? country;
}
