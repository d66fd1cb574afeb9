/**
 * The desk's venue pages on a fight day, for `npm run bench:ab -- … --venue` (issue 35, docs/benchmarks.md): the
 * semi-finals day at the cup's scale (friday-seed.ts: 125 brackets of four, 500 boxers, 250 bouts in the day's order),
 * its first 24 bouts fought, and the four pages the desk runs the day on (lib/offline/venue-pages.ts): the scale, a
 * bracket with a result, the day's order and the first ring's announcer, each with the desk's worker and outbox.
 */
import { bracketSlug } from "../../lib/cup/bracket-slug";
import { boutOf, recordRedWin, seedFriday, type SeededFriday } from "./friday-seed";

/** The day seeded, and its first 24 bouts won by their red corners, as the today and live benches fight them. */
export async function seedVenueDay(): Promise<SeededFriday> {
  const seeded = await seedFriday("venue");
  for (const placed of seeded.placed.slice(0, 24)) await recordRedWin(seeded, placed);
  return seeded;
}

/** The weigh-in of the day, the bracket of its first bout (recorded), the day's order and ring 1's announcer. */
export function venuePages(seeded: SeededFriday): string[] {
  const first = seeded.placed[0];
  const { bracket } = boutOf(seeded, first);
  return [`/desk/weigh-in/semiFinals`, `/desk/draw/${bracketSlug(bracket)}`, `/desk/order/${first.day}`, `/desk/order/${first.day}/ring/1`];
}
