/**
 * One fight day's order as every page shows it (docs/cup.md §12): each placed bout with its number, session, ring and
 * position, its red and blue corners (the upper side of a node is red, lib/cup/bracket.ts `sides[0]`), its result
 * once recorded, and, while still to box, its estimated start (computed by the database, public.bout_estimates, and
 * read with the order). Pure: the public "today" page, the
 * announcer, the teams' page, the desk and the printed documents read the same board.
 */
import { bracketNodes, type NodeId, type Result, type Side } from "./bracket";
import type { Placed } from "./bout-order";
import { ringQueue } from "./bout-times";
import type { BracketKey } from "./bracket-slug";
import { parseBoutId, type DrawnBracket } from "./day-bouts";
import { bracketKey } from "./entries";
import type { FightDay } from "./venue";

/** A corner: a known boxer (an entry id), the winner of a bout not decided yet, or nobody. */
export type Corner = { entry: string } | { winnerOf: NodeId } | null;

export type RecordedResult = Result & { recordedAt: string | null };

export type BoardBout = {
  id: string;
  bracket: BracketKey;
  node: NodeId;
  number: number;
  session: number;
  ring: number;
  position: number;
  seconds: number;
  red: Corner;
  blue: Corner;
  result: RecordedResult | null;
  /**
   * Placed, but no longer a bout: a bout below it both boxers lost at the weigh-in (docs/cup.md §13), so one side is
   * nobody and the other moves on without boxing. It is done like a decided bout: nothing to wait for in its ring.
   */
  bye: boolean;
  /** When it is expected to start; null once its result is recorded. */
  estimate: Date | null;
};

export type BoardBracket = DrawnBracket & { recordedAt?: Partial<Record<NodeId, string>> };

const corner = (side: Side): Corner =>
  side.kind === "boxer" ? { entry: side.entry } : side.kind === "pending" ? { winnerOf: side.from } : null;

/**
 * The day's board: every bout placed on `day`, in running order (session, position, ring), with corners, results
 * and the database's `estimates` (by bout id) for the bouts still to box. A placed bout whose bracket is not among
 * `brackets` (not published any more) is left out.
 */
export function dayBoard(
  day: FightDay,
  order: readonly Placed[],
  brackets: readonly BoardBracket[],
  seconds: (bracket: BracketKey) => number,
  estimates: ReadonlyMap<string, Date>,
): BoardBout[] {
  const byKey = new Map(brackets.map((b) => [bracketKey(b), b]));
  const bouts = order.flatMap((placed): Omit<BoardBout, "estimate">[] => {
    const parsed = parseBoutId(placed.id);
    if (placed.day !== day.date || !parsed) return [];
    const bracket = byKey.get(bracketKey(parsed.bracket));
    if (!bracket) return [];
    const node = bracketNodes(bracket.slots, bracket.results)[parsed.node];
    const result = bracket.results[parsed.node];
    return [
      {
        id: placed.id,
        bracket: parsed.bracket,
        node: parsed.node,
        number: placed.number,
        session: placed.session,
        ring: placed.ring,
        position: placed.position,
        seconds: seconds(parsed.bracket),
        red: corner(node.sides[0]),
        blue: corner(node.sides[1]),
        result: result ? { ...result, recordedAt: bracket.recordedAt?.[parsed.node] ?? null } : null,
        bye: node.kind !== "bout",
      },
    ];
  });
  return bouts
    .map((b) => ({ ...b, estimate: b.result !== null || b.bye ? null : (estimates.get(b.id) ?? null) }))
    .sort((a, b) => a.session - b.session || a.position - b.position || a.ring - b.ring || a.number - b.number);
}

export type RingView = { ring: number; current: BoardBout | null; next: BoardBout[]; last: BoardBout | null };

/**
 * Per ring of the day: the bout in the ring (the first not decided, in running order), the `ahead` after it, and the
 * result recorded last in that ring.
 */
export function ringViews(board: readonly BoardBout[], day: FightDay, ahead = 3): RingView[] {
  const rings = Math.max(0, ...day.sessions.map((s) => s.rings));
  return Array.from({ length: rings }, (_, i) => {
    const ring = i + 1;
    const queue = ringQueue(
      board.map((b) => ({ ...b, done: b.result !== null || b.bye })),
      ring,
    );
    const decided = board.filter((b) => b.ring === ring && b.result).sort(byRecordedDesc);
    return { ring, current: queue[0] ?? null, next: queue.slice(1, 1 + ahead), last: decided[0] ?? null };
  });
}

/** The day's results so far, the most recent first (by when each was recorded, then by bout number). */
export function dayResults(board: readonly BoardBout[]): BoardBout[] {
  return board.filter((b) => b.result).sort(byRecordedDesc);
}

function byRecordedDesc(a: BoardBout, b: BoardBout): number {
  const at = (x: BoardBout) => x.result?.recordedAt ?? "";
  return at(b).localeCompare(at(a)) || b.number - a.number;
}

/** The corner whose boxer won the bout, once its result is recorded. */
export function winnerCorner(bout: Pick<BoardBout, "red" | "blue" | "result">): "red" | "blue" | null {
  for (const colour of ["red", "blue"] as const) {
    const side = bout[colour];
    if (bout.result && side && "entry" in side && side.entry === bout.result.winner) return colour;
  }
  return null;
}

/** The placed bouts of the order whose corner holds one of `entries`, with the corner's colour. */
export function boutsOfEntries(
  board: readonly BoardBout[],
  entries: ReadonlySet<string>,
): { bout: BoardBout; entry: string; corner: "red" | "blue" }[] {
  return board.flatMap((bout) =>
    (["red", "blue"] as const).flatMap((colour) => {
      const side = bout[colour];
      return side && "entry" in side && entries.has(side.entry) ? [{ bout, entry: side.entry, corner: colour }] : [];
    }),
  );
}
