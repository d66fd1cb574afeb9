import assert from "node:assert/strict";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../../../lib/supabase/keys";
import { currentEdition, editionRows } from "../../../lib/cup/edition-sql";
import { SEXES, weightClassesFor } from "../../../lib/cup/weight-classes";
import type { BackendProcess } from "../../support/backend-process";
import { insertEditionRows } from "../../support/entries/fixture";

let editions = 2300 + (process.pid % 300);
const run = Date.now().toString(36);

/** An edition of its own, open until 2999, so a test fills brackets no one else uses whatever today's date. */
export async function openEdition(backend: BackendProcess): Promise<number> {
  const year = editions++;
  await insertEditionRows(backend.admin(), editionRows({ ...currentEdition, year, registrationDeadline: "2999-12-30" }));
  return year;
}

/** `n` registered teams, each with a client carrying its own session, as the app's server client does. */
export function registerTeams(backend: BackendProcess, n: number, label: string): Promise<SupabaseClient[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const { data, error } = await backend.client().auth.signUp({
        email: `${label}-${run}-${i}@example.com`,
        password: "Gloves-secret",
        options: { data: { team_name: `${label} ${i}`, country: "Spain" } },
      });
      assert.equal(error, null, error?.message);
      return createClient(backend.url, LOCAL_PUBLISHABLE_KEY, {
        global: { headers: { Authorization: `Bearer ${data.session!.access_token}` } },
        auth: { persistSession: false, autoRefreshToken: false },
      });
    }),
  );
}

/** The 26 junior brackets (13 classes × 2 sexes). */
export const juniorBrackets = SEXES.flatMap((sex) => weightClassesFor("junior", sex).map((w) => ({ sex, weight_class: w.code })));

/**
 * Boxer `j` (0–9) of team `team`: a junior in the bracket `(team + 3j) mod 26`, so a team's ten boxers are in
 * ten different brackets and no team limit applies.
 */
export function juniorBoxer(edition: number, team: number, j: number, label: string) {
  return {
    edition,
    first_name: `Boxer ${j}`,
    last_name: `Team ${team}`,
    birth_date: "2010-06-01",
    ...juniorBrackets[(team + j * 3) % juniorBrackets.length],
    record_book: `${label}-${team}-${j}`,
    nationality: "Spain",
  };
}

export type QueueRow = {
  id: string;
  category: string;
  sex: string;
  weight_class: string;
  status: string;
  waiting_position: number | null;
  queue_place: number;
};
export const QUEUE_COLUMNS = "id,category,sex,weight_class,status,waiting_position,queue_place";

/** Every bracket's active queue holds: the first 8 by place entered, the rest waiting 1, 2, 3… in place order. */
export function assertQueues(rows: QueueRow[]): Map<string, QueueRow[]> {
  const brackets = new Map<string, QueueRow[]>();
  for (const row of rows.filter((r) => r.status !== "withdrawn")) {
    const key = `${row.category}/${row.sex}/${row.weight_class}`;
    brackets.set(key, [...(brackets.get(key) ?? []), row]);
  }
  for (const [key, queue] of brackets) {
    queue.sort((a, b) => a.queue_place - b.queue_place);
    assert.equal(new Set(queue.map((r) => r.queue_place)).size, queue.length, `${key}: two entries share a place`);
    assert.deepEqual(
      queue.map((r) => `${r.status}${r.waiting_position ?? ""}`),
      queue.map((_, i) => (i < 8 ? "entered" : `waiting${i - 7}`)),
      key,
    );
  }
  return brackets;
}

/** The brackets' places (the bracket_places view) equal their queues. */
export async function assertBracketTotals(backend: BackendProcess, edition: number, queues: Map<string, QueueRow[]>): Promise<void> {
  const { data, error } = await backend.admin().from("bracket_places").select("category,sex,code,entered,waiting").eq("edition", edition);
  assert.equal(error, null);
  for (const c of data ?? []) {
    const n = queues.get(`${c.category}/${c.sex}/${c.code}`)?.length ?? 0;
    assert.deepEqual([c.entered, c.waiting], [Math.min(n, 8), Math.max(n - 8, 0)], `${c.category} ${c.sex} ${c.code}`);
  }
}
