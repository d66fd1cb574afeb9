/**
 * One fight morning at the scale, computed without a database (docs/cup.md §13): the boxers with a bout that day in a
 * published draw (both boxers of a bout of the day's round known), each with the class limit, their weigh-in if
 * recorded and its verdict, and the morning's counts. The database decides the same facts again on every write; this
 * only shows them.
 */
import { bracketNodes, type NodeId, type Result, type Slots } from "../cup/bracket";
import type { Round } from "../cup/fight-days";
import { weightClassesFor } from "../cup/weight-classes";
import type { CategoryKey } from "../content/categories";
import type { Sex } from "../cup/weight-classes";

export type WeighInRow = {
  entry_id: string;
  day: Round;
  node: NodeId;
  absent: boolean;
  weight_kg: number | null;
  fit: boolean | null;
  note: string | null;
  scale: string | null;
  revision: number;
  recorded_at: string;
  recorded_by: string | null;
};

export type Verdict = "within" | "over" | "unfit" | "absent";

export type ScaleBoxer = {
  entry: string;
  bracketId: string;
  node: NodeId;
  opponent: string;
  /** The class's upper limit in kg; null for the open class (+92). */
  limit: number | null;
  weighIn: WeighInRow | null;
  verdict: Verdict | null;
};

export const DAY_NODES: Record<Round, readonly NodeId[]> = {
  quarterFinals: ["qf1", "qf2", "qf3", "qf4"],
  semiFinals: ["sf1", "sf2"],
  finals: ["final"],
};

/** Over the limit (none for the open class, no tolerance), unfit, absent, or within. */
export function verdictOf(w: Pick<WeighInRow, "absent" | "weight_kg" | "fit">, limit: number | null): Verdict {
  if (w.absent) return "absent";
  if (limit !== null && Number(w.weight_kg) > limit) return "over";
  return w.fit ? "within" : "unfit";
}

/** The class limit of a bracket id (`category/sex/code`). */
export function limitOf(bracketId: string): number | null {
  const [category, sex, code] = bracketId.split("/");
  return weightClassesFor(category as CategoryKey, sex as Sex).find((w) => w.code === code)?.maxKg ?? null;
}

export function scaleBoxers(
  day: Round,
  draws: ReadonlyMap<string, { slots: Slots; published: boolean }>,
  results: ReadonlyMap<string, Partial<Record<NodeId, Result>>>,
  weighIns: readonly WeighInRow[],
): ScaleBoxer[] {
  const byEntry = new Map(weighIns.filter((w) => w.day === day).map((w) => [w.entry_id, w]));
  const boxers: ScaleBoxer[] = [];
  for (const [bracketId, draw] of draws) {
    if (!draw.published) continue;
    const nodes = bracketNodes(draw.slots, results.get(bracketId) ?? {});
    const limit = limitOf(bracketId);
    for (const id of DAY_NODES[day]) {
      const [a, b] = nodes[id].sides;
      if (a.kind !== "boxer" || b.kind !== "boxer") continue;
      for (const [entry, opponent] of [
        [a.entry, b.entry],
        [b.entry, a.entry],
      ]) {
        const weighIn = byEntry.get(entry) ?? null;
        boxers.push({ entry, bracketId, node: id, opponent, limit, weighIn, verdict: weighIn ? verdictOf(weighIn, limit) : null });
      }
    }
  }
  return boxers;
}

export type ScaleCounts = { boxers: number; weighed: number; over: number; unfit: number; absent: number; missing: number };

export function scaleCounts(boxers: readonly ScaleBoxer[]): ScaleCounts {
  const count = (v: Verdict | null) => boxers.filter((b) => b.verdict === v).length;
  return {
    boxers: boxers.length,
    weighed: boxers.filter((b) => b.verdict !== null && b.verdict !== "absent").length,
    over: count("over"),
    unfit: count("unfit"),
    absent: count("absent"),
    missing: count(null),
  };
}

/** Whole minutes left until the window closes (0 once it has), from the one clock. */
export function minutesLeft(closesAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(closesAt) - now.getTime()) / 60_000));
}
