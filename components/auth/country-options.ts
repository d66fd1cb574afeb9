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
