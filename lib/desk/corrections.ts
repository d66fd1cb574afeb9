/**
 * The desk's two corrections, as REST requests with the organiser's own token: the server actions send them
 * (app/[locale]/(desk)/desk/{weigh-in,draw}/actions.ts), and so does the outbox from the browser when a correction was
 * typed offline (lib/offline/send.ts, docs/decisions.md D108). Written once, so both carry the same key, revision and
 * reason, and the database decides the same way: a replayed key is acknowledged (the row comes back unchanged), a
 * correction typed against a row that moved on is refused. No `server-only` here: the outbox runs in the page.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { edition } from "../content/edition";
import type { NodeId, Result } from "../cup/bracket";
import type { BracketKey } from "../cup/bracket-slug";
import { refusalOf } from "../cup/refusals";
import type { DrawOutcome } from "./draws";
import type { WeighInOutcome, Weighing } from "./weigh-ins";

/**
 * A correction names the revision the organiser's page showed: if another organiser corrected the boxer meanwhile,
 * the database refuses it (`weigh_in_recorded`) instead of letting it overwrite theirs unseen (D92).
 */
export async function correctWeighIn(
  client: SupabaseClient,
  w: Weighing,
  reason: string | null,
  revision: number | null,
): Promise<WeighInOutcome> {
  const { data, error } = await client
    .from("weigh_ins")
    .update({
      weight_kg: w.kg,
      fit: w.fit,
      note: w.note,
      scale: w.scale,
      idempotency_key: w.key,
      correction: reason,
      ...(revision === null ? {} : { revision }),
    })
    .eq("entry_id", w.entry)
    .eq("day", w.day)
    .select("entry_id");
  if (error) return refusalOf(error).key;
  return data?.length === 1 ? "corrected" : "not_found";
}

/** A recorded result changed, with its reason and key (D98): a correction a later bout depends on is refused. */
export async function correctResult(
  client: SupabaseClient,
  bracket: BracketKey,
  node: NodeId,
  result: Result,
  reason: string | null,
  key: string,
): Promise<DrawOutcome> {
  const { data, error } = await client
    .from("bouts")
    .update({ winner: result.winner, method: result.method, idempotency_key: key, ...(reason ? { correction: reason } : {}) })
    .match({ edition: edition.year, category: bracket.category, sex: bracket.sex, weight_class: bracket.code, node })
    .select("node");
  if (error) return refusalOf(error).key;
  return data?.length === 1 ? "corrected" : "not_found";
}
