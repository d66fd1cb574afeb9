/**
 * A team's entries as the pages show them: one boxer in one bracket with its status, and the brackets'
 * places. The database decides every status (docs/cup.md §5); this module only orders and groups what it
 * answered, in the edition's order (category, then sex, then weight), for the entries page and the sheet.
 */
import { categories, type CategoryKey } from "../content/categories";
import type { Sex } from "../content/weight-classes";

export type EntryStatus = "entered" | "waiting" | "withdrawn";

export type Entry = {
  id: string;
  firstName: string;
  lastName: string;
  sex: Sex;
  birthDate: string;
  category: CategoryKey;
  weightClass: string;
  recordBook: string;
  club: string;
  nationality: string;
  status: EntryStatus;
  waitingPosition: number | null;
  queuePlace: number;
};

/** An entry as the table public.entries holds it: the columns the team's pages and the desk read (docs/cup.md §6). */
export type EntryRow = {
  id: string;
  team_id: string;
  first_name: string;
  last_name: string;
  sex: Sex;
  birth_date: string;
  category: CategoryKey;
  weight_class: string;
  record_book: string;
  club: string;
  nationality: string;
  status: EntryStatus;
  waiting_position: number | null;
  queue_place: number;
};

export type Bracket = {
  category: CategoryKey;
  sex: Sex;
  code: string;
  label: string;
  position: number;
  entered: number;
  waiting: number;
};

export const bracketKey = (b: { category: string; sex: string; code?: string; weightClass?: string }) =>
  `${b.category}/${b.sex}/${b.code ?? b.weightClass}`;

const categoryOrder = (key: string) => categories.findIndex((c) => c.key === key);

/** The edition's order of brackets: category as the edition lists them, women first, lightest first. */
export function compareBrackets(a: Bracket, b: Bracket): number {
  return categoryOrder(a.category) - categoryOrder(b.category) || a.sex.localeCompare(b.sex) || a.position - b.position;
}

export type BracketGroup = { bracket: Bracket; entries: Entry[] };

/**
 * The team's entries grouped by bracket in the edition's order; within a bracket active entries in queue
 * order, withdrawn ones last. Brackets without an entry of the team are left out.
 */
export function groupByBracket(entries: readonly Entry[], brackets: readonly Bracket[]): BracketGroup[] {
  const byKey = new Map(brackets.map((b) => [bracketKey(b), b]));
  const groups = new Map<string, BracketGroup>();
  for (const entry of entries) {
    const bracket = byKey.get(bracketKey(entry));
    if (!bracket) continue;
    const group = groups.get(bracketKey(bracket)) ?? { bracket, entries: [] };
    group.entries.push(entry);
    groups.set(bracketKey(bracket), group);
  }
  const rank = (e: Entry) => (e.status === "withdrawn" ? 1 : 0);
  return [...groups.values()]
    .sort((a, b) => compareBrackets(a.bracket, b.bracket))
    .map((g) => ({ ...g, entries: g.entries.sort((a, b) => rank(a) - rank(b) || a.queuePlace - b.queuePlace) }));
}
