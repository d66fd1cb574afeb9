import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { edition } from "../content/edition";
import type { Round } from "../cup/fight-days";
import { refusalOf, type RefusalKey } from "../cup/refusals";
import type { WeighInRow } from "../weigh-in/day";

/**
 * The desk's weigh-in reads and writes, with the organiser's own token through the table endpoint: the trigger
 * (supabase/migrations/*_weigh_in.sql, docs/cup.md §13) stamps, logs, refuses and records the walkovers. Each write
 * carries the idempotency key the page put in its form, so a double tap or a resend is stored once.
 */
export const WEIGH_IN_DONE = ["weighed", "corrected", "absent"] as const;
export type WeighInDone = (typeof WEIGH_IN_DONE)[number];
export type WeighInOutcome = WeighInDone | RefusalKey;

export async function loadWeighIns(client: SupabaseClient, day: Round): Promise<WeighInRow[]> {
  const { data, error } = await client
    .from("weigh_ins")
    .select("entry_id, day, node, absent, weight_kg, fit, note, scale, revision, recorded_at, recorded_by")
    .eq("edition", edition.year)
    .eq("day", day);
  if (error) throw new Error(`weigh-in read failed: ${error.message}`);
  return ((data ?? []) as WeighInRow[]).map((w) => ({ ...w, weight_kg: w.weight_kg === null ? null : Number(w.weight_kg) }));
}

export type Weighing = { entry: string; day: Round; kg: number; fit: boolean; note: string | null; scale: string | null; key: string };

export async function recordWeighIn(client: SupabaseClient, w: Weighing): Promise<WeighInOutcome> {
  const { error } = await client.from("weigh_ins").insert({
    entry_id: w.entry,
    day: w.day,
    weight_kg: w.kg,
    fit: w.fit,
    note: w.note,
    scale: w.scale,
    idempotency_key: w.key,
  });
  return error ? refusalOf(error).key : "weighed";
}

/** The one confirmed action after the window: every listed boxer absent, in one request (one transaction). */
export async function recordAbsences(
  client: SupabaseClient,
  day: Round,
  entries: readonly string[],
  keys: readonly string[],
): Promise<WeighInOutcome> {
  if (entries.length === 0) return "absent";
  const { error } = await client
    .from("weigh_ins")
    .insert(entries.map((entry, i) => ({ entry_id: entry, day, absent: true, idempotency_key: keys[i] })));
  return error ? refusalOf(error).key : "absent";
}
