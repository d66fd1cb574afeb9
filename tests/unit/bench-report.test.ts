import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { calibrationOf, drifted, REFERENCE_INDEX, slowdownFor } from "../../scripts/bench/calibration";
import { redirectedFrom, unmeasuredMetric } from "../../scripts/bench/lighthouse";
import {
  FLOOR_PAGE,
  lighthouseMisses,
  problems,
  servedMisses,
  type LighthouseRow,
  type Results,
  type ServedRow,
} from "../../scripts/bench/report";

const figures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 700,
  tbtMs: 60,
  cls: 0,
  totalBytes: 150_000,
  failing: [],
  benchmarkIndex: 3600,
};
const row = (page: string, changes: Partial<LighthouseRow> = {}): LighthouseRow => ({
  page,
  preset: "mobile",
  lens: "applied",
  slowdown: 4,
  calibratedIndex: 3400,
  ...figures,
  ...changes,
});
const floor = row(FLOOR_PAGE, { lcpMs: 650, tbtMs: 80 });
const empty = (): Results => ({ lighthouse: [], lighthouseFailures: [], js: null, load: [], proxyShare: null, teams: [], served: [] });

describe("bench bars (applied lens, relative to the empty Next page of the same run)", () => {
  it("passes a landing page within floor + 300 ms LCP and floor + 30 ms TBT", () => {
    assert.deepEqual(lighthouseMisses(row("/", { lcpMs: 950, tbtMs: 110 }), floor), []);
  });
  it("misses LCP 1 ms over floor + 300 ms on /, /pt and /esp, but not elsewhere (floor + 500 ms)", () => {
    for (const page of ["/", "/pt", "/esp"]) assert.deepEqual(lighthouseMisses(row(page, { lcpMs: 951 }), floor), ["LCP>floor+300ms"]);
    assert.deepEqual(lighthouseMisses(row("/auth", { lcpMs: 1150 }), floor), []);
    assert.deepEqual(lighthouseMisses(row("/auth", { lcpMs: 1151 }), floor), ["LCP>floor+500ms"]);
  });
  it("misses TBT over floor + 30 ms, performance under 98 and any layout shift", () => {
    assert.deepEqual(lighthouseMisses(row("/terms&conditions", { tbtMs: 111, performance: 97, cls: 0.001 }), floor), [
      "perf<98",
      "CLS>0",
      "TBT>floor+30ms",
    ]);
  });
  it("holds SEO 100 only on indexable pages", () => {
    assert.deepEqual(lighthouseMisses(row("/auth", { seo: 66 }), floor), []);
    assert.deepEqual(lighthouseMisses(row("/gallery-view/2024", { seo: 66 }), floor), ["seo<100"]);
  });
  it("holds the simulated lens and the floor itself to no bar", () => {
    assert.deepEqual(lighthouseMisses(row("/", { lens: "simulated", lcpMs: 3000, performance: 80 }), floor), []);
    assert.deepEqual(lighthouseMisses(row(FLOOR_PAGE, { performance: 50 }), floor), []);
  });
});

describe("bench exit status", () => {
  it("reports nothing for a clean run", () => {
    assert.deepEqual(problems({ ...empty(), lighthouse: [floor, row("/")] }), []);
  });
  it("fails on a Lighthouse run that failed, non-2xx load answers, JS over the floor and missed bars", () => {
    const results: Results = {
      ...empty(),
      lighthouse: [floor, row("/pt", { tbtMs: 200 })],
      lighthouseFailures: [{ page: "/auth", preset: "mobile", lens: "applied", message: "NO_FCP" }],
      js: {
        landing: { files: 6, rawBytes: 1, gzipBytes: 150_000 },
        floor: { files: 5, rawBytes: 1, gzipBytes: 139_000 },
        overFloorBytes: 11_000,
      },
      load: [{ subject: "/", server: "next", requestsPerSec: 500, p50Ms: 1, p99Ms: 2, non2xx: 3, errors: 0 }],
    };
    assert.deepEqual(problems(results), [
      "applied mobile /pt: TBT>floor+30ms",
      "applied mobile /auth: Lighthouse failed (NO_FCP)",
      "JS of / is 10.7 KB over the floor",
      "load next /: 0 errors, 3 non-2xx",
    ]);
  });
  it("fails a page measured without its floor row", () => {
    assert.deepEqual(problems({ ...empty(), lighthouse: [row("/")] }), ["applied mobile /: no floor row"]);
  });
  it("holds /dashboard to p95 ≤ 150 ms with 20 teams at once, and the entries page beside it to no failure", () => {
    const latency = { teams: 20, seconds: 10, pages: 900, p50Ms: 60, p99Ms: 300 };
    assert.deepEqual(
      problems({
        ...empty(),
        teams: [
          { path: "/dashboard", failures: 0, p95Ms: 151, ...latency },
          { path: "/dashboard/entries", failures: 0, p95Ms: 400, ...latency },
        ],
      }),
      ["20 teams on /dashboard: p95 151 ms"],
    );
    assert.deepEqual(problems({ ...empty(), teams: [{ path: "/dashboard/entries", failures: 2, p95Ms: 90, ...latency }] }), [
      "20 teams on /dashboard/entries: 2 failures",
    ]);
  });
});

