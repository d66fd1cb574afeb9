import "server-only";
import { edition } from "../content/edition";
import { zonedDate } from "../format/zoned-time";
import type { Placed } from "./bout-order";
import { dayBoard, type BoardBout } from "./day-board";
import { BOUT_SECONDS, FIGHT_DAYS, fightDayOn } from "./fight-calendar";
import { ESTIMATE_COLUMNS, ORDER_COLUMNS, estimatesOf, placedOf, type EstimateRow, type OrderRow } from "./order-rows";
import { loadPublished, publicRest, type PublishedBracket } from "./published";
import type { FightDay } from "./venue";

/**
 * The fight days' order as anyone may read it (docs/cup.md §12, docs/decisions.md D79): the published draws with
 * their results (./published.ts) and the order's rows, read with the publishable key through fetches cached under
 * tags, so a page regenerated every 15 s costs one read; the desk's actions expire the tags at once after a proposal,
 * a move, a lock or a result. The public "today" page, the teams' page and their calendar file read this one function;
 * a live layer can call it again when a result arrives.
 */
export const ORDER_TAG = "bout-order";

export type DayState = { day: FightDay; board: BoardBout[]; locked: boolean };

export type PublicOrder = { brackets: PublishedBracket[]; days: DayState[] };

async function loadOrder(): Promise<{ order: Placed[]; locked: Set<string>; estimates: Map<string, Date> }> {
  const year = `edition=eq.${edition.year}`;
  const [rows, locks, estimates] = await Promise.all([
    publicRest<OrderRow>(`bout_order?select=${ORDER_COLUMNS}&${year}&order=day.asc,bout_number.asc`, ORDER_TAG),
    publicRest<{ day: string }>(`order_locks?select=day&${year}`, ORDER_TAG),
    // Computed by the database as of the read (cup.now()): at most one regeneration (15 s) old.
    publicRest<EstimateRow>(`bout_estimates?select=${ESTIMATE_COLUMNS}&${year}`, ORDER_TAG),
  ]);
  return { order: rows.map(placedOf), locked: new Set(locks.map((l) => l.day)), estimates: estimatesOf(estimates) };
}

/** Every fight day's board, or no day at all when the backend cannot be reached (a build without one). */
export async function publicOrder(): Promise<PublicOrder> {
  try {
    const [brackets, { order, locked, estimates }] = await Promise.all([loadPublished(), loadOrder()]);
    const days = FIGHT_DAYS.map((day) => ({
      day,
      board: dayBoard(day, order, brackets, (b) => BOUT_SECONDS[b.category], estimates),
      locked: locked.has(day.date),
    }));
    return { brackets, days };
  } catch {
    return { brackets: [], days: [] };
  }
}

/** Today's fight day (by the edition's calendar day at `now`), or null on any other day. */
export function fightDayAt(now: Date): FightDay | null {
  return fightDayOn(zonedDate(now, edition.timeZone));
}
