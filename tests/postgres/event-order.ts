/**
 * The event log's versions follow the commits, on PostgreSQL 15 with hosted roles (two connections, as two desks):
 * the desk that writes its event first but commits last gets the later version, so a reader that has seen version v
 * has seen every event up to v (supabase/migrations/*_cup_events.sql). A version taken when the event is written (an
 * identity, a sequence) would give the first writer the smaller number and let a reader skip it.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type pg from "pg";
import { publishedBracket } from "../support/entries/order-rules";
import type { EntryHarness } from "../support/entries/harness";
import { beginAsOrganiser, type Cluster } from "./cluster";

export function eventOrderTests(context: () => { harness: EntryHarness; cluster: Cluster }): void {
  describe("two desks writing events at once", () => {
    it("the versions follow the commits, not the writes; a transaction rolled back takes none", async () => {
      const { harness, cluster } = context();
      const organiser = await harness.organiser();
      const teams = await Promise.all(["A", "B"].map((name) => harness.team(`Versions ${name}`)));
      const { edition } = await publishedBracket(harness, organiser, teams, 2);
      const [first, second, third, admin] = await Promise.all([
        cluster.connect("authenticator"),
        cluster.connect("authenticator"),
        cluster.connect("authenticator"),
        cluster.connect("supabase_admin"),
      ]);
      const begin = (db: pg.Client) => beginAsOrganiser(db, organiser);
      const lock = (db: pg.Client, day: string) =>
        db.query("insert into public.order_locks (edition, day) values ($1, $2)", [edition, day]);
      try {
        await begin(first);
        await lock(first, "2026-03-26");
        await begin(second);
        await lock(second, "2026-03-27");
        await begin(third);
        await lock(third, "2026-03-28");
        await third.query("rollback");
        await second.query("commit");
        await first.query("commit");
        const rows = (
          await admin.query<{ id: string; version: string; day: Date }>(
            "select id, version, to_char(day, 'YYYY-MM-DD') as day from public.cup_events where edition = $1 and kind = 'day_locked' order by id",
            [edition],
          )
        ).rows;
        assert.deepEqual(
          rows.map((r) => r.day),
          ["2026-03-26", "2026-03-27"],
          "written in this order, the rolled-back lock of Saturday not at all",
        );
        const [written1st, written2nd] = rows.map((r) => Number(r.version));
        assert.equal(written1st, written2nd + 1, "the first written, committed last, has the next version");
        const all = (await admin.query<{ version: string }>("select version from public.cup_events order by version")).rows;
        assert.deepEqual(
          all.map((r) => Number(r.version)),
          all.map((_, i) => i + 1),
          "no gap, no null",
        );
      } finally {
        await Promise.all([first, second, third, admin].map((db) => db.end()));
      }
    });
  });
}
