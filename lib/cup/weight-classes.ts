/**
 * A weight class as every part of the cup names it, derived from the edition's limits (lib/content/weight-classes.ts)
 * by one pure function, so the regulation PDFs, the entries form, the database and the public bracket pages
 * (issue 26) cannot name a class two ways.
 */
import { categories, type Category, type CategoryKey } from "../content/categories";
import { weightSets, type Sex, type WeightLimits } from "../content/weight-classes";

export type { Sex };
export const SEXES: readonly Sex[] = ["F", "M"];

export type WeightClass = {
  /** Stable identity within a category and sex: the upper limit ("63.5"), or "+" and the lower one ("+92"). */
  code: string;
  /** What the regulation's table prints: "46–48" for the lightest class, "63.5", "+92". */
  label: string;
  /** For URLs: "48kg", "63-5kg", "over-92kg". */
  slug: string;
  minKg: number;
  /** Null for the open-ended heaviest class. */
  maxKg: number | null;
};

const kg = (n: number) => String(n);
const slugOf = (n: number) => `${kg(n).replace(".", "-")}kg`;

/** The classes of one sex's limits, lightest first. */
export function weightClassesOf({ from, limits }: WeightLimits): WeightClass[] {
  const upTo = limits.map((max, i) => {
    const min = i === 0 ? from : limits[i - 1];
    return { code: kg(max), label: i === 0 ? `${kg(from)}–${kg(max)}` : kg(max), slug: slugOf(max), minKg: min, maxKg: max };
  });
  const last = limits[limits.length - 1];
  return [...upTo, { code: `+${kg(last)}`, label: `+${kg(last)}`, slug: `over-${slugOf(last)}`, minKg: last, maxKg: null }];
}

export function categoryByKey(key: CategoryKey, list: readonly Category[] = categories): Category {
  const category = list.find((c) => c.key === key);
  if (!category) throw new Error(`unknown category ${key}`);
  return category;
}

/** The classes a boxer of this category and sex may enter. */
export function weightClassesFor(category: CategoryKey, sex: Sex): WeightClass[] {
  return weightClassesOf(weightSets[categoryByKey(category).weights][sex]);
}
