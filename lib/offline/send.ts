/**
 * Sends the outbox (docs/decisions.md D100): the writes waiting, one at a time in the order typed, through the REST
 * API with the organiser's own session and `return=minimal` (a replayed key answers 201 with no row). The database
 * decides: no error is stored (or was already, under this key: acknowledged, not repeated); a refusal is kept beside
 * what was typed; a network failure stops the round, and the rest waits for the next.
 */
import { refusalOf } from "../cup/refusals";
import { loadClient, type BrowserClient } from "../supabase/lazy-client";
import { bracketSlug, type BracketKey } from "../cup/bracket-slug";
import { acknowledge, markRefused, queued, touchSync } from "./outbox";
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
    let answer;
    try {
      answer = write.kind === "weighIn" ? await client.from("weigh_ins").insert(write.row) : await client.from("bouts").insert(write.row);
    } catch {
      return "offline";
    }
    if (!answer.error) {
      await acknowledge(write.seq);
      changed.add(write.kind === "result" ? bracketSlug(bracketOf(write.row)) : "");
    } else if (isNetworkFailure(answer.error)) return "offline";
    else await markRefused(write, refusalOf(answer.error).key);
  }
  await touchSync();
  return "sent";
}

const bracketOf = (row: { category: string; sex: string; weight_class: string }) =>
  ({ category: row.category, sex: row.sex, code: row.weight_class }) as BracketKey;

/** supabase-js answers a failed fetch with an error of its own (no SQLSTATE, no HTTP status from the database). */
function isNetworkFailure(error: { code?: string; message?: string }): boolean {
  return !error.code && /fetch|network|timeout|abort/i.test(error.message ?? "");
}
