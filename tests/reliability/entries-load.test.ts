/**
 * Entries under load, against a backend process of its own over HTTP, each team with its own session as the
 * app's server client has: 100 teams entering 10 boxers each at once (20 under npm test), and the last place
 * of a bracket taken by 50 teams at once. The figures go to docs/reliability.md.
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
import { record, table } from "./helpers/report";
import { sized } from "./helpers/size";
import { measure, type LoadResult } from "./helpers/stats";

const TEAMS = sized(100, 20);
const BOXERS = 10;
const RACERS = 50;

let backend: BackendProcess;
const results: LoadResult[] = [];
before(async () => {
  backend = await BackendProcess.create();
});
after(async () => {
  await backend.destroy();
  if (results.length > 0) {
    console.log(`\n${table(results)}\n`);
    await record({ load: results });
  }
});

it(`${TEAMS} teams entering ${BOXERS} boxers each at once: every entry stored once, no bracket over 8, waiting lists in order`, async () => {
  const edition = await openEdition(backend);
  const clients = await registerTeams(backend, TEAMS, "burst");
  const calls = clients.flatMap((client, team) =>
    Array.from(
      { length: BOXERS },
      (_, j) => async () =>
        client
          .from("entries")
          .insert(juniorBoxer(edition, team, j, "BURST"))
          .select("id")
          .single(),
    ),
  );
  const { result, outcomes } = await measure(`entries: ${TEAMS} teams × ${BOXERS} boxers at once`, calls, (r) => r.status === 201);
  results.push(result);
  assert.deepEqual(
    outcomes.filter((o) => o.error).map((o) => `${o.status} ${o.error?.message}`),
    [],
  );

  const { data, error } = await backend.admin().from("entries").select(QUEUE_COLUMNS).eq("edition", edition);
  assert.equal(error, null);
  const rows = data as QueueRow[];
  assert.equal(rows.length, TEAMS * BOXERS, "every entry stored");
  assert.deepEqual(new Set(rows.map((r) => r.id)), new Set(outcomes.map((o) => o.data!.id)), "each answered entry stored once");
  const queues = assertQueues(rows);
  await assertBracketTotals(backend, edition, queues);
  const entered = rows.filter((r) => r.status === "entered").length;
  await record({
    checks: {
      "entries burst": `${TEAMS * BOXERS} entries from ${TEAMS} teams at once over HTTP: all 201, stored once, ${queues.size} brackets with ${entered} entered (none over 8) and ${rows.length - entered} waiting 1..n in queue order, bracket totals equal to the queues`,
    },
  });
});

it(`the last place of a bracket, ${RACERS} teams at once: exactly one gets it, the rest wait in order`, async () => {
  const edition = await openEdition(backend);
  const boxer = (i: number, label: string) => ({
    edition,
    first_name: label,
    last_name: `${i}`,
    sex: "M",
    birth_date: "1995-03-03",
    category: "elite",
    weight_class: "75",
    record_book: `RACE-${label}-${i}`,
    nationality: "Spain",
  });
  const early = await registerTeams(backend, 7, "seven");
  for (const [i, client] of early.entries()) assert.equal((await client.from("entries").insert(boxer(i, "early"))).error, null);
  const racers = await registerTeams(backend, RACERS, "race");
  const { result, outcomes } = await measure(
    `entries: last place, ${RACERS} teams at once`,
    racers.map(
      (client, i) => async () => client.from("entries").insert(boxer(i, "racer")).select("status,waiting_position,queue_place").single(),
    ),
    (r) => r.status === 201,
  );
  results.push(result);
  assert.deepEqual(
    outcomes.filter((o) => o.error).map((o) => o.error?.message),
    [],
  );
  const answers = outcomes.map((o) => o.data!).sort((a, b) => a.queue_place - b.queue_place);
  assert.deepEqual(
    answers.map((a) => `${a.status}${a.waiting_position ?? ""}`),
    ["entered", ...Array.from({ length: RACERS - 1 }, (_, i) => `waiting${i + 1}`)],
    "each racer was told its own place, in queue order",
  );
  const { data } = await backend.admin().from("entries").select(QUEUE_COLUMNS).eq("edition", edition);
  assertQueues(data as QueueRow[]);
  await record({
    checks: {
      "last-place race (HTTP)": `7 of 8 places taken, ${RACERS} teams at once: 1 entered, ${RACERS - 1} waiting 1–${RACERS - 1} in queue order, as each was answered; p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
    },
  });
});
