import type { CategoryKey } from "../../lib/content/categories";
import type { Sex } from "../../lib/content/weight-classes";
import type { BracketKey } from "../../lib/cup/bracket-slug";
import { weightClassesFor } from "../../lib/cup/weight-classes";
import { DRAW_JOURNEY_BRACKETS } from "../../tests/support/cup-seed";

/**
 * Which brackets each fight-day spec may seed, draw and fight. The specs of e2e/fight-days/ share one backend and
 * run in parallel, and a bracket's draw, weigh-ins and bouts are the cup's state: two specs in one bracket would
 * see each other's changes. So each spec owns a category and sex (a few own single classes); a desk action that
 * works on many brackets at once (a bulk draw) is tested on its spec's own category only.
 */
/** A bracket of its own for the medals of a walkover final: the men's senior class below the draw journey's. */
const WALKOVER_MEDALS: BracketKey = classesOf("senior", "M").at(-2)!;

const OWNERS = {
  /** e2e/fight-days/desk-draw.spec.ts: one bracket per language (the heaviest class). */
  drawJourney: DRAW_JOURNEY_BRACKETS,
  /** The desk's bulk draw and publication, by category. */
  bulkDraw: classesOf("benjamin", "M"),
  /** The weigh-in and medical at the scale, and their walkovers. */
  weighIn: [...classesOf("junior", "M"), ...classesOf("junior", "F")],
  /** The day's bout order, the bout sheets, the announcer and the teams' estimated times. */
  boutOrder: [...classesOf("elite", "M"), ...classesOf("elite", "F"), ...classesOf("youth", "F")],
  /** Results reaching open pages live. */
  live: classesOf("senior", "M").filter((b) => !isDrawJourney(b) && !isWalkoverMedals(b)),
  /** e2e/fight-days/walkover-medals.spec.ts: a final recorded as a walkover. */
  walkoverMedals: [WALKOVER_MEDALS],
  /** The desk offline. */
  offline: classesOf("senior", "F").filter((b) => !isDrawJourney(b)),
  /** What teams are told by mail. */
  notifications: [...classesOf("benjamin", "F"), ...classesOf("youth", "M").filter((b) => !isDrawJourney(b))],
} satisfies Record<string, readonly BracketKey[]>;

export type BracketOwner = keyof typeof OWNERS;

function classesOf(category: CategoryKey, sex: Sex): BracketKey[] {
  return weightClassesFor(category, sex).map((c) => ({ category, sex, code: c.code }));
}

function isWalkoverMedals(b: BracketKey): boolean {
  return b.category === WALKOVER_MEDALS.category && b.sex === WALKOVER_MEDALS.sex && b.code === WALKOVER_MEDALS.code;
}

function isDrawJourney(b: BracketKey): boolean {
  return DRAW_JOURNEY_BRACKETS.some((d) => d.category === b.category && d.sex === b.sex && d.code === b.code);
}

/** The brackets a spec owns, in a fixed order; it takes them from the front. */
export function bracketsOf(owner: BracketOwner): readonly BracketKey[] {
  return OWNERS[owner];
}
