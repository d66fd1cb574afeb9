/**
 * The public "today" page under Lighthouse's applied lens, on a fight day at the cup's scale, beside the landing and
 * the empty Next page measured in the same run (docs/benchmarks.md; its bars are the landing's,
 * docs/quality-bars.md §3). Run it on a quiet machine, after a build at the `live` scenario's date:
 *
 *   node --import tsx scripts/test/build-at.ts live
 *   flock /tmp/pbc-e2e.lock flock -x /tmp/pbc-cpu.lock node --import tsx scripts/bench/today.ts [runs]
 *
 * It serves that build with a fresh embedded backend at the build's clock (Friday 27 March, 08:05), seeds a
 * semi-finals day of 250 bouts (125 brackets of four boxers, drawn and published), proposes its order with the app's
 * own module, records the first 24 results, measures, and stops everything it started.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { recordRedWin, seedFriday } from "./friday-seed";
import { lighthouseMedian, type LighthouseFigures } from "./lighthouse";
import { stopAll } from "./processes";
import { startFloor, startLiveSite } from "./live-site";
import { BARS } from "./report";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, ".local/bench/today");
const LOGS = join(WORK, "logs");
const SITE = "http://localhost:3000";
const FLOOR_PORT = 3002;
const runs = Number(process.argv[2] ?? 3);

async function seedWithResults(): Promise<number> {
  const seeded = await seedFriday("today");
  // The first 24 bouts of the day fought: the red corner (the upper side) wins on points.
  for (const p of seeded.placed.slice(0, 24)) {
    await recordRedWin(seeded, p);
  }
  return seeded.placed.length;
}

const row = (page: string, f: LighthouseFigures) =>
  `| ${page.padEnd(16)} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.fcpMs.toFixed(0)} | ${f.lcpMs.toFixed(0)} | ${f.tbtMs.toFixed(0)} | ${f.cls.toFixed(3)} | ${(f.totalBytes / 1024).toFixed(0)} | ${f.benchmarkIndex.toFixed(0)} |`;

async function main() {
  const { env, stop } = await startLiveSite(WORK, LOGS);
  try {
    const bouts = await seedWithResults();
    console.log(`seeded: ${bouts} bouts on Friday, 24 results`);
    // The page is regenerated from the seeded day (at most 30 s old, docs/decisions.md D46).
    for (let tries = 0; !(await (await fetch(`${SITE}/today`)).text()).includes("Results so far"); tries++) {
      if (tries > 60) throw new Error("/today never showed the seeded day");
      await new Promise((r) => setTimeout(r, 1000));
    }
    await startFloor(WORK, LOGS, env, FLOOR_PORT);
    const outDir = join(WORK, "lighthouse");
    mkdirSync(outDir, { recursive: true });
    const measure = (url: string, label: string) => lighthouseMedian(url, runs, { preset: "mobile", lens: "applied", outDir, label });
    const floor = await measure(`http://localhost:${FLOOR_PORT}/`, "floor");
    const landing = await measure(`${SITE}/`, "landing");
    const today = await measure(`${SITE}/today`, "today");
    const html = await (await fetch(`${SITE}/today`, { headers: { "Accept-Encoding": "gzip" } })).text();
    console.log("| page             | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | KB | benchmarkIndex |");
    console.log(row("empty Next page", floor));
    console.log(row("/", landing));
    console.log(row("/today", today));
    console.log(`/today HTML: ${(html.length / 1024).toFixed(0)} KB uncompressed`);
    const misses = [
      today.performance < BARS.performance && `perf<${BARS.performance}`,
      today.accessibility < 100 && "a11y<100",
      today.bestPractices < 100 && "bp<100",
      today.seo < 100 && "seo<100",
      today.cls > BARS.cls && "CLS>0",
      today.lcpMs > floor.lcpMs + BARS.landingLcpOverFloorMs && `LCP>floor+${BARS.landingLcpOverFloorMs}ms`,
      today.tbtMs > floor.tbtMs + BARS.tbtOverFloorMs && `TBT>floor+${BARS.tbtOverFloorMs}ms`,
    ].filter(Boolean);
    console.log(misses.length ? `/today misses the landing's bars: ${misses.join(", ")}` : "/today meets the landing's bars");
    if (misses.length) process.exitCode = 1;
  } finally {
    await stop();
    rmSync(join(WORK, "floor-app"), { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
