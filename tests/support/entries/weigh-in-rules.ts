/**
 * The weigh-in rules (supabase/migrations/*_weigh_in.sql, docs/cup.md §13): what the database holds whatever the
 * client, through the REST API. One suite, run on the embedded backend over HTTP (tests/backend/desk-rls.test.ts) and
 * on PostgreSQL 15 with hosted roles (tests/postgres/desk.test.ts), like the draw rules beside it. Each test enters
 * junior women of 48 kg while entries are open, draws and publishes their bracket, and weighs them on the first fight
 * morning of the edition's calendar (the quarter-finals: window 07:30–09:00 UTC).
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, describe, it } from "node:test";
import { bracketNodes, type NodeId, type Result as BoutResult } from "../../../lib/cup/bracket";
import { drawBracket } from "../../../lib/cup/draw";
import { currentVenue, venueRows } from "../../../lib/cup/venue-sql";
import {
  CLOSES_AT,
  DURING_REGISTRATION,
  boxer,
  freshEdition,
  insertFightDays,
  type Caller,
  type EntryHarness,
  type EntryRow,
} from "./harness";
import { ok, refused } from "./result";

type WeighIn = {
  entry_id: string;
  day: string;
  edition: number;
  node: string;
  absent: boolean;
  weight_kg: number | string | null;
  fit: boolean | null;
  note: string | null;
  scale: string | null;
  revision: number;
  recorded_at: string;
  recorded_by: string | null;
};
type Bout = { edition: number; node: NodeId; winner: string | null; method: string; walkover_cause: string | null };
type Change = { edition: number; entry_id: string; event: string; reason: string | null; actor_id: string | null; idempotency_key: string };

const BRACKET = { category: "junior", sex: "F", weight_class: "48" } as const;
/** Inside the quarter-finals' weigh-in window (07:30–09:00 UTC on 26 March), and after it. */
const WEIGH_IN = "2026-03-26T08:05:00.000Z";
const AFTER_WINDOW = "2026-03-26T09:00:00.000Z";

export function weighInRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => weighInRules(harness));
}

