/**
 * When each bout still to box is expected to start (docs/cup.md §12): per ring, now plus the estimated lengths of the
 * bouts still ahead of it in that ring, and never before its session starts. A recorded result takes its bout out
 * of the count whenever it was fought, so a ring that runs ahead (results recorded out of order included) brings
 * its estimates forward, and a ring that runs late pushes them back as time passes. Pure: the teams' page, the
 * public "today" page, the announcer and the calendar file read the same answers.
 */
import type { SessionPlan } from "./bout-order";

export type TimedBout = { id: string; session: number; ring: number; position: number; seconds: number; done: boolean };

/** The estimated start of every bout not done, by id. `sessions` are the day's, numbered from 1 in order. */
export function estimatedStarts(sessions: readonly SessionPlan[], bouts: readonly TimedBout[], now: Date): Map<string, Date> {
  const starts = new Map<string, Date>();
  const rings = [...new Set(bouts.map((b) => b.ring))];
  for (const ring of rings) {
    let cursor = now.getTime();
    sessions.forEach((session, index) => {
      cursor = Math.max(cursor, session.start.getTime());
      const lane = bouts.filter((b) => b.ring === ring && b.session === index + 1 && !b.done).sort((a, b) => a.position - b.position);
      for (const bout of lane) {
        starts.set(bout.id, new Date(cursor));
        cursor += bout.seconds * 1000;
      }
    });
  }
  return starts;
}

/** A ring's running order from now: the bouts not done yet, in the order they will box (session, then position). */
export function ringQueue<T extends TimedBout>(bouts: readonly T[], ring: number): T[] {
  return bouts.filter((b) => b.ring === ring && !b.done).sort((a, b) => a.session - b.session || a.position - b.position);
}
