/**
 * Which rounds a bracket of up to 8 boxers fights, from how many are entered (docs/cup.md §2): quarter-finals
 * on the first fight day only when more than 4 boxers are entered (byes bring the second series to 4),
 * semi-finals when more than 2, a final when at least 2. One boxer is a walkover: no bout.
 */
export const ROUNDS = ["quarterFinals", "semiFinals", "finals"] as const;
export type Round = (typeof ROUNDS)[number];

const FEWEST_BOXERS: Record<Round, number> = { quarterFinals: 5, semiFinals: 3, finals: 2 };

export function roundsFought(entered: number): Round[] {
  return ROUNDS.filter((round) => entered >= FEWEST_BOXERS[round]);
}
