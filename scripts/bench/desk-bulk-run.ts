/**
 * `npm run bench:desk-bulk [site=http://localhost:3000]`: against a running site whose entries have closed (e.g.
 * `SITE_CLOCK=2026-03-27T08:05:00Z npm run site`) and its embedded backend, seeds the cup's scale (150 teams, 1,000
 * boxers; scripts/bench/desk.ts) and times the bulk draw and publication of every bracket once, as the demo organiser
 * (scripts/bench/desk-bulk.ts). It draws and publishes the edition, so it is a run of its own, apart from bench:desk,
 * which reads the desk's pages; against a backend kept from an earlier run it finds fewer brackets to draw.
 */
import { timeBulkStep } from "./desk-bulk";
import { SCALE, organiserCookie, seedDeskScale } from "./desk";

const site = process.argv[2] ?? "http://localhost:3000";
const seeded = performance.now();
await seedDeskScale();
console.log(`seeded ${SCALE.teams} teams and ${SCALE.boxers} boxers in ${Math.round(performance.now() - seeded)} ms`);
for (const { label, ms, bytes, note } of await timeBulkStep(site, await organiserCookie(site)))
  console.log(`${label}: ${Math.round(ms)} ms, ${Math.round(bytes / 1024)} KB${note ? ` (${note})` : ""}`);
