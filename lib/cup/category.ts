/**
 * Which categories a boxer may enter, from the year of birth alone (age is counted by year of birth, IBA
 * practice). The entries form shows the answer as the date is typed; the database's entry trigger decides
 * it from the same bands (supabase/migrations, seeded from lib/content by npm run edition-sql), and the rule
 * tests hold the two to the same answers.
 */
import { categories, type Category } from "../content/categories";

/** The year of an ISO date (`YYYY-MM-DD`), or null when the text is not one. */
export function birthYearOf(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  // Rejects 2010-02-30 and the like, which Date would silently roll over.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return null;
  return Number(match[1]);
}

/**
 * The categories whose birth years include `year`, in the edition's order: none (out of every band), one, or
 * several where bands share their years (senior and elite), and then the team chooses.
 */
export function categoriesForBirthYear(year: number, list: readonly Category[] = categories): Category[] {
  return list.filter((c) => c.bornFrom <= year && year <= c.bornTo);
}
