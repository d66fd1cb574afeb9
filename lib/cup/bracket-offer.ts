/**
 * What the entries form may offer a team in each bracket, from what the database answered (the brackets' places,
 * the team's own entries, the published draws): the places left, how many of its boxers the team already has
 * there against its limit (docs/cup.md §5), and whether the bracket is closed to this boxer. The database decides
 * every write in any case; this only keeps the form from offering a choice it would refuse, and says why.
 */
import { bracketSize, categories } from "../content/categories";
import { bracketKey, type Bracket, type Entry } from "./entries";
import { SEXES, weightClassesFor } from "./weight-classes";

export type Offer = {
  /** Places left among the bracket's `bracketSize`, and boxers waiting. */
  left: number;
  waiting: number;
  /** The team's active boxers in the bracket, and the most its category allows a team. */
  team: number;
  limit: number;
  /** `drawn`: the draw is published, its boxers fixed; `teamFull`: the team has its limit there; else `open`. */
  state: "open" | "teamFull" | "drawn";
  /** Not offered: closed, unless it is where the boxer being edited already is (a spelling fix stays possible). */
  disabled: boolean;
};

/**
 * The offer of every bracket of the edition (lib/content), by bracket key; a bracket the database did not list has
 * nobody in it. `own` is the bracket of the entry being edited: the team's count includes that boxer, who may stay.
 */
export function bracketOffers(
  brackets: readonly Bracket[],
  entries: readonly Entry[],
  published: ReadonlySet<string>,
  own: string | null,
): Map<string, Offer> {
  const team = new Map<string, number>();
  for (const e of entries) if (e.status !== "withdrawn") team.set(bracketKey(e), (team.get(bracketKey(e)) ?? 0) + 1);
  const places = new Map(brackets.map((b) => [bracketKey(b), b]));
  const offers = new Map<string, Offer>();
  for (const category of categories)
    for (const sex of SEXES)
      for (const w of weightClassesFor(category.key, sex)) {
        const key = bracketKey({ category: category.key, sex, code: w.code });
        const count = team.get(key) ?? 0;
        const state = published.has(key) ? "drawn" : count >= category.teamLimit && key !== own ? "teamFull" : "open";
        offers.set(key, {
          left: bracketSize - (places.get(key)?.entered ?? 0),
          waiting: places.get(key)?.waiting ?? 0,
          team: count,
          limit: category.teamLimit,
          state,
          disabled: state !== "open" && key !== own,
        });
      }
  return offers;
}
