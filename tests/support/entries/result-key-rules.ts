/**
 * A result's idempotency key (supabase/migrations/20261202000000_result_idempotency.sql, docs/cup.md §11, D98): what
 * the offline desk's outbox relies on when it sends a queued result again. One suite, run on the embedded backend
 * over REST (tests/backend/desk-rls.test.ts) and on PostgreSQL 15 with hosted roles (tests/postgres/desk.test.ts),
 * like the draw rules beside it.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, describe, it } from "node:test";
import { bracketNodes, type NodeId } from "../../../lib/cup/bracket";
import { drawBracket } from "../../../lib/cup/draw";
import { CLOSES_AT, DURING_REGISTRATION, boxer, freshEdition, type Caller, type EntryHarness, type EntryRow } from "./harness";
import { ok, refused } from "./result";

type BoutRow = { edition: number; node: NodeId; winner: string; method: string; idempotency_key: string | null };
type LogRow = { id: number; edition: number; event: string; node: string | null; idempotency_key: string | null };

const BRACKET = { category: "junior", sex: "F", weight_class: "48" } as const;

export function resultKeyRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => resultKeyRules(harness));
}

function resultKeyRules(harness: () => EntryHarness): void {
  let h: EntryHarness;
  let service: Caller;
  let organiser: Caller & { id: string };
  let second: Caller & { id: string };
  let teams: (Caller & { id: string })[];
  before(async () => {
    h = harness();
    service = h.service();
    await h.setNow(DURING_REGISTRATION);
    organiser = await h.organiser();
    second = await h.organiser();
    teams = [];
    for (let i = 0; i < 4; i++) teams.push(await h.team(`Result key ${i}`));
  });

  /** A fresh edition whose junior women's 48 kg bracket of 8 is drawn and published; answers each bout's boxers. */
  async function published() {
    const edition = await freshEdition(h);
    await h.setNow(DURING_REGISTRATION);
    const entries: EntryRow[] = [];
    for (let i = 0; i < 8; i++) entries.push(ok(await teams[i % 4].insert(boxer(edition, { first_name: `K${i}` }))));
    await h.setNow(CLOSES_AT);
    const seed = "0123456789abcdef";
    const { order, slots } = drawBracket(
      entries.map((e) => ({ id: e.id, team: e.team_id })),
      seed,
    );
    ok(await organiser.post("draws", { edition, ...BRACKET, seed, drawn_order: order, slots, published: true }));
    const nodes = bracketNodes(slots);
    const pair = (id: NodeId) => nodes[id].sides.map((s) => (s.kind === "boxer" ? s.entry : "")) as [string, string];
    return { edition, pair };
  }

  const result = (edition: number, node: NodeId, winner: string, key: string, method = "points") => ({
    edition,
    ...BRACKET,
    node,
    winner,
    method,
    idempotency_key: key,
  });
  const bouts = async (edition: number) =>
    ok(await service.read<BoutRow>("bouts"))
      .filter((b) => b.edition === edition)
      .map((b) => [b.node, b.winner, b.method, b.idempotency_key]);
  const log = async (edition: number) =>
    ok(await service.read<LogRow>("draw_changes"))
      .filter((l) => l.edition === edition && l.node !== null)
      .sort((a, b) => a.id - b.id)
      .map((l) => [l.event, l.node, l.idempotency_key]);

  it("a result sent twice with its key is stored once and acknowledged; another desk's different result is still refused", async () => {
    const { edition, pair } = await published();
    const [a, b] = pair("qf1");
    const key = randomUUID();
    ok(await organiser.insertInto("bouts", result(edition, "qf1", a, key)));
    ok(await organiser.insertInto("bouts", result(edition, "qf1", a, key)));
    // The same key names the same write, whoever sends it and whatever it now says: nothing changes.
    ok(await second.insertInto("bouts", result(edition, "qf1", b, key)));
    refused(await second.insertInto("bouts", result(edition, "qf1", b, randomUUID())), "bout_already_recorded");
    refused(await second.insertInto("bouts", result(edition, "qf1", a, randomUUID(), "rsc")), "bout_already_recorded");
    assert.deepEqual(await bouts(edition), [["qf1", a, "points", null]]);
    assert.deepEqual(await log(edition), [["result", "qf1", key]]);
  });

  it("a correction sent twice with its key changes the result once; a later write without a key is judged, not taken for a replay", async () => {
    const { edition, pair } = await published();
    const [a, b] = pair("qf2");
    const first = randomUUID();
    const fix = randomUUID();
    const match = { edition, ...BRACKET, node: "qf2" };
    ok(await organiser.insertInto("bouts", result(edition, "qf2", a, first)));
    const correction = { winner: b, method: "rsc", correction: "Corners swapped on the slip", idempotency_key: fix };
    ok(await organiser.patch("bouts", match, correction));
    ok(await organiser.patch("bouts", match, correction));
    ok(await organiser.patch("bouts", match, { ...correction, winner: a }));
    assert.deepEqual(await bouts(edition), [["qf2", b, "rsc", null]]);
    ok(await organiser.patch("bouts", match, { method: "ko", correction: "The referee's card says KO" }));
    assert.deepEqual(await bouts(edition), [["qf2", b, "ko", null]]);
    assert.deepEqual(await log(edition), [
      ["result", "qf2", first],
      ["result_correction", "qf2", fix],
      ["result_correction", "qf2", null],
    ]);
  });

  it("a key opens nothing: a team and an anonymous caller still record no result", async () => {
    const { edition, pair } = await published();
    const [a] = pair("qf3");
    for (const caller of [teams[0], h.anon()]) {
      assert.ok((await caller.insertInto("bouts", result(edition, "qf3", a, randomUUID()))).error);
    }
    assert.deepEqual(await bouts(edition), []);
  });
}
