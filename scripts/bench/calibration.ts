/**
 * The calibrated lens (docs/quality-bars.md §3): Lighthouse's applied throttling slows the CPU by a fixed factor
 * (4×), so the phone it emulates is as fast as the machine divided by four, and a bar in milliseconds holds on one
 * machine and not on another. Lighthouse's throttling guide answers this with its `benchmarkIndex` (a short
 * JavaScript benchmark it runs before every report): choose `cpuSlowdownMultiplier` so that the machine's index
 * divided by it lands on the device you mean to emulate. Here the index is measured with Lighthouse's own page
 * function in the same Chromium, just before each page is measured, and the multiplier brings it to REFERENCE_INDEX.
 */
import { chromium } from "playwright-core";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { median } from "./lighthouse";

/**
 * The emulated phone's benchmarkIndex: the machine on which the bars were set measured 3,000–4,100 and was slowed
 * 4× (docs/benchmarks.md, runs of 23 and 25 Nov 2026), so its emulated phone stood at 750–1,030. Lighthouse's
 * table puts 800–1,200 at a high-end phone and 125–800 at a mid-tier one: this is a phone of the last few years.
 */
export const REFERENCE_INDEX = 900;
/** Below 1× Chromium would not slow the page at all; a machine slower than the reference is measured as it is. */
const MIN_SLOWDOWN = 1;
/**
 * A Lighthouse run whose own index (measured just before it throttles) is this far from the calibration's measured
 * the machine in another state: its load changed between the calibration and the run, and the phone emulated is
 * not the reference. (Lighthouse measures in its own tab and reads 5–13 % above the calibration on a quiet machine.)
 */
export const DRIFT_TOLERANCE = 0.25;

export type Calibration = {
  /** The samples of this calibration, in order. */
  samples: number[];
  /** Their median: the machine's index now. */
  benchmarkIndex: number;
  /** The CPU slowdown that brings it to the reference (at least 1×, two decimals). */
  slowdown: number;
};

/** The multiplier that brings a machine of this index to the reference phone. */
export function slowdownFor(benchmarkIndex: number, reference = REFERENCE_INDEX): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex ${benchmarkIndex} is not a measurement`);
  return Math.max(MIN_SLOWDOWN, Math.round((benchmarkIndex / reference) * 100) / 100);
}

export function calibrationOf(samples: readonly number[], reference = REFERENCE_INDEX): Calibration {
  if (samples.length === 0) throw new Error("no benchmarkIndex sample");
  const benchmarkIndex = median(samples);
  return { samples: [...samples], benchmarkIndex, slowdown: slowdownFor(benchmarkIndex, reference) };
}

/** True when a run's own index says the machine was in another state than its calibration measured. */
export function drifted(runIndex: number, calibratedIndex: number): boolean {
  return Math.abs(runIndex / calibratedIndex - 1) > DRIFT_TOLERANCE;
}

/**
 * The machine's benchmarkIndex now: Lighthouse's own benchmark (about one second each) run `samples` times in a
 * headless Chromium, each time in a new blank page, as Lighthouse runs it once before each report. (Run again in
 * the same page, it reads 5–10 % higher than the reports do once V8 has warmed up.)
 */
export async function measureBenchmarkIndex(samples = 3): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    const values: number[] = [];
    for (let i = 0; i < samples; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await context.close();
    }
    return values;
  } finally {
    await browser.close();
  }
}

export async function calibrate(samples = 3, reference = REFERENCE_INDEX): Promise<Calibration> {
  return calibrationOf(await measureBenchmarkIndex(samples), reference);
}
