/**
 * The day's order rules (supabase/migrations/*_bout_order.sql, docs/cup.md §12): what the database holds whatever the
 * client, through the REST API. One suite, run on the embedded backend over HTTP (tests/backend/desk-rls.test.ts) and
 * on PostgreSQL 15 with hosted roles (tests/postgres/desk.test.ts), like the draw rules beside it. Each rule was
 * removed from the migration in turn and a test here failed.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { bracketNodes, type NodeId, type Slots } from "../../../lib/cup/bracket";
import { drawBracket } from "../../../lib/cup/draw";
import { currentVenue, venueRows } from "../../../lib/cup/venue-sql";
import { DURING_REGISTRATION, boxer, freshEdition, type Caller, type EntryHarness, type EntryRow, type Result } from "./harness";
import { ok } from "./result";

type OrderRow = {
  edition: number;
  node: NodeId;
  day: string;
  session: number;
  ring: number;
  position: number;
  bout_number: number;
  placed_at: string;
  placed_by: string | null;
  correction: string | null;
};
type LogRow = {
  edition: number;
  day: string;
  node: string | null;
  event: string;
  reason: string | null;
  actor_id: string | null;
  actor_kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export const BRACKET = { category: "junior", sex: "F", weight_class: "48" } as const;
const THU = "2026-03-26";
const FRI = "2026-03-27";
const SAT = "2026-03-28";
/** After the deadline (the draw may be refused before it), the edition's fight days still ahead. */
const BEFORE_THE_CUP = "2026-03-20T12:00:00Z";
const KEY_COLUMNS = ["edition", "category", "sex", "weight_class", "node"];

function refused(result: Result<unknown>, key: string): void {
  assert.ok(result.error, `expected ${key}, got ${JSON.stringify(result.data)}`);
  assert.ok(result.error.message === key || result.error.message.includes(`"${key}"`), `expected ${key}: ${JSON.stringify(result.error)}`);
}

/**
 * A fresh edition with the venue's days and sessions, whose junior women's 48 kg bracket has `n` boxers entered by
 * `teams` (during entries), drawn by the organiser once entries have closed and, unless told otherwise, published.
 */
export async function publishedBracket(
  h: EntryHarness,
  organiser: Caller,
  teams: readonly Caller[],
  n: number,
  publish = true,
): Promise<{ edition: number; slots: Slots; nodes: ReturnType<typeof bracketNodes> }> {
  const service = h.service();
  await h.setNow(DURING_REGISTRATION);
  const edition = await freshEdition(h);
  const venue = venueRows({ ...currentVenue, year: edition });
  for (const [table, rows] of [
    ["fight_days", venue.fightDays],
    ["fight_sessions", venue.sessions],
    ["bout_lengths", venue.boutLengths],
  ] as const)
    for (const row of rows) ok(await service.post(table, row));
  const entries: EntryRow[] = [];
  for (let i = 0; i < n; i++) entries.push(ok(await teams[i % teams.length].insert(boxer(edition, { first_name: `O${i}` }))));
  await h.setNow(BEFORE_THE_CUP);
  const seed = "0123456789abcdef";
  const { order, slots } = drawBracket(
    entries.map((e) => ({ id: e.id, team: e.team_id })),
    seed,
  );
  ok(await organiser.post("draws", { edition, ...BRACKET, seed, drawn_order: order, slots }));
  if (publish) ok(await organiser.patch("draws", { edition, ...BRACKET }, { published: true }));
  return { edition, slots, nodes: bracketNodes(slots) };
}

export function orderRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => orderRules(harness));
}

