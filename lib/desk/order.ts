import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { edition } from "../content/edition";
import type { Placed } from "../cup/bout-order";
import type { BoardBracket } from "../cup/day-board";
import { bracketKey } from "../cup/entries";
import {
  ESTIMATE_COLUMNS,
  ORDER_COLUMNS,
  ORDER_KEY,
  estimatesOf,
  placedOf,
  rowOf,
  type EstimateRow,
  type OrderRow,
} from "../cup/order-rows";
import type { Boxer } from "../cup/order-text";
import { loadDraws } from "./draws";
import { orderOutcomeOf, type OrderOutcome } from "./order-outcome";
import type { DeskEntry } from "./model";

/**
 * The desk's side of the day's order (docs/cup.md §12): what it reads with the organiser's own token, uncached, and
 * what it writes through the table endpoints, where the triggers hold every rule
 * (supabase/migrations/*_bout_order.sql). A proposal or a move is one upsert: one statement, judged as a whole.
 * Refusals come back as the triggers' stable keys or the constraints' names (./order-outcome.ts).
 */
export type OrderLogRow = {
  id: number;
  day: string;
  category: string | null;
  sex: string | null;
  weight_class: string | null;
  node: string | null;
  event: "place" | "move" | "lock";
  reason: string | null;
  actor_id: string | null;
  actor_kind: "team" | "organiser" | "service";
  changed_at: string;
  before: Record<string, string | number> | null;
  after: Record<string, string | number> | null;
};

/** The edition's order (every day), its locked days and the bouts' estimated starts as of now (the database's). */
export async function loadOrder(client: SupabaseClient): Promise<{ order: Placed[]; locked: Set<string>; estimates: Map<string, Date> }> {
  const [rows, locks, estimates] = await Promise.all([
    client.from("bout_order").select(ORDER_COLUMNS).eq("edition", edition.year).order("day").order("bout_number"),
    client.from("order_locks").select("day").eq("edition", edition.year),
    client.from("bout_estimates").select(ESTIMATE_COLUMNS).eq("edition", edition.year),
  ]);
  const error = rows.error ?? locks.error ?? estimates.error;
  if (error) throw new Error(`order read failed: ${error.message}`);
  return {
    order: (rows.data as OrderRow[]).map(placedOf),
    locked: new Set((locks.data as { day: string }[]).map((l) => l.day)),
    estimates: estimatesOf(estimates.data as EstimateRow[]),
  };
}

/** The published brackets with their results and when each was recorded, as the day's board reads them. */
export async function loadDrawnBrackets(client: SupabaseClient): Promise<BoardBracket[]> {
  const { draws, results, recordedAt } = await loadDraws(client);
  return [...draws.values()]
    .filter((d) => d.published)
    .map((d) => {
      const key = bracketKey({ category: d.category, sex: d.sex, code: d.weight_class });
      return {
        category: d.category,
        sex: d.sex,
        code: d.weight_class,
        slots: d.slots,
        results: results.get(key) ?? {},
        recordedAt: recordedAt.get(key) ?? {},
      };
    });
}

/** The boxers' names, clubs and countries by entry id, as the order's pages and documents print them. */
export function boxersOf(entries: readonly DeskEntry[]): Map<string, Boxer> {
  return new Map(entries.map((e) => [e.id, { firstName: e.firstName, lastName: e.lastName, club: e.club, nationality: e.nationality }]));
}

/** One day's log, newest first. */
export async function loadOrderLog(client: SupabaseClient, day: string, limit = 50): Promise<OrderLogRow[]> {
  const { data, error } = await client
    .from("order_changes")
    .select("id, day, category, sex, weight_class, node, event, reason, actor_id, actor_kind, changed_at, before, after")
    .eq("edition", edition.year)
    .eq("day", day)
    .order("id", { ascending: false })
    .limit(limit);
  if (error) throw new Error(`order log read failed: ${error.message}`);
  return (data ?? []) as OrderLogRow[];
}

/** Writes placements in one request: new ones are placed, known ones move. `correction` is the reason on a locked day. */
export async function writePlacements(
  client: SupabaseClient,
  placements: readonly Placed[],
  correction: string | null,
  done: OrderOutcome,
): Promise<OrderOutcome> {
  if (placements.length === 0) return "unchanged";
  const { error } = await client.from("bout_order").upsert(
    placements.map((p) => rowOf(edition.year, p, correction)),
    { onConflict: ORDER_KEY },
  );
  return orderOutcomeOf(error, done);
}

export async function lockDay(client: SupabaseClient, day: string): Promise<OrderOutcome> {
  const { error } = await client.from("order_locks").insert({ edition: edition.year, day });
  return orderOutcomeOf(error, "locked");
}
