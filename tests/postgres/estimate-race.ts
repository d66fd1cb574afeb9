/**
 * Two desks recording results in two rings of one day at once, on PostgreSQL 15 with hosted roles: each write computes
 * the day's estimates again (supabase/migrations/*_bout_estimates.sql) under the day's lock, after the other's commit.
 * Without it, the second desk computed ring 1 without the first desk's results and announced its bout moved back.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type pg from "pg";
import { drawBracket } from "../../lib/cup/draw";
import { boxer, type EntryHarness, type EntryRow } from "../support/entries/harness";
import { BRACKET, publishedBracket } from "../support/entries/order-rules";
import { ok } from "../support/entries/result";
import { beginAsOrganiser, type Cluster } from "./cluster";

const THU = "2026-03-26";

export function estimateRaceTests(context: () => { harness: EntryHarness; cluster: Cluster }): void {
  describe("two desks recording results on one day at once", () => {
    it("the second computes the day after the first commits: no bout announced moved back and forth", async () => {
      const { harness, cluster } = context();
      const organiser = await harness.organiser();
      const service = harness.service();
      const teams = await Promise.all(["A", "B", "C", "D"].map((name) => harness.team(`Estimates ${name}`)));
      // Two junior women's brackets of one edition: 48 kg (the fixture's) in ring 1, 50 kg in ring 2.
      const { edition, slots } = await publishedBracket(harness, organiser, teams, 8);
      const other = { ...BRACKET, weight_class: "50" };
      const entries: EntryRow[] = [];
      for (let i = 0; i < 8; i++)
        entries.push(
          ok(
            await service.post<EntryRow>("entries", {
              ...boxer(edition, { first_name: `R${i}`, weight_class: "50" }),
              category: "junior",
              team_id: teams[i % 4].id,
            }),
          ),
        );
      const drawn = drawBracket(
        entries.map((e) => ({ id: e.id, team: e.team_id })),
        "fedcba9876543210",
      );
      ok(await organiser.post("draws", { edition, ...other, seed: "fedcba9876543210", drawn_order: drawn.order, slots: drawn.slots }));
      ok(await organiser.patch("draws", { edition, ...other }, { published: true }));
      const rows = [BRACKET, other].flatMap((bracket, r) =>
        [1, 2, 3, 4].map((i) => ({
          edition,
          ...bracket,
          node: `qf${i}`,
          day: THU,
          session: 1,
          ring: r + 1,
          position: i,
          bout_number: r * 4 + i,
        })),
      );
      ok(await organiser.upsert("bout_order", rows, ["edition", "category", "sex", "weight_class", "node"]));

      const [first, second, admin] = await Promise.all([
        cluster.connect("authenticator"),
        cluster.connect("authenticator"),
        cluster.connect("supabase_admin"),
      ]);
      const results = (db: pg.Client, bracket: typeof BRACKET | typeof other, winners: [string, string | null][]) =>
        db.query(
          `insert into public.bouts (edition, category, sex, weight_class, node, winner, method)
           select $1, $2, $3, $4, w.node, w.winner::uuid, 'points' from jsonb_to_recordset($5::jsonb) w(node text, winner text)`,
          [
            edition,
            bracket.category,
            bracket.sex,
            bracket.weight_class,
            JSON.stringify(winners.map(([node, winner]) => ({ node, winner }))),
          ],
        );
      try {
        // Ring 1: three results at once move its fourth bout 36 minutes earlier. Ring 2, at the same moment: one result.
        await beginAsOrganiser(first, organiser);
        await results(first, BRACKET, [
          ["qf1", slots[0]],
          ["qf2", slots[2]],
          ["qf3", slots[4]],
        ]);
        await beginAsOrganiser(second, organiser);
        let written = false;
        const recorded = results(second, other, [["qf1", drawn.slots[0]]]).then(() => {
          written = true;
          return second.query("commit");
        });
        // The second desk's write has started and waits for the first (or, were nothing to wait for, went through).
        for (;;) {
          const waiting = await admin.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'");
          if (waiting.rows[0].n > 0 || written) break;
        }
        assert.equal(written, false, "the second desk waits for the first");
        await first.query("commit");
        await recorded;
      } finally {
        await Promise.all([first.end(), second.end(), admin.end()]);
      }
      const moved = ok(await service.read<{ edition: number; kind: string; node: string; weight_class: string }>("cup_events"))
        .filter((e) => e.edition === edition && e.kind === "bout_time_moved")
        .map((e) => `${e.weight_class} ${e.node}`);
      assert.deepEqual(moved, ["48 qf4"], "ring 1's fourth bout moved once; nothing back");
    });
  });
}
