/**
 * The cup's event log (supabase/migrations/*_cup_events.sql, docs/cup.md §14): each change that teams or viewers must
 * hear about writes exactly one event in its own transaction, a change refused writes none, versions follow the
 * commits without a gap, and each API role reads only what it may. One suite, run on the embedded backend over REST
 * (tests/backend/desk-rls.test.ts) and on PostgreSQL 15 with hosted roles (tests/postgres/desk.test.ts).
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { NodeId } from "../../../lib/cup/bracket";
import { BRACKET, publishedBracket } from "./order-rules";
import { DURING_REGISTRATION, boxer, freshEdition, type Caller, type EntryHarness, type EntryRow, type Result } from "./harness";

type EventRow = {
  id: number;
  version: number | null;
  key: string;
  kind: string;
  audience: "public" | "teams";
  edition: number;
  day: string | null;
  category: string | null;
  sex: string | null;
  weight_class: string | null;
  node: string | null;
  actor_kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type ConcernRow = { event_id: number; entry_id: string; team_id: string };

const THU = "2026-03-26";
const FRI = "2026-03-27";

function ok<T>(result: Result<T>): T {
  assert.equal(result.error, null, JSON.stringify(result.error));
  return result.data as T;
}

export function eventRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => eventRules(harness));
}

function eventRules(harness: () => EntryHarness): void {
  let h: EntryHarness;
  let service: Caller;
  let organiser: Caller & { id: string };
  let teams: (Caller & { id: string })[];
  before(async () => {
    h = harness();
    service = h.service();
    organiser = await h.organiser();
    teams = [];
    for (let i = 0; i < 5; i++) teams.push(await h.team(`Events ${i}`));
  });

  /** The events of one edition, as `caller` may read them, in version order. */
  const events = async (edition: number, caller: Caller = service) =>
    ok(await caller.read<EventRow>("cup_events"))
      .filter((e) => e.edition === edition)
      .sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
  const concerns = async (event: EventRow, caller: Caller = service) =>
    ok(await caller.read<ConcernRow>("cup_event_teams")).filter((c) => c.event_id === event.id);
  const entrant = (slots: readonly (string | null)[], i: number) => slots[i] as string;
  const place = (edition: number, node: NodeId, day: string, ring: number, position: number, bout_number: number) =>
    organiser.post("bout_order", { edition, ...BRACKET, node, day, session: 1, ring, position, bout_number });

  it("a result and its correction: one public event each, with the day, both boxers' teams, before and after", async () => {
    const { edition, slots } = await publishedBracket(h, organiser, teams, 8);
    ok(await place(edition, "qf1", THU, 1, 1, 1));
    const since = (await events(edition)).length;
    const [red, blue] = [entrant(slots, 0), entrant(slots, 1)];
    ok(await organiser.post("bouts", { edition, ...BRACKET, node: "qf1", winner: red, method: "points" }));
    ok(await organiser.patch("bouts", { edition, ...BRACKET, node: "qf1" }, { winner: blue, method: "rsc", correction: "Scores swapped" }));
    const [result, corrected] = (await events(edition)).slice(since);
    assert.deepEqual(
      (await events(edition)).slice(since).map((e) => [e.kind, e.audience, e.day, e.node, e.actor_kind]),
      [
        ["result", "public", THU, "qf1", "organiser"],
        ["result_corrected", "public", THU, "qf1", "organiser"],
      ],
    );
    // walkover_cause: null says a result fought in the ring (the weigh-in's walkovers name theirs, docs/cup.md §13).
    assert.deepEqual([result.before, result.after], [null, { winner: red, method: "points", walkover_cause: null }]);
    assert.deepEqual(
      [corrected.before, corrected.after],
      [
        { winner: red, method: "points", walkover_cause: null },
        { winner: blue, method: "rsc", walkover_cause: null },
      ],
    );
    assert.match(result.key, /^draw_changes:\d+$/);
    const entries = ok(await service.read<EntryRow>("entries"));
    const teamOf = (id: string) => entries.find((e) => e.id === id)?.team_id;
    assert.deepEqual((await concerns(result)).map((c) => [c.entry_id, c.team_id]).sort(), [red, blue].map((id) => [id, teamOf(id)]).sort());
  });

  it("a draw published and corrected: one event each, concerning every boxer placed; a draw or redraw before publication: none", async () => {
    const { edition, slots } = await publishedBracket(h, organiser, teams, 5, false);
    ok(await organiser.patch("draws", { edition, ...BRACKET }, { seed: "fedcba9876543210" }));
    assert.deepEqual(await events(edition), [], "a draw and a redraw make no event");
    ok(await organiser.patch("draws", { edition, ...BRACKET }, { published: true }));
    const swapped = [...slots];
    [swapped[0], swapped[2]] = [swapped[2], swapped[0]];
    ok(await organiser.patch("draws", { edition, ...BRACKET }, { slots: swapped, correction: "Slots typed wrong" }));
    const log = await events(edition);
    assert.deepEqual(
      log.map((e) => [e.kind, e.audience, e.day, e.node]),
      [
        ["draw_published", "public", null, null],
        ["draw_corrected", "public", null, null],
      ],
    );
    const placed = slots.filter((s): s is string => s !== null).sort();
    assert.deepEqual((await concerns(log[0])).map((c) => c.entry_id).sort(), placed);
    assert.deepEqual((await concerns(log[1])).map((c) => c.entry_id).sort(), placed);
  });

  it("a bout placed, moved and its day locked: one event each, concerning whoever may box it", async () => {
    const { edition, slots } = await publishedBracket(h, organiser, teams, 8);
    ok(await place(edition, "qf1", THU, 1, 1, 1));
    ok(await organiser.patch("bout_order", { edition, ...BRACKET, node: "qf1" }, { ring: 2 }));
    ok(await organiser.post("order_locks", { edition, day: THU }));
    const log = await events(edition);
    assert.deepEqual(
      log.filter((e) => e.kind !== "draw_published").map((e) => [e.kind, e.day, e.node, e.before?.ring ?? null, e.after?.ring ?? null]),
      [
        ["bout_placed", THU, "qf1", null, 1],
        ["bout_moved", THU, "qf1", 1, 2],
        ["day_locked", THU, null, null, null],
      ],
    );
    for (const event of log.slice(1))
      assert.deepEqual((await concerns(event)).map((c) => c.entry_id).sort(), [entrant(slots, 0), entrant(slots, 1)].sort());
  });

  it("an entry withdrawn, the waiting boxer promoted, an entry moved: one private event each; a new entry or a spelling fix: none", async () => {
    await h.setNow(DURING_REGISTRATION);
    const edition = await freshEdition(h);
    const entries: EntryRow[] = [];
    for (let i = 0; i < 9; i++) entries.push(ok(await teams[i % 5].insert(boxer(edition, { first_name: `E${i}` }))));
    const waiting = entries[8];
    assert.equal(waiting.status, "waiting");
    ok(await teams[0].update(entries[0].id, { first_name: "Eva" }));
    assert.deepEqual(await events(edition), [], "entering boxers and fixing a name make no event");
    ok(await teams[1].update(entries[1].id, { status: "withdrawn" }));
    ok(await teams[2].update(entries[2].id, { weight_class: "50" }));
    const log = await events(edition);
    assert.deepEqual(
      log.map((e) => [e.kind, e.audience, e.actor_kind, e.weight_class, e.before?.status, e.after?.status]),
      [
        ["entry_withdrawn", "teams", "team", "48", "entered", "withdrawn"],
        ["entry_promoted", "teams", "cup", "48", "waiting", "entered"],
        ["entry_moved", "teams", "team", "50", "entered", "entered"],
      ],
    );
    assert.equal(log[0].after?.first_name, undefined, "nothing personal in an event");
    assert.deepEqual(await Promise.all(log.map(async (e) => (await concerns(e)).map((c) => [c.entry_id, c.team_id]))), [
      [[entries[1].id, teams[1].id]],
      [[waiting.id, waiting.team_id]],
      [[entries[2].id, teams[2].id]],
    ]);
  });

  it("a change refused after its log line was written leaves no event; versions follow the commits without a gap", async () => {
    const { edition } = await publishedBracket(h, organiser, teams, 8);
    const before = await events(edition);
    // One statement placing two bouts: the first is logged, the second refused (a ring the session does not use), so
    // the statement and its event roll back together.
    const refused = await organiser.upsert(
      "bout_order",
      [
        { edition, ...BRACKET, node: "qf1", day: FRI, session: 1, ring: 1, position: 1, bout_number: 1 },
        { edition, ...BRACKET, node: "qf2", day: FRI, session: 1, ring: 9, position: 1, bout_number: 2 },
      ],
      ["edition", "category", "sex", "weight_class", "node"],
    );
    assert.equal(refused.error?.message, "order_ring_not_in_session");
    assert.deepEqual(await events(edition), before);
    ok(await place(edition, "qf1", FRI, 1, 1, 1));
    const versions = ok(await service.read<EventRow>("cup_events"))
      .map((e) => e.version)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    assert.ok(
      versions.every((v, i) => v === i + 1),
      `versions 1…${versions.length}: ${versions.slice(-5).join(", ")}`,
    );
    const [published, placed] = await events(edition);
    assert.ok((placed.version ?? 0) > (published.version ?? 0));
  });

  it("a line's key is unique, so a replayed trigger adds nothing; nobody but the triggers writes the log", async () => {
    const { edition } = await publishedBracket(h, organiser, teams, 2);
    const [published] = await events(edition);
    const copy = {
      key: published.key,
      kind: "result",
      audience: "public",
      edition,
      actor_kind: "service",
      occurred_at: "2026-03-27T10:00:00Z",
    };
    assert.equal((await service.insertInto("cup_events", copy)).error?.code, "23505");
    for (const caller of [h.anon(), teams[0], organiser]) {
      assert.ok((await caller.insertInto("cup_events", { ...copy, key: "forged:1" })).error, "no insert into cup_events");
      assert.ok(
        (await caller.insertInto("cup_event_teams", { event_id: published.id, entry_id: teams[0].id, team_id: teams[0].id })).error,
        "no insert into cup_event_teams",
      );
    }
    assert.equal((await events(edition)).length, 1);
  });

  it("the public reads the public events and nobody's teams; a team reads its own entries' events; organisers read all", async () => {
    await h.setNow(DURING_REGISTRATION);
    const edition = await freshEdition(h);
    const mine = ok(await teams[3].insert(boxer(edition, { first_name: "Mine" })));
    const theirs = ok(await teams[4].insert(boxer(edition, { first_name: "Theirs" })));
    ok(await teams[3].update(mine.id, { status: "withdrawn" }));
    ok(await teams[4].update(theirs.id, { status: "withdrawn" }));
    const { edition: drawn } = await publishedBracket(h, organiser, teams, 4);

    const kinds = async (caller: Caller) => [
      ...(await events(edition, caller)).map((e) => e.kind),
      ...(await events(drawn, caller)).map((e) => e.kind),
    ];
    assert.deepEqual(await kinds(h.anon()), ["draw_published"]);
    assert.deepEqual(await kinds(teams[4]), ["entry_withdrawn", "draw_published"]);
    assert.deepEqual(await kinds(organiser), ["entry_withdrawn", "entry_withdrawn", "draw_published"]);
    const [own] = await events(edition, teams[3]);
    assert.equal((await concerns(own, organiser)).length, 1);
    assert.deepEqual(
      (await concerns(own, teams[3])).map((c) => c.team_id),
      [teams[3].id],
    );
    // A public event concerns boxers of several teams: each team reads only its own of them, the public none.
    const [publication] = await events(drawn, teams[3]);
    assert.ok((await concerns(publication, organiser)).length === 4);
    assert.ok((await concerns(publication, teams[3])).every((c) => c.team_id === teams[3].id));
    assert.ok((await h.anon().read("cup_event_teams")).error, "the public reads no team");
  });

  it("the live versions: per edition, day and bracket the newest public event, the same for every caller; private events leave none", async () => {
    const { edition, slots } = await publishedBracket(h, organiser, teams, 8);
    ok(await place(edition, "qf1", THU, 1, 1, 1));
    const versions = async (caller: Caller, year = edition) =>
      ok(await caller.read<{ edition: number; scope: string; key: string; version: number }>("live_versions"))
        .filter((v) => v.edition === year)
        .map((v) => [v.scope, v.key, Number(v.version)])
        .sort();
    const newest = async (kind: string) => Number((await events(edition)).findLast((e) => e.kind === kind)?.version);
    const expect = (v: number, bracket = v) => [
      ["bracket", "junior/F/48", bracket],
      ["day", THU, v],
      ["edition", String(edition), v],
    ];
    assert.deepEqual(await versions(h.anon()), expect(await newest("bout_placed")));
    ok(await organiser.post("bouts", { edition, ...BRACKET, node: "qf1", winner: entrant(slots, 0), method: "points" }));
    const result = await newest("result");
    assert.deepEqual(await versions(h.anon()), expect(result));
    ok(await organiser.patch("bouts", { edition, ...BRACKET, node: "qf1" }, { winner: entrant(slots, 1), correction: "Wrong corner" }));
    const corrected = await newest("result_corrected");
    assert.ok(corrected > result);
    for (const caller of [h.anon(), teams[0], organiser]) assert.deepEqual(await versions(caller), expect(corrected));

    await h.setNow(DURING_REGISTRATION);
    const entriesOnly = await freshEdition(h);
    const entry = ok(await teams[0].insert(boxer(entriesOnly)));
    ok(await teams[0].update(entry.id, { status: "withdrawn" }));
    assert.equal((await events(entriesOnly)).length, 1);
    assert.deepEqual(await versions(organiser, entriesOnly), [], "an entry event is nobody's live version");
  });
}
