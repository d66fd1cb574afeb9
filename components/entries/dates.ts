import { intlTag, type Locale } from "@/i18n/routing";

/**
 * Dates on the entries pages in the conventions of the page's language (en-GB, pt-PT, es-ES: `intlTag`), like
 * the landing's: a calendar date is read at noon UTC, so it is the same day in every time zone.
 */
export function entryDates(locale: Locale) {
  const long = new Intl.DateTimeFormat(intlTag[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const numeric = new Intl.DateTimeFormat(intlTag[locale], { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
  const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);
  return {
    long: (isoDate: string) => long.format(noon(isoDate)),
    numeric: (isoDate: string) => numeric.format(noon(isoDate)),
  };
}
