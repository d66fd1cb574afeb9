/**
 * `npm run bench` (through run.sh, which holds the machine's port lock and its CPU lock exclusively): builds the
 * production site, serves it with the embedded backend, and measures Lighthouse, shipped JavaScript and
 * throughput in one run, beside the references measured in the same run (empty Next page, a static server, the
 * build without its proxy). `npm run bench:desk` (BENCH_PROFILE=desk) seeds the cup's scale and measures every
 * desk page instead: Lighthouse with the organiser's session, each page's HTML and the server's timings.
 * Under the applied lens the mobile CPU is calibrated to a reference phone before each page (calibration.ts).
 * Settings: BENCH_RUNS (Lighthouse runs per page, lens and preset, median; default 3), BENCH_PAGES (comma list),
 * BENCH_LENSES (applied,simulated), BENCH_PRESETS (mobile; add desktop to measure it too), BENCH_CPU
 * (`calibrated`, or a fixed slowdown such as 4, Lighthouse's default), BENCH_LOAD_SECONDS (default 10),
 * BENCH_LOAD_ROUNDS (default 2), BENCH_SKIP_BUILD=1 (reuse .next), BENCH_TIMEOUT_MINUTES (default 60: the run
 * stops itself and everything it started).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { calibrate, REFERENCE_INDEX } from "./calibration";
import { buildFloorApp, scriptWeight } from "./js-weight";
import { lighthouseMedian, median, type Lens, type Preset } from "./lighthouse";
import { buildWithoutProxy, load, startStaticServer, type LoadFigures } from "./load";
import { isAnswering, run, start, stop, stopAll, waitForUrl } from "./processes";
import { FLOOR_PAGE, formatReport, problems, type Results } from "./report";
import { DESK_DOWNLOADS, deskPages, organiserCookie, seedDeskScale, served } from "./desk";
import { signedInCookie } from "./session";
import { describeLatency, teamLatency } from "./team-latency";
import { anchorSiteClock } from "../../lib/clock/setting";
import { scenarios } from "../../e2e/phases/scenarios";

const ROOT = resolve(import.meta.dirname, "../..");
const OUT = join(ROOT, "bench-results");
const LOGS = join(OUT, "logs");
// Under .local/: ignored by git, tsc and eslint while the run's scratch apps exist.
const WORK = join(ROOT, ".local/bench");
const SITE = "http://localhost:3000";
const SUPABASE_HEALTH = "http://127.0.0.1:54321/auth/v1/health";
const PORTS = { noProxy: 3001, floor: 3002, staticServer: 8081 };
const FLOOR_APP = join(WORK, "floor-app");
const ALL_PAGES = ["/", "/pt", "/esp", "/terms&conditions", "/gallery-view/2024", "/auth", "/dashboard", "/dashboard/entries", "/desk"];
/** Signed-in teams loading the team pages at once (docs/quality-bars.md; issue 4's /dashboard bar is p95 ≤ 150 ms). */
const TEAMS_AT_ONCE = 20;

const env = (name: string, fallback: string) => process.env[name] || fallback;
const desk = process.env.BENCH_PROFILE === "desk";
const settings = {
  profile: desk ? "desk" : "site",
  runs: Number(env("BENCH_RUNS", "3")),
  /** The desk's profile finds its pages once the cup is seeded (desk.ts deskPages), unless they are named. */
  pages: process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : desk ? [] : ALL_PAGES,
  presets: env("BENCH_PRESETS", "mobile").split(",") as Preset[],
  lenses: env("BENCH_LENSES", desk ? "applied" : "applied,simulated").split(",") as Lens[],
  /** `calibrated` (the bars' lens), or a fixed CPU slowdown for the mobile preset (4 is Lighthouse's default). */
  cpu: env("BENCH_CPU", "calibrated"),
  loadSeconds: Number(env("BENCH_LOAD_SECONDS", "10")),
  loadRounds: Number(env("BENCH_LOAD_ROUNDS", "2")),
  connections: 50,
  skipBuild: process.env.BENCH_SKIP_BUILD === "1",
  timeoutMinutes: Number(env("BENCH_TIMEOUT_MINUTES", "60")),
};
if (settings.cpu !== "calibrated" && !(Number(settings.cpu) >= 1))
  throw new Error(`BENCH_CPU=${settings.cpu}: "calibrated" or a number ≥ 1`);

