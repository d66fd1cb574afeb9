/**
 * Two organisers at the scale writing one boxer's weigh-in at the same instant, on PostgreSQL 15 with hosted roles: two
 * connections, both inside their transactions before either commits. A weigh-in holds its bracket's draw row while it
 * judges (supabase/migrations/*_weigh_in.sql), so the second is judged once the first has committed and is told
 * `weigh_in_recorded`, not a bare unique violation; a correction names the revision its page showed
 * (*_weigh_in_correction_revision.sql), so the second of two corrections is refused instead of overwriting the first.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, it } from "node:test";
import type pg from "pg";
import { bracketNodes } from "../../lib/cup/bracket";
import { drawBracket } from "../../lib/cup/draw";
import {
  CLOSES_AT,
  DURING_REGISTRATION,
  boxer,
  freshEdition,
  insertFightDays,
  type EntryHarness,
  type EntryRow,
} from "../support/entries/harness";
import { ok } from "../support/entries/result";
import { beginAsOrganiser, type Cluster } from "./cluster";

const BRACKET = { category: "junior", sex: "F", weight_class: "48" } as const;
/** Inside the quarter-finals' weigh-in window (07:30–09:00 UTC on 26 March). */
const WEIGH_IN = "2026-03-26T08:05:00.000Z";

export function weighInRaceTests(context: () => { harness: EntryHarness; cluster: Cluster }): void {
  describe("two organisers at the scale at once", () => {
    /** A published junior women's 48 kg bracket of 8 and one boxer of its first quarter-final, the clock in the window. */
    async function boxerAtTheScale() {
      const { harness } = context();
      const organiser = await harness.organiser();
      const teams = await Promise.all(["A", "B", "C", "D"].map((name) => harness.team(`Scale ${name}`)));
      const edition = await freshEdition(harness);
      await insertFightDays(harness, edition);
      await harness.setNow(DURING_REGISTRATION);
      const entries: EntryRow[] = [];
      for (let i = 0; i < 8; i++) entries.push(ok(await teams[i % 4].insert(boxer(edition, { first_name: `S${i}` }))));
      await harness.setNow(CLOSES_AT);
      const seed = "0123456789abcdef";
      const { order, slots } = drawBracket(
        entries.map((e) => ({ id: e.id, team: e.team_id })),
        seed,
      );
      ok(await organiser.post("draws", { edition, ...BRACKET, seed, drawn_order: order, slots, published: true }));
      await harness.setNow(WEIGH_IN);
      const [a, b] = bracketNodes(slots).qf1.sides.map((side) => (side.kind === "boxer" ? side.entry : ""));
      assert.ok(a && b, "the first quarter-final has two boxers");
      return { organiser, edition, entry: a, opponent: b };
    }

    /**
     * Runs `write` on two organisers' connections: the first writes and holds its transaction open, the second writes
     * meanwhile; once the second waits for a lock (or has gone through without waiting) the first commits. Answers
     * the second's outcome: "committed" or its error message.
     */
    async function race(
      organiser: { id: string; sessionId: string },
      write: (db: pg.Client, which: "first" | "second") => Promise<unknown>,
    ): Promise<string> {
      const { cluster } = context();
      const [first, second, admin] = await Promise.all([
        cluster.connect("authenticator"),
        cluster.connect("authenticator"),
        cluster.connect("supabase_admin"),
      ]);
      const begin = (db: pg.Client) => beginAsOrganiser(db, organiser);
      try {
        await begin(first);
        await write(first, "first");
        await begin(second);
        let written = false;
        const outcome = write(second, "second").then(
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
        for (;;) {
          const waiting = await admin.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'");
          if (waiting.rows[0].n > 0 || written) break;
        }
        await first.query("commit");
        return await outcome;
      } finally {
        await Promise.all([first.end(), second.end(), admin.end()]);
      }
    }

    const stored = async (entry: string) => {
      const { cluster } = context();
      const admin = await cluster.connect("supabase_admin");
      try {
        const rows = await admin.query("select weight_kg::text as kg, revision from public.weigh_ins where entry_id = $1", [entry]);
        const log = await admin.query("select event from public.weigh_in_changes where entry_id = $1 order by id", [entry]);
        return { rows: rows.rows.map((r) => [r.kg, r.revision]), log: log.rows.map((r) => r.event) };
      } finally {
        await admin.end();
      }
    };

    it("the same boxer weighed by both: one row is stored, the other organiser is told weigh_in_recorded", async () => {
      const { organiser, entry } = await boxerAtTheScale();
      const outcome = await race(organiser, (db, which) =>
        db.query(
          `insert into public.weigh_ins (entry_id, day, weight_kg, fit, idempotency_key)
           values ($1, 'quarterFinals', $2, true, $3)`,
          [entry, which === "first" ? 47.5 : 48.5, randomUUID()],
        ),
      );
      assert.equal(outcome, "weigh_in_recorded");
      assert.deepEqual(await stored(entry), { rows: [["47.5", 1]], log: ["weigh_in"] });
    });

    it("two corrections of one weigh-in, both typed against its first revision: the first is stored, the second refused", async () => {
      const { organiser, entry } = await boxerAtTheScale();
      const { harness } = context();
      const caller = await harness.organiser();
      ok(
        await caller.post("weigh_ins", {
          entry_id: entry,
          day: "quarterFinals",
          weight_kg: 47.5,
          fit: true,
          idempotency_key: randomUUID(),
        }),
      );
      const outcome = await race(organiser, (db, which) =>
        db.query(
          `update public.weigh_ins set weight_kg = $2, correction = $3, idempotency_key = $4, revision = 1
            where entry_id = $1 and day = 'quarterFinals'`,
          [entry, which === "first" ? 47.8 : 48.4, `Read again by the ${which}`, randomUUID()],
        ),
      );
      assert.equal(outcome, "weigh_in_recorded");
      assert.deepEqual(await stored(entry), { rows: [["47.8", 2]], log: ["weigh_in", "correction"] });
    });

    it("the two boxers of one bout, both over the limit, weighed at once: the bout has no winner", async () => {
      const { organiser, edition, entry, opponent } = await boxerAtTheScale();
      const outcome = await race(organiser, (db, which) =>
        db.query(
          `insert into public.weigh_ins (entry_id, day, weight_kg, fit, idempotency_key)
           values ($1, 'quarterFinals', 48.6, true, $2)`,
          [which === "first" ? entry : opponent, randomUUID()],
        ),
      );
      // Each weigh-in reads the opponent's to decide the walkover: the second must see the first's, not the morning before it.
      assert.equal(outcome, "committed");
      const { cluster } = context();
      const admin = await cluster.connect("supabase_admin");
      try {
        const bouts = await admin.query("select node, winner, method, walkover_cause from public.bouts where edition = $1", [edition]);
        assert.deepEqual(bouts.rows, [{ node: "qf1", winner: null, method: "walkover", walkover_cause: "both" }]);
      } finally {
        await admin.end();
      }
    });
  });
}
