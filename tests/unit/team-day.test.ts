import assert from "node:assert/strict";
import { test } from "node:test";
import type { Placed } from "../../lib/cup/bout-order";
import { dayBoard, type BoardBracket } from "../../lib/cup/day-board";
import { FIGHT_DAYS } from "../../lib/cup/fight-calendar";
import { teamBouts } from "../../lib/cup/team-bouts";
import { cornerOf, pathOf, teamDay } from "../../lib/cup/team-day";

// A team's boxers on a fight day (lib/cup/team-day.ts, docs/decisions.md D113): cards and lines are decided by the draw
// and the order, so a result or its correction changes their words, never which boxer has which kind of element.

const FRIDAY = FIGHT_DAYS.find((d) => d.key === "semiFinals")!;
const id = (code: string, node: string) => `elite/M/${code}/${node}`;
/** Two brackets of four boxers, slots a, -, b, -, c, -, d, -: 57's semi-finals are in Friday's order, 67's are in none. */
const bracket = (code: string, results: BoardBracket["results"] = {}): BoardBracket => ({
  category: "elite",
  sex: "M",
  code,
  slots: [`${code}a`, null, `${code}b`, null, `${code}c`, null, `${code}d`, null],
  results,
});
const order: Placed[] = [
  { id: id("57", "sf1"), day: "2026-03-27", session: 1, ring: 1, position: 2, number: 2 },
  { id: id("57", "sf2"), day: "2026-03-27", session: 1, ring: 1, position: 1, number: 1 },
  { id: id("57", "final"), day: "2026-03-28", session: 1, ring: 1, position: 1, number: 1 },
  { id: id("67", "final"), day: "2026-03-28", session: 1, ring: 2, position: 1, number: 2 },
];
const team = new Set(["57a", "57b", "57c", "67a", "67b"]);

function dayOf(list: BoardBracket[]) {
  const days = FIGHT_DAYS.map((day) => ({ day, board: dayBoard(day, order, list, () => 900, new Map()) }));
  return teamDay(team, list, days, FRIDAY.date, teamBouts(team, list, days));
}

test("a boxer's path and corners come from the slot alone", () => {
  assert.deepEqual(pathOf(5), ["qf3", "sf2", "final"]);
  assert.deepEqual(
    (["qf3", "sf2", "final"] as const).map((node) => cornerOf(5, node)),
    ["blue", "red", "blue"],
  );
});

test("a result and its correction change a card's outcome and a line's words, never who has a card or a line", () => {
  const states = [
    dayOf([bracket("57"), bracket("67")]),
    dayOf([bracket("57", { sf1: { winner: "57a", method: "points" } }), bracket("67", { sf1: { winner: "67a", method: "points" } })]),
    dayOf([bracket("57", { sf1: { winner: "57b", method: "rsc" } }), bracket("67", { sf1: { winner: "67b", method: "rsc" } })]),
  ];
  for (const state of states) {
    // Today's running order: 57's sf2 (57c) before its sf1 (57a, 57b); 67's boxers have lines.
    assert.deepEqual(
      state.cards.map((c) => [c.entry, c.where.bout.node, c.corner, c.next?.node, c.next?.where?.day.key]),
      [
        ["57c", "sf2", "red", "final", "finals"],
        ["57a", "sf1", "red", "final", "finals"],
        ["57b", "sf1", "blue", "final", "finals"],
      ],
    );
    assert.deepEqual(
      state.lines.map((l) => [l.entry, l.may.map((m) => m.kind)]),
      [
        ["67a", ["placed", "notPlaced", "out"]],
        ["67b", ["placed", "notPlaced", "out"]],
      ],
    );
    assert.equal(state.placed, true);
  }
  assert.deepEqual(
    states.map((s) => s.cards.map((c) => c.outcome)),
    [
      ["toBox", "toBox", "toBox"],
      ["toBox", "won", "lost"],
      ["toBox", "lost", "won"],
    ],
  );
  // 67b: not in an order yet; knocked out; then, corrected, the final on Saturday (the line that became a card before).
  assert.deepEqual(
    states.map((s) => s.lines.find((l) => l.entry === "67b")!.now.kind),
    ["notPlaced", "out", "placed"],
  );
});

test("a boxer knocked out before today's bout has a line", () => {
  const list = [{ ...bracket("57"), slots: ["57a", "57x", "57b", null, "57c", null, "57d", null] }, bracket("67")];
  const before = dayOf([{ ...list[0], results: { qf1: { winner: "57x", method: "ko" } } }, list[1]]);
  assert.deepEqual(
    before.cards.map((c) => c.entry),
    ["57c", "57b"],
  );
  assert.ok(before.lines.some((l) => l.entry === "57a" && l.now.kind === "out"));
});
