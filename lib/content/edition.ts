/**
 * The facts of one edition of the cup. Next year's edition is a change to this folder only: components
 * read everything from `edition`, and every sentence around these facts lives in messages/*.json, as do
 * the names of the venue and the city (Places), the categories and the awards, one per language. The
 * deadline and the schedule also decide what the site says when (lib/calendar/phase.ts, docs/decisions.md D45).
 */
import { categories, consentForms, regulationPdfs, rulebook } from "./categories";
import type { NextEditionDates, ScheduleDay } from "./edition-types";
import { placeholders } from "./placeholders";
import { products, tickets } from "./shop";
import { sponsors } from "./sponsors";

export const edition = {
  name: "Porto Box Cup",
  year: 2026,
  timeZone: "Europe/Lisbon",
  startDate: "2026-03-25",
  endDate: "2026-03-28",
  fightDays: 3,
  /**
   * Whether a boxer who never boxed (every bout of theirs a walkover or a bye, the only boxer of a bracket included)
   * still receives the medal of their place. Championship rules say no (docs/cup.md §11, lib/cup/bracket.ts).
   */
  walkoverEarnsMedal: false,
  /** Headline figures (docs/product.md §9): shown as "700+" and "18+". */
  expectedFighters: 700,
  expectedCountries: 18,
  /** ISO date: team entries are open until the end of this day, Lisbon time (23:59:59). */
  registrationDeadline: "2026-02-28",
  /** The next edition's dates once they are announced; until then the site says "dates to be announced". */
  nextEdition: null as NextEditionDates | null,
  schedule: [
    { key: "checkIn", start: "2026-03-25T14:00:00+00:00", end: "2026-03-25T20:00:00+00:00" },
    {
      key: "quarterFinals",
      start: "2026-03-26T10:00:00+00:00",
      end: "2026-03-26T20:00:00+00:00",
      weighIn: { start: "2026-03-26T07:30:00+00:00", end: "2026-03-26T09:00:00+00:00" },
    },
    {
      key: "semiFinals",
      start: "2026-03-27T11:00:00+00:00",
      end: "2026-03-27T20:00:00+00:00",
      weighIn: { start: "2026-03-27T08:00:00+00:00", end: "2026-03-27T09:30:00+00:00" },
    },
    {
      key: "finals",
      start: "2026-03-28T15:00:00+00:00",
      end: "2026-03-28T21:00:00+00:00",
      weighIn: { start: "2026-03-28T08:00:00+00:00", end: "2026-03-28T09:30:00+00:00" },
    },
  ] satisfies ScheduleDay[],
  stats: {
    years: [
      { year: 2024, fighters: 634, clubs: 98, countries: 18 },
      { year: 2025, fighters: 769, clubs: 96, countries: 14 },
    ],
    yearsRunning: 3,
    extraTrophies: 5,
  },
  contacts: {
    registrationEmail: placeholders.mailAddresses.value.registrations,
    logisticsEmail: placeholders.mailAddresses.value.logistics,
  },
  categories,
  rulebook,
  regulationPdfs,
  consentForms,
  tickets,
  products,
  sponsors,
} as const;
