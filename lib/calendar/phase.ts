/**
 * Where the cup stands on its calendar at a given instant, from the edition's own dates (docs/decisions.md
 * D45). Pure: the caller passes the edition and the instant (the site passes `edition` and `now()`, see
 * ./current.ts), so the same rule serves the pages, the browser and the tests, and the database can mirror it.
 *
 * - `registration`: until the end of the deadline day in the edition's zone (28/02/2026 23:59:59 Lisbon);
 * - `closed`: from then until check-in starts;
 * - `live`: from check-in until the finals end;
 * - `over`: after the finals, until the next edition's data replaces this one.
 *
 * Every boundary is an instant, so a change of offset (summer time) on either side of one does not move it.
 */
import type { ScheduleDay } from "@/lib/content/edition-types";
import { toZonedIso, zonedDayStart } from "@/lib/format/zoned-time";

export type Phase = "registration" | "closed" | "live" | "over";

/** What the phase is computed from: the part of lib/content/edition.ts that is the cup's calendar. */
export type EditionCalendar = {
  timeZone: string;
  /** ISO date: entries are open until the end of this day in `timeZone`. */
  registrationDeadline: string;
  /** The sessions in order, check-in first and the finals last. */
  schedule: readonly ScheduleDay[];
};

/** The three instants at which the phase changes. */
export type PhaseBoundaries = {
  /** Entries close: the first instant of the day after the deadline, in the edition's zone. */
  entriesClose: Date;
  /** Check-in starts: the cup is live. */
  cupStarts: Date;
  /** The finals end: the edition is over. */
  cupEnds: Date;
};

export type CalendarState = {
  phase: Phase;
  /** While live: the session of today's date in the edition's zone (it may be over for the day); otherwise null. */
  today: ScheduleDay | null;
  /** The first session that starts after this instant, or null once the last one has started. */
  next: ScheduleDay | null;
  /**
   * The instant this state (phase, today's session, next session) began: the sitemap's lastmod. Null in the
   * registration phase, whose start is not in the data (it begins when the edition's data is published).
   */
  since: Date | null;
};

/** `2026-02-28` → `2026-03-01`. */
function nextIsoDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function phaseBoundaries(calendar: EditionCalendar): PhaseBoundaries {
  const { schedule, timeZone } = calendar;
  return {
    entriesClose: zonedDayStart(nextIsoDate(calendar.registrationDeadline), timeZone),
    cupStarts: new Date(schedule[0].start),
    cupEnds: new Date(schedule[schedule.length - 1].end),
  };
}

export function phaseAt(calendar: EditionCalendar, instant: Date): Phase {
  const { entriesClose, cupStarts, cupEnds } = phaseBoundaries(calendar);
  if (instant < entriesClose) return "registration";
  if (instant < cupStarts) return "closed";
  if (instant < cupEnds) return "live";
  return "over";
}

export function calendarAt(calendar: EditionCalendar, instant: Date): CalendarState {
  const { entriesClose, cupStarts, cupEnds } = phaseBoundaries(calendar);
  const phase = phaseAt(calendar, instant);
  const t = instant.getTime();
  const started = calendar.schedule.filter((day) => Date.parse(day.start) <= t);
  const next = calendar.schedule.find((day) => Date.parse(day.start) > t) ?? null;
  const todayDate = toZonedIso(instant, calendar.timeZone).slice(0, 10);
  const today =
    phase === "live" ? (calendar.schedule.find((day) => toZonedIso(day.start, calendar.timeZone).startsWith(todayDate)) ?? null) : null;

  let since: Date | null = null;
  if (phase === "closed") since = entriesClose;
  if (phase === "over") since = cupEnds;
  if (phase === "live") {
    // Today's session changes at midnight, the next session at each start: the latest of those that has passed.
    const changes = [
      cupStarts.getTime(),
      zonedDayStart(todayDate, calendar.timeZone).getTime(),
      ...started.map((d) => Date.parse(d.start)),
    ];
    since = new Date(Math.max(...changes.filter((ms) => ms <= t)));
  }
  return { phase, today, next, since };
}

/** Team entries are accepted only in the registration phase; accounts can be created in every phase. */
export function entriesOpen(phase: Phase): boolean {
  return phase === "registration";
}

/** Tickets are offered (at the venue door) until the finals end. */
export function ticketsOnSale(phase: Phase): boolean {
  return phase !== "over";
}
