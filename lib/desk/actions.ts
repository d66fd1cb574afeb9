import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { refusalOf, type RefusalKey } from "../cup/refusals";

/**
 * What an organiser may do to an entry on a team's behalf: the same PATCH a team sends, so the same triggers
 * apply the same rules (the team's limit, the queue, a published draw) and log the change with the organiser as
 * the actor. A refusal comes back as its key in the one refusal map (lib/cup/refusals.ts), which the desk says in
 * the organiser's language; a change that matched no row is `not_found`.
 */
export type Done = "withdrawn" | "moved";
export type Outcome = Done | RefusalKey;

function outcomeOf(error: { code?: string; message: string } | null, done: Done, changed: number): Outcome {
  if (error) return refusalOf(error).key;
  return changed === 1 ? done : "not_found";
}

export async function withdraw(client: SupabaseClient, entryId: string): Promise<Outcome> {
  const { data, error } = await client.from("entries").update({ status: "withdrawn" }).eq("id", entryId).select("id");
  return outcomeOf(error, "withdrawn", data?.length ?? 0);
}

/** To another weight class, or (senior and elite share their birth years) another category's. */
export async function move(client: SupabaseClient, entryId: string, category: string, weightClass: string): Promise<Outcome> {
  const { data, error } = await client.from("entries").update({ category, weight_class: weightClass }).eq("id", entryId).select("id");
  return outcomeOf(error, "moved", data?.length ?? 0);
}
