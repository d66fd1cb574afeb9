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
/** A bracket of its own for an organiser's change refused by a published draw: the one below. */
const PUBLISHED_REFUSAL: BracketKey = classesOf("senior", "M").at(-3)!;

const OWNERS = {
  /** e2e/fight-days/desk-draw.spec.ts: one bracket per language (the heaviest class). */
  drawJourney: DRAW_JOURNEY_BRACKETS,
  /** The desk's bulk draw and publication, by category. */
  bulkDraw: classesOf("benjamin", "M"),
  /** The weigh-in and medical at the scale, and their walkovers. */
  weighIn: [...classesOf("junior", "M"), ...classesOf("junior", "F").slice(0, -4)],
  /** e2e/fight-days/weigh-in-access.spec.ts: the scale's page without JavaScript and by keyboard alone. */
  weighInAccess: classesOf("junior", "F").slice(-4),
  /**
   * The day's bout order, the bout sheets, the announcer and the teams' estimated times. A day's order covers every
   * published bracket of the day, so proposing and locking Friday's and Saturday's orders is this spec's alone.
   */
  boutOrder: [...classesOf("elite", "M"), ...classesOf("elite", "F"), ...classesOf("youth", "F")],
  /** Results reaching open pages live. */
  live: classesOf("senior", "M").filter((b) => !isDrawJourney(b) && !isSame(b, WALKOVER_MEDALS) && !isSame(b, PUBLISHED_REFUSAL)),
  /** e2e/fight-days/walkover-medals.spec.ts: a final recorded as a walkover. */
  walkoverMedals: [WALKOVER_MEDALS],
  /** e2e/fight-days/published-bracket-refusal.spec.ts: a withdrawal from a published bracket at the desk. */
  publishedRefusal: [PUBLISHED_REFUSAL],
  /** The desk offline. */
  offline: classesOf("senior", "F").filter((b) => !isDrawJourney(b)),
  /** What teams are told by mail. */
  notifications: [...classesOf("benjamin", "F"), ...classesOf("youth", "M").filter((b) => !isDrawJourney(b))],
} satisfies Record<string, readonly BracketKey[]>;

export type BracketOwner = keyof typeof OWNERS;

function classesOf(category: CategoryKey, sex: Sex): BracketKey[] {
  return weightClassesFor(category, sex).map((c) => ({ category, sex, code: c.code }));
}

function isSame(a: BracketKey, b: BracketKey): boolean {
  return a.category === b.category && a.sex === b.sex && a.code === b.code;
}

function isDrawJourney(b: BracketKey): boolean {
  return DRAW_JOURNEY_BRACKETS.some((d) => isSame(d, b));
}

/** The brackets a spec owns, in a fixed order; it takes them from the front. */
export function bracketsOf(owner: BracketOwner): readonly BracketKey[] {
  return OWNERS[owner];
}
