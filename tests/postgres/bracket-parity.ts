/**
 * The bracket the database derives (cup.node_sides, cup.advancing in *_draws_and_results.sql) held to the app's
 * (lib/cup/bracket.ts, which the desk and the pages show) on the same cases: for every size from 1 to 8 boxers and
 * a walk of random results to the final, every possible result (each node, each boxer) is tried on the database in
 * a transaction rolled back, and the database must accept exactly the ones the app's bracket accepts. One bout in
 * three of the walk is lost by both boxers at the weigh-in (a result without a winner: the next bout is a bye for its
 * other side, docs/cup.md §13).
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, it } from "node:test";
import type pg from "pg";
import { boutsToRecord, bracketNodes, NODE_IDS, type NodeId, type Result } from "../../lib/cup/bracket";
import { drawBracket, seededIntegers } from "../../lib/cup/draw";
import {
  CLOSES_AT,
  DURING_REGISTRATION,
  boxer,
  freshEdition,
  insertFightDays,
  type EntryHarness,
  type EntryRow,
} from "../support/entries/harness";

const SEEDS = ["5eed000000000001", "5eed000000000002"];
const DAY = { quarterFinal: "quarterFinals", semiFinal: "semiFinals", final: "finals" } as const;

export function bracketParityTests(setup: () => { harness: EntryHarness; api: pg.Client }): void {
  describe("the database's bracket and the app's", () => {
    it("accept exactly the same results, for 1 to 8 boxers, at every step of a bracket fought to its final", async (t) => {
      const { harness: h, api } = setup();
      await h.setNow(DURING_REGISTRATION);
      const organiser = await h.organiser();
      const claims = JSON.stringify({
        role: "authenticated",
        sub: organiser.id,
        app_metadata: { role: "organiser" },
        session_id: organiser.sessionId,
      });
      const teams = [];
      for (let i = 0; i < 4; i++) teams.push(await h.team(`Parity ${i}`));

      /** Whether the database records this result, as the organiser, in a transaction rolled back. */
      async function accepts(edition: number, node: NodeId, winner: string): Promise<boolean> {
        await api.query("begin");
        try {
          await api.query("set local role authenticated");
          await api.query("select set_config('request.jwt.claims', $1, true)", [claims]);
          await api.query(
            "insert into public.bouts (edition, category, sex, weight_class, node, winner, method) values ($1, 'junior', 'F', '48', $2, $3, 'points')",
            [edition, node, winner],
          );
          return true;
        } catch (error) {
          if ((error as { code?: string }).code !== "P0001") throw error;
          return false;
        } finally {
          await api.query("rollback");
        }
      }

      let cases = 0;
      let noWinner = 0;
      for (let n = 1; n <= 8; n++) {
        for (const seed of SEEDS) {
          const edition = await freshEdition(h);
          await insertFightDays(h, edition);
          const entries: EntryRow[] = [];
          await h.setNow(DURING_REGISTRATION);
          for (let i = 0; i < n; i++) entries.push((await teams[i % 4].insert(boxer(edition))).data!);
          // Brackets are drawn once entries have closed.
          await h.setNow(CLOSES_AT);
          const { order, slots } = drawBracket(
            entries.map((e) => ({ id: e.id, team: e.team_id })),
            seed,
          );
          const bracket = { edition, category: "junior", sex: "F", weight_class: "48" };
          assert.equal((await organiser.post("draws", { ...bracket, seed, drawn_order: order, slots, published: true })).error, null);
          const random = seededIntegers(seed);
          let results: Partial<Record<NodeId, Result>> = {};
          for (;;) {
            for (const node of NODE_IDS)
              for (const { id } of entries) {
                let app = !results[node];
                try {
                  bracketNodes(slots, { ...results, [node]: { winner: id, method: "points" } });
                } catch {
                  app = false;
                }
                assert.equal(await accepts(edition, node, id), app, `${n} boxers, seed ${seed}, ${node} won by ${id}`);
                cases++;
              }
            const open = boutsToRecord(bracketNodes(slots, results));
            if (open.length === 0) break;
            const bout = open[random(open.length)];
            if (random(3) === 0) {
              // Both boxers over the limit at that day's weigh-in: the database records the bout without a winner.
              for (const side of bout.sides) {
                const entry = side.kind === "boxer" ? side.entry : "";
                const weighIn = { entry_id: entry, day: DAY[bout.round], weight_kg: 60, fit: true, idempotency_key: randomUUID() };
                assert.equal((await organiser.post("weigh_ins", weighIn)).error, null);
              }
              results = { ...results, [bout.id]: { winner: null, method: "walkover" } };
              noWinner++;
              continue;
            }
            const side = bout.sides[random(2)];
            const winner = side.kind === "boxer" ? side.entry : "";
            assert.equal((await organiser.post("bouts", { ...bracket, node: bout.id, winner, method: "points" })).error, null);
            results = { ...results, [bout.id]: { winner, method: "points" } };
          }
        }
      }
      assert.ok(cases > 1000, `${cases} cases`);
      assert.ok(noWinner > 3, `${noWinner} bouts without a winner`);
      t.diagnostic(`${cases} results tried on both, ${noWinner} bouts without a winner`);
    });
  });
}
