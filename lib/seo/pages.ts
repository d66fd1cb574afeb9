import { routing } from "@/i18n/routing";
import type { CalendarState } from "@/lib/calendar/phase";
import { galleries, galleryPath } from "@/lib/content/galleries";
import { localizedPath } from "@/i18n/paths";

/** Every indexable page, without its locale prefix: the sitemap lists each of them in every language. */
export const publicPages: readonly string[] = [
  "/",
  "/terms&conditions",
  ...galleries.map((folder) => galleryPath(folder.year)),
  "/draw",
  "/today",
];

/** Team-only and account screens: nothing there is useful in a search result. */
const privatePages = ["/dashboard", "/auth", "/reset"] as const;

/** The private pages in every locale's URL form (`/auth`, `/pt/auth`, `/esp/auth`, …). */
export const privatePaths: readonly string[] = privatePages.flatMap((path) => routing.locales.map((locale) => localizedPath(locale, path)));

/**
 * When a public page last changed with the cup's calendar, for the sitemap's lastmod. The landing follows
 * every change of the calendar's state (phase, today's session, the next session); the other pages only say
 * whether entries are open (the footer's deadline card), so they changed when entries closed. Undefined
 * while entries are open: that phase starts when the edition's data is published, which the data does not say.
 */
export function calendarLastModified(path: string, calendar: CalendarState, entriesClose: Date): Date | undefined {
  if (calendar.phase === "registration") return undefined;
  return path === "/" ? (calendar.since ?? undefined) : entriesClose;
}
