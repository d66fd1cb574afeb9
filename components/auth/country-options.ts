import "server-only";
import { intlTag, type Locale } from "@/i18n/routing";
import { COUNTRIES, type Country } from "@/lib/content/countries";

/** ISO 3166-1 codes of the fixed list, so labels can come from Intl in the page's language. */
const ISO_CODES: Record<Country, string> = {
  Afghanistan: "AF",
  Albania: "AL",
  Algeria: "DZ",
  Angola: "AO",
  Argentina: "AR",
  Armenia: "AM",
  Australia: "AU",
  Austria: "AT",
  Azerbaijan: "AZ",
  Belarus: "BY",
  Belgium: "BE",
  "Bosnia and Herzegovina": "BA",
  Brazil: "BR",
  Bulgaria: "BG",
  Cameroon: "CM",
  Canada: "CA",
  "Cape Verde": "CV",
  Chile: "CL",
  China: "CN",
  Colombia: "CO",
  Croatia: "HR",
  Cuba: "CU",
  Cyprus: "CY",
  "Czech Republic": "CZ",
  Denmark: "DK",
  "Dominican Republic": "DO",
  Ecuador: "EC",
  Egypt: "EG",
  Estonia: "EE",
  Finland: "FI",
  France: "FR",
  Georgia: "GE",
  Germany: "DE",
  Ghana: "GH",
  Greece: "GR",
  "Guinea-Bissau": "GW",
  Hungary: "HU",
  Iceland: "IS",
  India: "IN",
  Ireland: "IE",
  Israel: "IL",
  Italy: "IT",
  Japan: "JP",
  Kazakhstan: "KZ",
  Kenya: "KE",
  Latvia: "LV",
  Lithuania: "LT",
  Luxembourg: "LU",
  Mexico: "MX",
  Moldova: "MD",
  Montenegro: "ME",
  Morocco: "MA",
  Mozambique: "MZ",
  Netherlands: "NL",
  Nigeria: "NG",
  "North Macedonia": "MK",
  Norway: "NO",
  Panama: "PA",
  Philippines: "PH",
  Poland: "PL",
  Portugal: "PT",
  "Puerto Rico": "PR",
  Romania: "RO",
  Russia: "RU",
  Senegal: "SN",
  Serbia: "RS",
  Slovakia: "SK",
  Slovenia: "SI",
  "South Africa": "ZA",
  Spain: "ES",
  Sweden: "SE",
  Switzerland: "CH",
  Tunisia: "TN",
  Turkey: "TR",
  Ukraine: "UA",
  "United Kingdom": "GB",
  "United States": "US",
  Uzbekistan: "UZ",
  Venezuela: "VE",
  Vietnam: "VN",
};

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
