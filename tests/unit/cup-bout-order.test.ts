import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { boutsToRecord, bracketNodes, type NodeId, type Result } from "../../lib/cup/bracket";
import { compareBouts, moveBout, proposeDay, type DayBout, type Placed, type SessionPlan } from "../../lib/cup/bout-order";
import { allBrackets } from "../../lib/cup/bracket-slug";
import { boutsOf, type DrawnBracket } from "../../lib/cup/day-bouts";
import { drawBracket } from "../../lib/cup/draw";
import { BOUT_SECONDS } from "../../lib/cup/fight-calendar";

// The day's running order (lib/cup/bout-order.ts) on random published days of 1 to 250 bouts: brackets of 1 to 8
// boxers drawn from random seeds, with random results already recorded, a day hosting one round or (to try the
// rules) two or three, some of the other bouts already placed on the days before and after, and 1 to 3 sessions of
// 1 to 4 rings.

const BRACKETS = allBrackets();
const DAY = "2026-03-27";
const ROUNDS = ["quarterFinal", "semiFinal", "final"] as const;

const bracketArb = fc.record({
  boxers: fc.integer({ min: 1, max: 8 }),
  teams: fc.integer({ min: 1, max: 4 }),
  seed: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map((n) => n.toString(16).padStart(16, "0")),
  recorded: fc.integer({ min: 0, max: 7 }),
  picks: fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
});

/** A published bracket with `recorded` results, each a random recordable bout won by a random side. */
type BracketSpec = typeof bracketArb extends fc.Arbitrary<infer T> ? T : never;

function published(index: number, spec: BracketSpec): DrawnBracket {
  const key = BRACKETS[index % BRACKETS.length];
  const entries = Array.from({ length: spec.boxers }, (_, i) => ({ id: `${index}-${i}`, team: `t${i % spec.teams}` }));
  const { slots } = drawBracket(entries, spec.seed);
  const results: Partial<Record<NodeId, Result>> = {};
  for (let i = 0; i < spec.recorded; i++) {
    const ready = boutsToRecord(bracketNodes(slots, results));
    if (ready.length === 0) break;
    const node = ready[spec.picks[i] % ready.length];
    const side = node.sides[spec.picks[i] % 2];
    if (side.kind === "boxer") results[node.id] = { winner: side.entry, method: "points" };
  }
  return { ...key, slots, results };
}

const sessionArb = fc.record({
  startMinute: fc.integer({ min: 0, max: 300 }),
  minutes: fc.integer({ min: 30, max: 360 }),
  rings: fc.integer({ min: 1, max: 4 }),
});

const dayArb = fc
  .record({
    brackets: fc.oneof(
      fc.array(bracketArb, { minLength: 1, maxLength: 8 }),
      fc.array(bracketArb, { minLength: 1, maxLength: BRACKETS.length, size: "max" }),
    ),
    rounds: fc.subarray([...ROUNDS], { minLength: 1 }),
    sessions: fc.array(sessionArb, { minLength: 1, maxLength: 3 }),
    elsewhere: fc.array(fc.tuple(fc.nat(), fc.constantFrom("2026-03-26", "2026-03-28")), { maxLength: 30 }),
  })
  .map(({ brackets, rounds, sessions, elsewhere }) => {
    const all = boutsOf(
      brackets.map((spec, i) => published(i, spec)),
      BOUT_SECONDS,
    );
    const today = all.filter((b) => (rounds as string[]).includes(b.round)).slice(0, 250);
    const others = all.filter((b) => !today.includes(b));
    const placedElsewhere = new Map<string, string>();
    if (others.length > 0) for (const [pick, date] of elsewhere) placedElsewhere.set(others[pick % others.length].id, date);
    let clock = Date.parse(`${DAY}T09:00:00Z`);
    const plans: SessionPlan[] = sessions.map((s) => {
      const start = clock + s.startMinute * 60_000;
      clock = start + s.minutes * 60_000;
      return { start: new Date(start), end: new Date(clock), rings: s.rings };
    });
    return { bouts: today, sessions: plans, elsewhere: placedElsewhere };
  })
  .filter((d) => d.bouts.length >= 1);

