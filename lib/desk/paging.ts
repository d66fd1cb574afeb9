/**
 * The desk's long lists (brackets, teams) are sent a page at a time: a phone at the venue downloads, parses and
 * hydrates only what one screen can use (docs/quality-bars.md §3, the desk's bars). A page holds whole groups (a
 * bracket's boxers, a team's boxers are never split across pages), up to a budget of rows; a group larger than
 * the budget fills a page alone. Pure, so the boundaries are unit-tested.
 */

/** Rows a desk page lists at most: at the cup's scale (1,000 boxers) this keeps each page's HTML near 30 KB gzip. */
export const ROWS_PER_PAGE = 80;

export type Paged<T> = {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  /** At least 1, even for an empty list. */
  pages: number;
};

/** Splits the groups into pages in their order; `rows` says how many rows a group takes on screen. */
export function pagesOf<T>(groups: readonly T[], rows: (group: T) => number, budget = ROWS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  let current: T[] = [];
  let used = 0;
  for (const group of groups) {
    const size = Math.max(1, rows(group));
    if (current.length > 0 && used + size > budget) {
      pages.push(current);
      current = [];
      used = 0;
    }
    current.push(group);
    used += size;
  }
  if (current.length > 0) pages.push(current);
  return pages;
}

/** One page of the groups: the one asked for, or the nearest that exists (a stale address after a withdrawal). */
export function pageOf<T>(groups: readonly T[], rows: (group: T) => number, page: number, budget = ROWS_PER_PAGE): Paged<T> {
  const pages = pagesOf(groups, rows, budget);
  const count = Math.max(1, pages.length);
  const clamped = Math.min(Math.max(1, page), count);
  return { items: pages[clamped - 1] ?? [], page: clamped, pages: count };
}

/** The `page` parameter of an address: a positive whole number, else the first page. */
export function pageParam(value: string | string[] | undefined): number {
  const page = typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}
