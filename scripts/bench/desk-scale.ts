/**
 * `npm run bench:desk [site=http://localhost:3000]`: against a running site and its embedded backend (e.g.
 * `npm run site`), seeds the cup's scale (150 teams, 1,000 boxers; scripts/bench/desk.ts) and times, as the
 * demo organiser, each desk page and download sequentially: the median and the slowest of several requests; then
 * the bulk draw and publication of every bracket, once (a site whose entries have closed, e.g. today's).
 * Bar (issue 25): the CSV of every entry in under a second. Loopback only, bounded in count.
 */
import { timeBulkStep } from "./desk-bulk";
import { SCALE, organiserCookie, seedDeskScale } from "./desk";

const site = process.argv[2] ?? "http://localhost:3000";
const targets = [
  { path: "/desk", runs: 15 },
  { path: "/desk/brackets", runs: 5 },
  { path: "/desk/teams", runs: 5 },
  { path: "/desk/log", runs: 5 },
  { path: "/desk/export/entries", runs: 10, bar: 1000 },
  { path: "/pt/desk/export/entries", runs: 10, bar: 1000 },
  { path: "/desk/documents/entries-check", runs: 3 },
  { path: "/desk/documents/weigh-in/quarterFinals", runs: 3 },
];

const seeded = performance.now();
await seedDeskScale();
console.log(`seeded ${SCALE.teams} teams and ${SCALE.boxers} boxers in ${Math.round(performance.now() - seeded)} ms`);
const cookie = await organiserCookie(site);

let missed = 0;
for (const { path, runs, bar } of targets) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const response = await fetch(`${site}${path}`, { headers: { Cookie: cookie } });
    bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i > 0) times.push(performance.now() - started); // the first request warms the route up
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const worst = times[times.length - 1];
  const verdict = bar === undefined ? "" : worst < bar ? ` (bar: < ${bar} ms, met)` : ` (bar: < ${bar} ms, MISSED)`;
  if (bar !== undefined && worst >= bar) missed++;
  console.log(
    `${path}: median ${Math.round(median)} ms, slowest ${Math.round(worst)} ms of ${runs}, ${Math.round(bytes / 1024)} KB${verdict}`,
  );
}

// Then the bulk step over the whole edition (scripts/bench/desk-bulk.ts): it draws and publishes every bracket, so it
// comes last; against a backend kept from an earlier run it finds fewer brackets to draw.
for (const { label, ms, bytes, note } of await timeBulkStep(site, cookie))
  console.log(`${label}: ${Math.round(ms)} ms, ${Math.round(bytes / 1024)} KB${note ? ` (${note})` : ""}`);
process.exitCode = missed ? 1 : 0;
