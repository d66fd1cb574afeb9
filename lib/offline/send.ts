/**
 * Sends the outbox (docs/decisions.md D100, D108): the writes waiting, one at a time in the order typed, through the
 * REST API with the organiser's own session: a weigh-in or a result with `return=minimal` (a replayed key answers 201
 * with no row), a correction through the desk's own request (a replayed key answers with the row unchanged). The database
 * decides: no error is stored (or was already, under this key: acknowledged, not repeated); a refusal is kept beside
 * what was typed; a network failure stops the round, and the rest waits for the next.
 */
import { refusalOf, type RefusalKey } from "../cup/refusals";
import { loadClient, type BrowserClient } from "../supabase/lazy-client";
import { bracketSlug, type BracketKey } from "../cup/bracket-slug";
import { correctResult, correctWeighIn } from "../desk/corrections";
import type { DrawOutcome } from "../desk/draws";
import type { WeighInOutcome } from "../desk/weigh-ins";
import { acknowledge, markRefused, queued, touchSync, type Write } from "./outbox";
import { outboxSyncedAction } from "./synced-action";

export type SendOutcome = "sent" | "offline" | "signed_out";

let running: Promise<SendOutcome> | null = null;

/** One round at a time in a tab: a second call while one runs waits for it. */
export function sendOutbox(): Promise<SendOutcome> {
  running ??= round().finally(() => {
    running = null;
  });
  return running;
}

async function round(): Promise<SendOutcome> {
  const client = await loadClient().catch(() => null);
  if (!client) return "offline";
  // An access token that expired while the hall was offline is refreshed here, before anything is sent.
  const { data, error } = await client.auth.getSession();
  if (error && !data.session) return "offline";
  if (!data.session) return "signed_out";
  const changed = new Set<string>();
  try {
    return await sendEach(client, changed);
  } finally {
    // The public pages show what arrived at once, as after the desk's own forms; a weigh-in may have written a walkover.
    if (changed.size > 0) await outboxSyncedAction([...changed]).catch(() => undefined);
  }
}

async function sendEach(client: BrowserClient, changed: Set<string>): Promise<SendOutcome> {
  for (const write of await queued()) {
    if (write.refusal) continue;
    let answer: Answer;
    try {
      answer = await sendOne(client, write);
    } catch {
      return "offline";
    }
    if (answer === "stored") {
      await acknowledge(write.seq);
      changed.add(slugOf(write));
    } else if (answer === "offline") return "offline";
    else await markRefused(write, answer);
  }
  await touchSync();
  return "sent";
}

/** Stored (now, or already under its key), the network failed, or the database's refusal. */
type Answer = "stored" | "offline" | RefusalKey;

/** A write, through the same REST request the desk's form would have sent online. */
async function sendOne(client: BrowserClient, write: Write): Promise<Answer> {
  switch (write.kind) {
    case "weighIn":
      return answerOf((await client.from("weigh_ins").insert(write.row)).error);
    case "result":
      return answerOf((await client.from("bouts").insert(write.row)).error);
    // The corrections' requests are the server actions' own (lib/desk/corrections.ts), which answer with an outcome.
    case "weighInCorrection":
      return settled(await correctWeighIn(client, write.weighing, write.reason, write.revision));
    case "resultCorrection":
      return settled(await correctResult(client, write.bracket, write.node, write.result, write.reason, write.key));
  }
}

function answerOf(error: { code?: string; message?: string } | null): Answer {
  if (!error) return "stored";
  return isNetworkFailure(error) ? "offline" : refusalOf(error).key;
}

/** A correction's outcome: `unavailable` is no answer from the database (refusalOf), so the round stops and retries. */
function settled(outcome: WeighInOutcome | DrawOutcome): Answer {
  if (outcome === "corrected") return "stored";
  return outcome === "unavailable" ? "offline" : (outcome as RefusalKey);
}

function slugOf(write: Write): string {
  if (write.kind === "result") return bracketSlug(bracketOf(write.row));
  return write.kind === "resultCorrection" ? bracketSlug(write.bracket) : "";
}

const bracketOf = (row: { category: string; sex: string; weight_class: string }) =>
  ({ category: row.category, sex: row.sex, code: row.weight_class }) as BracketKey;

/** supabase-js answers a failed fetch with an error of its own (no SQLSTATE, no HTTP status from the database). */
function isNetworkFailure(error: { code?: string; message?: string }): boolean {
  return !error.code && /fetch|network|timeout|abort/i.test(error.message ?? "");
}
