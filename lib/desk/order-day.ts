import type { FightDay } from "../cup/venue";

/**
 * Where a fight day's order stands at the desk, and what may be done with it (docs/cup.md §12): a day the edition's
 * data gives no session or ring says so and offers nothing to press (the database would refuse any placement);
 * otherwise it is proposed (again) until locked, and locked once it has bouts.
 */
export type DayState = {
  state: "noVenue" | "none" | "provisional" | "locked";
  canPropose: boolean;
  canLock: boolean;
};

export function dayState(day: Pick<FightDay, "sessions">, placed: number, locked: boolean): DayState {
  if (day.sessions.every((s) => s.rings < 1)) return { state: "noVenue", canPropose: false, canLock: false };
  if (locked) return { state: "locked", canPropose: false, canLock: false };
  return placed > 0 ? { state: "provisional", canPropose: true, canLock: true } : { state: "none", canPropose: true, canLock: false };
}
