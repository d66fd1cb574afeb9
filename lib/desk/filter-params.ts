import { categories, type CategoryKey } from "../content/categories";
import type { EntryFilter, TeamFilter } from "./views";

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

/** The teams page's filter from its address. */
export function teamFilterFromParams(params: Params): TeamFilter {
  return { q: one(params.q) || undefined, country: one(params.country) || undefined };
}

/**
 * The address of one page of a filtered list: the filter's fields that are set, then the page (left out on the
 * first), so a reload, a bookmark or a link shared at the venue shows the same screen, with or without JavaScript.
 */
export function pageHref(path: string, filter: EntryFilter | TeamFilter, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (typeof value === "string" && value) query.set(name, value);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