const step = (text: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);
const nextBin = join(ROOT, "node_modules/next/dist/bin/next");
// The pages measured are the spec's, in the registration phase, whatever today's date (docs/decisions.md D44, D47):
// one anchored SITE_CLOCK for the build, the servers and the backend.
const SITE_CLOCK = anchorSiteClock(scenarios.registration.clock, Date.now());
const nextEnv = { NEXT_TELEMETRY_DISABLED: "1", SITE_CLOCK };

async function startSite() {
  // -H localhost, not 127.0.0.1: Next 16.4 loops on next-intl rewrites with a 127.0.0.1 bind (docs/toolchain.md §2b).
  const site = start("node", [nextBin, "start", "-H", "localhost", "-p", "3000"], { env: nextEnv, log: join(LOGS, "next.log") });
  await waitForUrl(SITE, site);
  return site;
}

async function startBackend(dataDir: string) {
  if (await isAnswering(SUPABASE_HEALTH)) {
    step("a local backend already answers on 127.0.0.1:54321: using it");
    return null;
  }
  const backend = start("node", ["--import", "tsx", "local-supabase/main.ts"], {
    // The desk's scale is 150 teams signing up from this one address: the per-IP limits raised for many
    // visitors, as the e2e backend runs (the file says how).
    env: { LOCAL_SUPABASE_DATA_DIR: dataDir, LOCAL_SUPABASE_CONFIG_OVERRIDE: "local-supabase/overrides/shared-ip.toml", SITE_CLOCK },
    log: join(LOGS, "backend.log"),
  });
  await waitForUrl(SUPABASE_HEALTH, backend);
  return backend;
}

/**
 * The empty Next page under the same Lighthouse settings, as a reference row: what the framework alone
 * scores on this machine (its boot task is most of the landing page's TBT).
 */
async function measureFloorPage(results: Results, outDir: string, lens: Lens) {
  const url = `http://localhost:${PORTS.floor}/`;
  const server = start("node", [nextBin, "start", "-H", "localhost", "-p", String(PORTS.floor), FLOOR_APP], {
    env: nextEnv,
    log: join(LOGS, "next-floor.log"),
  });
  try {
    await waitForUrl(url, server);
    await measurePage(results, { page: FLOOR_PAGE, url, preset: "mobile", lens, outDir, label: `${lens}-mobile-empty-next-page` });
  } finally {
    await stop(server);
  }
}

type Measurement = { page: string; url: string; preset: Preset; lens: Lens; outDir: string; label: string; cookie?: string };

/** The mobile CPU slowdown of the next page: calibrated now, or the fixed one asked for; the desktop preset's own. */
async function slowdownFor(preset: Preset): Promise<{ slowdown?: number; calibratedIndex: number | null }> {
  if (preset !== "mobile") return { calibratedIndex: null };
  if (settings.cpu !== "calibrated") return { slowdown: Number(settings.cpu), calibratedIndex: null };
  const calibration = await calibrate();
  step(
    `  benchmarkIndex ${calibration.samples.map((s) => s.toFixed(0)).join(", ")}: CPU ${calibration.slowdown}× (phone at ${REFERENCE_INDEX})`,
  );
  return { slowdown: calibration.slowdown, calibratedIndex: calibration.benchmarkIndex };
}

async function measurePage(results: Results, { page, url, ...options }: Measurement) {
  step(`lighthouse ${options.lens} ${options.preset} ${page} (${settings.runs} run${settings.runs > 1 ? "s" : ""})`);
  try {
    const { slowdown, calibratedIndex } = await slowdownFor(options.preset);
    const figures = await lighthouseMedian(url, settings.runs, { ...options, slowdown });
    // Lighthouse's desktop preset slows nothing; its mobile default is 4×.
    const applied = slowdown ?? (options.preset === "mobile" ? 4 : 1);
    results.lighthouse.push({ page, preset: options.preset, lens: options.lens, slowdown: applied, calibratedIndex, ...figures });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.lighthouseFailures.push({ page, preset: options.preset, lens: options.lens, message });
  }
}

type LoadTarget = { subject: string; server: string; url: string; cookie?: string };

/**
 * Every target once per round, rounds interleaved, median per target: the machine is shared, and a burst of
 * someone else's work then hits all targets alike instead of skewing one of them.
 */
