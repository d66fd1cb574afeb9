import type { CategoryKey } from "../content/categories";
import type { EntryStatus } from "../cup/entries";

export type { EntryStatus };

/**
 * What the desk reads about one entry, whatever the tables' names: the reads (lib/desk/reads.ts) map rows into
 * it, and the pages, the CSV and the PDFs take only this.
 */
export type DeskEntry = {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  sex: "F" | "M";
  /** ISO date (yyyy-mm-dd). */
  birthDate: string;
  category: CategoryKey;
  /** The weight class as printed ("-63.5 kg", "+92 kg") and its order within the category and sex. */
  weightLabel: string;
  weightOrder: number;
  bracketId: string;
  recordBook: string;
  club: string;
  nationality: string;
  status: EntryStatus;
  /** 1-based place in the bracket's waiting list, for waiting entries. */
  waitingPosition: number | null;
};

export type DeskTeam = { id: string; name: string; country: string; email: string };

/** The document's edition and the instant it was produced, printed on every page. */
export type Produced = { edition: string; at: Date; timeZone: string; locale: string };

export const fullName = (entry: Pick<DeskEntry, "firstName" | "lastName">) => `${entry.firstName} ${entry.lastName}`;

/** Category, then sex (women first, as the regulation lists them), then weight: the order of every list. */
export function byBracket(a: DeskEntry, b: DeskEntry, categoryOrder: readonly CategoryKey[]): number {
  return (
    categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) ||
    (a.sex === b.sex ? 0 : a.sex === "F" ? -1 : 1) ||
    a.weightOrder - b.weightOrder
  );
}
