import assert from "node:assert/strict";
import { test } from "node:test";
import type { Placed } from "../../lib/cup/bout-order";
import { boutsOfEntries, dayBoard, dayResults, ringViews, winnerCorner, type BoardBracket } from "../../lib/cup/day-board";
import { FIGHT_DAYS } from "../../lib/cup/fight-calendar";
import { teamBouts } from "../../lib/cup/team-bouts";
import type { FightDay } from "../../lib/cup/venue";
import { dayState } from "../../lib/desk/order-day";
import { orderOutcomeOf } from "../../lib/desk/order-outcome";

// The day's board every page reads (lib/cup/day-board.ts): corners, results and the estimated times the database
// computes (public.bout_estimates, proven by tests/support/entries/notification-rules.ts on both backends), shown for
// the bouts still to box only.

const FRIDAY = FIGHT_DAYS.find((d) => d.key === "semiFinals")!;
const minutes = (d: Date | null | undefined) => (d ? d.toISOString().slice(11, 16) : null);

/** Four elite brackets of four boxers (two semi-finals each), drawn a b c d → slots a, -, b, -, c, -, d, -. */
const brackets: BoardBracket[] = ["57", "60", "63.5", "67"].map((code) => ({
  category: "elite",
  sex: "M",
  code,
  slots: [`${code}a`, null, `${code}b`, null, `${code}c`, null, `${code}d`, null],
  results: {},
}));
const id = (code: string, node: string) => `elite/M/${code}/${node}`;
/** Ring 1: 57 sf1, 60 sf1, 63.5 sf1; ring 2: 57 sf2, 60 sf2; all in session 1. */
const order: Placed[] = [
  { id: id("57", "sf1"), day: "2026-03-27", session: 1, ring: 1, position: 1, number: 1 },
  { id: id("57", "sf2"), day: "2026-03-27", session: 1, ring: 2, position: 1, number: 2 },
  { id: id("60", "sf1"), day: "2026-03-27", session: 1, ring: 1, position: 2, number: 3 },
  { id: id("60", "sf2"), day: "2026-03-27", session: 1, ring: 2, position: 2, number: 4 },
  { id: id("63.5", "sf1"), day: "2026-03-27", session: 1, ring: 1, position: 3, number: 5 },
  { id: id("67", "final"), day: "2026-03-28", session: 1, ring: 1, position: 1, number: 1 },
];
const fifteen = () => 900;
/** What the database answers before Friday's session: each ring from 11:00, bout after bout. */
const estimates = new Map(
  [
    [id("57", "sf1"), "2026-03-27T11:00:00Z"],
    [id("57", "sf2"), "2026-03-27T11:00:00Z"],
    [id("60", "sf1"), "2026-03-27T11:15:00Z"],
    [id("60", "sf2"), "2026-03-27T11:15:00Z"],
    [id("63.5", "sf1"), "2026-03-27T11:30:00Z"],
    [id("67", "final"), "2026-03-28T15:00:00Z"],
  ].map(([bout, iso]) => [bout, new Date(iso)]),
);
const board = (list: BoardBracket[], day: FightDay = FRIDAY) => dayBoard(day, order, list, fifteen, estimates);
const decided = (code: string, node: "sf1" | "sf2", winner: string, recordedAt: string): BoardBracket[] =>
  brackets.map((b) =>
    b.code === code ? { ...b, results: { ...b.results, [node]: { winner, method: "rsc" } }, recordedAt: { [node]: recordedAt } } : b,
  );

test("the board: the day's bouts in running order, red the upper side, the other days' bouts left out", () => {
  const bouts = board(brackets);
  assert.deepEqual(
    bouts.map((b) => [b.number, b.ring, b.position]),
    [
      [1, 1, 1],
      [2, 2, 1],
      [3, 1, 2],
      [4, 2, 2],
      [5, 1, 3],
    ],
  );
  assert.deepEqual([bouts[0].red, bouts[0].blue], [{ entry: "57a" }, { entry: "57b" }]);
});

