/**
 * `npm run bench:ab -- <name>=<checkout> … [--pages=/,/terms&conditions] [--runs=5] [--team|--desk] [--phone=900]`: the same pages of one
 * or more builds under the calibrated lens, in one run (one build: each page against a floor measured beside it). Each checkout must be built already (e.g. `git worktree add
 * ../ab-f910440 f910440`, its node_modules hard-linked, `node --import tsx scripts/test/build-at.ts registration
 * ../ab-f910440`); each is served by its own `next start` on its own port beside the empty Next page, and the runs
 * are interleaved (floor, A, B, floor, A, B, …) with the CPU calibrated before each round, so a change in the
 * machine's load hits every side alike. Prints one table per page with each side's medians, its runs and the bars
 * of docs/quality-bars.md §3 against the floor of the same run. Like `npm run bench`, it holds the machine's port
 * lock and its CPU lock exclusively (run.sh), and starts the embedded backend when none answers (the landing asks
 * it for the live count). With --team, every side's pages are read as one signed-in team with six boxers, as
 * `npm run bench` reads the team pages (the sides share the backend, so the session is valid on each); with --desk,
 * as the demo organiser, once the cup's scale is seeded (desk.ts), as `npm run bench:desk` reads the desk, and without
 * --pages every desk page bench:desk measures (desk.ts deskPages), each interleaved with the floor. --phone sets
 * the benchmarkIndex of the phone to emulate (calibration.ts; 900 is the bars' reference, 500 a slower phone).
 * --venue measures the desk's venue pages on a fight day (venue.ts): every side must be built at the `live` scenario's
 * date and is served at its build's clock, beside a fresh embedded backend at the first side's clock: the first side
 * built with `node --import tsx scripts/test/build-at.ts live <checkout>`, every other one with that build's anchored
 * clock (`SITE_CLOCK="$(node -p "require('<first>/.next/required-server-files.json').config.env.SITE_CLOCK")" next build`),
 * or its pages render another time of the day (refused beyond a minute's difference); the semi-finals day is seeded
 * with 24 bouts fought, and without --pages the scale, a bracket with a result, the day's order and ring 1's announcer
 * are read as the demo organiser.
 * --trace keeps every run's trace beside its report (bench-results/ab/<label>-0.trace.json), which trace-tasks.ts reads.
 * --floor-headers adds a second floor, the same empty page served with the site's security headers (its
 * Cross-Origin-Opener-Policy makes Chromium swap to a fresh renderer process when Lighthouse leaves about:blank, as
 * it does for every page of the site), measured in the same rounds.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { calibrate, REFERENCE_INDEX } from "./calibration";
import { buildFloorApp } from "./js-weight";
import { lighthouseRun, median, medianFigures, type LighthouseFigures } from "./lighthouse";
import { isAnswering, start, stopAll, waitForUrl } from "./processes";
import { FLOOR_PAGE, formatTable, lighthouseMisses, type LighthouseRow } from "./report";
import { builtSiteClock } from "../../lib/clock/built-setting";
import { siteClockOffset } from "../../lib/clock/setting";
import { deskPages, organiserCookie, seedDeskScale, served } from "./desk";
import { seedVenueDay, venuePages } from "./venue";
import { signedInCookie } from "./session";
import { securityHeaders } from "../../lib/security/headers";
import { supabaseUrl } from "../../lib/supabase/env";
import { siteUrl } from "../../lib/seo/site";

const ROOT = resolve(import.meta.dirname, "../..");
const OUT = join(ROOT, "bench-results/ab");
const WORK = join(ROOT, ".local/bench");
const FLOOR_APP = join(WORK, "floor-app-ab");
const HEADERS_FLOOR_APP = join(WORK, "floor-app-ab-headers");
const HEADERS_FLOOR = "empty page, site headers";
const SUPABASE_HEALTH = "http://127.0.0.1:54321/auth/v1/health";
const FIRST_PORT = 3010;

type Side = { name: string; dir: string; port: number };

function parseArguments(args: string[]) {
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const sides: Side[] = args
    .filter((arg) => !arg.startsWith("--"))
    .map((arg, index) => {
      const [name, dir] = arg.split("=");
      if (!name || !dir) throw new Error(`"${arg}": expected <name>=<checkout>`);
      return { name, dir: resolve(dir), port: FIRST_PORT + index };
    });
  if (sides.length < 1) throw new Error("usage: bench:ab -- <name>=<checkout> … [--pages=/,/pt] [--runs=5]");
  const phone = Number(option("phone") ?? REFERENCE_INDEX);
  if (!(phone > 0)) throw new Error(`--phone=${option("phone")}: a benchmarkIndex, e.g. 900`);
  const [team, desk, venue] = [args.includes("--team"), args.includes("--desk"), args.includes("--venue")];
  // The desk's pages (an entry's, a bracket's, the venue's) are found once the cup is seeded, unless they are named.
  const pages = option("pages")?.split(",") ?? (desk || venue ? [] : ["/"]);
  return {
    sides,
    pages,
    runs: Number(option("runs") ?? 5),
    team,
    desk,
    venue,
    phone,
    trace: args.includes("--trace"),
    floorHeaders: args.includes("--floor-headers"),
  };
}

const step = (text: string) => console.log(`[ab ${new Date().toISOString().slice(11, 19)}] ${text}`);

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const { sides, runs, team, desk, venue, phone, trace, floorHeaders } = options;
  // A side built at a chosen date runs at its build's clock; with --venue, every side must be built at one.
  const clockOf = (side: Side) => builtSiteClock(join(side.dir, ".next")) ?? "";
  const clock = venue ? clockOf(sides[0]) : "";
  if (venue && sides.some((side) => !clockOf(side)))
    throw new Error("--venue: build every side at the live date first (scripts/test/build-at.ts live)");
  // A side's clock runs from its build's start: built hours apart, one side renders the weigh-in window open and the
  // other closed, with other forms and lists. Every side is built with the first side's SITE_CLOCK instead.
  const drift = venue ? sides.find((side) => Math.abs(siteClockOffset(clockOf(side)) - siteClockOffset(clock)) > 60_000) : undefined;
  if (drift)
    throw new Error(
      `--venue: ${drift.name} runs at SITE_CLOCK="${clockOf(drift)}", ${sides[0].name} at "${clock}": build ${drift.name} ` +
        `with SITE_CLOCK="${clock}" (next build), so that every side renders the same instant of the day`,
    );
  let pages = options.pages;
  mkdirSync(OUT, { recursive: true });
  mkdirSync(WORK, { recursive: true });
  let dataDir: string | null = null;
  try {
    // A fight day's rules run at the build's clock: the backend is this run's own.
    if (venue && (await isAnswering(SUPABASE_HEALTH))) throw new Error("--venue: a backend already answers on 54321: stop it first");
    if (!(await isAnswering(SUPABASE_HEALTH))) {
      dataDir = mkdtempSync(join(WORK, "supabase-ab-"));
      const backend = start("node", ["--import", "tsx", "local-supabase/main.ts"], {
        cwd: ROOT,
        // The cup's scale is 150 teams signing up from this one address (desk.ts): the per-IP limits raised.
        env: {
          LOCAL_SUPABASE_DATA_DIR: dataDir,
          LOCAL_SUPABASE_CONFIG_OVERRIDE: "local-supabase/overrides/shared-ip.toml",
          ...(clock ? { SITE_CLOCK: clock } : {}),
        },
        log: join(OUT, "backend.log"),
      });
      await waitForUrl(SUPABASE_HEALTH, backend);
    }
    step("framework floor: building an empty Next page");
    await buildFloorApp(FLOOR_APP, join(OUT, "floor-build.log"));
    const floor: Side = { name: FLOOR_PAGE, dir: ROOT, port: 3009 };
    const floors = new Map([[floor, FLOOR_APP]]);
    if (floorHeaders) {
      step("the same empty page with the site's security headers");
      await buildFloorApp(
        HEADERS_FLOOR_APP,
        join(OUT, "floor-headers-build.log"),
        securityHeaders({ supabaseUrl, siteUrl, development: false }),
      );
      floors.set({ name: HEADERS_FLOOR, dir: ROOT, port: 3008 }, HEADERS_FLOOR_APP);
    }
    // The second floor is measured like a build, against the first.
    const measured = [...[...floors.keys()].slice(1), ...options.sides];
    for (const side of [floor, ...measured]) {
      const app = floors.has(side) ? [floors.get(side)!] : [];
      const server = start(
        "node",
        [join(side.dir, "node_modules/next/dist/bin/next"), "start", "-H", "localhost", "-p", String(side.port), ...app],
        {
          cwd: side.dir,
          env: { NEXT_TELEMETRY_DISABLED: "1", ...(venue ? { SITE_CLOCK: side === floor ? clock : clockOf(side) } : {}) },
          log: join(OUT, `next-${side.name.replace(/\W+/g, "-")}.log`),
        },
      );
      await waitForUrl(`http://localhost:${side.port}/`, server);
    }
    if (desk) {
      step("seeding the cup's scale for the desk");
      await seedDeskScale();
    }
    if (venue) step("seeding the semi-finals day, 24 bouts fought");
    const seeded = venue ? await seedVenueDay() : null;
    const first = `http://localhost:${options.sides[0].port}`;
    // A session lasts an hour (supabase/config.toml's jwt_expiry) and a page's rounds take about six minutes: each page
    // is read with a session of its own, so none is measured as the sign-in page it would redirect to (lighthouse.ts).
    const signIn = async () => (team ? await signedInCookie(6) : desk || venue ? await organiserCookie(first) : undefined);
    if (desk && pages.length === 0) pages = await deskPages(first, (await signIn())!);
    if (seeded && pages.length === 0) pages = venuePages(seeded);

    for (const page of pages) {
      const cookie = await signIn();
      const figures = new Map<string, LighthouseFigures[]>();
      const slowdowns: number[] = [];
      const indexes: number[] = [];
      for (let round = 1; round <= runs; round++) {
        const { slowdown, samples, benchmarkIndex } = await calibrate(3, phone);
        slowdowns.push(slowdown);
        indexes.push(benchmarkIndex);
        step(`${page} round ${round}/${runs}: benchmarkIndex ${samples.map((s) => s.toFixed(0)).join(", ")} → CPU ${slowdown}×`);
        for (const side of [floor, ...measured]) {
          const url = `http://localhost:${side.port}${floors.has(side) ? "/" : page}`;
          const label = `${side.name.replace(/\W+/g, "-")}-${page === "/" ? "home" : page.slice(1).replace(/\W+/g, "-")}-${round}`;
          const result = await lighthouseRun(url, {
            preset: "mobile",
            lens: "applied",
            outDir: OUT,
            label,
            slowdown,
            cookie: floors.has(side) ? undefined : cookie,
            saveTrace: trace,
          });
          figures.set(side.name, [...(figures.get(side.name) ?? []), { ...result }]);
        }
      }
      const rowOf = (name: string): LighthouseRow => ({
        page: name === FLOOR_PAGE ? FLOOR_PAGE : page,
        preset: "mobile",
        lens: "applied",
        slowdown: median(slowdowns),
        calibratedIndex: median(indexes),
        ...medianFigures(figures.get(name)!),
      });
      const floorRow = rowOf(FLOOR_PAGE);
      const table = [floor, ...measured].map((side) => {
        const row = rowOf(side.name);
        const runsOf = (key: "lcpMs" | "tbtMs") =>
          figures
            .get(side.name)!
            .map((f) => f[key].toFixed(0))
            .join(", ");
        const misses = side === floor ? ["reference"] : lighthouseMisses(row, floorRow);
        return [
          side.name,
          row.performance,
          row.lcpMs.toFixed(0),
          runsOf("lcpMs"),
          row.tbtMs.toFixed(0),
          runsOf("tbtMs"),
          row.benchmarkIndex.toFixed(0),
          side === floor ? "" : `${(row.lcpMs - floorRow.lcpMs).toFixed(0)} / ${(row.tbtMs - floorRow.tbtMs).toFixed(0)}`,
          misses.length ? misses.join(" ") : "ok",
        ];
      });
      const columns = ["build", "perf", "LCP ms", "LCP runs", "TBT ms", "TBT runs", "index", "over floor (LCP / TBT)", "bars"];
      console.log(
        `\n${page}, ${runs} interleaved runs, mobile CPU calibrated to a phone at ${phone} ` +
          `(slowdowns ${slowdowns.join(", ")}):\n\n${formatTable(columns, table)}\n`,
      );
      // The desk's HTML bar (docs/quality-bars.md §3b): each side's page as served, five requests after a warm-up.
      if (venue) {
        for (const side of measured) {
          const html = await served(`http://localhost:${side.port}`, page, cookie!, 5);
          console.log(
            `${page} ${side.name}: HTML ${(html.gzipBytes / 1024).toFixed(1)} KB gzip, server median ${html.medianMs.toFixed(0)} ms`,
          );
        }
      }
    }
  } finally {
    await stopAll();
    rmSync(FLOOR_APP, { recursive: true, force: true });
    rmSync(HEADERS_FLOOR_APP, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(`bench:ab failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exitCode = 1;
});
