/**
 * Recomputes published draws from what anyone may read (docs/cup.md §11 "Checking a draw"): each draw's seed, and
 * the ids and team keys of the boxers it places. The draw is the app's own function (lib/cup/draw.ts), given the
 * team keys where the app gave the teams: a key is shared exactly by team-mates, which is all the separation reads.
 */
import { bracketSlug } from "../../lib/cup/bracket-slug";
import type { CategoryKey } from "../../lib/content/categories";
import { DrawError, drawBracket } from "../../lib/cup/draw";

export type PublicDraw = {
  edition: number;
  category: string;
  sex: string;
  weight_class: string;
  seed: string;
  drawn_order: string[];
  slots: (string | null)[];
  revision: number;
};

export type PublicBoxer = { id: string; edition: number; category: string; sex: string; weight_class: string; team_key: number };

export type Check = {
  edition: number;
  /** The bracket's slug (`benjamin-men-46kg`), or `category/sex/code` for a class the current edition lacks. */
  bracket: string;
  seed: string;
  revision: number;
  boxers: number;
  teams: number;
  /** Why the published draw is not the one its seed and boxers give; null when it is. */
  problem: string | null;
};

export function bracketName(d: Pick<PublicDraw, "category" | "sex" | "weight_class">): string {
  try {
    return bracketSlug({ category: d.category as CategoryKey, sex: d.sex as "F" | "M", code: d.weight_class });
  } catch {
    return `${d.category}/${d.sex}/${d.weight_class}`;
  }
}

const sameBracket = (a: PublicBoxer, d: PublicDraw) =>
  a.edition === d.edition && a.category === d.category && a.sex === d.sex && a.weight_class === d.weight_class;

const list = (ids: readonly (string | null)[]) => `[${ids.map((id) => id ?? "–").join(", ")}]`;

/** One published draw against its recomputation. */
export function checkDraw(draw: PublicDraw, boxers: readonly PublicBoxer[]): Check {
  const own = boxers.filter((b) => sameBracket(b, draw));
  const check = {
    edition: draw.edition,
    bracket: bracketName(draw),
    seed: draw.seed,
    revision: draw.revision,
    boxers: own.length,
    teams: new Set(own.map((b) => b.team_key)).size,
  };
  const placed = draw.slots.filter((s): s is string => s !== null);
  const missing = placed.filter((id) => !own.some((b) => b.id === id));
  if (missing.length > 0 || own.length !== placed.length)
    return { ...check, problem: `the boxers listed for the bracket are not the ones its slots place (${list(missing)} missing)` };
  let recomputed;
  try {
    recomputed = drawBracket(
      own.map((b) => ({ id: b.id, team: String(b.team_key) })),
      draw.seed,
    );
  } catch (error) {
    if (!(error instanceof DrawError)) throw error;
    return { ...check, problem: `it cannot be recomputed: ${error.message}` };
  }
  if (recomputed.order.join() !== draw.drawn_order.join())
    return {
      ...check,
      problem: `the drawn order is not the one the seed gives: published ${list(draw.drawn_order)}, recomputed ${list(recomputed.order)}`,
    };
  if (recomputed.slots.join() !== draw.slots.join())
    return {
      ...check,
      problem: `the slots are not the ones the drawn order gives: published ${list(draw.slots)}, recomputed ${list(recomputed.slots)}`,
    };
  return { ...check, problem: null };
}

/** Every published draw (or one bracket's, by slug or `category/sex/code`), in edition and bracket order. */
export function checkDraws(draws: readonly PublicDraw[], boxers: readonly PublicBoxer[], only?: string): Check[] {
  return draws
    .filter((d) => !only || bracketName(d) === only || `${d.category}/${d.sex}/${d.weight_class}` === only)
    .map((d) => checkDraw(d, boxers))
    .sort((a, b) => a.edition - b.edition || (a.bracket < b.bracket ? -1 : a.bracket > b.bracket ? 1 : 0));
}

/** One line per draw, as the command prints it. */
export function checkLine(c: Check): string {
  const head = `${c.problem ? "FAIL" : "ok  "}  ${c.edition}  ${c.bracket}  seed ${c.seed}  draw ${c.revision}`;
  return c.problem ? `${head}: ${c.problem}` : `${head}  (${c.boxers} boxers, ${c.teams} teams): matches`;
}
