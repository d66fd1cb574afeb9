import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { small } from "./size";
import type { LoadResult } from "./stats";

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
export const REPORT_PATH = path.join(ROOT, "bench-results", "reliability.json");

export type Report = {
  updatedAt: string;
  machine: { cpus: number; node: string };
  load: Record<string, LoadResult>;
  checks: Record<string, string>;
};

export async function readReport(): Promise<Report | null> {
  try {
    return JSON.parse(await readFile(REPORT_PATH, "utf8")) as Report;
  } catch {
    return null;
  }
}

/**
 * Read-modify-write of the one report file: each test file (node --test runs them one after another) adds
 * its own scenarios, so a partial run keeps the figures of the files it did not run.
 */
export async function record(update: { load?: LoadResult[]; checks?: Record<string, string> }): Promise<void> {
  // The small counts of npm test would replace the figures of the last full run.
  if (small) return;
  const report: Report = (await readReport()) ?? { updatedAt: "", machine: { cpus: 0, node: "" }, load: {}, checks: {} };
  report.updatedAt = new Date().toISOString();
  report.machine = { cpus: availableParallelism(), node: process.version };
  for (const result of update.load ?? []) report.load[result.scenario] = result;
  Object.assign(report.checks, update.checks ?? {});
  await mkdir(path.dirname(REPORT_PATH), { recursive: true });
  await writeFile(REPORT_PATH, `${JSON.stringify(report, null, 2)}\n`);
}

export function table(results: LoadResult[]): string {
  const rows = results.map((r) => [
    r.scenario,
    String(r.requests),
    `${(r.successRate * 100).toFixed(1)} %`,
    `${r.p50Ms} ms`,
    `${r.p99Ms} ms`,
    `${r.wallSeconds} s`,
  ]);
  const head = ["scenario", "requests", "success", "p50", "p99", "wall"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
