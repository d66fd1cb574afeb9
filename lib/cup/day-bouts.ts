/**
 * The bouts of drawn brackets as the day's order sees them (./bout-order.ts): one id per bout, the bracket's rank
 * in the edition's order, the estimated length, who may box in it and what it depends on.
 */
import type { CategoryKey } from "../content/categories";
import { roundOf, type NodeId, type Result, type Round, type Slots } from "./bracket";
import { boutLinks } from "./bout-links";
import type { DayBout } from "./bout-order";
import { allBrackets, type BracketKey } from "./bracket-slug";
import { bracketKey } from "./entries";

export type DrawnBracket = BracketKey & { slots: Slots; results: Partial<Record<NodeId, Result>> };

/** `<category>/<sex>/<code>/<node>`, e.g. `elite/M/+92/sf1`. */
export const boutId = (bracket: BracketKey, node: NodeId): string => `${bracketKey(bracket)}/${node}`;

/** The bracket and node of a bout id; a bracket code may hold `.` and `+` but never `/`. */
export function parseBoutId(id: string): { bracket: BracketKey; node: NodeId } | null {
  const [category, sex, code, node, ...rest] = id.split("/");
  const bracket = allBrackets().find((b) => b.category === category && b.sex === sex && b.code === code);
  if (!bracket || rest.length > 0 || !["qf1", "qf2", "qf3", "qf4", "sf1", "sf2", "final"].includes(node)) return null;
  return { bracket, node: node as NodeId };
}

const RANKS = new Map(allBrackets().map((b, i) => [bracketKey(b), i]));

export type RoundBout = DayBout & { bracket: BracketKey; round: Round };

/** Every bout of the brackets (byes and empty nodes are not bouts), with its links. */
export function boutsOf(brackets: readonly DrawnBracket[], seconds: Record<CategoryKey, number>): RoundBout[] {
  return brackets.flatMap((bracket) => {
    const key = { category: bracket.category, sex: bracket.sex, code: bracket.code };
    return boutLinks(bracket.slots, bracket.results).map((links) => ({
      id: boutId(key, links.node),
      bracket: key,
      node: links.node,
      round: roundOf(links.node),
      rank: RANKS.get(bracketKey(key)) ?? Number.MAX_SAFE_INTEGER,
      seconds: seconds[bracket.category],
      boxers: links.boxers,
      deciders: links.deciders.map((node) => boutId(key, node)),
      next: links.next ? boutId(key, links.next) : null,
    }));
  });
}