const RUNS = { numRuns: 150 };

function shareABoxer(a: DayBout, b: DayBout): boolean {
  return a.boxers.some((x) => b.boxers.includes(x));
}

test("every bout of the day is placed or held back with its reason, once; numbers run 1 to N across the rings", () => {
  fc.assert(
    fc.property(dayArb, ({ bouts, sessions, elsewhere }) => {
      const { placed, held } = proposeDay({ date: DAY, sessions }, bouts, elsewhere);
      assert.deepEqual([...placed.map((p) => p.id), ...held.map((h) => h.id)].sort(), bouts.map((b) => b.id).sort());
      assert.deepEqual(
        placed.map((p) => p.number),
        placed.map((_, i) => i + 1),
      );
      const slots = placed.map((p) => `${p.session}/${p.ring}/${p.position}`);
      assert.equal(new Set(slots).size, slots.length, "two bouts at one position in one ring");
      for (const p of placed) assert.ok(p.ring >= 1 && p.ring <= sessions[p.session - 1].rings, "a ring of its session");
    }),
    RUNS,
  );
});

test("no boxer twice a day: the bouts placed never share a boxer", () => {
  fc.assert(
    fc.property(dayArb, ({ bouts, sessions, elsewhere }) => {
      const byId = new Map(bouts.map((b) => [b.id, b]));
      const placed = proposeDay({ date: DAY, sessions }, bouts, elsewhere).placed.map((p) => byId.get(p.id)!);
      for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) assert.ok(!shareABoxer(a, b), `${a.id} and ${b.id}`);
    }),
    RUNS,
  );
});

test("dependencies respected: a bout comes after every bout that decides its boxers, and before the bout its winner boxes next", () => {
  fc.assert(
    fc.property(dayArb, ({ bouts, sessions, elsewhere }) => {
      const byId = new Map(bouts.map((b) => [b.id, b]));
      const { placed } = proposeDay({ date: DAY, sessions }, bouts, elsewhere);
      const number = new Map(placed.map((p) => [p.id, p.number]));
      for (const p of placed) {
        const bout = byId.get(p.id)!;
        for (const decider of bout.deciders) {
          if (number.has(decider)) assert.ok(number.get(decider)! < p.number, `${decider} before ${p.id}`);
          if (elsewhere.has(decider)) assert.ok(elsewhere.get(decider)! < DAY, `${decider} on an earlier day than ${p.id}`);
        }
        if (bout.next && elsewhere.has(bout.next)) assert.ok(elsewhere.get(bout.next)! > DAY, `${bout.next} on a later day`);
      }
    }),
    RUNS,
  );
});

test("nothing is held back without cause: each held bout breaks the rule it names", () => {
  fc.assert(
    fc.property(dayArb, ({ bouts, sessions, elsewhere }) => {
      const byId = new Map(bouts.map((b) => [b.id, b]));
      const { placed, held } = proposeDay({ date: DAY, sessions }, bouts, elsewhere);
      const placedBouts = placed.map((p) => byId.get(p.id)!);
      for (const { id, reason } of held) {
        const bout = byId.get(id)!;
        if (reason === "boxer_twice")
          assert.ok(
            placedBouts.some((p) => shareABoxer(p, bout)),
            id,
          );
        if (reason === "before_decider")
          assert.ok(
            bout.deciders.some((d) => (elsewhere.get(d) ?? "") >= DAY) ||
              (bout.next !== null && (elsewhere.get(bout.next) ?? "9999") <= DAY),
            id,
          );
        assert.notEqual(reason, "no_ring");
      }
    }),
    RUNS,
  );
});

