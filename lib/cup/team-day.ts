/**
 * A team's boxers on a fight day, as the teams' page shows them while results arrive (docs/cup.md §12, docs/decisions.md
 * D113). Which boxer has a card and which a line is decided once for the day, from the draw and the order alone, so no
 * result nor correction changes an element's kind:
 * - a card for each boxer with a bout in TODAY's order: the first bout of today's order on the boxer's path through
 *   the bracket (the boxer is in its subtree and was not knocked out before it). The card keeps that bout all day: its
 *   result fills a row reserved from the start, and what follows (the next bout, for the winner) is said inside it;
 * - a line for every other boxer of a published bracket: its words follow the results (next bout placed on another
 *   day, not in an order yet, no bout left), and it lists every text it may show today, so it is as tall as the
 *   tallest of them.
 * Pure: the page renders what it returns. (A correction of an earlier day's bout can still change who boxes a bout of
 * today: then that boxer's card becomes a line, or a line a card.)
 */
import { NODE_IDS, bracketNodes, slotsUnder, type NodeId, type Slots } from "./bracket";
import type { BracketKey } from "./bracket-slug";
import type { BoardBout } from "./day-board";
import { boutId } from "./day-bouts";
import type { TeamBouts } from "./team-bouts";
import type { FightDay } from "./venue";

type Bracket = BracketKey & { slots: Slots; results: Parameters<typeof bracketNodes>[1] };

/** A bout and the day whose order holds it. */
export type Where = { bout: BoardBout; day: FightDay };

/** What follows a card's bout: the next bout of its winner and where the order holds it (null: not in an order yet). */
export type Next = { node: NodeId; where: Where | null } | null;

export type DayCard = { entry: string; where: Where; corner: "red" | "blue"; outcome: "toBox" | "won" | "lost"; next: Next };

/** What a line says: the boxer's next bout placed on a day, not in an order yet, or none left. */
export type LineText = { kind: "placed"; where: Where } | { kind: "notPlaced" } | { kind: "out" };

export type DayLine = { entry: string; bracket: BracketKey; now: LineText; may: LineText[] };

/** `placed`: a bout of one of the team's boxers' paths is in an order (decided or not): the calendar file has rows. */
export type TeamDay = { cards: DayCard[]; lines: DayLine[]; placed: boolean };

/** The nodes a boxer in `slot` goes through, from the quarter-final to the final, whatever the results. */
export function pathOf(slot: number): NodeId[] {
  return NODE_IDS.filter((id) => {
    const { start, size } = slotsUnder(id);
    return slot >= start && slot < start + size;
  });
}

/** The corner a boxer in `slot` has in a node of its path: the upper half of the node's subtree is red. */
export function cornerOf(slot: number, node: NodeId): "red" | "blue" {
  const { start, size } = slotsUnder(node);
  return slot - start < size / 2 ? "red" : "blue";
}

export function teamDay(
  entries: ReadonlySet<string>,
  brackets: readonly Bracket[],
  days: readonly { day: FightDay; board: BoardBout[] }[],
  today: string,
  // The team's boxers as the rest of the page reads them (lib/cup/team-bouts.ts): a line's words now.
  now: TeamBouts,
): TeamDay {
  const placed = new Map(days.flatMap(({ day, board }) => board.map((bout) => [bout.id, { bout, day }] as const)));
  const cards: DayCard[] = [];
  const lines: DayLine[] = [];
  let anyPlaced = false;
  for (const bracket of brackets) {
    const key = { category: bracket.category, sex: bracket.sex, code: bracket.code };
    const nodes = bracketNodes(bracket.slots, bracket.results);
    bracket.slots.forEach((entry, slot) => {
      if (!entry || !entries.has(entry)) return;
      const path = pathOf(slot);
      const where = path.map((node) => placed.get(boutId(key, node)) ?? null);
      anyPlaced ||= where.some((w) => w !== null);
      const at = where.findIndex((w) => w?.day.date === today);
      const side = at >= 0 ? nodes[path[at]].sides[cornerOf(slot, path[at]) === "red" ? 0 : 1] : null;
      // Knocked out before today's bout (another boxer, or nobody, holds the side): no bout today.
      const boxesToday = side !== null && (side.kind === "pending" || (side.kind === "boxer" && side.entry === entry));
      if (boxesToday) {
        const here = where[at]!;
        const result = here.bout.result;
        const outcome = !result ? "toBox" : result.winner === entry ? "won" : "lost";
        const next: Next = at + 1 < path.length ? { node: path[at + 1], where: where[at + 1] } : null;
        cards.push({ entry, where: here, corner: cornerOf(slot, path[at]), outcome, next });
        return;
      }
      const current = now.placed.find((p) => p.entry === entry);
      const line: LineText = current
        ? { kind: "placed", where: { bout: current.bout, day: current.day } }
        : now.notPlaced.some((n) => n.entry === entry)
          ? { kind: "notPlaced" }
          : { kind: "out" };
      const may: LineText[] = [
        ...where.flatMap((w): LineText[] => (w && w.day.date > today ? [{ kind: "placed", where: w }] : [])),
        { kind: "notPlaced" },
        { kind: "out" },
      ];
      lines.push({ entry, bracket: key, now: line, may });
    });
  }
  // Today's running order, which no result changes (an estimate does: sorting by it would swap cards).
  cards.sort(
    (a, b) =>
      a.where.bout.session - b.where.bout.session ||
      a.where.bout.position - b.where.bout.position ||
      a.where.bout.ring - b.where.bout.ring ||
      a.where.bout.number - b.where.bout.number ||
      a.entry.localeCompare(b.entry),
  );
  return { cards, lines, placed: anyPlaced };
}
