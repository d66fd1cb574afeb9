/**
 * The 8-slot elimination bracket of one weight class (docs/cup.md): quarter-finals, semi-finals and the final
 * are the cup's three fight days. A drawn bracket is 8 slots holding entry ids or null; quarter-final i is
 * fought between slots 2i and 2i+1, each semi-final between the winners of two quarter-finals, the final
 * between the semi-finals' winners. A side with nobody in it is a bye: the other side moves on without a
 * bout. This module only reads a bracket; the draw (./draw.ts) fills one.
 */

export const BRACKET_SLOTS = 8;

export type Round = "quarterFinal" | "semiFinal" | "final";

export type NodeId = "qf1" | "qf2" | "qf3" | "qf4" | "sf1" | "sf2" | "final";

/** The entry ids of the 8 slots, null where nobody is placed. */
export type Slots = readonly (string | null)[];

/** One side of a bout: a known boxer, nobody (a bye), or the winner of a bout not decided yet. */
export type Side = { kind: "boxer"; entry: string } | { kind: "nobody" } | { kind: "pending"; from: NodeId };

export type Method = "points" | "rsc" | "ko" | "abandonment" | "disqualification" | "walkover";

export const METHODS: readonly Method[] = ["points", "rsc", "ko", "abandonment", "disqualification", "walkover"];

/**
 * A recorded bout. `winner` is null only for a walkover both boxers lost at the weigh-in (over the limit, unfit or
 * absent): nobody leaves the node, and the next bout is a bye for its other side (docs/cup.md §13).
 */
export type Result = { winner: string | null; method: Method };

export type Node = {
  id: NodeId;
  round: Round;
  sides: [Side, Side];
  /**
   * `bout`: two boxers meet (or will, once earlier bouts are decided); `bye`: one side is empty and the other
   * moves on without boxing; `empty`: nobody reaches this node.
   */
  kind: "bout" | "bye" | "empty";
  /** Who leaves this node: the recorded winner of a bout, the lone boxer of a bye once known, or nobody yet. */
  advances: string | null;
  result: Result | null;
};

const CHILDREN: Record<Exclude<NodeId, "qf1" | "qf2" | "qf3" | "qf4">, [NodeId, NodeId]> = {
  sf1: ["qf1", "qf2"],
  sf2: ["qf3", "qf4"],
  final: ["sf1", "sf2"],
};

/** Every node, in the order bouts are fought: quarter-finals, semi-finals, final. */
export const NODE_IDS: readonly NodeId[] = ["qf1", "qf2", "qf3", "qf4", "sf1", "sf2", "final"];

/** The two bouts whose winners meet in a semi-final or the final; none for a quarter-final (its sides are slots). */
export function feedersOf(id: NodeId): [NodeId, NodeId] | undefined {
  return id in CHILDREN ? CHILDREN[id as keyof typeof CHILDREN] : undefined;
}

/** The bout a node's winner boxes next; none after the final. */
export function parentOf(id: NodeId): NodeId | undefined {
  return NODE_IDS.find((p) => feedersOf(p)?.includes(id));
}

/** The slots under a node: `size` of them from `start`; its red side holds the first half, its blue side the second. */
export function slotsUnder(id: NodeId): { start: number; size: number } {
  if (id === "final") return { start: 0, size: BRACKET_SLOTS };
  const size = id.startsWith("sf") ? 4 : 2;
  return { start: (Number(id.slice(2)) - 1) * size, size };
}

export function roundOf(id: NodeId): Round {
  if (id === "final") return "final";
  return id.startsWith("sf") ? "semiFinal" : "quarterFinal";
}

export class BracketError extends Error {}

export function assertSlots(slots: Slots): void {
  if (slots.length !== BRACKET_SLOTS) throw new BracketError(`a bracket has ${BRACKET_SLOTS} slots, not ${slots.length}`);
  const placed = slots.filter((s): s is string => s !== null);
  if (new Set(placed).size !== placed.length) throw new BracketError("an entry is placed twice");
}

/**
 * The whole bracket as it stands: every node with its sides, what kind of node it is, and who moves on.
 * `results` are the recorded outcomes by node; a result on a node that is not a decided bout, or whose
 * winner is not one of its two boxers, is refused (it could only come from a bout recorded twice or a boxer
 * who had already lost).
 */
