/**
 * The day's order as public.bout_order holds it (supabase/migrations/*_bout_order.sql) and as the pure modules see
 * it (./bout-order.ts `Placed`): one mapping each way, for the desk's writes and every page's reads.
 */
import type { NodeId } from "./bracket";
import type { Placed } from "./bout-order";
import { boutId, parseBoutId } from "./day-bouts";

export type OrderRow = {
  category: string;
  sex: string;
  weight_class: string;
  node: NodeId;
  day: string;
  session: number;
  ring: number;
  position: number;
  bout_number: number;
};

export const ORDER_COLUMNS = "category,sex,weight_class,node,day,session,ring,position,bout_number";

/** A bout's estimated start as the database computes it (public.bout_estimates, docs/cup.md §12). */
export type EstimateRow = { category: string; sex: string; weight_class: string; node: NodeId; starts_at: string };

export const ESTIMATE_COLUMNS = "category,sex,weight_class,node,starts_at";

/** The estimates by bout id, as the day's board reads them. */
export function estimatesOf(rows: readonly EstimateRow[]): Map<string, Date> {
  return new Map(rows.map((row) => [idOf(row), new Date(row.starts_at)]));
}

/** The bout id (./day-bouts.ts) of a row naming a bracket and a node. */
function idOf(row: Pick<OrderRow, "category" | "sex" | "weight_class" | "node">): string {
  return boutId({ category: row.category, sex: row.sex, code: row.weight_class } as Parameters<typeof boutId>[0], row.node);
}

/** The columns of public.bout_order's key, for an upsert's `on_conflict`. */
export const ORDER_KEY = "edition,category,sex,weight_class,node";

export function placedOf(row: OrderRow): Placed {
  return {
    id: idOf(row),
    day: row.day,
    session: row.session,
    ring: row.ring,
    position: row.position,
    number: row.bout_number,
  };
}

/** A placement as the row the desk writes (the key, where it goes, and the reason when the day is locked). */
export function rowOf(edition: number, placed: Placed, correction: string | null = null): Record<string, string | number> {
  const parsed = parseBoutId(placed.id);
  if (!parsed) throw new Error(`not a bout: ${placed.id}`);
  return {
    edition,
    category: parsed.bracket.category,
    sex: parsed.bracket.sex,
    weight_class: parsed.bracket.code,
    node: parsed.node,
    day: placed.day,
    session: placed.session,
    ring: placed.ring,
    position: placed.position,
    bout_number: placed.number,
    ...(correction ? { correction } : {}),
  };
}
