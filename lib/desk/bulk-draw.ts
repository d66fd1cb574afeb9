import { categories, type CategoryKey } from "../content/categories";
import { allBrackets, bracketFromSlug, bracketSlug, type BracketKey } from "../cup/bracket-slug";
import type { DrawEntry } from "../cup/draw";
import { bracketKey } from "../cup/entries";
import { isRefusalKey, type RefusalKey } from "../cup/refusals";
import type { DeskEntry } from "./model";
import { bracketViews } from "./views";

/**
 * The desk's bulk step (docs/cup.md §11, D75): draw every undrawn bracket of a choice (all, a category, a category
 * and sex), review the lot on one page, publish the ticked ones. Each bracket is still its own request through the
 * same triggers (one `draw` and one `publish` line each), so a refusal for one loses none of the others; this module
 * holds what can be decided without a database: which brackets, and the report the pages carry in their address.
 */
export type BulkScope = { category?: CategoryKey; sex?: "F" | "M" };

type Params = Record<string, string | string[] | undefined> | URLSearchParams | FormData;

const read = (params: Params, name: string): string | undefined => {
  if (params instanceof URLSearchParams || params instanceof FormData) return params.get(name)?.toString() ?? undefined;
  const value = params[name];
  return typeof value === "string" ? value : undefined;
};

/** The choice from a form or an address; anything unknown widens it (all categories, both sexes). */
export function scopeFrom(params: Params): BulkScope {
  const category = categories.find((c) => c.key === read(params, "category"))?.key;
  const sex = read(params, "sex");
  return { ...(category ? { category } : {}), ...(sex === "F" || sex === "M" ? { sex } : {}) };
}

export function scopeQuery(scope: BulkScope): URLSearchParams {
  const query = new URLSearchParams();
  if (scope.category) query.set("category", scope.category);
  if (scope.sex) query.set("sex", scope.sex);
  return query;
}

export const inScope = (b: Pick<BracketKey, "category" | "sex">, scope: BulkScope) =>
  (!scope.category || b.category === scope.category) && (!scope.sex || b.sex === scope.sex);

/** The brackets of the choice that have entered boxers and no draw yet, in the edition's order, with those boxers. */
export function bracketsToDraw(
  entries: DeskEntry[],
  drawn: ReadonlySet<string>,
  scope: BulkScope,
): { bracket: BracketKey; entered: DrawEntry[] }[] {
  const views = new Map(bracketViews(entries).map((v) => [v.id, v]));
  return allBrackets()
    .filter((b) => inScope(b, scope) && !drawn.has(bracketKey(b)))
    .flatMap((bracket) => {
      const entered = views.get(bracketKey(bracket))?.entered ?? [];
      return entered.length > 0 ? [{ bracket, entered: entered.map((e) => ({ id: e.id, team: e.teamId })) }] : [];
    });
}

/** What a bulk step did, as its page reads it back from the address: how many done, and which refused with which key. */
export type BulkReport = { step: "drawn" | "published"; done: number; refused: { key: RefusalKey; brackets: BracketKey[] }[] };

/**
 * The report from each bracket's outcome: the step's own outcome counts as done, any other is a refusal under its key
 * in the one refusal map (lib/cup/refusals.ts); anything the map does not know reads as `not_allowed`, as it does on
 * every other page.
 */
export function bulkReport(step: BulkReport["step"], outcomes: { bracket: BracketKey; outcome: string }[]): BulkReport {
  const refused = new Map<RefusalKey, BracketKey[]>();
  let done = 0;
  for (const { bracket, outcome } of outcomes) {
    if (outcome === step) done++;
    else {
      const key = isRefusalKey(outcome) ? outcome : "not_allowed";
      refused.set(key, [...(refused.get(key) ?? []), bracket]);
    }
  }
  return { step, done, refused: [...refused].map(([key, brackets]) => ({ key, brackets })) };
}

/**
 * The report in the address the action redirects to (no JavaScript, no session state): `drawn=3` or `published=3`,
 * and one `refused=<key>:<slug>,<slug>` per key. Slugs are short, and a refusal usually strikes many brackets with
 * one key (every bracket of a draw before entries close), so the whole edition fits in a few kilobytes.
 */
export function reportQuery(report: BulkReport, scope: BulkScope): URLSearchParams {
  const query = scopeQuery(scope);
  query.set(report.step, String(report.done));
  for (const { key, brackets } of report.refused) query.append("refused", `${key}:${brackets.map(bracketSlug).join(",")}`);
  return query;
}

export function reportFrom(params: Record<string, string | string[] | undefined>): BulkReport | null {
  const step = (["drawn", "published"] as const).find((s) => typeof params[s] === "string" && /^\d{1,4}$/.test(params[s]));
  if (!step) return null;
  const refused = [params.refused ?? []].flat().flatMap((value) => {
    const [key, slugs = ""] = value.split(":", 2);
    const brackets = slugs.split(",").flatMap((slug) => bracketFromSlug(slug) ?? []);
    return isRefusalKey(key) && brackets.length > 0 ? [{ key, brackets }] : [];
  });
  return { step, done: Number(params[step]), refused };
}

/** A ticked draw on the review page: `<slug>@<revision>`, the draw exactly as the organiser saw it. */
export const chosenValue = (bracket: BracketKey, revision: number) => `${bracketSlug(bracket)}@${revision}`;

export function chosenDraw(value: string): { bracket: BracketKey; revision: number } | null {
  const [, slug, revision] = /^([a-z0-9-]+)@([1-9]\d{0,5})$/.exec(value) ?? [];
  const bracket = slug ? bracketFromSlug(slug) : null;
  return bracket ? { bracket, revision: Number(revision) } : null;
}