test("rings balanced within one bout: in every session, and over the day when its sessions have as many rings", () => {
  fc.assert(
    fc.property(dayArb, ({ bouts, sessions, elsewhere }) => {
      const { placed } = proposeDay({ date: DAY, sessions }, bouts, elsewhere);
      const spread = (counts: number[]) => Math.max(...counts) - Math.min(...counts);
      sessions.forEach((s, i) => {
        const here = placed.filter((p) => p.session === i + 1);
        if (here.length === 0) return;
        const counts = Array.from({ length: s.rings }, (_, r) => here.filter((p) => p.ring === r + 1).length);
        assert.ok(spread(counts) <= 1, `session ${i + 1}: ${counts}`);
      });
      if (sessions.every((s) => s.rings === sessions[0].rings)) {
        const counts = Array.from({ length: sessions[0].rings }, (_, r) => placed.filter((p) => p.ring === r + 1).length);
        assert.ok(spread(counts) <= 1, `the day: ${counts}`);
      }
    }),
    RUNS,
  );
});

test("the same input gives the same order, whatever order the bouts are listed in", () => {
  fc.assert(
    fc.property(dayArb, fc.nat(), ({ bouts, sessions, elsewhere }, shuffleSeed) => {
      const shuffled = [...bouts].sort((a, b) => (hash(a.id, shuffleSeed) - hash(b.id, shuffleSeed)) | 0 || (a.id < b.id ? -1 : 1));
      assert.deepEqual(proposeDay({ date: DAY, sessions }, shuffled, elsewhere), proposeDay({ date: DAY, sessions }, bouts, elsewhere));
    }),
    RUNS,
  );
});

test("lighter first: bout numbers follow the round, then the edition's order of brackets; every ring runs in that order", () => {
  fc.assert(
    fc.property(dayArb, ({ bouts, sessions, elsewhere }) => {
      const byId = new Map(bouts.map((b) => [b.id, b]));
      const { placed } = proposeDay({ date: DAY, sessions }, bouts, elsewhere);
      for (let i = 1; i < placed.length; i++) assert.ok(compareBouts(byId.get(placed[i - 1].id)!, byId.get(placed[i].id)!) < 0);
      for (let i = 1; i < placed.length; i++) assert.ok(placed[i].session >= placed[i - 1].session, "sessions in order");
    }),
    RUNS,
  );
});

test("sessions share the day in proportion to their capacity: a session of twice the rings takes about twice the bouts", () => {
  const bouts: DayBout[] = Array.from({ length: 90 }, (_, i) => ({
    id: `b${String(i).padStart(3, "0")}`,
    node: "sf1",
    rank: i,
    seconds: 900,
    boxers: [`x${i}`, `y${i}`],
    deciders: [],
    next: null,
  }));
  const at = (h: number) => new Date(Date.UTC(2026, 2, 27, h));
  const { placed } = proposeDay(
    {
      date: DAY,
      sessions: [
        { start: at(11), end: at(14), rings: 1 },
        { start: at(16), end: at(19), rings: 2 },
      ],
    },
    bouts,
  );
  assert.deepEqual(
    [1, 2].map((s) => placed.filter((p) => p.session === s).length),
    [30, 60],
  );
});

test("a day without a session or a ring holds every bout back, and says so", () => {
  const [bout] = boutsOf([{ ...BRACKETS[0], slots: ["a", "b", null, null, null, null, null, null], results: {} }], BOUT_SECONDS);
  assert.deepEqual(proposeDay({ date: DAY, sessions: [] }, [bout]), { placed: [], held: [{ id: bout.id, reason: "no_ring" }] });
  assert.deepEqual(proposeDay({ date: DAY, sessions: [{ start: new Date(0), end: new Date(1), rings: 0 }] }, [bout]).held, [
    { id: bout.id, reason: "no_ring" },
  ]);
});

test("the bouts of a bracket: who may box, what decides them and where the winner goes (through byes)", () => {
  // Five boxers: a v b in the fourth quarter-final; c, d, e wait with byes (IBA: the last bye meets the first bout's winner).
  const slots = ["c", null, "d", null, "e", null, "a", "b"];
  const [qf4, sf1, sf2, final] = boutsOf([{ ...BRACKETS[0], slots, results: {} }], BOUT_SECONDS);
  const key = "benjamin/F/36";
  assert.deepEqual(
    [qf4, sf1, sf2, final].map((b) => [b.node, b.boxers, b.deciders, b.next]),
    [
      ["qf4", ["a", "b"], [], `${key}/sf2`],
      ["sf1", ["c", "d"], [], `${key}/final`],
      ["sf2", ["e", "a", "b"], [`${key}/qf4`], `${key}/final`],
      ["final", ["c", "d", "e", "a", "b"], [`${key}/sf1`, `${key}/sf2`], null],
    ],
  );
  const decided = boutsOf([{ ...BRACKETS[0], slots, results: { qf4: { winner: "b", method: "rsc" } } }], BOUT_SECONDS);
  assert.deepEqual(decided[2].boxers, ["e", "b"], "the loser of the quarter-final no longer boxes");
  assert.equal(decided[0].seconds, 630, "a benjamin bout: 3 × 90 s, 2 rests of 60 s, 4 minutes' changeover");
});

