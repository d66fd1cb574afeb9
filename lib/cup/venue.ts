/**
 * The fight days as the venue runs them (docs/cup.md §12): the schedule's days (lib/content/edition.ts) with the
 * sessions and rings of lib/content/venue.ts on them, as instants, and each category's estimated bout length. Pure:
 * the pages, the PDFs, the proposed order and the generated venue migration (./venue-sql.ts) read the same answers.
 */
import type { Category, CategoryKey } from "../content/categories";
import type { FightDayKey, ScheduleDay, Venue } from "../content/edition-types";
import { zonedDate, zonedInstant } from "../format/zoned-time";
import type { Round } from "./bracket";

export type Session = { number: number; start: Date; end: Date; rings: number };

export type FightDay = {
  key: FightDayKey;
  /** The calendar day in the edition's zone (ISO date), which the database's order keys on. */
  date: string;
  /** The round this day's bouts belong to (lib/cup/bracket.ts). */
  round: Round;
  /** In time order, numbered from 1; none when the venue data has no session for the day. */
  sessions: Session[];
};

export const ROUND_OF_DAY: Record<FightDayKey, Round> = { quarterFinals: "quarterFinal", semiFinals: "semiFinal", finals: "final" };

const isFightDay = (day: ScheduleDay): day is ScheduleDay & { key: FightDayKey } => day.key !== "checkIn";

/** The schedule's fight days in date order, each with the venue's sessions on that day. */
export function fightDays(schedule: readonly ScheduleDay[], timeZone: string, venue: Venue): FightDay[] {
  return schedule
    .filter(isFightDay)
    .map((day) => {
      const date = zonedDate(day.start, timeZone);
      const sessions = venue.days[day.key]
        .map((s) => ({ start: zonedInstant(date, s.start, timeZone), end: zonedInstant(date, s.end, timeZone), rings: s.rings }))
        .sort((a, b) => a.start.getTime() - b.start.getTime())
        .map((s, i) => ({ number: i + 1, ...s }));
      return { key: day.key, date, round: ROUND_OF_DAY[day.key], sessions };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * A bout's estimated length in seconds: its category's rounds and the rests between them, plus the changeover
 * (lib/content/venue.ts). Every category boxes 3 rounds; their length is the category's.
 */
export function boutSeconds(
  category: Pick<Category, "rounds" | "roundSeconds">,
  venue: Pick<Venue, "restSeconds" | "changeoverMinutes">,
): number {
  return category.rounds * category.roundSeconds + (category.rounds - 1) * venue.restSeconds + venue.changeoverMinutes * 60;
}

/** Each category's estimated bout length in seconds. */
export function boutLengths(categories: readonly Category[], venue: Venue): Record<CategoryKey, number> {
  return Object.fromEntries(categories.map((c) => [c.key, boutSeconds(c, venue)])) as Record<CategoryKey, number>;
}
