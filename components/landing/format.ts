import { intlTag, type Locale } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";

/** Portuguese and Spanish write weekdays and months in lower case; a line still starts with a capital. */
function sentenceCase(text: string, tag: string): string {
  return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
}

/**
 * The cup is a European event: English pages use British conventions (25–28 March, €15) and Portuguese
 * pages European Portuguese ones (15 €), not the US and Brazilian defaults of the bare `en` and `pt` tags
 * (`intlTag` in i18n/routing.ts).
 */
export function landingFormat(locale: Locale) {
  const tag = intlTag[locale];
  const timeZone = edition.timeZone;
  const day = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone });
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone });
  const time = new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const numeric = new Intl.DateTimeFormat(tag, { day: "2-digit", month: "2-digit", year: "numeric", timeZone });
  const euros = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(tag);
  // Dates at noon UTC so the calendar day is the same in Lisbon whatever the formatter's zone.
  const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);
  return {
    tag,
    dateRange: (from: string, to: string) => day.formatRange(noon(from), noon(to)),
    /** "sábado, 28 de março": a day inside a sentence, as each language writes it. */
    weekday: (isoDateTime: string) => weekday.format(new Date(isoDateTime)),
    /** "Quarta-feira, 25 de março": a day at the start of a line, only its first letter raised. */
    weekdayHeading: (isoDateTime: string) => sentenceCase(weekday.format(new Date(isoDateTime)), tag),
    timeRange: (from: string, to: string) => `${time.format(new Date(from))}–${time.format(new Date(to))}`,
    time: (isoDateTime: string) => time.format(new Date(isoDateTime)),
    date: (isoDate: string) => numeric.format(noon(isoDate)),
    euros: (amount: number) => euros.format(amount),
    number: (value: number) => number.format(value),
  };
}

export type LandingFormat = ReturnType<typeof landingFormat>;
