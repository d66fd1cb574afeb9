import { categories, type CategoryKey } from "../content/categories";
import { weightClassesFor, type Sex } from "./weight-classes";

/**
 * A bracket's name in a URL: `<category>-<women|men>-<weight slug>` ("junior-women-48kg", "elite-men-over-92kg"),
 * from the same weight-class slugs every part of the cup uses (./weight-classes.ts). The desk's bracket pages use
 * it, and it reads back to exactly one bracket of the edition, or to nothing.
 */
export type BracketKey = { category: CategoryKey; sex: Sex; code: string };

const SEX_WORD: Record<Sex, string> = { F: "women", M: "men" };

export function bracketSlug({ category, sex, code }: BracketKey): string {
  const weight = weightClassesFor(category, sex).find((w) => w.code === code);
  if (!weight) throw new Error(`no ${category} ${sex} class ${code}`);
  return `${category}-${SEX_WORD[sex]}-${weight.slug}`;
}

/** Every bracket of the edition, in category, sex (women first) and weight order. */
export function allBrackets(): BracketKey[] {
  return categories.flatMap((c) =>
    (["F", "M"] as const).flatMap((sex) => weightClassesFor(c.key, sex).map((w) => ({ category: c.key, sex, code: w.code }))),
  );
}

export function bracketFromSlug(slug: string): BracketKey | null {
  return allBrackets().find((b) => bracketSlug(b) === slug) ?? null;
}
