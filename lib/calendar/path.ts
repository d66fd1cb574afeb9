import { publicLocaleCode, type Locale } from "@/i18n/routing";

/** The statically built calendar of the event days in one language (app/calendar/[lang]/porto-box-cup.ics). */
export function calendarPath(locale: Locale): string {
  return `/calendar/${publicLocaleCode[locale]}/porto-box-cup.ics`;
}
