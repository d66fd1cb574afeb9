/**
 * The draw and results rules (supabase/migrations/*_draws_and_results.sql, docs/cup.md §11): what the database
 * holds whatever the client, through the REST API. One suite, run on the embedded backend over HTTP
 * (tests/backend/draws-rules.test.ts) and on PostgreSQL 15 with hosted roles (tests/postgres/draws.test.ts), like
 * the entry rules beside it. Draws are computed by the app's own lib/cup/draw.ts from a seed. Boxers are entered
 * while entries are open (the cup's clock in the registration phase) and drawn once they have closed: each test
 * leaves the clock at the deadline.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { bracketNodes, type NodeId } from "../../../lib/cup/bracket";
import { drawBracket } from "../../../lib/cup/draw";
import { CLOSES_AT, DURING_REGISTRATION, boxer, freshEdition, type Caller, type EntryHarness, type EntryRow } from "./harness";
import { ok, refused } from "./result";

export type DrawRow = {
  edition: number;
  category: string;
  sex: string;
  weight_class: string;
  seed: string;
  drawn_order: string[];
  slots: (string | null)[];
  revision: number;
  drawn_by: string | null;
  published: boolean;
  published_at: string | null;
  published_by: string | null;
};
type BoutRow = { node: NodeId; winner: string; method: string; recorded_by: string | null };
type LogRow = {
  edition: number;
  event: string;
  node: string | null;
  reason: string | null;
  actor_id: string | null;
  actor_kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const BRACKET = { category: "junior", sex: "F", weight_class: "48" } as const;
const SEEDS = ["0123456789abcdef", "fedcba9876543210", "00000000000000ff"];

export function drawRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => drawRules(harness));
}

function drawRules(harness: () => EntryHarness): void {
  let h: EntryHarness;
  let service: Caller;
  let organiser: Caller & { id: string };
  let teams: (Caller & { id: string })[];
  before(async () => {
    h = harness();
    service = h.service();
    await h.setNow(DURING_REGISTRATION);
    organiser = await h.organiser();
    teams = [];
    for (let i = 0; i < 4; i++) teams.push(await h.team(`Draw ${i}`));
  });

  /** Runs `enter` while entries are open, then moves the cup's clock to the deadline, when brackets may be drawn. */
  async function entering<T>(enter: () => Promise<T>): Promise<T> {
    await h.setNow(DURING_REGISTRATION);
    try {
      return await enter();
    } finally {
      await h.setNow(CLOSES_AT);
    }
  }

  /**
   * A fresh edition whose junior women's 48 kg bracket has `n` boxers (two per team at most) and `waiting` more,
   * entered while entries were open; the clock is left at the deadline.
   */
  async function bracket(n: number, waiting = 0) {
    const edition = await freshEdition(h);
    const entries = await entering(async () => {
      const rows: EntryRow[] = [];
      for (let i = 0; i < n + waiting; i++) {
        const team = i < 8 ? teams[i % 4] : await h.team(`Draw extra ${i}`);
        rows.push(ok(await team.insert(boxer(edition, { first_name: `B${i}` }))));
      }
      return rows;
    });
    return { edition, entries: entries.slice(0, n), waiting: entries.slice(n) };
  }

  const key = (edition: number) => ({ edition, ...BRACKET });
  const drawOf = (entries: EntryRow[], seed = SEEDS[0]) =>
    drawBracket(
      entries.map((e) => ({ id: e.id, team: e.team_id })),
      seed,
    );
  const post = (caller: Caller, edition: number, entries: EntryRow[], seed = SEEDS[0], extra: Record<string, unknown> = {}) => {
    const { order, slots } = drawOf(entries, seed);
    return caller.post<DrawRow>("draws", { ...key(edition), seed, drawn_order: order, slots, ...extra });
  };
  const redraw = (caller: Caller, edition: number, entries: EntryRow[], seed: string, extra: Record<string, unknown> = {}) => {
    const { order, slots } = drawOf(entries, seed);
    return caller.patch<DrawRow>("draws", key(edition), { seed, drawn_order: order, slots, ...extra });
  };
  const publish = (caller: Caller, edition: number) => caller.patch<DrawRow>("draws", key(edition), { published: true });
  const record = (caller: Caller, edition: number, node: NodeId, winner: string, method = "points") =>
    caller.post<BoutRow>("bouts", { ...key(edition), node, winner, method });
  const correct = (caller: Caller, edition: number, node: NodeId, patch: Record<string, unknown>) =>
    caller.patch<BoutRow>("bouts", { ...key(edition), node }, patch);
  const log = async (edition: number) =>
    ok(await service.read<LogRow & { id: number }>("draw_changes"))
      .filter((l) => l.edition === edition)
      .sort((a, b) => a.id - b.id);
  const stored = async (edition: number) => ok(await service.read<DrawRow>("draws")).find((d) => d.edition === edition);
  const boutsOf = async (edition: number) =>
    ok(await service.read<BoutRow & { edition: number }>("bouts")).filter((b) => b.edition === edition);

  /** Draws and publishes a full bracket of 8; answers who meets whom in each quarter-final. */
  async function published(n = 8) {
    const b = await bracket(n);
    ok(await post(organiser, b.edition, b.entries));
    ok(await publish(organiser, b.edition));
    const slots = (await stored(b.edition))!.slots;
    return { ...b, slots, nodes: bracketNodes(slots) };
  }

  describe("drawing", () => {
    it("an organiser draws, redraws and publishes; every step is recorded with who and when, the revision counts the draws", async () => {
      const { edition, entries } = await bracket(5);
      const first = ok(await post(organiser, edition, entries));
      assert.deepEqual([first.revision, first.drawn_by, first.published], [1, organiser.id, false]);
      assert.deepEqual(first.slots, drawOf(entries).slots);
      const second = ok(await redraw(organiser, edition, entries, SEEDS[1]))[0];
      assert.deepEqual([second.revision, second.seed], [2, SEEDS[1]]);
      const [out] = ok(await publish(organiser, edition));
      assert.equal(out.published_by, organiser.id);
      assert.ok(out.published_at);
      const lines = await log(edition);
      assert.deepEqual(
        lines.map((l) => [l.event, l.actor_kind, l.actor_id]),
        [
          ["draw", "organiser", organiser.id],
          ["redraw", "organiser", organiser.id],
          ["publish", "organiser", organiser.id],
        ],
      );
      assert.equal(lines[1].before?.seed, SEEDS[0]);
      assert.equal(lines[1].after?.seed, SEEDS[1]);
    });

    it("a draw holds exactly the bracket's entered boxers: nobody missing, nobody twice, no waiting or foreign entry", async () => {
      const { edition, entries, waiting } = await bracket(8, 1);
      const { order, slots } = drawOf(entries);
      const other = await entering(async () => ok(await teams[0].insert(boxer(edition, { weight_class: "50" }))));
      const bad: [string, Record<string, unknown>][] = [
        ["one missing", { drawn_order: order, slots: slots.map((s) => (s === order[0] ? null : s)) }],
        [
          "a waiting entry in place of an entered one",
          { drawn_order: order, slots: slots.map((s) => (s === order[0] ? waiting[0].id : s)) },
        ],
        ["another bracket's entry", { drawn_order: order, slots: slots.map((s) => (s === order[1] ? other.id : s)) }],
        ["one placed twice", { drawn_order: order, slots: slots.map((s) => (s === order[1] ? order[0] : s)) }],
        ["an order that is not the slots'", { drawn_order: [...order.slice(1), other.id], slots }],
      ];
      for (const [label, draw] of bad) {
        const result = await organiser.post("draws", { ...key(edition), seed: SEEDS[0], ...draw });
        assert.equal(result.error?.message, "draw_entries_mismatch", label);
      }
      assert.equal(await stored(edition), undefined, "nothing stored");
      assert.deepEqual(await log(edition), []);
    });

    it("a draw made stale by a withdrawal cannot be published; a redraw from the entries as they are can", async () => {
      const { edition, entries } = await bracket(4);
      ok(await post(organiser, edition, entries));
      ok(await organiser.update(entries[2].id, { status: "withdrawn" }));
      refused(await publish(organiser, edition), "draw_entries_mismatch");
      const left = entries.filter((_, i) => i !== 2);
      ok(await redraw(organiser, edition, left, SEEDS[1]));
      ok(await publish(organiser, edition));
    });

    it("a bracket with nobody has nothing to draw; one boxer is a walkover with no bout to record", async () => {
      const empty = await bracket(0);
      refused(
        await organiser.post("draws", { ...key(empty.edition), seed: SEEDS[0], drawn_order: [], slots: Array(8).fill(null) }),
        "bracket_empty",
      );
      const { edition, entries, slots, nodes } = await published(1);
      assert.deepEqual(slots, [entries[0].id, null, null, null, null, null, null, null]);
      assert.equal(nodes.final.kind, "bye");
      for (const node of ["qf1", "sf1", "final"] as const) refused(await record(organiser, edition, node, entries[0].id), "bout_not_ready");
    });
  });

  describe("after the deadline only", () => {
    it("nobody draws, redraws or publishes a bracket before the edition's entries close, the secret key included", async () => {
      const { edition, entries } = await bracket(3);
      const beforeClose = new Date(Date.parse(CLOSES_AT) - 1000).toISOString();
      for (const instant of [DURING_REGISTRATION, beforeClose]) {
        await h.setNow(instant);
        for (const caller of [organiser, service]) {
          const early = await post(caller, edition, entries);
          refused(early, "entries_still_open");
          assert.match(early.error?.details ?? "", /open until/, "the detail says why, in English");
        }
      }
      assert.equal(await stored(edition), undefined, "nothing stored");
      assert.deepEqual(await log(edition), [], "nothing logged");
      await h.setNow(CLOSES_AT);
      ok(await post(organiser, edition, entries));
      // As if the deadline were moved later once a draw exists: no redraw or publication until it passes again.
      await h.setNow(beforeClose);
      refused(await redraw(organiser, edition, entries, SEEDS[1]), "entries_still_open");
      refused(await publish(organiser, edition), "entries_still_open");
      await h.setNow(CLOSES_AT);
      assert.deepEqual([(await stored(edition))?.seed, (await stored(edition))?.published], [SEEDS[0], false]);
      ok(await publish(organiser, edition));
      assert.deepEqual(
        (await log(edition)).map((l) => l.event),
        ["draw", "publish"],
      );
    });
  });

  describe("who reads and writes", () => {
    it("nobody but organisers reads an unpublished draw; anyone reads a published one, its results and its boxers' public details", async () => {
      const { edition, entries } = await bracket(2);
      ok(await post(organiser, edition, entries));
      const anon = h.anon();
      for (const caller of [anon, teams[0]]) {
        assert.deepEqual(
          ok(await caller.read<DrawRow>("draws")).filter((d) => d.edition === edition),
          [],
          "draw hidden",
        );
        assert.deepEqual(
          ok(await caller.read<{ edition: number }>("drawn_boxers")).filter((d) => d.edition === edition),
          [],
        );
      }
      assert.equal(ok(await organiser.read<DrawRow>("draws")).filter((d) => d.edition === edition).length, 1);
      ok(await publish(organiser, edition));
      ok(await record(organiser, edition, "final", entries[1].id));
      for (const caller of [anon, teams[3]]) {
        assert.equal(ok(await caller.read<DrawRow>("draws")).filter((d) => d.edition === edition).length, 1);
        assert.equal(ok(await caller.read<BoutRow & { edition: number }>("bouts")).filter((b) => b.edition === edition).length, 1);
        const boxers = ok(await caller.read<Record<string, unknown>>("drawn_boxers")).filter((b) => b.edition === edition);
        assert.deepEqual(boxers.map((b) => b.first_name).sort(), ["B0", "B1"]);
        assert.deepEqual(Object.keys(boxers[0]).sort(), [
          "category",
          "club",
          "edition",
          "first_name",
          "id",
          "last_name",
          "nationality",
          "sex",
          "team_key",
          "weight_class",
        ]);
      }
      assert.deepEqual(
        ok(await teams[0].read<LogRow>("draw_changes")).filter((l) => l.edition === edition),
        [],
        "the log is the organisers'",
      );
      assert.ok((await anon.read("draw_changes")).error, "anonymous callers may not read the log");
    });

    it("teams and anonymous callers draw, publish, record and correct nothing", async () => {
      const { edition, entries } = await bracket(2);
      const { order, slots: drawn } = drawOf(entries);
      for (const caller of [teams[0], h.anon()]) {
        assert.ok((await post(caller, edition, entries)).error, "no draw");
        // Published at once, so that the row would be readable back: still refused.
        const row = { ...key(edition), seed: SEEDS[0], drawn_order: order, slots: drawn, published: true };
        assert.ok((await caller.insertInto("draws", row)).error, "no published draw");
      }
      assert.equal(await stored(edition), undefined);
      ok(await post(organiser, edition, entries));
      ok(await publish(organiser, edition));
      const slots = (await stored(edition))!.slots;
      for (const caller of [teams[0], h.anon()]) {
        assert.deepEqual((await redraw(caller, edition, entries, SEEDS[1], { correction: "x" })).data ?? [], [], "no redraw");
        assert.ok((await record(caller, edition, "final", entries[0].id)).error, "no result");
      }
      assert.deepEqual((await stored(edition))!.slots, slots);
      ok(await record(organiser, edition, "final", entries[0].id));
      for (const caller of [teams[0], h.anon()])
        assert.deepEqual((await correct(caller, edition, "final", { winner: entries[1].id })).data ?? [], [], "no correction");
      assert.deepEqual(
        (await boutsOf(edition)).map((b) => b.winner),
        [entries[0].id],
      );
    });
  });

  describe("a published draw", () => {
    it("is locked: no redraw without a correction's reason, never unpublished; a correction is recorded until a bout is", async () => {
      const { edition, entries } = await published(4);
      refused(await redraw(organiser, edition, entries, SEEDS[1]), "draw_published");
      refused(await organiser.patch("draws", key(edition), { published: false }), "draw_published_is_final");
      const [corrected] = ok(await redraw(organiser, edition, entries, SEEDS[1], { correction: "Boxer list read wrongly" }));
      assert.deepEqual([corrected.revision, corrected.seed, corrected.published], [2, SEEDS[1], true]);
      const last = (await log(edition)).at(-1)!;
      assert.deepEqual(
        [last.event, last.reason, last.before?.seed, last.actor_id],
        ["correction", "Boxer list read wrongly", SEEDS[0], organiser.id],
      );
      const nodes = bracketNodes(corrected.slots);
      // Four boxers box two semi-finals (their quarter-finals are byes).
      const [red] = nodes.sf1.sides;
      ok(await record(organiser, edition, "sf1", red.kind === "boxer" ? red.entry : ""));
      refused(await redraw(organiser, edition, entries, SEEDS[2], { correction: "Again" }), "draw_has_results");
      assert.equal((await stored(edition))!.seed, SEEDS[1]);
    });

    it("fixes its boxers: no withdrawal, move in or out, or new entry; a name's spelling may still be fixed", async () => {
      const b = await bracket(3);
      const outside = await entering(async () => ok(await teams[3].insert(boxer(b.edition, { weight_class: "50" }))));
      ok(await post(organiser, b.edition, b.entries));
      ok(await publish(organiser, b.edition));
      const { edition, entries } = b;
      // Teams can no longer change anything (entries have closed); the organisers' changes meet the draw.
      refused(await teams[0].update(entries[0].id, { status: "withdrawn" }), "registration_closed");
      refused(await organiser.update(entries[0].id, { status: "withdrawn" }), "bracket_drawn");
      refused(await organiser.update(entries[1].id, { weight_class: "50" }), "bracket_drawn");
      refused(await organiser.update(outside.id, { weight_class: "48" }), "bracket_drawn");
      refused(await service.insert(boxer(edition, { team_id: teams[3].id })), "bracket_drawn");
      const [fixed] = ok(await organiser.update(entries[0].id, { last_name: "Sylva" }));
      assert.equal(fixed.last_name, "Sylva");
    });
  });

  describe("results", () => {
    it("are recorded only in a published draw, between the two boxers the slots and earlier winners give, once", async () => {
      const b = await bracket(8);
      ok(await post(organiser, b.edition, b.entries));
      const unpublished = bracketNodes((await stored(b.edition))!.slots);
      const a = (unpublished.qf1.sides[0] as { entry: string }).entry;
      refused(await record(organiser, b.edition, "qf1", a), "draw_not_published");
      ok(await publish(organiser, b.edition));
      const { edition } = b;
      const sides = (id: NodeId, nodes = unpublished) => nodes[id].sides.map((s) => (s.kind === "boxer" ? s.entry : ""));
      refused(await record(organiser, edition, "sf1", a), "bout_not_ready");
      refused(await record(organiser, edition, "qf1", sides("qf2")[0]), "winner_not_in_bout");
      const [qf1a, qf1b] = sides("qf1");
      ok(await record(organiser, edition, "qf1", qf1b, "rsc"));
      refused(await record(organiser, edition, "qf1", qf1b), "bout_already_recorded");
      refused(await record(organiser, edition, "qf1", qf1a), "bout_already_recorded");
      ok(await record(organiser, edition, "qf2", sides("qf2")[0]));
      // qf1a lost in the quarter-final: no result of a later bout may name them.
      refused(await record(organiser, edition, "sf1", qf1a), "winner_not_in_bout");
      assert.deepEqual((await boutsOf(edition)).map((r) => [r.node, r.winner, r.method]).sort(), [
        ["qf1", qf1b, "rsc"],
        ["qf2", sides("qf2")[0], "points"],
      ]);
      assert.deepEqual(
        (await log(edition)).filter((l) => l.event === "result").map((l) => [l.node, l.after?.winner, l.actor_id]),
        [
          ["qf1", qf1b, organiser.id],
          ["qf2", sides("qf2")[0], organiser.id],
        ],
      );
    });

    it("a whole bracket to its final: every bout the database accepts is one the app offers, and the medals follow", async () => {
      const { edition, slots } = await published(5);
      let results = {};
      for (;;) {
        const nodes = bracketNodes(slots, results);
        const next = (["qf1", "qf2", "qf3", "qf4", "sf1", "sf2", "final"] as const).find(
          (id) => nodes[id].kind === "bout" && !nodes[id].result && nodes[id].sides.every((s) => s.kind === "boxer"),
        );
        if (!next) break;
        const winner = (nodes[next].sides[1] as { entry: string }).entry;
        ok(await record(organiser, edition, next, winner, "walkover"));
        results = { ...results, [next]: { winner, method: "walkover" } };
      }
      assert.deepEqual((await boutsOf(edition)).map((b) => b.node).sort(), ["final", "qf4", "sf1", "sf2"]);
    });

    it("a correction is recorded with before and after, and waits until no later result depends on it", async () => {
      const { edition, nodes } = await published(8);
      const sides = (id: NodeId) => nodes[id].sides.map((s) => (s.kind === "boxer" ? s.entry : ""));
      ok(await record(organiser, edition, "qf1", sides("qf1")[0]));
      ok(await record(organiser, edition, "qf2", sides("qf2")[0]));
      const [fixed] = ok(
        await correct(organiser, edition, "qf1", { winner: sides("qf1")[1], method: "disqualification", correction: "Judges' sheet" }),
      );
      assert.deepEqual([fixed.winner, fixed.method], [sides("qf1")[1], "disqualification"]);
      refused(await correct(organiser, edition, "qf1", { winner: sides("qf2")[0] }), "winner_not_in_bout");
      ok(await record(organiser, edition, "sf1", sides("qf1")[1]));
      refused(await correct(organiser, edition, "qf1", { winner: sides("qf1")[0] }), "correction_blocked");
      ok(await correct(organiser, edition, "sf1", { winner: sides("qf2")[0] }));
      const lines = (await log(edition)).filter((l) => l.event === "result_correction");
      assert.deepEqual(
        lines.map((l) => [l.node, l.before?.winner, l.after?.winner, l.after?.method, l.reason, l.actor_id]),
        [
          ["qf1", sides("qf1")[0], sides("qf1")[1], "disqualification", "Judges' sheet", organiser.id],
          ["sf1", sides("qf1")[1], sides("qf2")[0], "points", null, organiser.id],
        ],
      );
    });
  });
}