async function measureLoad(results: Results, cookie: string) {
  const staticServer = startStaticServer(join(WORK, "static"), join(ROOT, ".next/server/app/en.html"), PORTS.staticServer);
  buildWithoutProxy(join(ROOT, ".next"), join(WORK, "no-proxy"));
  const noProxy = start("node", [nextBin, "start", "-H", "localhost", "-p", String(PORTS.noProxy), join(WORK, "no-proxy")], {
    env: nextEnv,
    log: join(LOGS, "next-no-proxy.log"),
  });
  await waitForUrl(`http://127.0.0.1:${PORTS.staticServer}/`, staticServer.child);
  await waitForUrl(`http://localhost:${PORTS.noProxy}/`, noProxy);

  const targets: LoadTarget[] = [
    { subject: "/ (same HTML)", server: staticServer.name, url: `http://127.0.0.1:${PORTS.staticServer}/` },
    { subject: "/", server: "next, no proxy", url: `http://localhost:${PORTS.noProxy}/` },
    { subject: "/", server: "next", url: `${SITE}/` },
    { subject: "/dashboard (signed in)", server: "next", url: `${SITE}/dashboard`, cookie },
  ];
  const rounds: LoadFigures[][] = targets.map(() => []);
  for (let round = 1; round <= settings.loadRounds; round++) {
    for (const [index, target] of targets.entries()) {
      const log = join(LOGS, `load-${target.server.replace(/\W+/g, "-")}-${target.subject.replace(/\W+/g, "-")}.log`);
      const options = { connections: settings.connections, log, cookie: target.cookie };
      await load(target.url, { ...options, seconds: 2 }); // warm-up
      rounds[index].push(await load(target.url, { ...options, seconds: settings.loadSeconds }));
    }
  }
  await Promise.all([stop(staticServer.child), stop(noProxy)]);

  const medians = rounds.map((figures) => ({
    requestsPerSec: median(figures.map((f) => f.requestsPerSec)),
    p50Ms: median(figures.map((f) => f.p50Ms)),
    p99Ms: median(figures.map((f) => f.p99Ms)),
    non2xx: Math.max(...figures.map((f) => f.non2xx)),
    errors: Math.max(...figures.map((f) => f.errors)),
  }));
  targets.forEach((target, index) => results.load.push({ subject: target.subject, server: target.server, ...medians[index] }));
  results.proxyShare = medians[2].requestsPerSec / medians[1].requestsPerSec;
}

const isDeskPage = (page: string) => /^\/(?:pt\/|esp\/)?desk(?:[/?]|$)/.test(page);

/** The cookie a page is measured with: a team's on its own pages, the organiser's on the desk, none elsewhere. */
function cookieOf(page: string, cookies: { team: string; organiser?: string }): string | undefined {
  if (/^\/(?:pt\/|esp\/)?dashboard(?:[/?]|$)/.test(page)) return cookies.team;
  return isDeskPage(page) ? cookies.organiser : undefined;
}

async function measureLighthouse(results: Results, pages: string[], cookies: { team: string; organiser?: string }) {
  const lighthouseDir = join(OUT, "lighthouse");
  mkdirSync(lighthouseDir, { recursive: true });
  for (const lens of settings.lenses) {
    if (settings.presets.includes("mobile")) await measureFloorPage(results, lighthouseDir, lens);
    for (const page of pages) {
      for (const preset of settings.presets) {
        const label = `${lens}-${preset}-${page === "/" ? "home" : page.slice(1).replace(/\W+/g, "-")}`;
        await measurePage(results, {
          page,
          url: `${SITE}${page}`,
          preset,
          lens,
          outDir: lighthouseDir,
          label,
          cookie: cookieOf(page, cookies),
        });
      }
    }
  }
}

