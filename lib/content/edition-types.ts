/**
 * The shapes of an edition's calendar data, apart from the data itself (lib/content/edition.ts), so the
 * edition can be replaced as a whole: next year's file, or a test's fixture (tests/fixtures/next-edition/).
 */

export type ScheduleDay = {
  /** Message key under Info.schedule.days. */
  key: "checkIn" | "quarterFinals" | "semiFinals" | "finals";
  /** ISO date-times with the Lisbon offset (WET, UTC+0 until the last Sunday of March). */
  start: string;
  end: string;
  /** The morning weigh-in and medical check that precede every fight day, when there is one. */
  weighIn?: { start: string; end: string };
};

/** The first and last day (ISO dates) of the next edition, as announced before its data is published. */
export type NextEditionDates = { startDate: string; endDate: string };

/** The fight days of the schedule, each named by the round it hosts. */
export type FightDayKey = Exclude<ScheduleDay["key"], "checkIn">;

/** One session of a fight day at the venue: wall-clock times in the edition's zone ("11:00") and the rings in use. */
export type VenueSession = { start: string; end: string; rings: number };

/**
 * The venue on the fight days (lib/content/venue.ts): each day's sessions, and what the estimated length of a bout is
 * made of besides the category's rounds. A day with no session has no order until its sessions are written.
 */
export type Venue = {
  /** The rest between two rounds, in seconds. */
  restSeconds: number;
  /** Walk-in, gloves and headguard checked, the referee's instructions, the decision announced, the ring cleared. */
  changeoverMinutes: number;
  days: Record<FightDayKey, readonly VenueSession[]>;
};