test("each bout still to box shows the database's estimate; a bout decided shows none", () => {
  assert.deepEqual(
    board(brackets).map((b) => minutes(b.estimate)),
    ["11:00", "11:00", "11:15", "11:15", "11:30"],
  );
  assert.deepEqual(
    board(decided("57", "sf1", "57a", "2026-03-27T08:30:00Z")).map((b) => [b.number, minutes(b.estimate)]),
    [
      [1, null],
      [2, "11:00"],
      [3, "11:15"],
      [4, "11:15"],
      [5, "11:30"],
    ],
  );
});

test("per ring: the bout in the ring, the next three, the last result; the day's results newest first", () => {
  const list = decided("57", "sf1", "57b", "2026-03-27T11:12:00Z").map((b) =>
    b.code === "57"
      ? {
          ...b,
          results: { ...b.results, sf2: { winner: "57c", method: "points" as const } },
          recordedAt: { ...b.recordedAt, sf2: "2026-03-27T11:14:00Z" },
        }
      : b,
  );
  const bouts = board(list);
  const [ring1, ring2, ring3] = ringViews(bouts, FRIDAY);
  assert.deepEqual([ring1.current?.number, ring1.next.map((b) => b.number), ring1.last?.number], [3, [5], 1]);
  assert.deepEqual([ring2.current?.number, ring2.next.map((b) => b.number), ring2.last?.number], [4, [], 2]);
  assert.deepEqual([ring3.current, ring3.next, ring3.last], [null, [], null]);
  assert.deepEqual(
    dayResults(bouts).map((b) => b.number),
    [2, 1],
  );
  assert.equal(winnerCorner(bouts.find((b) => b.number === 1)!), "blue");
  assert.equal(winnerCorner(bouts.find((b) => b.number === 3)!), null);
  assert.deepEqual(
    boutsOfEntries(bouts, new Set(["60b", "63.5a"])).map((b) => [b.bout.number, b.corner]),
    [
      [3, "blue"],
      [5, "red"],
    ],
  );
});

test("a team's next bouts: where each boxer boxes next, or that the order does not hold it yet; a beaten boxer has none left", () => {
  const list = decided("57", "sf1", "57a", "2026-03-27T11:12:00Z");
  const days = FIGHT_DAYS.map((day) => ({ day, board: board(list, day) }));
  const { placed, notPlaced, out } = teamBouts(new Set(["57a", "57b", "60b", "63.5c", "67a"]), list, days);
  // 57a and 57b boxed ring 1's first bout: each keeps its card, now with the result (D104: a decided bout's card does
  // not become a line); 60b is blue in ring 1's next bout, in the ring now.
  assert.deepEqual(
    placed.map((p) => [p.entry, p.bout.id, p.corner, p.bout.number, p.bout.result?.winner, minutes(p.bout.estimate)]),
    [
      ["57a", id("57", "sf1"), "red", 1, "57a", null],
      ["57b", id("57", "sf1"), "blue", 1, "57a", null],
      ["60b", id("60", "sf1"), "blue", 3, undefined, "11:15"],
    ],
  );
  // The final 57a goes on to is not in an order yet, nor are the others' semi-finals.
  assert.deepEqual(
    notPlaced.map((n) => [n.entry, n.node]),
    [
      ["63.5c", "sf2"],
      ["67a", "sf1"],
    ],
  );
  assert.deepEqual(out, []);
});

test("a beaten boxer whose bout was never in an order keeps a line: only a bout the order held keeps a card", () => {
  // 57's semi-final 1 out of the order: 57b, beaten, has no bout left; 57a's final not placed either.
  const unplaced = decided("57", "sf1", "57a", "2026-03-27T11:12:00Z");
  const days = FIGHT_DAYS.map((day) => ({
    day,
    board: board(unplaced, day).filter((b) => b.id !== id("57", "sf1")),
  }));
  const { placed, notPlaced, out } = teamBouts(new Set(["57a", "57b"]), unplaced, days);
  assert.deepEqual(placed, []);
  assert.deepEqual(
    notPlaced.map((n) => [n.entry, n.node]),
    [["57a", "final"]],
  );
  assert.deepEqual(
    out.map((o) => [o.entry, o.bracket.code]),
    [["57b", "57"]],
  );
});