describe("the calibrated lens (a CPU slowdown from the machine's benchmarkIndex)", () => {
  it("slows each machine to the reference phone: the index over the slowdown is the reference", () => {
    assert.equal(REFERENCE_INDEX, 900);
    assert.equal(slowdownFor(3600), 4);
    assert.equal(slowdownFor(1800), 2);
    assert.equal(slowdownFor(2383), 2.65);
    for (const index of [1000, 2222, 3333, 4567]) assert.ok(Math.abs(index / slowdownFor(index) - 900) < 5, String(index));
  });
  it("never speeds a machine slower than the reference up, and refuses a figure that is not a measurement", () => {
    assert.equal(slowdownFor(600), 1);
    for (const index of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) assert.throws(() => slowdownFor(index), String(index));
  });
  it("takes the median of the samples (one slow sample does not move it)", () => {
    assert.deepEqual(calibrationOf([3383.5, 2383, 3600]), { samples: [3383.5, 2383, 3600], benchmarkIndex: 3383.5, slowdown: 3.76 });
    assert.equal(calibrationOf([1800, 3600]).benchmarkIndex, 2700);
    assert.throws(() => calibrationOf([]));
  });
  it("says when a run's own index is more than a quarter from its calibration's: the machine changed in between", () => {
    assert.equal(drifted(3600, 3400), false);
    assert.equal(drifted(4200, 3400), false); // +24 %
    assert.equal(drifted(4300, 3400), true); // +26 %
    assert.equal(drifted(2500, 3400), true); // -26 %
  });
  it("fails a calibrated run that drifted, and not a run at a fixed slowdown", () => {
    assert.deepEqual(problems({ ...empty(), lighthouse: [floor, row("/", { benchmarkIndex: 2000 })] }), [
      "applied mobile /: Lighthouse measured the machine at 2000 where the calibration measured 3400 (the machine's load changed during the run: measure again)",
    ]);
    assert.deepEqual(problems({ ...empty(), lighthouse: [floor, row("/", { benchmarkIndex: 2000, calibratedIndex: null })] }), []);
  });
});

describe("the desk as served at the cup's scale", () => {
  const served = (path: string, changes: Partial<ServedRow> = {}): ServedRow => ({
    path,
    htmlBytes: 300_000,
    gzipBytes: 40_000,
    medianMs: 100,
    slowestMs: 150,
    runs: 5,
    ...changes,
  });
  it("holds every desk page's HTML to 100 KB gzip", () => {
    assert.deepEqual(servedMisses(served("/desk/brackets", { gzipBytes: 102_400 })), []);
    assert.deepEqual(servedMisses(served("/desk/brackets", { gzipBytes: 102_401 })), ["HTML 100 KB gzip > 100 KB"]);
    assert.deepEqual(servedMisses(served("/pt/desk/teams?page=2", { gzipBytes: 180_000 })), ["HTML 176 KB gzip > 100 KB"]);
  });
  it("holds the downloads to their own time bar, not to the HTML's weight", () => {
    assert.deepEqual(servedMisses(served("/desk/export/entries", { gzipBytes: 500_000, slowestMs: 999, barMs: 1000 })), []);
    assert.deepEqual(servedMisses(served("/desk/export/entries", { slowestMs: 1000, barMs: 1000 })), ["slowest 1000 ms ≥ 1000 ms"]);
    assert.deepEqual(servedMisses(served("/desk/documents/entries-check", { gzipBytes: 400_000 })), []);
  });
  it("fails the run on a missed desk bar", () => {
    assert.deepEqual(problems({ ...empty(), served: [served("/desk/teams", { gzipBytes: 200_000 })] }), [
      "/desk/teams: HTML 195 KB gzip > 100 KB",
    ]);
  });
});

describe("a Lighthouse run measures the page it was asked for", () => {
  it("refuses a run that a redirect took elsewhere (an organiser's expired session lands on the sign-in page)", () => {
    const asked = "http://localhost:3011/desk/draw/benjamin-women-36kg";
    assert.equal(redirectedFrom(asked, asked), null);
    assert.equal(redirectedFrom("http://localhost:3011/desk/brackets?page=2", "http://localhost:3011/desk/brackets?page=2"), null);
    assert.equal(
      redirectedFrom(asked, "http://localhost:3011/auth?next=%2Fdesk%2Fdraw%2Fbenjamin-women-36kg"),
      "/desk/draw/benjamin-women-36kg ended at /auth?next=%2Fdesk%2Fdraw%2Fbenjamin-women-36kg, not the page asked",
    );
  });
  it("refuses a run with no TBT or LCP rather than a median of NaN (a trace cut before a quiet window)", () => {
    assert.equal(unmeasuredMetric({ lcpMs: 1192, tbtMs: 287 }), null);
    assert.equal(unmeasuredMetric({ lcpMs: 1192, tbtMs: Number.NaN }), "no TBT in the report");
    assert.equal(unmeasuredMetric({ lcpMs: Number.NaN, tbtMs: Number.NaN }), "no LCP or TBT in the report");
  });
});
