/**
 * This edition's fight days and bout lengths (./venue.ts applied to lib/content): what the pages, the desk and the
 * PDFs read, computed once.
 */
import { categories } from "../content/categories";
import { edition } from "../content/edition";
import { venue } from "../content/venue";
import { boutLengths, fightDays, type FightDay } from "./venue";

export const FIGHT_DAYS: readonly FightDay[] = fightDays(edition.schedule, edition.timeZone, venue);

export const BOUT_SECONDS = boutLengths(categories, venue);

/** The fight day of an ISO date, or null. */
export function fightDayOn(date: string): FightDay | null {
  return FIGHT_DAYS.find((d) => d.date === date) ?? null;
}

/** The shortest and longest estimated bout, in minutes, in a language's numbers ("10.5", "10,5"). */
export function boutMinutes(intl: string): { shortest: string; longest: string } {
  const minutes = Object.values(BOUT_SECONDS).map((s) => s / 60);
  const format = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 });
  return { shortest: format.format(Math.min(...minutes)), longest: format.format(Math.max(...minutes)) };
}