test("a refusal becomes the desk's outcome through the one refusal map: a trigger's key, or the constraint it names", () => {
  assert.equal(orderOutcomeOf(null, "moved"), "moved");
  assert.equal(orderOutcomeOf({ code: "P0001", message: "order_boxer_twice" }, "moved"), "order_boxer_twice");
  assert.equal(
    orderOutcomeOf({ code: "23505", message: 'duplicate key value violates unique constraint "bout_order_position_unique"' }, "moved"),
    "order_position_taken",
  );
  assert.equal(
    orderOutcomeOf(
      { code: "23503", message: 'insert or update on table "bout_order" violates foreign key constraint "bout_order_session_fkey"' },
      "moved",
    ),
    "order_session_unknown",
  );
  assert.equal(orderOutcomeOf({ code: "PGRST301", message: "JWT expired" }, "moved"), "failed");
});

test("a day the edition's data gives no session or ring says so at the desk and offers nothing to press", () => {
  const none = { sessions: [] };
  assert.deepEqual(dayState(none, 0, false), { state: "noVenue", canPropose: false, canLock: false });
  assert.deepEqual(dayState({ sessions: [{ ...FRIDAY.sessions[0], rings: 0 }] }, 0, false).state, "noVenue");
  assert.deepEqual(dayState(FRIDAY, 0, false), { state: "none", canPropose: true, canLock: false });
  assert.deepEqual(dayState(FRIDAY, 12, false), { state: "provisional", canPropose: true, canLock: true });
  assert.deepEqual(dayState(FRIDAY, 12, true), { state: "locked", canPropose: false, canLock: false });
});

test("a bout both boxers lost at the weigh-in is decided: done for the estimates and the ring, a result with no corner", () => {
  const list = brackets.map((b) =>
    b.code === "57"
      ? { ...b, results: { sf1: { winner: null, method: "walkover" as const } }, recordedAt: { sf1: "2026-03-27T08:20:00Z" } }
      : b,
  );
  const bouts = board(list);
  assert.deepEqual(
    bouts.map((b) => [b.number, minutes(b.estimate)]),
    [
      [1, null],
      [2, "11:00"],
      [3, "11:15"],
      [4, "11:15"],
      [5, "11:30"],
    ],
  );
  const [ring1] = ringViews(bouts, FRIDAY);
  assert.deepEqual([ring1.current?.number, ring1.last?.number], [3, 1]);
  assert.equal(winnerCorner(ring1.last!), null);
  assert.deepEqual(
    dayResults(bouts).map((b) => [b.number, b.result?.winner]),
    [[1, null]],
  );
});

test("a placed bout left a bye by a bout both boxers lost at the weigh-in is done: no estimate, nothing to wait for in its ring", () => {
  const SATURDAY = FIGHT_DAYS.find((d) => d.key === "finals")!;
  const list = brackets.map((b) =>
    b.code === "67"
      ? { ...b, results: { sf1: { winner: null, method: "walkover" as const }, sf2: { winner: "67c", method: "points" as const } } }
      : b,
  );
  const [final] = board(list, SATURDAY);
  assert.deepEqual([final.number, final.bye, final.red, final.blue, final.estimate], [1, true, null, { entry: "67c" }, null]);
  assert.equal(ringViews([final], SATURDAY)[0].current, null);
  const [boxed] = board(brackets, SATURDAY);
  assert.deepEqual([boxed.bye, boxed.estimate?.toISOString()], [false, "2026-03-28T15:00:00.000Z"]);
});
