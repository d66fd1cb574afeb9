import { createHash } from "node:crypto";
import { BRACKET_SLOTS, type Slots } from "./bracket";

/**
 * The official draw of one bracket, as the IBA Technical & Competition Rules describe it (docs/cup.md):
 *
 * - The boxers are drawn one by one in a random order. Those drawn first box the first series, in pairs in
 *   the order drawn; the rest receive byes, so the second series has a power of two (4 for 5–8 boxers, 2 for
 *   3–4). Boxers with a bye box first in the second series: with an even number of byes they meet each other
 *   in the order drawn, with an odd number the last bye meets the winner of the first bout of the first
 *   series. Nobody boxes twice before everyone has boxed once.
 * - Where the numbers allow it, two boxers of the same team do not meet in the first series: an order that
 *   would pair them is set aside and the next one drawn, so every acceptable order stays equally likely.
 * - The randomness comes from a recorded seed: the same seed and the same entries always give the same
 *   bracket, whatever order the entries are listed in, so anyone can check a draw afterwards.
 */

export type DrawEntry = { id: string; team: string };

export type Draw = {
  /** The order the boxers were drawn in (entry ids). */
  order: string[];
  /** The bracket's 8 slots (./bracket.ts). */
  slots: Slots;
};

export class DrawError extends Error {}

/** A fresh seed for a draw: 16 hex digits from the platform's secure random source. */
export function newSeed(random: (bytes: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return Buffer.from(random(8)).toString("hex");
}

export const SEED_PATTERN = /^[0-9a-f]{16}$/;

/**
 * Uniform integers below `bound` from SHA-256 of `<seed>:<counter>`, four bytes at a time, rejecting the top
 * values that would bias a modulo. Written out rather than taken from a library so that the sequence is
 * fixed by this file: a recorded seed must give the same draw in any later version of the site.
 */
export function seededIntegers(seed: string): (bound: number) => number {
  let counter = 0;
  let pool: Buffer = Buffer.alloc(0);
  const next32 = () => {
    if (pool.length < 4) pool = createHash("sha256").update(`${seed}:${counter++}`).digest();
    const value = pool.readUInt32BE(0);
    pool = pool.subarray(4);
    return value;
  };
  return (bound: number) => {
    if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new DrawError(`bad bound ${bound}`);
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = next32();
      if (value < limit) return value % bound;
    }
  };
}

/** How many bouts the first series has for `n` boxers: enough that the second series is a power of two. */
export function firstSeriesBouts(n: number): number {
  if (n <= 1) return 0;
  const second = 2 ** Math.floor(Math.log2(n - 1));
  return n - second;
}

/**
 * Whether `n` boxers of these teams can be drawn without two team-mates in one first-series bout: the `2k`
 * boxers of the first series must include at most `k` of any one team, so the teams must be able to supply
 * `2k` boxers with at most `k` each.
 */
export function separationPossible(teams: readonly string[]): boolean {
  const k = firstSeriesBouts(teams.length);
  const counts = new Map<string, number>();
  for (const team of teams) counts.set(team, (counts.get(team) ?? 0) + 1);
  let supply = 0;
  for (const count of counts.values()) supply += Math.min(count, k);
  return supply >= 2 * k;
}

function separated(order: readonly DrawEntry[]): boolean {
  const k = firstSeriesBouts(order.length);
  for (let bout = 0; bout < k; bout++) if (order[2 * bout].team === order[2 * bout + 1].team) return false;
  return true;
}

/**
 * Places a drawn order into the 8 slots. The second series' competitors, in the order they box, are the byes
 * in the order drawn and then the first-series winners in bout order; pairing them two by two gives exactly
 * the rulebook's even/odd-byes rule. Each competitor occupies the block of slots that leads to its place:
 * a bye sits alone at the start of its block, a first-series bout puts its two boxers at the start of the
 * two halves of its block.
 */
export function placeOrder(order: readonly string[]): Slots {
  const n = order.length;
  if (n > BRACKET_SLOTS) throw new DrawError(`a bracket holds ${BRACKET_SLOTS} boxers, not ${n}`);
  const slots: (string | null)[] = Array(BRACKET_SLOTS).fill(null);
  if (n === 0) return slots;
  const k = firstSeriesBouts(n);
  const competitors = n - k; // the second series: a power of two
  const block = BRACKET_SLOTS / Math.max(competitors, 1);
  const byes = order.slice(2 * k);
  const bouts = Array.from({ length: k }, (_, i) => [order[2 * i], order[2 * i + 1]] as const);
  let start = 0;
  for (const bye of byes) {
    slots[start] = bye;
    start += block;
  }
  for (const [red, blue] of bouts) {
    slots[start] = red;
    slots[start + block / 2] = blue;
    start += block;
  }
  return slots;
}

/** Draws a bracket from its entries and a recorded seed (see the module comment for the rules). */
export function drawBracket(entries: readonly DrawEntry[], seed: string): Draw {
  if (!SEED_PATTERN.test(seed)) throw new DrawError("a seed is 16 lower-case hex digits");
  if (entries.length > BRACKET_SLOTS) throw new DrawError(`a bracket holds ${BRACKET_SLOTS} boxers, not ${entries.length}`);
  if (new Set(entries.map((e) => e.id)).size !== entries.length) throw new DrawError("an entry is listed twice");
  // The entries' listed order must not matter: the same seed and entries give the same draw.
  const pool = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const random = seededIntegers(seed);
  const mustSeparate = separationPossible(pool.map((e) => e.team));
  for (;;) {
    const order = [...pool];
    // Fisher–Yates: every order equally likely.
    for (let i = order.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    if (!mustSeparate || separated(order)) {
      const ids = order.map((e) => e.id);
      return { order: ids, slots: placeOrder(ids) };
    }
  }
}
