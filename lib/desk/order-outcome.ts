/**
 * What an order action did, or why the database refused it (docs/cup.md §12): the triggers' stable keys, and the
 * constraints recognised by their names. The day's page says it in the desk's language (messages: Desk.order.notices).
 */
export const ORDER_REFUSALS = [
  "order_boxer_twice",
  "order_before_decider",
  "order_day_locked",
  "order_ring_not_in_session",
  "order_not_a_bout",
  "draw_not_published",
  "order_position_taken",
  "order_number_taken",
  "order_session_unknown",
  "order_already_locked",
] as const;

/** What an order action did, or why it did nothing (the notice of the day's page says it in the desk's language). */
export type OrderOutcome =
  | "proposed"
  | "moved"
  | "unchanged"
  | "locked"
  | (typeof ORDER_REFUSALS)[number]
  | "order_no_venue"
  | "order_nothing_to_place"
  | "order_unknown_bout"
  | "failed";

const CONSTRAINTS: [RegExp, OrderOutcome][] = [
  [/bout_order_position_unique/, "order_position_taken"],
  [/bout_order_number_unique/, "order_number_taken"],
  [/bout_order_session_fkey/, "order_session_unknown"],
  [/order_locks_pkey/, "order_already_locked"],
];

export function orderOutcomeOf(error: { message: string } | null, done: OrderOutcome): OrderOutcome {
  if (!error) return done;
  if ((ORDER_REFUSALS as readonly string[]).includes(error.message)) return error.message as OrderOutcome;
  return CONSTRAINTS.find(([pattern]) => pattern.test(error.message))?.[1] ?? "failed";
}
