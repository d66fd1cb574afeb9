import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { edition } from "../content/edition";
import type { Method, NodeId, Result } from "../cup/bracket";
import type { BracketKey } from "../cup/bracket-slug";
import { drawBracket, newSeed, type DrawEntry } from "../cup/draw";
import { bracketKey } from "../cup/entries";
import { refusalOf, type RefusalKey } from "../cup/refusals";

/**
 * The desk's draw and results: the draw computed here from a fresh seed (lib/cup/draw.ts), written with the
 * organiser's own token through the table endpoints, where the triggers hold every rule
 * (supabase/migrations/*_draws_and_results.sql, docs/cup.md §11). Refusals come back as the triggers' stable keys.
 */
export type DrawRow = {
  category: BracketKey["category"];
  sex: BracketKey["sex"];
  weight_class: string;
  seed: string;
  drawn_order: string[];
  slots: (string | null)[];
  revision: number;
  drawn_at: string;
  published: boolean;
  published_at: string | null;
};

export type BoutRow = {
  category: string;
  sex: string;
  weight_class: string;
  node: NodeId;
  winner: string | null;
  method: Method;
  recorded_at: string;
};

export type DrawLogRow = {
  id: number;
  event: "draw" | "redraw" | "publish" | "correction" | "result" | "result_correction";
  node: NodeId | null;
  reason: string | null;
  actor_id: string | null;
  actor_kind: "team" | "organiser" | "service";
  changed_at: string;
  before: { seed?: string; winner?: string; method?: Method } | null;
  after: { seed?: string; winner?: string; method?: Method } | null;
};

export const DRAW_DONE = ["drawn", "published", "recorded", "corrected"] as const;
export type DrawDone = (typeof DRAW_DONE)[number];
/** What a draw, publication or result did, or the key of its refusal in the one refusal map (lib/cup/refusals.ts). */
export type DrawOutcome = DrawDone | RefusalKey;

const match = (b: BracketKey) => ({ edition: edition.year, category: b.category, sex: b.sex, weight_class: b.code });

function outcomeOf(error: { code?: string; message: string } | null, done: DrawDone, changed: number): DrawOutcome {
  if (error) return refusalOf(error).key;
  return changed === 1 ? done : "not_found";
}

/** The edition's draws and recorded results the organiser may read, by bracket (`category/sex/code`). */
export async function loadDraws(client: SupabaseClient): Promise<{
  draws: Map<string, DrawRow>;
  results: Map<string, Partial<Record<NodeId, Result>>>;
  /** When each result was recorded, by bracket (the day's order counts what each ring has boxed). */
  recordedAt: Map<string, Partial<Record<NodeId, string>>>;
}> {
  const [draws, bouts] = await Promise.all([
    client
      .from("draws")
      .select("category, sex, weight_class, seed, drawn_order, slots, revision, drawn_at, published, published_at")
      .eq("edition", edition.year),
    client.from("bouts").select("category, sex, weight_class, node, winner, method, recorded_at").eq("edition", edition.year),
  ]);
  if (draws.error || bouts.error) throw new Error(`draw read failed: ${(draws.error ?? bouts.error)?.message}`);
  const byBracket = new Map<string, DrawRow>();
  for (const d of (draws.data ?? []) as DrawRow[]) byBracket.set(bracketKey({ category: d.category, sex: d.sex, code: d.weight_class }), d);
  const results = new Map<string, Partial<Record<NodeId, Result>>>();
  const recordedAt = new Map<string, Partial<Record<NodeId, string>>>();
  for (const b of (bouts.data ?? []) as BoutRow[]) {
    const key = bracketKey({ category: b.category, sex: b.sex, code: b.weight_class });
    results.set(key, { ...results.get(key), [b.node]: { winner: b.winner, method: b.method } });
    recordedAt.set(key, { ...recordedAt.get(key), [b.node]: b.recorded_at });
  }
  return { draws: byBracket, results, recordedAt };
}

/** The bracket's draw log, newest first. */
export async function loadDrawLog(client: SupabaseClient, bracket: BracketKey): Promise<DrawLogRow[]> {
  const { data, error } = await client
    .from("draw_changes")
    .select("id, event, node, reason, actor_id, actor_kind, changed_at, before, after")
    .match(match(bracket))
    .order("id", { ascending: false });
  if (error) throw new Error(`draw log read failed: ${error.message}`);
  return (data ?? []) as DrawLogRow[];
}

/**
 * Draws (or redraws) the bracket from its entered boxers with a fresh seed. A published draw changes only as a
 * correction, with its reason; the database refuses any other change.
 */
export async function draw(
  client: SupabaseClient,
  bracket: BracketKey,
  entered: DrawEntry[],
  existing: boolean,
  correction: string | null,
): Promise<DrawOutcome> {
  const seed = newSeed();
  const { order, slots } = drawBracket(entered, seed);
  const row = { seed, drawn_order: order, slots };
  const { data, error } = existing
    ? await client
        .from("draws")
        .update(correction ? { ...row, correction } : row)
        .match(match(bracket))
        .select("seed")
    : await client
        .from("draws")
        .insert({ ...match(bracket), ...row })
        .select("seed");
  return outcomeOf(error, "drawn", data?.length ?? 0);
}

/**
 * Publishes the bracket's draw; with `revision`, only that draw (the one an organiser reviewed): a draw redrawn since
 * is left unpublished as `draw_changed`. Publishing a published draw again changes nothing and logs nothing.
 */
export async function publish(client: SupabaseClient, bracket: BracketKey, revision?: number): Promise<DrawOutcome> {
  const filter = revision === undefined ? match(bracket) : { ...match(bracket), revision };
  const { data, error } = await client.from("draws").update({ published: true }).match(filter).select("seed");
  if (!error && revision !== undefined && data?.length === 0) return "draw_changed";
  return outcomeOf(error, "published", data?.length ?? 0);
}

/**
 * A result, with the write's idempotency key (D98): a key the bracket's log already holds (a double tap, a resend)
 * is acknowledged with no row, so the insert is sent with return=minimal and any answer without an error is recorded.
 */
export async function recordResult(
  client: SupabaseClient,
  bracket: BracketKey,
  node: NodeId,
  result: Result,
  key: string,
): Promise<DrawOutcome> {
  const { error } = await client
    .from("bouts")
    .insert({ ...match(bracket), node, winner: result.winner, method: result.method, idempotency_key: key });
  return error ? refusalOf(error).key : "recorded";
}