export function bracketNodes(slots: Slots, results: Partial<Record<NodeId, Result>> = {}): Record<NodeId, Node> {
  assertSlots(slots);
  const nodes = {} as Record<NodeId, Node>;
  const sideFrom = (child: NodeId): Side => {
    const node = nodes[child];
    if (node.kind === "empty" || (node.result && node.result.winner === null)) return { kind: "nobody" };
    return node.advances ? { kind: "boxer", entry: node.advances } : { kind: "pending", from: child };
  };
  const slotSide = (index: number): Side => {
    const entry = slots[index];
    return entry === null ? { kind: "nobody" } : { kind: "boxer", entry };
  };
  for (const id of NODE_IDS) {
    const feeders = feedersOf(id);
    const { start } = slotsUnder(id);
    const sides: [Side, Side] = feeders ? [sideFrom(feeders[0]), sideFrom(feeders[1])] : [slotSide(start), slotSide(start + 1)];
    const present = sides.filter((s) => s.kind !== "nobody");
    const kind: Node["kind"] = present.length === 2 ? "bout" : present.length === 1 ? "bye" : "empty";
    const result = results[id] ?? null;
    let advances: string | null = null;
    if (kind === "bye") {
      const lone = present[0];
      advances = lone.kind === "boxer" ? lone.entry : null;
    }
    if (result) {
      const boxers = sides.flatMap((s) => (s.kind === "boxer" ? [s.entry] : []));
      if (kind !== "bout" || boxers.length !== 2) throw new BracketError(`${id} is not a bout that can be decided yet`);
      if (result.winner === null ? result.method !== "walkover" : !boxers.includes(result.winner))
        throw new BracketError(`the winner of ${id} is not one of its boxers`);
      advances = result.winner;
    }
    nodes[id] = { id, round: roundOf(id), sides, kind, advances, result };
  }
  return nodes;
}

/** The bouts that can be recorded now: both boxers known, no result yet. */
export function boutsToRecord(nodes: Record<NodeId, Node>): Node[] {
  return NODE_IDS.map((id) => nodes[id]).filter((n) => n.kind === "bout" && !n.result && n.sides.every((s) => s.kind === "boxer"));
}

/**
 * A recorded result may be corrected only while its winner has not boxed again: once a later bout of the
 * winner is recorded, that one must be corrected first (the correction would change who fought it).
 */
export function canCorrect(nodes: Record<NodeId, Node>, id: NodeId): boolean {
  const node = nodes[id];
  if (!node.result) return false;
  const parent = parentOf(id);
  return !parent || !nodes[parent].result;
}

export type MedalPlace = "gold" | "silver" | "bronze";

/**
 * A bracket's medals. `gold`, `silver` and `bronze` are the medals awarded; `withheld` are the places whose boxer
 * receives no medal because they never boxed (see `medals`), in the order gold, silver, bronze.
 */
export type Medals = {
  gold: string | null;
  silver: string | null;
  bronze: string[];
  withheld: { medal: MedalPlace; entry: string }[];
  decided: boolean;
};

/**
 * The boxers who have boxed: both boxers of every recorded bout decided in the ring, that is by any method but a
 * walkover (points, RSC, KO, abandonment, disqualification). A walkover is no bout for either side: its winner did
 * not box and its loser did not come, or was refused at the weigh-in or the medical (the rulebook's WO). A
 * disqualification is given in the ring, so both boxed. A bye is no bout at all.
 */
export function boxersWhoBoxed(nodes: Record<NodeId, Node>): Set<string> {
  const boxed = new Set<string>();
  for (const id of NODE_IDS) {
    const node = nodes[id];
    if (node.kind !== "bout" || !node.result || node.result.method === "walkover") continue;
    for (const side of node.sides) if (side.kind === "boxer") boxed.add(side.entry);
  }
  return boxed;
}

/**
 * Medals follow from the final and the semi-finals: gold and silver to the final's winner and loser (gold to the
 * only boxer who reaches a final without an opponent), bronze to each semi-final's loser (two bronzes in a full
 * bracket, as the rulebook gives them). Championship rules give no medal to a boxer who has not boxed at least once
 * (`boxersWhoBoxed`), wherever their walkovers and byes fell: unless the edition says a walkover earns a medal,
 * such a boxer's place is withheld, and nobody else moves up into it (docs/cup.md §11).
 */
export function medals(nodes: Record<NodeId, Node>, walkoverEarnsMedal: boolean): Medals {
  const final = nodes.final;
  // A bout without a winner has no loser who earns a place: both were out at the weigh-in.
  const loser = (node: Node) => {
    if (node.kind !== "bout" || !node.result || node.result.winner === null) return null;
    const other = node.sides.find((s) => s.kind === "boxer" && s.entry !== node.result?.winner);
    return other?.kind === "boxer" ? other.entry : null;
  };
  const decided = final.kind === "bout" ? !!final.result : final.kind === "bye" ? final.advances !== null : true;
  const places: { medal: MedalPlace; entry: string | null }[] = [
    { medal: "gold", entry: decided ? final.advances : null },
    { medal: "silver", entry: loser(final) },
    { medal: "bronze", entry: loser(nodes.sf1) },
    { medal: "bronze", entry: loser(nodes.sf2) },
  ];
  const boxed = boxersWhoBoxed(nodes);
  const won: Medals = { gold: null, silver: null, bronze: [], withheld: [], decided };
  for (const { medal, entry } of places) {
    if (entry === null) continue;
    if (!walkoverEarnsMedal && !boxed.has(entry)) won.withheld.push({ medal, entry });
    else if (medal === "bronze") won.bronze.push(entry);
    else won[medal] = entry;
  }
  return won;
}
