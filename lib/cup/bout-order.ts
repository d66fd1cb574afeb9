/**
 * The day's running order as the desk proposes it (docs/cup.md §12, docs/decisions.md D77): pure, so its rules are
 * property-tested on random days; the database referees whatever is written in the end.
 *
 * - Which bouts: the day's bouts are given; a bout that would make a boxer box twice that day, or that would come
 *   before a bout deciding one of its boxers (or after the bout its winner boxes next), is held back with the
 *   reason, never placed where the database would refuse it.
 * - Sessions: the bouts, lightest first (round, then the edition's order of brackets: category, women first, weight),
 *   are cut into the day's sessions in proportion to each session's capacity (rings × minutes), so every session
 *   ends at about the same share of its time.
 * - Rings: within a session the bouts go round the rings in that order, continuing the day's count, so the rings of
 *   a session (and of the day, when its sessions have as many rings) hold as many bouts as each other, within one.
 * - Numbers: one series per day across all rings, 1 to N, in the order the bouts were dealt (session, then
 *   position, then ring), so bout 1 is ring 1's first.
 * - The same bouts give the same order, whatever order they are listed in.
 */
import { NODE_IDS, roundOf, type NodeId, type Round } from "./bracket";

export type DayBout = {
  /** `<category>/<sex>/<code>/<node>`: one bout of one bracket. */
  id: string;
  node: NodeId;
  /** The bracket's place in the edition's order (lib/cup/bracket-slug.ts `allBrackets`): lighter first. */
  rank: number;
  /** Estimated length (lib/cup/venue.ts). */
  seconds: number;
  /** Who may box in it (lib/cup/bout-links.ts). */
  boxers: readonly string[];
  /** The ids of the bouts that decide its boxers, and of the bout its winner boxes next. */
  deciders: readonly string[];
  next: string | null;
};

export type SessionPlan = { start: Date; end: Date; rings: number };

export type Placement = { id: string; session: number; ring: number; position: number; number: number };

export type HoldReason = "no_ring" | "boxer_twice" | "before_decider";

export type Proposal = { placed: Placement[]; held: { id: string; reason: HoldReason }[] };

const ROUND_ORDER: readonly Round[] = ["quarterFinal", "semiFinal", "final"];

/** Lighter first: round, then the bracket's rank, then the node; the id settles anything left. */
export function compareBouts(a: DayBout, b: DayBout): number {
  return (
    ROUND_ORDER.indexOf(roundOf(a.node)) - ROUND_ORDER.indexOf(roundOf(b.node)) ||
    a.rank - b.rank ||
    NODE_IDS.indexOf(a.node) - NODE_IDS.indexOf(b.node) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * The order of one day. `elsewhere` gives the ISO date of every bout already placed on another day, so that a bout is
 * never put on or before the day of a bout that decides it, nor on or after the day of the bout its winner boxes next.
 */
export function proposeDay(
  day: { date: string; sessions: readonly SessionPlan[] },
  bouts: readonly DayBout[],
  elsewhere: ReadonlyMap<string, string> = new Map(),
): Proposal {
  const sorted = [...bouts].sort(compareBouts);
  const sessions = day.sessions.filter((s) => s.rings > 0);
  const held: Proposal["held"] = [];
  const chosen: DayBout[] = [];
  const boxing = new Set<string>();
  for (const bout of sorted) {
    const laterDecider = bout.deciders.some((d) => (elsewhere.get(d) ?? "") >= day.date);
    const earlierNext = bout.next !== null && elsewhere.has(bout.next) && elsewhere.get(bout.next)! <= day.date;
    if (sessions.length === 0) held.push({ id: bout.id, reason: "no_ring" });
    else if (laterDecider || earlierNext) held.push({ id: bout.id, reason: "before_decider" });
    else if (bout.boxers.some((b) => boxing.has(b))) held.push({ id: bout.id, reason: "boxer_twice" });
    else {
      chosen.push(bout);
      for (const b of bout.boxers) boxing.add(b);
    }
  }
  const sessionOf = shareBySessions(sessions, chosen);
  const placed: Placement[] = [];
  const filled = new Map<string, number>();
  chosen.forEach((bout, index) => {
    const s = sessionOf[index];
    const ring = (index % sessions[s].rings) + 1;
    const lane = `${s}/${ring}`;
    const position = (filled.get(lane) ?? 0) + 1;
    filled.set(lane, position);
    placed.push({ id: bout.id, session: s + 1, ring, position, number: index + 1 });
  });
  return { placed, held };
}

/**
 * The session (an index) of each bout, in order: a bout goes to the session whose share of the day's capacity holds
 * the middle of its time, counted from the day's first bout.
 */
function shareBySessions(sessions: readonly SessionPlan[], bouts: readonly DayBout[]): number[] {
  const capacity = sessions.map((s) => Math.max(s.rings * (s.end.getTime() - s.start.getTime()), 0));
  const total = capacity.reduce((a, b) => a + b, 0);
  const share = total > 0 ? capacity.map((c) => c / total) : sessions.map(() => 1 / sessions.length);
  const work = bouts.reduce((a, b) => a + b.seconds, 0);
  const bounds: number[] = [];
  share.reduce((sum, part) => {
    bounds.push((sum + part) * work);
    return sum + part;
  }, 0);
  let before = 0;
  return bouts.map((bout) => {
    const middle = before + bout.seconds / 2;
    before += bout.seconds;
    const index = bounds.findIndex((bound) => middle < bound);
    return index === -1 ? sessions.length - 1 : index;
  });
}

/** A bout where the order holds it on a day: what the database stores (public.bout_order). */
export type Placed = { id: string; day: string; session: number; ring: number; position: number; number: number };

export type Target = { day: string; session: number; ring: number; position: number };

const laneOf = (p: { day: string; session: number; ring: number }) => `${p.day}/${p.session}/${p.ring}`;

/**
 * Moves one bout to a position of a ring (of a session of a day): the bouts from that position on move down one, and
 * the ring it leaves closes up. Positions are counted in each ring from 1; a position past the end means the end. A
 * bout moved to another day takes that day's next free number; on its own day it keeps its number. Returns every
 * bout whose placement changes, with its new placement (nothing when it stays where it is), for one write, in the order's own order.
 */
export function moveBout(order: readonly Placed[], id: string, to: Target): Placed[] {
  const moving = order.find((p) => p.id === id);
  if (!moving) throw new Error(`${id} is not in the order`);
  const lane = (key: string) =>
    order.filter((p) => p.id !== id && laneOf(p) === key).sort((a, b) => a.position - b.position || a.number - b.number);
  const from = lane(laneOf(moving));
  const into = laneOf(to) === laneOf(moving) ? from : lane(laneOf(to));
  const at = Math.min(Math.max(Math.trunc(to.position), 1), into.length + 1);
  const number = to.day === moving.day ? moving.number : Math.max(0, ...order.filter((p) => p.day === to.day).map((p) => p.number)) + 1;
  const next = new Map<string, Placed>();
  const renumber = (list: Placed[]) => list.forEach((p, i) => next.set(p.id, { ...p, position: i + 1 }));
  renumber(from);
  const arrived = { ...moving, day: to.day, session: to.session, ring: to.ring, number };
  renumber([...into.slice(0, at - 1), arrived, ...into.slice(at - 1)]);
  return order.flatMap((was) => {
    const p = next.get(was.id);
    const moved =
      p &&
      (was.day !== p.day || was.session !== p.session || was.ring !== p.ring || was.position !== p.position || was.number !== p.number);
    return moved ? [p] : [];
  });
}
