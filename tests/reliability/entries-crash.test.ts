/**
 * SIGKILL in the middle of a burst of entries, then a restart on the same data directory: every entry answered
 * 201 is still there, each with its change-log line, and every bracket's queue, statuses and totals are as the
 * rules make them (an entry's queue place, its status and its bracket's totals commit together or not at all).
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import { BackendProcess } from "../support/backend-process";
import {
  QUEUE_COLUMNS,
  assertBracketTotals,
  assertQueues,
  juniorBoxer,
  openEdition,
  registerTeams,
  type QueueRow,
} from "./helpers/entries";
import { record } from "./helpers/report";
import { sized } from "./helpers/size";

const TEAMS = sized(15, 6);
const BOXERS = 10;
/** Kill once this many entries have been answered, so the rest are in flight or not yet sent. */
const KILL_AFTER = sized(50, 20);

let backend: BackendProcess;
before(async () => {
  backend = await BackendProcess.create();
});
after(async () => backend.destroy());

it("loses no committed entry and leaves every queue consistent after a SIGKILL mid-burst", async () => {
  const edition = await openEdition(backend);
  const clients = await registerTeams(backend, TEAMS, "crash");
  const committed: string[] = [];
  let killing: Promise<void> | null = null;
  const outcomes = await Promise.all(
    clients.flatMap((client, team) =>
      Array.from({ length: BOXERS }, async (_, j) => {
        const result = await client
          .from("entries")
          .insert(juniorBoxer(edition, team, j, "CRASH"))
          .select("id")
          .single();
        if (result.data) {
          committed.push(result.data.id);
          if (committed.length === KILL_AFTER) killing = backend.stop("SIGKILL");
        }
        return result;
      }),
    ),
  );
  await killing;
  assert.ok(committed.length >= KILL_AFTER && committed.length < TEAMS * BOXERS, `killed mid-burst (${committed.length} answered)`);
  // Requests cut off by the crash fail as a network error, never as a refusal.
  assert.deepEqual(
    outcomes.filter((o) => o.error && o.status !== 0).map((o) => `${o.status} ${o.error?.message}`),
    [],
  );

  const restartMs = await backend.start();
  const admin = backend.admin();
  const { data, error } = await admin.from("entries").select(QUEUE_COLUMNS).eq("edition", edition);
  assert.equal(error, null);
  const rows = data as QueueRow[];
  const stored = new Set(rows.map((r) => r.id));
  assert.deepEqual(
    committed.filter((id) => !stored.has(id)),
    [],
    "an entry answered 201 before the crash is gone",
  );
  const queues = assertQueues(rows);
  await assertBracketTotals(backend, edition, queues);
  const { data: log } = await admin.from("entry_changes").select("entry_id").eq("edition", edition).eq("operation", "insert");
  assert.deepEqual(new Set((log ?? []).map((l) => l.entry_id)), stored, "one change-log line per stored entry, no more, no less");
  // The restarted backend takes entries again.
  assert.equal((await clients[0].from("entries").insert(juniorBoxer(edition, 0, 0, "AFTER"))).error, null);

  await record({
    checks: {
      "SIGKILL mid-burst of entries": `${TEAMS * BOXERS} entries fired, killed after ${committed.length} answered 201; after restart (${Math.round(restartMs)} ms): ${rows.length} stored, 0 committed lost, ${queues.size} queues consistent with their statuses and totals, one log line each`,
    },
  });
});