function orderRules(harness: () => EntryHarness): void {
  let h: EntryHarness;
  let service: Caller;
  let organiser: Caller & { id: string };
  let teams: (Caller & { id: string })[];
  before(async () => {
    h = harness();
    service = h.service();
    organiser = await h.organiser();
    teams = [];
    for (let i = 0; i < 4; i++) teams.push(await h.team(`Order ${i}`));
  });

  const published = (n: number, publish = true) => publishedBracket(h, organiser, teams, n, publish);

  const at = (day: string, session: number, ring: number, position: number, bout_number: number) => ({
    day,
    session,
    ring,
    position,
    bout_number,
  });
  const place = (caller: Caller, edition: number, node: NodeId, where: ReturnType<typeof at>, extra: Record<string, unknown> = {}) =>
    caller.post<OrderRow>("bout_order", { edition, ...BRACKET, node, ...where, ...extra });
  const move = (caller: Caller, edition: number, node: NodeId, patch: Record<string, unknown>) =>
    caller.patch<OrderRow>("bout_order", { edition, ...BRACKET, node }, patch);
  const order = async (edition: number) =>
    ok(await service.read<OrderRow>("bout_order"))
      .filter((o) => o.edition === edition)
      .sort((a, b) => a.node.localeCompare(b.node));
  const log = async (edition: number) =>
    ok(await service.read<LogRow & { id: number }>("order_changes"))
      .filter((l) => l.edition === edition)
      .sort((a, b) => a.id - b.id);

  describe("placing and moving", () => {
    it("an organiser places a published bracket's bouts and moves one; each placement and move is logged with who and when", async () => {
      const { edition } = await published(8);
      ok(await place(organiser, edition, "qf1", at(THU, 1, 1, 1, 1)));
      ok(await place(organiser, edition, "qf2", at(THU, 1, 2, 1, 2)));
      const [sf1] = [ok(await place(organiser, edition, "sf1", at(FRI, 1, 1, 1, 1)))];
      assert.equal(sf1.placed_by, organiser.id);
      ok(await place(organiser, edition, "final", at(SAT, 1, 1, 1, 1)));
      const [moved] = ok(await move(organiser, edition, "qf2", { ring: 1, position: 2 }));
      assert.deepEqual([moved.ring, moved.position, moved.bout_number], [1, 2, 2]);
      assert.deepEqual(
        (await log(edition)).map((l) => [l.event, l.node, l.day, l.actor_kind, l.actor_id]),
        [
          ["place", "qf1", THU, "organiser", organiser.id],
          ["place", "qf2", THU, "organiser", organiser.id],
          ["place", "sf1", FRI, "organiser", organiser.id],
          ["place", "final", SAT, "organiser", organiser.id],
          ["move", "qf2", THU, "organiser", organiser.id],
        ],
      );
      const last = (await log(edition)).at(-1)!;
      assert.deepEqual([last.before?.ring, last.after?.ring, last.after?.position], [2, 1, 2]);
    });

    it("teams and anonymous callers read the order and the locks, but place, move and lock nothing, and never read the log", async () => {
      const { edition } = await published(4);
      ok(await place(organiser, edition, "sf1", at(FRI, 1, 1, 1, 1)));
      const anon = h.anon();
      for (const caller of [teams[0], anon]) {
        assert.deepEqual(
          ok(await caller.read<OrderRow>("bout_order"))
            .filter((o) => o.edition === edition)
            .map((o) => o.node),
          ["sf1"],
        );
        assert.ok((await place(caller, edition, "sf2", at(FRI, 1, 2, 1, 2))).error, "no placement");
        assert.deepEqual((await move(caller, edition, "sf1", { ring: 3 })).data ?? [], [], "no move");
        assert.ok((await caller.insertInto("order_locks", { edition, day: FRI })).error, "no lock");
        assert.ok(ok(await caller.read("fight_sessions")).length > 0, "the venue is public");
        ok(await caller.read("order_locks"));
      }
      assert.deepEqual(
        (await order(edition)).map((o) => [o.node, o.ring]),
        [["sf1", 1]],
      );
      assert.deepEqual(
        ok(await teams[0].read<LogRow>("order_changes")).filter((l) => l.edition === edition),
        [],
        "the log is the organisers'",
      );
      assert.ok((await anon.read("order_changes")).error, "anonymous callers may not read the log");
      assert.ok(
        (
          await organiser.insertInto("fight_sessions", {
            edition,
            day: FRI,
            session: 9,
            starts_at: BEFORE_THE_CUP,
            ends_at: BEFORE_THE_CUP,
            rings: 1,
          })
        ).error,
      );
    });

    it("only bouts of published draws: not an unpublished draw's, not a bye or an empty node", async () => {
      const { edition, nodes } = await published(3);
      // Three boxers: the first quarter-final is a bye, the second an empty node, the second semi-final a bout.
      assert.deepEqual([nodes.qf1.kind, nodes.qf2.kind, nodes.sf2.kind], ["bye", "empty", "bout"]);
      refused(await place(organiser, edition, "qf1", at(THU, 1, 1, 1, 1)), "order_not_a_bout");
      refused(await place(organiser, edition, "qf2", at(THU, 1, 1, 1, 1)), "order_not_a_bout");
      ok(await place(organiser, edition, "sf2", at(FRI, 1, 1, 1, 1)));
      const unpublished = await published(2, false);
      refused(await place(organiser, unpublished.edition, "final", at(FRI, 1, 1, 1, 1)), "draw_not_published");
    });

    it("a session the venue has, and a ring that session uses", async () => {
      const { edition } = await published(4);
      refused(await place(organiser, edition, "sf1", at(FRI, 3, 1, 1, 1)), "bout_order_session_fkey");
      refused(await place(organiser, edition, "sf1", at("2026-03-25", 1, 1, 1, 1)), "bout_order_session_fkey");
      refused(await place(organiser, edition, "sf1", at(FRI, 1, 4, 1, 1)), "order_ring_not_in_session");
      ok(await place(organiser, edition, "sf1", at(FRI, 1, 3, 1, 1)));
      refused(await move(organiser, edition, "sf1", { ring: 4 }), "order_ring_not_in_session");
    });

    it("two bouts at one position in one ring, or one number twice in a day, are refused; one write may move bouts along a ring", async () => {
      const { edition } = await published(8);
      ok(await place(organiser, edition, "qf1", at(THU, 1, 1, 1, 1)));
      refused(await place(organiser, edition, "qf2", at(THU, 1, 1, 1, 2)), "bout_order_position_unique");
      refused(await place(organiser, edition, "qf2", at(THU, 1, 2, 1, 1)), "bout_order_number_unique");
      ok(await place(organiser, edition, "qf2", at(THU, 1, 1, 2, 2)));
      ok(await place(organiser, edition, "qf3", at(THU, 2, 1, 1, 3)));
      // The first two swap places in one request, as the desk's move writes it.
      const rows = [
        { edition, ...BRACKET, node: "qf1", ...at(THU, 1, 1, 2, 1) },
        { edition, ...BRACKET, node: "qf2", ...at(THU, 1, 1, 1, 2) },
      ];
      ok(await organiser.upsert("bout_order", rows, KEY_COLUMNS));
      assert.deepEqual(
        (await order(edition)).map((o) => [o.node, o.position]),
        [
          ["qf1", 2],
          ["qf2", 1],
          ["qf3", 1],
        ],
      );
      // One bout of a write breaking a rule refuses the whole write.
      refused(
        await organiser.upsert(
          "bout_order",
          [
            { ...rows[0], position: 1 },
            { edition, ...BRACKET, node: "qf4", ...at(THU, 2, 1, 1, 4) },
          ],
          KEY_COLUMNS,
        ),
        "bout_order_position_unique",
      );
      assert.deepEqual(
        (await order(edition)).map((o) => o.node),
        ["qf1", "qf2", "qf3"],
      );
    });

    it("the bracket, node and stamps of a placement are the database's", async () => {
      const { edition } = await published(4);
      ok(await place(organiser, edition, "sf1", at(FRI, 1, 1, 1, 1)));
      refused(await move(organiser, edition, "sf1", { node: "sf2" }), "order_column_fixed");
      assert.ok((await move(organiser, edition, "sf1", { placed_at: "2020-01-01T00:00:00Z" })).error, "no grant on the stamps");
      const stamped = ok(await place(organiser, edition, "sf2", at(FRI, 1, 2, 1, 2), {}));
      assert.equal(stamped.placed_by, organiser.id);
    });
  });

  describe("the rules between bouts", () => {
    it("no boxer in two bouts of one day, whatever was recorded", async () => {
      const { edition, nodes } = await published(8);
      ok(await place(organiser, edition, "qf1", at(THU, 1, 1, 1, 1)));
      refused(await place(organiser, edition, "sf1", at(THU, 2, 1, 1, 2)), "order_boxer_twice");
      // The other half of the bracket shares nobody with the first quarter-final.
      ok(await place(organiser, edition, "qf3", at(THU, 2, 1, 1, 2)));
      const red = nodes.qf1.sides[0];
      ok(
        await organiser.post("bouts", {
          edition,
          ...BRACKET,
          node: "qf1",
          winner: red.kind === "boxer" ? red.entry : "",
          method: "points",
        }),
      );
      refused(await place(organiser, edition, "sf1", at(THU, 2, 2, 1, 3)), "order_boxer_twice");
      ok(await place(organiser, edition, "sf1", at(FRI, 1, 1, 1, 1)));
      refused(await move(organiser, edition, "sf1", { day: THU, session: 2, ring: 3, position: 1, bout_number: 9 }), "order_boxer_twice");
    });

    it("no bout before a bout that decides one of its boxers, through a bye too, whichever of the two is written last", async () => {
      const eight = await published(8);
      ok(await place(organiser, eight.edition, "qf1", at(FRI, 1, 1, 1, 1)));
      refused(await place(organiser, eight.edition, "sf1", at(THU, 1, 1, 1, 1)), "order_before_decider");
      ok(await place(organiser, eight.edition, "sf1", at(SAT, 1, 1, 1, 1)));
      refused(await move(organiser, eight.edition, "qf1", { day: SAT, position: 2, bout_number: 2 }), "order_before_decider");
      // Five boxers: the second semi-final's boxers come from a bye and from the fourth quarter-final.
      const five = await published(5);
      assert.deepEqual(
        (["qf3", "qf4", "sf2"] as const).map((n) => five.nodes[n].kind),
        ["bye", "bout", "bout"],
      );
      ok(await place(organiser, five.edition, "final", at(FRI, 1, 1, 1, 1)));
      refused(await place(organiser, five.edition, "sf2", at(SAT, 1, 1, 1, 1)), "order_before_decider");
      ok(await place(organiser, five.edition, "qf4", at(THU, 1, 1, 1, 1)));
      // At the same time in another ring is not after it.
      refused(await place(organiser, five.edition, "sf2", at(THU, 1, 2, 1, 2)), "order_before_decider");
    });
  });

  describe("a locked day", () => {
    it("changes only with a correction reason, which the log keeps; the lock is logged, final, and read by anyone", async () => {
      const { edition } = await published(8);
      ok(await place(organiser, edition, "qf1", at(THU, 1, 1, 1, 1)));
      ok(await place(organiser, edition, "qf2", at(THU, 1, 2, 1, 2)));
      ok(await place(organiser, edition, "qf3", at(FRI, 1, 1, 1, 1)));
      ok(await organiser.post("order_locks", { edition, day: THU }));
      refused(await organiser.post("order_locks", { edition, day: THU }), "order_locks_pkey");
      refused(await move(organiser, edition, "qf1", { position: 2 }), "order_day_locked");
      refused(await move(organiser, edition, "qf1", { position: 2, correction: "   " }), "order_day_locked");
      refused(await place(organiser, edition, "qf4", at(THU, 1, 3, 1, 3)), "order_day_locked");
      refused(await move(organiser, edition, "qf3", { day: THU, ring: 3, bout_number: 3 }), "order_day_locked");
      const [fixed] = ok(await move(organiser, edition, "qf1", { position: 2, correction: "Boxer at the doctor's" }));
      assert.equal(fixed.position, 2);
      // The desk's own write: one upsert of the bouts that move, the reason on each.
      const swap = [
        { edition, ...BRACKET, node: "qf1", ...at(THU, 1, 1, 1, 1), correction: "Swapped back" },
        { edition, ...BRACKET, node: "qf2", ...at(THU, 1, 2, 1, 2), correction: "Swapped back" },
      ];
      refused(
        await organiser.upsert(
          "bout_order",
          swap.map((row) => ({ ...row, correction: null })),
          KEY_COLUMNS,
        ),
        "order_day_locked",
      );
      ok(await organiser.upsert("bout_order", swap, KEY_COLUMNS));
      assert.deepEqual(
        (await order(edition)).map((o) => o.correction),
        [null, null, null],
        "the reason goes to the log, never into the order",
      );
      ok(await move(organiser, edition, "qf3", { ring: 2 }));
      const lines = await log(edition);
      assert.deepEqual(
        lines.filter((l) => l.event === "lock").map((l) => [l.day, l.node, l.actor_id]),
        [[THU, null, organiser.id]],
      );
      assert.deepEqual(
        lines.filter((l) => l.reason).map((l) => [l.event, l.node, l.reason]),
        [
          ["move", "qf1", "Boxer at the doctor's"],
          ["move", "qf1", "Swapped back"],
        ],
        "an upsert logs the bouts that moved, and only them",
      );
      assert.deepEqual(
        lines.filter((l) => l.event === "place").map((l) => l.node),
        ["qf1", "qf2", "qf3"],
      );
      assert.deepEqual(
        ok(await h.anon().read<{ edition: number; day: string }>("order_locks"))
          .filter((l) => l.edition === edition)
          .map((l) => l.day),
        [THU],
      );
    });
  });
}
