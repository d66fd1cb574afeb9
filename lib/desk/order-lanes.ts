import { pageOf, type Paged } from "./paging";

/** One ring of one session of a fight day, in its running order. */
export type Lane<T> = { ring: number; bouts: T[] };

/**
 * The rings of a session that one page of the day's order shows (`/desk/order/[day]`): every ring of the session, or
 * the one chosen, as whole lanes up to the desk's budget of rows (lib/desk/paging.ts, docs/quality-bars.md §3b rule 2).
 * A session of a day at the cup's scale holds about 127 bouts over three rings (the bench's semi-finals day): all of
 * them in one page were 2,288 elements to lay out and hydrate on a tablet, so such a session is read a ring a page,
 * while a small one still shows all its rings together. Pure, so the boundaries are unit-tested.
 */
export function sessionLanes<T extends { session: number; ring: number }>(
  board: readonly T[],
  session: { number: number; rings: number },
  ring: number | null,
  page: number,
): Paged<Lane<T>> {
  const lanes = Array.from({ length: session.rings }, (_, i) => i + 1)
    .filter((r) => ring === null || r === ring)
    .map((r) => ({ ring: r, bouts: board.filter((b) => b.session === session.number && b.ring === r) }));
  return pageOf(lanes, (lane) => lane.bouts.length, page);
}
