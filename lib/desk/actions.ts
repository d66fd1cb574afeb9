import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * What an organiser may do to an entry on a team's behalf: the same PATCH a team sends, so the same triggers
 * apply the same rules (the team's limit, the queue) and log the change with the organiser as the actor.
 * Refusals come back as the trigger's stable key (docs/cup.md §5), which the desk translates.
 */
export const REFUSALS = ["team_bracket_limit", "withdrawn_is_final", "weight_class_not_offered", "category_birth_year_mismatch"] as const;
export type Outcome = "withdrawn" | "moved" | (typeof REFUSALS)[number] | "failed";

function outcomeOf(error: { message: string } | null, done: Outcome, changed: number): Outcome {
  if (!error) return changed === 1 ? done : "failed";
  return (REFUSALS as readonly string[]).includes(error.message) ? (error.message as Outcome) : "failed";
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