const A = (id: string, day: string, session: number, ring: number, position: number, number: number): Placed => ({
  id,
  day,
  session,
  ring,
  position,
  number,
});

test("a move puts the bout at that position, shifts the ring it joins and closes up the one it leaves", () => {
  const order = [
    A("a", DAY, 1, 1, 1, 1),
    A("b", DAY, 1, 2, 1, 2),
    A("c", DAY, 1, 1, 2, 3),
    A("d", DAY, 1, 2, 2, 4),
    A("e", DAY, 1, 1, 3, 5),
  ];
  assert.deepEqual(moveBout(order, "e", { day: DAY, session: 1, ring: 2, position: 1 }), [
    A("b", DAY, 1, 2, 2, 2),
    A("d", DAY, 1, 2, 3, 4),
    A("e", DAY, 1, 2, 1, 5),
  ]);
  assert.deepEqual(moveBout(order, "a", { day: DAY, session: 1, ring: 1, position: 99 }), [
    A("a", DAY, 1, 1, 3, 1),
    A("c", DAY, 1, 1, 1, 3),
    A("e", DAY, 1, 1, 2, 5),
  ]);
  assert.deepEqual(moveBout(order, "c", { day: DAY, session: 1, ring: 1, position: 2 }), [], "where it already is");
  assert.deepEqual(moveBout(order, "c", { day: "2026-03-28", session: 1, ring: 1, position: 1 }), [
    A("c", "2026-03-28", 1, 1, 1, 1),
    A("e", DAY, 1, 1, 2, 5),
  ]);
});

test("a move keeps every ring's positions 1 to n and the day's numbers unique, whatever is moved where", () => {
  const orderArb = fc.array(fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 40 });
  fc.assert(
    fc.property(
      orderArb,
      fc.nat(),
      fc.integer({ min: 1, max: 2 }),
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 0, max: 50 }),
      fc.boolean(),
      (lanes, pick, session, ring, position, otherDay) => {
        const filled = new Map<string, number>();
        const order = lanes.map(([s, r], i) => {
          const at = (filled.get(`${s}/${r}`) ?? 0) + 1;
          filled.set(`${s}/${r}`, at);
          return A(`b${i}`, DAY, s, r, at, i + 1);
        });
        const id = order[pick % order.length].id;
        const day = otherDay ? "2026-03-28" : DAY;
        const changed = new Map(moveBout(order, id, { day, session, ring, position }).map((p) => [p.id, p]));
        const after = order.map((p) => changed.get(p.id) ?? p);
        const lanesAfter = new Map<string, number[]>();
        for (const p of after)
          lanesAfter.set(`${p.day}/${p.session}/${p.ring}`, [...(lanesAfter.get(`${p.day}/${p.session}/${p.ring}`) ?? []), p.position]);
        for (const positions of lanesAfter.values())
          assert.deepEqual(
            positions.sort((a, b) => a - b),
            positions.map((_, i) => i + 1),
          );
        for (const d of [DAY, "2026-03-28"]) {
          const numbers = after.filter((p) => p.day === d).map((p) => p.number);
          assert.equal(new Set(numbers).size, numbers.length);
        }
        const moved = after.find((p) => p.id === id)!;
        assert.deepEqual([moved.day, moved.session, moved.ring], [day, session, ring]);
      },
    ),
  );
});

function hash(text: string, seed: number): number {
  let h = seed | 0;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x5bd1e995);
  return h;
}
