import { categories, type CategoryKey } from "../content/categories";
import type { EntryFilter } from "./views";

type Params = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim().slice(0, 80) : "");

/** The brackets page's filter from its address: unknown values are dropped, never trusted. */
export function filterFromParams(params: Params): EntryFilter {
  const category = one(params.category);
  const sex = one(params.sex);
  return {
    category: categories.some((c) => c.key === category) ? (category as CategoryKey) : undefined,
    sex: sex === "F" || sex === "M" ? sex : undefined,
    weight: one(params.weight) || undefined,
    country: one(params.country) || undefined,
    team: one(params.team) || undefined,
    q: one(params.q) || undefined,
  };
}