async function main() {
  mkdirSync(LOGS, { recursive: true });
  mkdirSync(WORK, { recursive: true });
  if (await isAnswering(SITE)) throw new Error(`${SITE} is already in use: stop that server first (the bench serves its own build there)`);
  const results: Results = { lighthouse: [], lighthouseFailures: [], js: null, load: [], proxyShare: null, teams: [], served: [] };

  if (!settings.skipBuild) {
    step("next build");
    await run("node", [nextBin, "build"], { env: nextEnv, log: join(LOGS, "build.log"), timeoutMs: 20 * 60_000 });
  }
  step("framework floor: building an empty Next page");
  const floor = await buildFloorApp(FLOOR_APP, join(LOGS, "floor-build.log"));
  if (!desk) {
    const landing = scriptWeight(join(ROOT, ".next"), join(ROOT, ".next/server/app/en.html"));
    results.js = { landing, floor, overFloorBytes: landing.gzipBytes - floor.gzipBytes };
  }

  const dataDir = mkdtempSync(join(WORK, "supabase-"));
  try {
    step("starting the embedded backend and next start");
    await startBackend(dataDir);
    await startSite();
    // A team with boxers, so its entries page lists brackets as a real team's does.
    const team = await signedInCookie(6);
    const portal = await fetch(`${SITE}/dashboard`, { headers: { Cookie: team }, redirect: "manual" });
    if (portal.status !== 200) throw new Error(`signed-in /dashboard answered ${portal.status}, not 200`);
    let organiser: string | undefined;
    let pages = settings.pages;
    if (desk || pages.some(isDeskPage)) {
      step("seeding the cup's scale for the desk (docs/benchmarks.md)");
      await seedDeskScale();
      organiser = await organiserCookie(SITE);
      if (desk && pages.length === 0) pages = await deskPages(SITE, organiser);
    }

    await measureLighthouse(results, pages, { team, organiser });

    if (desk) {
      step("the desk as served: each page's HTML and the server's timings, then the downloads");
      for (const path of pages) results.served.push(await served(SITE, path, organiser!, 5));
      for (const { path, runs, barMs } of DESK_DOWNLOADS) results.served.push(await served(SITE, path, organiser!, runs, barMs));
    } else {
      step(`load: ${settings.connections} connections, ${settings.loadSeconds} s per target, ${settings.loadRounds} interleaved rounds`);
      await measureLoad(results, team);

      step(`team pages: ${TEAMS_AT_ONCE} signed-in teams at once, ${settings.loadSeconds} s per page`);
      const teams = await Promise.all(Array.from({ length: TEAMS_AT_ONCE }, () => signedInCookie(6)));
      for (const path of ["/dashboard", "/dashboard/entries"]) {
        const latency = await teamLatency(SITE, path, teams, settings.loadSeconds);
        step(describeLatency(latency));
        results.teams.push(latency);
      }
    }
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(WORK, "no-proxy"), { recursive: true, force: true });
    rmSync(join(WORK, "static"), { recursive: true, force: true });
    rmSync(FLOOR_APP, { recursive: true, force: true });
  }

  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
  const nextVersion = (JSON.parse(readFileSync(join(ROOT, "node_modules/next/package.json"), "utf8")) as { version: string }).version;
  const report = { date: new Date().toISOString(), commit, node: process.version, next: nextVersion, settings, ...results };
  writeFileSync(join(OUT, desk ? "latest-desk.json" : "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${formatReport(results)}\n`);
  const failing = results.lighthouse
    .filter((row) => row.page !== FLOOR_PAGE && row.failing.length)
    .map((row) => `${row.lens} ${row.preset} ${row.page}: ${row.failing.join(", ")}`);
  if (failing.length) console.log(`Audits below 100 (a11y/bp/seo):\n  ${[...new Set(failing)].join("\n  ")}\n`);
  const cpu = results.lighthouse.map((row) => row.benchmarkIndex);
  if (cpu.length)
    console.log(
      `Lighthouse benchmarkIndex ${Math.min(...cpu).toFixed(0)}–${Math.max(...cpu).toFixed(0)}; ` +
        (settings.cpu === "calibrated"
          ? `mobile CPU calibrated to a phone at ${REFERENCE_INDEX} (CPU: the slowdown; phone: the machine's index before the page over it).`
          : `mobile CPU slowed a fixed ${settings.cpu}×.`),
    );
  console.log(
    `commit ${commit} · next ${nextVersion} · node ${process.version} · figures in bench-results/${desk ? "latest-desk" : "latest"}.json, reports in bench-results/lighthouse/`,
  );
  const found = problems(results);
  if (found.length) {
    console.log(`\nbench: ${found.length} bar(s) missed or measurement(s) failed:\n  ${found.join("\n  ")}`);
    process.exitCode = 1;
  }
}

const deadline = setTimeout(() => {
  console.error(`bench: over ${settings.timeoutMinutes} minutes, stopping`);
  void stopAll().then(() => process.exit(2));
}, settings.timeoutMinutes * 60_000);
deadline.unref();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)));

main().then(
  () => clearTimeout(deadline),
  async (error: unknown) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    process.exitCode = 1;
  },
);
