/** The one table the benchmark prints, with each row checked against the bars of docs/quality-bars.md §3 (simulated-lens version). */
import type { ScriptWeight } from "./js-weight";
import type { LighthouseFigures, Preset } from "./lighthouse";
import type { LoadFigures } from "./load";

export type LighthouseRow = { page: string; preset: Preset } & LighthouseFigures;
export type LoadRow = { subject: string; server: string } & LoadFigures;
export type Results = {
  lighthouse: LighthouseRow[];
  /** Pages whose Lighthouse runs failed twice: reported, and the rest of the run goes on. */
  lighthouseFailures: { page: string; preset: Preset; message: string }[];
  js: { landing: ScriptWeight; floor: ScriptWeight; overFloorBytes: number } | null;
  load: LoadRow[];
  proxyShare: number | null;
};

/** The reference row: the empty Next page of the JS floor, measured like the site's pages but held to no bar. */
export const FLOOR_PAGE = "empty Next page";
const LANDING = ["/", "/pt", "/esp"];
const INDEXABLE = [...LANDING, "/terms&conditions", "/gallery-view/2024", "/gallery-view/2025"];
const KB = 1024;

/** Misses of the mobile bars (desktop has none of its own). */
function lighthouseMisses(row: LighthouseRow): string[] {
  if (row.preset !== "mobile") return [];
  const misses: string[] = [];
  const minPerformance = row.page === "/" ? 98 : 95;
  if (row.performance < minPerformance) misses.push(`perf<${minPerformance}`);
  if (row.accessibility < 100) misses.push("a11y<100");
  if (row.bestPractices < 100) misses.push("bp<100");
  // /auth and /dashboard are noindex on purpose: SEO 100 is a bar for the indexable pages only.
  if (INDEXABLE.includes(row.page) && row.seo < 100) misses.push("seo<100");
  if (LANDING.includes(row.page)) {
    if (row.lcpMs > 1500) misses.push("LCP>1.5s");
    if (row.tbtMs > 150) misses.push("TBT>150ms");
    if (row.cls > 0.02) misses.push("CLS>0.02");
  }
  if (row.page === "/" && row.totalBytes > 450 * KB) misses.push("bytes>450KB");
  return misses;
}

type Cell = string | number | null;
const COLUMNS = ["measure", "subject", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "CLS", "bytes KB", "JS gz KB", "req/s", "p50 ms", "p99 ms", "bars"];

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

export function rows(results: Results): Cell[][] {
  const table: Cell[][] = [];
  for (const row of results.lighthouse) {
    const misses = lighthouseMisses(row);
    const verdict = row.page === FLOOR_PAGE ? "reference" : row.preset === "mobile" ? (misses.length ? misses.join(" ") : "ok") : "";
    table.push([
      `lighthouse ${row.preset}`,
      row.page,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      fixed(row.lcpMs),
      fixed(row.tbtMs),
      fixed(row.cls, 3),
      fixed(row.totalBytes / KB),
      null,
      null,
      null,
      null,
      verdict,
    ]);
  }
  for (const failure of results.lighthouseFailures) {
    table.push([`lighthouse ${failure.preset}`, failure.page, ...Array(12).fill(null), `failed: ${failure.message.slice(0, 60)}`]);
  }
  if (results.js) {
    const { landing, floor, overFloorBytes } = results.js;
    const jsRow = (measure: string, subject: string, kb: string, verdict: string): Cell[] => [measure, subject, ...Array(8).fill(null), kb, null, null, null, verdict];
    table.push(jsRow("JS shipped", `/ (${landing.files} files)`, fixed(landing.gzipBytes / KB, 1), ""));
    table.push(jsRow("JS floor", `empty Next page (${floor.files} files)`, fixed(floor.gzipBytes / KB, 1), ""));
    table.push(jsRow("JS above floor", "/", fixed(overFloorBytes / KB, 1), overFloorBytes <= 25 * KB ? "ok" : "over +25KB"));
  }
  for (const row of results.load) {
    const errors = row.errors + row.non2xx;
    table.push([`load (${row.server})`, row.subject, ...Array(9).fill(null), fixed(row.requestsPerSec), fixed(row.p50Ms), fixed(row.p99Ms), errors ? `${errors} errors/non-2xx` : ""]);
  }
  if (results.proxyShare !== null) {
    const share = `${(results.proxyShare * 100).toFixed(0)}% of no-proxy`;
    table.push(["proxy cost", "/ vs / without proxy", ...Array(9).fill(null), share, null, null, results.proxyShare >= 0.75 ? "ok" : "below 75%"]);
  }
  return table;
}

export function formatTable(table: Cell[][]): string {
  const text = [COLUMNS, ...table].map((row) => row.map((cell) => (cell === null ? "" : String(cell))));
  const widths = COLUMNS.map((_, column) => Math.max(...text.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  return [line(text[0]), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...text.slice(1).map(line)].join("\n");
}
