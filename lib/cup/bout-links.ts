import { bracketNodes, feedersOf, NODE_IDS, parentOf, type Node, type NodeId, type Result, type Slots } from "./bracket";

/**
 * What the day's order needs to know of a drawn bracket's bouts (docs/cup.md §12): who may box in each one (the
 * boxers placed below it who have not lost a recorded bout), which bouts decide its boxers (its children that are
 * bouts, looking through byes) and which bout its winner boxes next (its parent, through byes). Which nodes are bouts
 * depends on the slots alone, so the links do too; only who may box follows the results. The database computes the
 * same facts to referee the order (cup.possible_boxers, cup.deciders).
 */
export type BoutLinks = { node: NodeId; boxers: string[]; deciders: NodeId[]; next: NodeId | null };

export function boutLinks(slots: Slots, results: Partial<Record<NodeId, Result>> = {}): BoutLinks[] {
  const shape = bracketNodes(slots);
  const nodes = bracketNodes(slots, results);
  const possible = (node: Node): string[] =>
    node.sides.flatMap((side) => (side.kind === "boxer" ? [side.entry] : side.kind === "pending" ? possible(nodes[side.from]) : []));
  const deciders = (id: NodeId): NodeId[] =>
    (feedersOf(id) ?? []).flatMap((child) => (shape[child].kind === "bout" ? [child] : shape[child].kind === "bye" ? deciders(child) : []));
  const next = (id: NodeId): NodeId | null => {
    const parent = parentOf(id);
    if (!parent) return null;
    return shape[parent].kind === "bout" ? parent : next(parent);
  };
  return NODE_IDS.filter((id) => shape[id].kind === "bout").map((id) => ({
    node: id,
    boxers: possible(nodes[id]),
    deciders: deciders(id),
    next: next(id),
  }));
}
