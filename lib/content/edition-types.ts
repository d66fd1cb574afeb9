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
