import type { CategoryKey } from "../content/categories";
import { bracketKey } from "../cup/entries";
import { weightClassesFor, type Sex } from "../cup/weight-classes";

/** A bracket as the desk names and orders it: `category/sex/code`, "63.5 kg" (the regulation's label), its place by weight. */
export function bracketOf(category: CategoryKey, sex: Sex, code: string): { id: string; label: string; order: number } {
  const classes = weightClassesFor(category, sex);
  const order = classes.findIndex((w) => w.code === code);
  return { id: bracketKey({ category, sex, code }), label: `${classes[order]?.label ?? code} kg`, order };
}
