/**
 * Lighthouse 12 through its CLI, one fresh Chromium per run, mobile or desktop, under one of two lenses:
 * - `applied` (`--throttling-method=devtools`): Chromium itself slows the CPU (by the slowdown the caller
 *   calibrated, calibration.ts; Lighthouse's default is 4×) and holds every request for the link's latency
 *   (Lighthouse's mobile link: 150 ms RTT, 1.6 Mbps, i.e. about 560 ms per request once its request-latency
 *   factor is applied). What a phone sees; the bars read this lens (docs/benchmarks.md).
 * - `simulated` (Lighthouse's default, Lantern): an unthrottled load replayed through a model. On a 2-core
 *   machine the model counts the framework's scripts into LCP because the observed first paint comes late,
 *   so it is reported and held to no bar.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./processes";

export type Preset = "mobile" | "desktop";
export type Lens = "applied" | "simulated";

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Audits that cost points outside Performance, e.g. `seo:is-crawlable`: what to fix to reach 100. */
  failing: string[];
  /** Lighthouse's CPU speed estimate of this machine during the run: low values mean a busy, slow host. */
  benchmarkIndex: number;
};

type Report = {
  runtimeError?: { message: string };
  finalDisplayedUrl?: string;
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
};

const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function figures(report: Report): LighthouseFigures {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.filter((category) => category !== "performance").flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category === "best-practices" ? "bp" : category === "accessibility" ? "a11y" : category}:${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    failing,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

type RunOptions = {
  preset: Preset;
  lens: Lens;
  cookie?: string;
  outDir: string;
  label: string;
  /** The CPU slowdown (`--throttling.cpuSlowdownMultiplier`); Lighthouse's own default (mobile 4×) when absent. */
  slowdown?: number;
  /** Keep Lighthouse's trace beside the report (`<label>-0.trace.json`, `--save-assets`), for trace-tasks.ts. */
  saveTrace?: boolean;
};

async function lighthouseOnce(
  url: string,
  { preset, lens, cookie, outDir, label, slowdown, saveTrace }: RunOptions,
): Promise<LighthouseFigures> {
  const output = join(outDir, `${label}.json`);
  const args = [
    "node_modules/lighthouse/cli/index.js",
    url,
    "--quiet",
    "--output=json",
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    "--max-wait-for-load=45000",
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
    ...(lens === "applied" ? ["--throttling-method=devtools"] : []),
    ...(slowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${slowdown}`]),
    ...(saveTrace ? ["--save-assets"] : []),
    // A header rather than a cookie jar: Lighthouse resets storage between its passes, headers survive.
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  await run("node", args, {
    env: { CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    log: join(outDir, `${label}.log`),
    timeoutMs: 180_000,
  });
  const report = JSON.parse(readFileSync(output, "utf8")) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse ${label}: ${report.runtimeError.message}`);
  const redirect = redirectedFrom(url, report.finalDisplayedUrl);
  if (redirect) throw new Error(`Lighthouse ${label}: ${redirect}`);
  const result = figures(report);
  const unmeasured = unmeasuredMetric(result);
  if (unmeasured) throw new Error(`Lighthouse ${label}: ${unmeasured}`);
  return result;
}

/**
 * Why a run's figures cannot enter a median, or null. A page's load now ends once its network is quiet (the live
 * poller asks at low priority, docs/decisions.md D116), not at the 45-s limit: its trace is cut about 5 s after the
 * last long task, and on a loaded machine Lighthouse then sometimes finds no 5-s quiet window to end TTI with
 * (NO_TTI_CPU_IDLE_PERIOD), and reports no TBT. Such a run is retried, not counted as a number.
 */
export function unmeasuredMetric(result: Pick<LighthouseFigures, "lcpMs" | "tbtMs">): string | null {
  const missing = (["lcpMs", "tbtMs"] as const).filter((key) => !Number.isFinite(result[key]));
  return missing.length ? `no ${missing.map((key) => key.slice(0, 3).toUpperCase()).join(" or ")} in the report` : null;
}

/**
 * Why a run measured another page than the one asked, or null: a signed-in page whose session ended redirects to the
 * sign-in page (an organiser's session lasts an hour, supabase/config.toml's jwt_expiry), and Lighthouse then
 * measures that page under the asked one's name (the 28 Nov run's "draw page" at 1.41 s LCP was `/auth`).
 */
export function redirectedFrom(requested: string, final: string | undefined): string | null {
  if (final === undefined) return null;
  const [asked, ended] = [new URL(requested), new URL(final)];
  return asked.pathname === ended.pathname ? null : `${asked.pathname} ended at ${ended.pathname}${ended.search}, not the page asked`;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure is the median of its own values over the runs (scores and metrics vary independently). */
export function medianFigures(results: readonly LighthouseFigures[]): LighthouseFigures {
  const pick = (key: Exclude<keyof LighthouseFigures, "failing">) => median(results.map((result) => result[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    totalBytes: pick("totalBytes"),
    failing: [...new Set(results.flatMap((result) => result.failing))],
    benchmarkIndex: pick("benchmarkIndex"),
  };
}

/** One run, retried once: under load Lighthouse sometimes loses its trace (NO_NAVSTART, NO_FCP) or its TTI. */
export function lighthouseRun(url: string, options: RunOptions): Promise<LighthouseFigures> {
  const once = () => lighthouseOnce(url, options);
  return once().catch(once);
}

export async function lighthouseMedian(url: string, runs: number, options: RunOptions): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 1; i <= runs; i++) results.push(await lighthouseRun(url, { ...options, label: `${options.label}-${i}` }));
  return medianFigures(results);
}
