import { categories, type CategoryKey } from "../content/categories";
import { byBracket, fullName, type DeskEntry, type DeskTeam } from "./model";

/**
 * What the desk's pages show, computed from the entries and teams the organiser may read (row-level security
 * decides that; nothing here filters by role). Pure, so the pages stay thin and the tests need no database.
 */
const CATEGORY_ORDER = categories.map((c) => c.key);

export type Count = { entered: number; waiting: number };
export type Totals = {
  teams: number;
  boxers: Count;
  byCountry: { country: string; teams: number; entered: number; waiting: number }[];
  byCategory: { category: CategoryKey; sex: "F" | "M"; entered: number; waiting: number }[];
};

function add(count: Count, entry: DeskEntry): void {
  if (entry.status === "entered") count.entered++;
  else if (entry.status === "waiting") count.waiting++;
}

export function totals(entries: DeskEntry[], teams: DeskTeam[]): Totals {
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const boxers: Count = { entered: 0, waiting: 0 };
  const countries = new Map<string, { teams: Set<string> } & Count>();
  const brackets = new Map<string, { category: CategoryKey; sex: "F" | "M" } & Count>();
  for (const team of teams) {
    const row = countries.get(team.country) ?? { teams: new Set<string>(), entered: 0, waiting: 0 };
    row.teams.add(team.id);
    countries.set(team.country, row);
  }
  for (const entry of entries) {
    add(boxers, entry);
    const country = teamById.get(entry.teamId)?.country;
    if (country) add(countries.get(country)!, entry);
    const key = `${entry.category}|${entry.sex}`;
    const row = brackets.get(key) ?? { category: entry.category, sex: entry.sex, entered: 0, waiting: 0 };
    add(row, entry);
    brackets.set(key, row);
  }
  return {
    teams: teams.length,
    boxers,
    byCountry: [...countries]
      .map(([country, row]) => ({ country, teams: row.teams.size, entered: row.entered, waiting: row.waiting }))
      .sort((a, b) => b.entered + b.waiting - (a.entered + a.waiting) || a.country.localeCompare(b.country)),
    byCategory: [...brackets.values()]
      .filter((row) => row.entered + row.waiting > 0)
      .sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || (a.sex === "F" ? -1 : 1)),
  };
}

export type BracketView = {
  id: string;
  category: CategoryKey;
  sex: "F" | "M";
  weightLabel: string;
  entered: DeskEntry[];
  /** In queue order: the first takes the next free place. */
  waiting: DeskEntry[];
};

/** Every bracket with at least one active entry, in category, sex and weight order. */
export function bracketViews(entries: DeskEntry[]): BracketView[] {
  const views = new Map<string, BracketView>();
  for (const entry of [...entries].sort((a, b) => byBracket(a, b, CATEGORY_ORDER))) {
    if (entry.status === "withdrawn") continue;
    const view = views.get(entry.bracketId) ?? {
      id: entry.bracketId,
      category: entry.category,
      sex: entry.sex,
      weightLabel: entry.weightLabel,
      entered: [],
      waiting: [],
    };
    (entry.status === "entered" ? view.entered : view.waiting).push(entry);
    views.set(entry.bracketId, view);
  }
  for (const view of views.values()) view.waiting.sort((a, b) => (a.waitingPosition ?? 0) - (b.waitingPosition ?? 0));
  return [...views.values()];
}

export type EntryFilter = {
  category?: CategoryKey;
  sex?: "F" | "M";
  weight?: string;
  country?: string;
  team?: string;
  /** A name or a record-book number, in any case and with or without accents. */
  q?: string;
};

/** Letters and digits only, lower case, without diacritics: "João Gonçalves" ~ "joao goncalves", "PT-001" ~ "pt 001". */
export const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

export function filterEntries(entries: DeskEntry[], teams: DeskTeam[], filter: EntryFilter): DeskEntry[] {
  const countryOf = new Map(teams.map((t) => [t.id, t.country]));
  const q = filter.q ? folded(filter.q) : "";
  return entries.filter(
    (e) =>
      (!filter.category || e.category === filter.category) &&
      (!filter.sex || e.sex === filter.sex) &&
      (!filter.weight || e.weightLabel === filter.weight) &&
      (!filter.country || countryOf.get(e.teamId) === filter.country) &&
      (!filter.team || e.teamId === filter.team) &&
      (!q || folded(fullName(e)).includes(q) || folded(`${e.lastName} ${e.firstName}`).includes(q) || folded(e.recordBook).includes(q)),
  );
}

export type TeamFilter = {
  /** Part of a team's name or e-mail, in any case and with or without accents. */
  q?: string;
  country?: string;
};

export function filterTeams(teams: DeskTeam[], filter: TeamFilter): DeskTeam[] {
  const q = filter.q ? folded(filter.q) : "";
  return teams.filter(
    (team) =>
      (!filter.country || team.country === filter.country) && (!q || folded(team.name).includes(q) || folded(team.email).includes(q)),
  );
}
