/**
 * The venue on the fight days (docs/cup.md §12): each day's sessions, with wall-clock start and end in the edition's
 * time zone and the rings in use, and what a bout's estimated length is made of besides its category's rounds
 * (lib/content/categories.ts). The day of each session is the schedule's day of that name (lib/content/edition.ts),
 * so the next edition's dates carry these sessions with them. The desk's proposed order, the estimated times, the
 * printed running orders and, through `npm run edition-sql`, the database read it here.
 *
 * The estimated length of a bout (docs/decisions.md D76): its rounds and the rests between them, plus a changeover
 * of 4 minutes. With the default of 3 rounds of 3 minutes that is 9 + 2 + 4 = 15 minutes (youth and elite);
 * a senior or junior bout (3 × 2 min) is 12 minutes, a benjamin bout (3 × 1.5 min) 10.5.
 */
import type { Venue } from "./edition-types";

export const venue = {
  restSeconds: 60,
  changeoverMinutes: 4,
  days: {
    // Thursday 10:00–20:00 on the schedule: a lunch break between two sessions.
    quarterFinals: [
      { start: "10:00", end: "14:00", rings: 3 },
      { start: "15:30", end: "20:00", rings: 3 },
    ],
    // Friday 11:00–20:00.
    semiFinals: [
      { start: "11:00", end: "14:30", rings: 3 },
      { start: "16:00", end: "20:00", rings: 3 },
    ],
    // Saturday 15:00–21:00: every final of the edition in one session, on the three rings (docs/decisions.md D76).
    finals: [{ start: "15:00", end: "21:00", rings: 3 }],
  },
} as const satisfies Venue;
