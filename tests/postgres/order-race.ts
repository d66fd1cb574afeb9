/**
 * Two desks writing one day's order at once, on PostgreSQL 15 with hosted roles: each write holds the day's row
 * (supabase/migrations/*_bout_order.sql), so the second is judged against the first once it commits. Here the first
 * desk places a quarter-final and the second, at the same moment, the semi-final it feeds on the same day: each is
 * valid alone, together a boxer would box twice; the second must be refused.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type pg from "pg";
import { BRACKET, publishedBracket } from "../support/entries/order-rules";
import type { EntryHarness } from "../support/entries/harness";
import { beginAsOrganiser, type Cluster } from "./cluster";

export function orderRaceTests(context: () => { harness: EntryHarness; cluster: Cluster }): void {
  describe("two desks writing one day at once", () => {
    it("the second waits for the first and is judged against it: no boxer twice a day, whatever the timing", async () => {
      const { harness, cluster } = context();
      const organiser = await harness.organiser();
      const teams = await Promise.all(["A", "B", "C", "D"].map((name) => harness.team(`Race ${name}`)));
      const { edition } = await publishedBracket(harness, organiser, teams, 8);
      const [first, second, admin] = await Promise.all([
        cluster.connect("authenticator"),
        cluster.connect("authenticator"),
        cluster.connect("supabase_admin"),
      ]);
      const begin = (db: pg.Client) => beginAsOrganiser(db, organiser);
      const place = (db: pg.Client, node: string, session: number, number: number) =>
        db.query(
          `insert into public.bout_order (edition, category, sex, weight_class, node, day, session, ring, position, bout_number)
           values ($1, $2, $3, $4, $5, '2026-03-26', $6, 1, 1, $7)`,
          [edition, BRACKET.category, BRACKET.sex, BRACKET.weight_class, node, session, number],
        );
      try {
        await begin(first);
        await place(first, "qf1", 1, 1);
        await begin(second);
        let written = false;
        const outcome = place(second, "sf1", 2, 2).then(
          async () => {
            written = true;
            await second.query("commit");
            return "committed";
          },
          async (error: Error) => {
            await second.query("rollback");
            return error.message;
          },
        );
        // Wait until the second write either waits for a lock or has gone through without waiting.
        for (;;) {
          const waiting = await admin.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'");
          if (waiting.rows[0].n > 0 || written) break;
        }
        await first.query("commit");
        assert.equal(await outcome, "order_boxer_twice");
      } finally {
        await Promise.all([first.end(), second.end(), admin.end()]);
      }
    });
  });
}
