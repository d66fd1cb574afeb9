import { refusalOf, type RefusalKey } from "../cup/refusals";

/** What an order action did (the notice of the day's page says it in the desk's language: Desk.order.notices). */
export const ORDER_DONE = ["proposed", "moved", "unchanged", "locked"] as const;
/** Why an order action did nothing that the app finds itself, before or instead of the database's refusal. */
export const ORDER_OWN = ["order_no_venue", "order_nothing_to_place", "order_unknown_bout", "failed"] as const;

/**
 * What an order action did, or why it did nothing: the app's own reasons, or the database's refusal as the one
 * refusal map names it (lib/cup/refusals.ts: the triggers' keys and the constraints by name, docs/cup.md §12), whose
 * sentence is under `Refusals` in messages/.
 */
export type OrderOutcome = (typeof ORDER_DONE)[number] | (typeof ORDER_OWN)[number] | RefusalKey;

export function orderOutcomeOf(error: { code?: string; message?: string } | null, done: OrderOutcome): OrderOutcome {
  if (!error) return done;
  const { key } = refusalOf(error);
  // A key no rule of the order raises, a permission error or no answer: the desk can only say to reload and retry.
  return key === "not_allowed" || key === "unavailable" ? "failed" : key;
}
