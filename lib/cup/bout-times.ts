/**
 * A ring's running order from now (docs/cup.md §12). The estimated start of each bout is the database's
 * (cup.bout_estimates in supabase/migrations/*_bout_estimates.sql, read through public.bout_estimates with the order):
 * one figure for every page and for the teams' mails, computed once.
 */
export type TimedBout = { id: string; session: number; ring: number; position: number; seconds: number; done: boolean };

/** A ring's running order from now: the bouts not done yet, in the order they will box (session, then position). */
export function ringQueue<T extends TimedBout>(bouts: readonly T[], ring: number): T[] {
  return bouts.filter((b) => b.ring === ring && !b.done).sort((a, b) => a.session - b.session || a.position - b.position);
}