function weighInRules(harness: () => EntryHarness): void {
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
    for (let i = 0; i < 4; i++) teams.push(await h.team(`Weigh ${i}`));
  });

  /**
   * A fresh edition whose junior women's 48 kg bracket of `n` boxers is drawn and published; the cup's clock is left
   * inside the quarter-finals' weigh-in window. Answers each quarter-final's two boxers.
   */
  async function published(n = 8) {
    const edition = await freshEdition(h);
    await insertFightDays(h, edition);
    await h.setNow(DURING_REGISTRATION);
    const entries: EntryRow[] = [];
    for (let i = 0; i < n; i++) entries.push(ok(await teams[i % 4].insert(boxer(edition, { first_name: `W${i}` }))));
    await h.setNow(CLOSES_AT);
    const seed = "0123456789abcdef";
    const { order, slots } = drawBracket(
      entries.map((e) => ({ id: e.id, team: e.team_id })),
      seed,
    );
    ok(await organiser.post("draws", { edition, ...BRACKET, seed, drawn_order: order, slots, published: true }));
    await h.setNow(WEIGH_IN);
    const nodes = bracketNodes(slots);
    const pair = (id: NodeId) => nodes[id].sides.map((s) => (s.kind === "boxer" ? s.entry : null)) as [string | null, string | null];
    return { edition, entries, slots, pair, teamOf: (id: string) => teams[entries.findIndex((e) => e.id === id) % 4] };
  }

  const weigh = (caller: Caller, entry: string, weight: number | null, fit: boolean | null = true, extra: Record<string, unknown> = {}) =>
    caller.post<WeighIn>("weigh_ins", {
      entry_id: entry,
      day: "quarterFinals",
      weight_kg: weight,
      fit,
      idempotency_key: randomUUID(),
      ...extra,
    });
  const correct = (caller: Caller, entry: string, patch: Record<string, unknown>) =>
    caller.patch<WeighIn>("weigh_ins", { entry_id: entry, day: "quarterFinals" }, { idempotency_key: randomUUID(), ...patch });
  const weighIns = async (edition: number) => ok(await service.read<WeighIn>("weigh_ins")).filter((w) => w.edition === edition);
  const changes = async (edition: number) =>
    ok(await service.read<Change & { id: number }>("weigh_in_changes"))
      .filter((c) => c.edition === edition)
      .sort((a, b) => a.id - b.id);
  const boutsOf = async (edition: number) =>
    Object.fromEntries(
      ok(await service.read<Bout>("bouts"))
        .filter((b) => b.edition === edition)
        .map((b) => [b.node, [b.winner, b.method, b.walkover_cause]]),
    );

  describe("who weighs", () => {
    it("organisers only: the database stamps who and when; a team reads its own boxers' results, anonymous callers nothing", async () => {
      const { edition, pair, teamOf } = await published();
      const [a] = pair("qf1");
      for (const caller of [teamOf(a!), h.anon()]) {
        assert.ok((await weigh(caller, a!, 47.5)).error, "a team or an anonymous caller weighs nobody");
      }
      assert.deepEqual(await weighIns(edition), []);
      const row = ok(await weigh(organiser, a!, 47.5, true, { scale: " S1 ", note: "  " }));
      assert.deepEqual(
        [row.recorded_by, row.node, row.revision, row.scale, row.note, Number(row.weight_kg)],
        [organiser.id, "qf1", 1, "S1", null, 47.5],
      );
      const late = Date.parse(row.recorded_at) - Date.parse(WEIGH_IN);
      assert.ok(late >= 0 && late < 60_000, `stamped by the cup's clock: ${row.recorded_at}`);
      assert.deepEqual(
        ok(await teamOf(a!).read<WeighIn>("weigh_ins"))
          .filter((w) => w.edition === edition)
          .map((w) => w.entry_id),
        [a],
        "the boxer's team reads it",
      );
      const otherTeam = teams.find((t) => t !== teamOf(a!))!;
      assert.deepEqual(
        ok(await otherTeam.read<WeighIn>("weigh_ins")).filter((w) => w.edition === edition),
        [],
      );
      assert.ok((await h.anon().read("weigh_ins")).error, "anonymous callers read no weigh-in");
      assert.deepEqual(
        ok(await teamOf(a!).read<Change>("weigh_in_changes")).filter((c) => c.edition === edition),
        [],
      );
      assert.deepEqual((await correct(teamOf(a!), a!, { weight_kg: 40, correction: "x" })).data ?? [], [], "a team corrects nothing");
      assert.deepEqual(
        (await changes(edition)).map((c) => [c.event, c.actor_id]),
        [["weigh_in", organiser.id]],
      );
    });
  });

  describe("what a weigh-in holds", () => {
    it("refuses an impossible weight, a weight finer than 0.1 kg, and no medical verdict; 20 and 200 kg are possible", async () => {
      const { edition, pair } = await published();
      const [a, b] = pair("qf1");
      const [c] = pair("qf2");
      for (const weight of [19.9, 200.1, -1, null]) refused(await weigh(organiser, a!, weight), "weight_out_of_range");
      refused(await weigh(organiser, a!, 47.45), "weight_precision");
      refused(await weigh(organiser, a!, 47.5, null), "medical_required");
      assert.deepEqual(await weighIns(edition), []);
      ok(await weigh(organiser, a!, 20));
      ok(await weigh(organiser, b!, 200));
      ok(await weigh(organiser, c!, 48));
      assert.deepEqual((await weighIns(edition)).map((w) => Number(w.weight_kg)).sort(), [20, 200, 48].sort());
    });

    it("one per boxer and day: a second is refused, a correction needs its reason and is logged with before and after", async () => {
      const { edition, pair } = await published();
      const [a] = pair("qf1");
      ok(await weigh(organiser, a!, 47.5));
      refused(await weigh(second, a!, 47.6), "weigh_in_recorded");
      refused(await correct(organiser, a!, { weight_kg: 47.6 }), "weigh_in_correction_reason");
      refused(await correct(organiser, a!, { weight_kg: 47.6, correction: "  " }), "weigh_in_correction_reason");
      const [fixed] = ok(await correct(second, a!, { weight_kg: 47.6, correction: "Read wrongly" }));
      assert.deepEqual([Number(fixed.weight_kg), fixed.revision, fixed.recorded_by], [47.6, 2, second.id]);
      const lines = await changes(edition);
      assert.deepEqual(
        lines.map((l) => [l.event, l.reason, l.actor_id]),
        [
          ["weigh_in", null, organiser.id],
          ["correction", "Read wrongly", second.id],
        ],
      );
    });

    it("a correction names the revision it corrects: one typed against an older revision is refused, its resend acknowledged", async () => {
      const { edition, pair } = await published();
      const [a] = pair("qf1");
      ok(await weigh(organiser, a!, 47.5));
      const first = { weight_kg: 47.8, correction: "Scale read again", revision: 1, idempotency_key: randomUUID() };
      ok(await correct(organiser, a!, first));
      // The second organiser's page still showed revision 1: their correction would overwrite the first unseen.
      refused(await correct(second, a!, { weight_kg: 48.4, correction: "Read again too", revision: 1 }), "weigh_in_recorded");
      // The first correction resent with its key (a timeout) is acknowledged, not refused as stale.
      ok(await correct(organiser, a!, first));
      const [stored] = await weighIns(edition);
      assert.deepEqual([Number(stored.weight_kg), stored.revision], [47.8, 2]);
      ok(await correct(second, a!, { weight_kg: 48.4, correction: "Read again too", revision: 2 }));
      assert.deepEqual(
        (await changes(edition)).map((c) => c.event),
        ["weigh_in", "correction", "correction"],
      );
    });

    it("only a boxer with a bout that day: not a bye, not a bout whose other boxer is not known, not an unpublished draw", async () => {
      const { slots, pair } = await published(6);
      // Six boxers: two quarter-finals are byes.
      const byes = (["qf1", "qf2", "qf3", "qf4"] as const).filter((id) => pair(id).includes(null));
      assert.equal(byes.length, 2);
      const lone = pair(byes[0]).find((x) => x !== null)!;
      refused(await weigh(organiser, lone, 47), "no_bout_that_day");
      const fighting = slots.find((s) => s !== null && s !== lone && !byes.some((id) => pair(id).includes(s)))!;
      refused(await weigh(organiser, fighting, 47, true, { day: "semiFinals" }), "no_bout_that_day");
      refused(await weigh(organiser, fighting, 47, true, { day: "finals" }), "no_bout_that_day");
      ok(await weigh(organiser, fighting, 47));
      const unpublished = await freshEdition(h);
      await h.setNow(DURING_REGISTRATION);
      const x = ok(await teams[0].insert(boxer(unpublished)));
      await h.setNow(WEIGH_IN);
      refused(await weigh(organiser, x.id, 47), "no_bout_that_day");
    });
  });

  describe("walkovers", () => {
    it("over the limit (no tolerance) or unfit: that day's bout is a walkover against the boxer, through the bout rules", async () => {
      const { edition, pair } = await published();
      const [a, b] = pair("qf1");
      const [c, d] = pair("qf2");
      ok(await weigh(organiser, a!, 48.1));
      ok(await weigh(organiser, b!, 48));
      ok(await weigh(organiser, c!, 47, false, { note: "Hand injury" }));
      ok(await weigh(organiser, d!, 47.9));
      assert.deepEqual(await boutsOf(edition), {
        qf1: [b, "walkover", "over"],
        qf2: [d, "walkover", "unfit"],
      });
      const draws = ok(await service.read<{ edition: number; event: string; node: string }>("draw_changes")).filter(
        (l) => l.edition === edition && l.event === "result",
      );
      assert.deepEqual(draws.map((l) => l.node).sort(), ["qf1", "qf2"], "the result lines of the bracket's log");
      // The winners meet in the semi-final like any other winners.
      ok(await organiser.post("bouts", { edition, ...BRACKET, node: "sf1", winner: b, method: "points" }));
    });

    it("absent: refused while the window is open (the secret key included); after it, one request records every absence", async () => {
      const { edition, pair } = await published();
      const [a, b] = pair("qf1");
      const [c, d] = pair("qf2");
      ok(await weigh(organiser, b!, 47));
      ok(await weigh(organiser, c!, 47));
      const absent = (entry: string) => ({ entry_id: entry, day: "quarterFinals", absent: true, idempotency_key: randomUUID() });
      for (const caller of [organiser, service])
        refused(await caller.insertInto("weigh_ins", [absent(a!), absent(d!)]), "weigh_in_window_open");
      assert.deepEqual(await boutsOf(edition), {});
      await h.setNow(AFTER_WINDOW);
      ok(await organiser.insertInto("weigh_ins", [absent(a!), absent(d!)]));
      assert.deepEqual(await boutsOf(edition), {
        qf1: [b, "walkover", "absent"],
        qf2: [c, "walkover", "absent"],
      });
      assert.deepEqual(
        (await changes(edition)).filter((l) => l.event === "absent").map((l) => l.entry_id),
        [a, d],
      );
    });

    it("a corrected weigh-in undoes its walkover, and waits like a result until no later bout depends on it", async () => {
      const { edition, pair } = await published();
      const [a, b] = pair("qf1");
      const [c, d] = pair("qf2");
      ok(await weigh(organiser, a!, 48.4));
      assert.deepEqual(await boutsOf(edition), { qf1: [b, "walkover", "over"] });
      ok(await correct(organiser, a!, { weight_kg: 47.4, correction: "Scale not zeroed" }));
      assert.deepEqual(await boutsOf(edition), {}, "the walkover is undone");
      const undone = ok(
        await service.read<{ edition: number; event: string; node: string; after: unknown; reason: string }>("draw_changes"),
      )
        .filter((l) => l.edition === edition && l.event === "result_correction")
        .map((l) => [l.node, l.after, l.reason]);
      assert.deepEqual(undone, [["qf1", null, "Scale not zeroed"]]);
      ok(await correct(organiser, a!, { fit: false, correction: "Doctor's second look" }));
      assert.deepEqual(await boutsOf(edition), { qf1: [b, "walkover", "unfit"] });
      ok(await organiser.post("bouts", { edition, ...BRACKET, node: "qf2", winner: c, method: "points" }));
      ok(await organiser.post("bouts", { edition, ...BRACKET, node: "sf1", winner: b, method: "points" }));
      refused(await correct(organiser, a!, { fit: true, correction: "Too late" }), "correction_blocked");
      assert.deepEqual((await boutsOf(edition)).qf1, [b, "walkover", "unfit"]);
      // A bout fought in the ring is no longer the weigh-in's to decide.
      refused(await weigh(organiser, d!, 49), "bout_already_recorded");
    });

    it("both boxers out: the bout has no winner, and the next bout is a bye for its other side", async () => {
      const { edition, pair, slots } = await published();
      const [a, b] = pair("qf1");
      const [c, d] = pair("qf2");
      ok(await weigh(organiser, a!, 49));
      ok(await weigh(organiser, b!, 47, false));
      assert.deepEqual((await boutsOf(edition)).qf1, [null, "walkover", "both"]);
      ok(await organiser.post("bouts", { edition, ...BRACKET, node: "qf2", winner: d, method: "points" }));
      // The semi-final is a bye for qf2's winner: nothing to record, nobody to weigh for it.
      refused(await organiser.post("bouts", { edition, ...BRACKET, node: "sf1", winner: d, method: "points" }), "bout_not_ready");
      refused(await weigh(organiser, d!, 47, true, { day: "semiFinals" }), "no_bout_that_day");
      const results: Partial<Record<NodeId, BoutResult>> = {
        qf1: { winner: null, method: "walkover" },
        qf2: { winner: d!, method: "points" },
      };
      const nodes = bracketNodes(slots, results);
      assert.deepEqual([nodes.sf1.kind, nodes.sf1.advances], ["bye", d], "the app's bracket agrees");
      // A desk cannot record a bout without a winner; only the weigh-in can.
      refused(await organiser.post("bouts", { edition, ...BRACKET, node: "qf3", winner: null, method: "walkover" }), "winner_not_in_bout");
      assert.ok(c);
    });

    it("both boxers out: neither may box later, so the day's order may hold their bout and the next on one day", async () => {
      const { edition, pair } = await published();
      const [a, b] = pair("qf1");
      ok(await weigh(organiser, a!, 47, false));
      ok(await weigh(organiser, b!, 47, false));
      for (const row of venueRows({ ...currentVenue, year: edition }).sessions) ok(await service.post("fight_sessions", row));
      const place = (node: NodeId, position: number) => ({
        edition,
        ...BRACKET,
        node,
        day: "2026-03-26",
        session: 1,
        ring: 1,
        position,
        bout_number: position,
      });
      // Had they lost to each other, one of them would box the semi-final: the order would refuse it that day.
      ok(await organiser.upsert("bout_order", [place("qf1", 1), place("sf1", 2)], ["edition", "category", "sex", "weight_class", "node"]));
    });
  });

  describe("idempotency", () => {
    it("a weigh-in or a correction sent twice with its key is stored once and acknowledged; two organisers at once: one stored, one told", async () => {
      const { edition, pair } = await published();
      const [a, b] = pair("qf1");
      const key = randomUUID();
      const row = { entry_id: a, day: "quarterFinals", weight_kg: 47.2, fit: true, idempotency_key: key };
      ok(await organiser.insertInto("weigh_ins", row));
      ok(await organiser.insertInto("weigh_ins", row));
      ok(await second.insertInto("weigh_ins", { ...row, weight_kg: 47.3 }));
      assert.deepEqual(
        (await weighIns(edition)).map((w) => [w.entry_id, Number(w.weight_kg)]),
        [[a, 47.2]],
      );
      const fix = { weight_kg: 48.2, correction: "Wrong boxer's slip", idempotency_key: randomUUID() };
      ok(await organiser.patch("weigh_ins", { entry_id: a!, day: "quarterFinals" }, fix));
      ok(await organiser.patch("weigh_ins", { entry_id: a!, day: "quarterFinals" }, fix));
      const [stored] = await weighIns(edition);
      assert.deepEqual([Number(stored.weight_kg), stored.revision], [48.2, 2]);
      assert.deepEqual(
        (await changes(edition)).map((c) => c.event),
        ["weigh_in", "correction"],
      );
      const both = await Promise.all([weigh(organiser, b!, 47.1), weigh(second, b!, 47.9)]);
      assert.equal(both.filter((r) => r.error === null).length, 1, "one stored");
      assert.deepEqual(
        both.filter((r) => r.error).map((r) => r.error?.message),
        ["weigh_in_recorded"],
        "the other told",
      );
    });
  });
}
