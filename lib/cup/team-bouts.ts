/**
 * "When is my fight?" (docs/cup.md §12): for each of a team's boxers still in a published bracket, the next bout they
 * box (a bout they are a known corner of, not decided yet) and where the day's order holds it: day, session, ring,
 * number, corner and estimated start; or that the order does not hold it yet. A boxer whose next bout is not in an
 * order (or who has none left) but whose last decided bout was keeps that bout, with its result: an open page's card
 * shows the result in place instead of becoming a line (CLS 0, docs/decisions.md D104). Pure: the teams' page and
 * their calendar file read the same rows (the calendar only the bouts still to box).
 */
import { bracketNodes, NODE_IDS, type Node, type NodeId, type Result, type Slots } from "./bracket";
import type { BracketKey } from "./bracket-slug";
import type { BoardBout } from "./day-board";
import { boutId } from "./day-bouts";
import type { FightDay } from "./venue";

/** A bout of the team's in a day's order: the next one to box, or the last one boxed (its `bout.result` set). */
export type TeamBout = { entry: string; bout: BoardBout; corner: "red" | "blue"; day: FightDay };

export type TeamBouts = {
  placed: TeamBout[];
  notPlaced: { entry: string; bracket: BracketKey; node: NodeId }[];
  /** The team's boxers of a published bracket with no bout left in it (knocked out, or its champion). */
  out: { entry: string; bracket: BracketKey }[];
};

type Bracket = BracketKey & { slots: Slots; results: Partial<Record<NodeId, Result>> };

export function teamBouts(
  entries: ReadonlySet<string>,
  brackets: readonly Bracket[],
  days: readonly { day: FightDay; board: BoardBout[] }[],
): TeamBouts {
  const placedBouts = new Map(days.flatMap(({ day, board }) => board.map((bout) => [bout.id, { bout, day }] as const)));
  const placed: TeamBout[] = [];
  const notPlaced: TeamBouts["notPlaced"] = [];
  const out: TeamBouts["out"] = [];
  for (const bracket of brackets) {
    const nodes = bracketNodes(bracket.slots, bracket.results);
    for (const entry of bracket.slots) {
      if (!entry || !entries.has(entry)) continue;
      const next = NODE_IDS.map((id) => nodes[id]).find(
        (n) => n.kind === "bout" && !n.result && n.sides.some((s) => s.kind === "boxer" && s.entry === entry),
      );
      const key = { category: bracket.category, sex: bracket.sex, code: bracket.code };
      const corner = (node: Node) => (node.sides[0].kind === "boxer" && node.sides[0].entry === entry ? "red" : "blue");
      const where = next && placedBouts.get(boutId(key, next.id));
      if (next && where) {
        placed.push({ entry, corner: corner(next), ...where });
        continue;
      }
      const last = NODE_IDS.map((id) => nodes[id])
        .filter((n) => n.kind === "bout" && n.result && n.sides.some((s) => s.kind === "boxer" && s.entry === entry))
        .at(-1);
      const decided = last && placedBouts.get(boutId(key, last.id));
      if (last && decided) placed.push({ entry, corner: corner(last), ...decided });
      else if (next) notPlaced.push({ entry, bracket: key, node: next.id });
      else out.push({ entry, bracket: key });
    }
  }
  placed.sort(
    (a, b) =>
      a.day.date.localeCompare(b.day.date) ||
      (a.bout.estimate?.getTime() ?? 0) - (b.bout.estimate?.getTime() ?? 0) ||
      a.bout.number - b.bout.number,
  );
  return { placed, notPlaced, out };
}
