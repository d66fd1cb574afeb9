// The edition's categories and weight classes as the PDFs print them, read from the one source the site and
// the database read too (lib/content/categories.ts, lib/content/weight-classes.ts; docs/cup.md §3). Runs under
// tsx (`npm run assets`), which lets this script import the TypeScript data.
import { categories } from "../../../lib/content/categories.ts";
import { weightSets } from "../../../lib/content/weight-classes.ts";
import { weightClassesOf } from "../../../lib/cup/weight-classes.ts";

const range = (from, to) => `${from}–${to}`;
const gloves = (g) => ("heavierOz" in g ? `${g.oz} / ${g.heavierOz} oz` : `${g.oz} oz`);

/** Per category: birth years, ages, rounds × minutes and gloves as the regulation's table writes them. */
export const editionCategories = categories.map((c) => ({
  key: c.key,
  born: range(c.bornFrom, c.bornTo),
  ages: range(c.minAge, c.maxAge),
  rounds: `${c.rounds} × ${c.roundSeconds / 60}`,
  gloves: gloves(c.gloves),
  weights: c.weights,
}));

/** Per weight set, the class labels for men (`m`) and women (`f`), lightest first. */
export const editionWeights = Object.fromEntries(
  Object.entries(weightSets).map(([key, set]) => [
    key,
    { m: weightClassesOf(set.M).map((w) => w.label), f: weightClassesOf(set.F).map((w) => w.label) },
  ]),
);
