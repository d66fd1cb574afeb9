/**
 * Commit → visible (issue 34, docs/decisions.md D91): N simulated viewers of the "today" page poll `/live` as open
 * pages do, while the desk records 50 results through its own form (the server action, as an organiser); for each
 * result and each viewer, the time from the desk's answer (the write has committed) to the end of that viewer's fetch
 * of a "today" page that shows it. Against the production build at the `live` scenario's date, served by `next start`
 * on :3000 with a fresh embedded backend on :54321 (docs/benchmarks.md "Live propagation"):
 *
 *   node --import tsx scripts/test/build-at.ts live
 *   npm run bench:live -- [viewers …]        (default 500; each count is one run of 50 results on the same day)
 *
 * It prints p50/p95/p99 per count, the origin's requests per second and their 304 share, what each answer weighs, the
 * load generator's event-loop delay (a saturated generator would measure itself) and the CPU the site and the backend
 * used; it exits non-zero when a run's p95 is over 3 s or its p99 over 5 s, or a viewer never saw a result.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { bracketSlug } from "../../lib/cup/bracket-slug";
import { LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { DEMO_ORGANISER } from "../../local-supabase/seed";
import { answerBytes, LiveViewer } from "../../tests/support/live-viewer";
import { cookieHeader, signedInCookies } from "../../tests/support/session-cookies";
import { percentile } from "../../tests/reliability/helpers/stats";
import { boutOf, seedFriday, service, type SeededFriday } from "./friday-seed";
import { stopAll } from "./processes";
import { startLiveSite } from "./live-site";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, ".local/bench/live");
const LOGS = join(WORK, "logs");
const SITE = "http://localhost:3000";
const counts = process.argv.slice(2).map(Number);
const RESULTS = 50;
/** The pages' poll interval (D91) and the desk's pace: one result every 2 s, far faster than four rings record. */
const INTERVAL_MS = 2_000;
const RESULT_EVERY_MS = 2_000;
const BARS = { p95Ms: 3_000, p99Ms: 5_000 };

/** The "today" page's results list: the bout numbers it shows as decided. */
function resultsShown(html: string): Set<number> {
  const from = html.indexOf('id="results-title"');
  if (from < 0) return new Set();
  const list = html.slice(from, html.indexOf("</ol>", from));
  return new Set([...list.matchAll(/<strong>Bout (\d+)<\/strong>/g)].map((m) => Number(m[1])));
}

/** CPU seconds used so far by a process group (the site's `next start` and its workers): /proc's utime + stime. */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      // After the name: state(0) ppid(1) pgrp(2) … utime(11) stime(12).
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

const recordActionId = (): string => {
  const manifest = JSON.parse(readFileSync(join(ROOT, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const id = Object.entries(manifest.node).find(
    ([, a]) => a.exportedName === "recordAction" && a.filename?.includes("desk/draw/actions"),
  )?.[0];
  if (!id) throw new Error("the build has no recordAction");
  return id;
};

type Desk = { cookie: string; action: string };

/** One result through the desk's own form (no JavaScript): the server action writes it with the organiser's token. */
async function record(desk: Desk, seeded: SeededFriday, bout: SeededFriday["placed"][number]): Promise<number> {
  const { bracket, node, red } = boutOf(seeded, bout);
  const slug = bracketSlug(bracket);
  const form = new FormData();
  form.set(`$ACTION_ID_${desk.action}`, "");
  form.set("bracket", slug);
  form.set("back", `/desk/draw/${slug}`);
  form.set("node", node);
  form.set("winner", red);
  form.set("method", "points");
  const response = await fetch(`${SITE}/desk/draw/${slug}`, {
    method: "POST",
    body: form,
    headers: { cookie: desk.cookie, origin: SITE },
    redirect: "manual",
  });
  await response.arrayBuffer();
  const committed = performance.now();
  const location = response.headers.get("location") ?? "";
  if (response.status !== 303 || !location.includes("outcome=recorded"))
    throw new Error(`bout ${bout.number}: ${response.status} ${location}`);
  return committed;
}

const dayVersion = async (day: string): Promise<number> => {
  const { data, error } = await service().from("live_versions").select("version").eq("scope", "day").eq("key", day);
  if (error) throw new Error(`live_versions: ${error.message}`);
  return Number(data?.[0]?.version ?? 0);
};

/**
 * What one answer costs the site, alone: `loops` clients asking `path` back to back for 5 s (with an ETag the site has,
 * when given: 304s), the site's CPU over that time divided by the answers.
 */
async function cost(path: string, loops: number, sitePid: number, etag?: string): Promise<string> {
  const cpu = groupCpuSeconds(sitePid);
  const until = performance.now() + 5_000;
  let answers = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < until) {
        const response = await fetch(`${SITE}${path}`, { headers: etag ? { "If-None-Match": etag } : {} });
        // Read first: `bytes += await …` would add to the total as it was before the wait, losing the other clients'.
        const body = await response.text();
        bytes += answerBytes(response, body);
        answers++;
      }
    }),
  );
  const used = groupCpuSeconds(sitePid) - cpu;
  return `${path}${etag ? " (304)" : ""}: ${(answers / 5).toFixed(0)} answers/s with ${loops} clients, ${((used / answers) * 1000).toFixed(2)} ms of site CPU and ${(bytes / answers).toFixed(0)} bytes each`;
}

type Run = { viewers: number; p50: number; p95: number; p99: number; missed: number; ok: boolean };

async function run(
  viewers: number,
  desk: Desk,
  seeded: SeededFriday,
  bouts: SeededFriday["placed"],
  sitePid: number,
  backendPid: number,
): Promise<Run> {
  const day = bouts[0].day;
  const base = await dayVersion(day);
  const mine = new Set(bouts.map((b) => b.number));
  const committedAt = new Map<number, number>();
  let pageFetches = 0;
  let pageBytes = 0;
  const seen: Map<number, number>[] = [];
  const crowd = Array.from({ length: viewers }, (_, i) => {
    const visibleAt = new Map<number, number>();
    seen.push(visibleAt);
    return new LiveViewer({
      url: `${SITE}/live`,
      scopeOf: (document) => document.days[day] ?? 0,
      intervalMs: INTERVAL_MS,
      offsetMs: (i * INTERVAL_MS) / viewers,
      maxBackoffMs: 30_000,
      shown: base,
      refetch: async () => {
        const response = await fetch(`${SITE}/today`);
        const html = await response.text();
        const at = performance.now();
        pageFetches++;
        pageBytes += html.length;
        let shows = 0;
        for (const number of resultsShown(html))
          if (mine.has(number)) {
            shows++;
            if (!visibleAt.has(number)) visibleAt.set(number, at);
          }
        return base + shows;
      },
    });
  });
  crowd.forEach((viewer) => viewer.start());
  // Every viewer has its document (and its ETag) before the first result.
  await new Promise((r) => setTimeout(r, 2 * INTERVAL_MS));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const before = { polls: sum(crowd, "polls"), notModified: sum(crowd, "notModified"), pollMs: crowd.map((v) => v.stats.pollMs.length) };
  const cpu = { site: groupCpuSeconds(sitePid), backend: groupCpuSeconds(backendPid), bench: process.cpuUsage() };
  const started = performance.now();
  for (const [k, bout] of bouts.entries()) {
    committedAt.set(bout.number, await record(desk, seeded, bout));
    const next = started + (k + 1) * RESULT_EVERY_MS;
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  const deadline = performance.now() + 30_000;
  while (crowd.some((v) => v.shown < base + bouts.length) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  const polls = sum(crowd, "polls") - before.polls;
  const notModified = sum(crowd, "notModified") - before.notModified;
  const pollMs = crowd.flatMap((v, i) => v.stats.pollMs.slice(before.pollMs[i]));
  const benchCpu = process.cpuUsage(cpu.bench);
  const used = {
    site: groupCpuSeconds(sitePid) - cpu.site,
    backend: groupCpuSeconds(backendPid) - cpu.backend,
    bench: (benchCpu.user + benchCpu.system) / 1e6,
  };
  await Promise.all(crowd.map((v) => v.stop()));

  const latencies: number[] = [];
  let missed = 0;
  for (const visibleAt of seen)
    for (const [number, committed] of committedAt) {
      const at = visibleAt.get(number);
      if (at === undefined) missed++;
      else latencies.push(at - committed);
    }
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
  const stale = sum(crowd, "staleRefetches");
  const perPoll = sum(crowd, "bytes") / sum(crowd, "polls");
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    [
      `${viewers} viewers, ${bouts.length} results, ${seconds.toFixed(0)} s:`,
      `  commit → visible (${latencies.length} of ${committedAt.size * viewers}, ${missed} never seen): p50 ${fmt(p50)}, p95 ${fmt(p95)}, p99 ${fmt(p99)}, max ${fmt(Math.max(...latencies))}`,
      `  /live at the origin: ${(polls / seconds).toFixed(0)} requests/s, ${((notModified / polls) * 100).toFixed(1)} % 304, answer p50 ${percentile(pollMs, 50).toFixed(1)} ms, p95 ${percentile(pollMs, 95).toFixed(1)} ms, p99 ${percentile(pollMs, 99).toFixed(1)} ms, ${perPoll.toFixed(0)} bytes per answer on average`,
      `  /today fetches: ${pageFetches} (${(pageFetches / seconds).toFixed(0)}/s, ${stale} showed an older rendering and were fetched again), ${(pageBytes / Math.max(1, pageFetches) / 1024).toFixed(0)} KB each`,
      `  CPU over the run: site ${((used.site / seconds) * 100).toFixed(0)} %, backend ${((used.backend / seconds) * 100).toFixed(0)} %, this generator ${((used.bench / seconds) * 100).toFixed(0)} % of one core; generator event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
    ].join("\n"),
  );
  const ok = missed === 0 && p95 <= BARS.p95Ms && p99 <= BARS.p99Ms;
  return { viewers, p50, p95, p99, missed, ok };
}

function sum(crowd: LiveViewer[], key: "polls" | "notModified" | "staleRefetches" | "bytes"): number {
  return crowd.reduce((total, v) => total + v.stats[key], 0);
}

async function main() {
  const viewerCounts = counts.length > 0 ? counts : [500];
  const { pids, stop } = await startLiveSite(WORK, LOGS);
  try {
    const seeded = await seedFriday("live");
    if (seeded.placed.length < RESULTS * viewerCounts.length)
      throw new Error(`${seeded.placed.length} bouts: too few for ${viewerCounts.length} runs`);
    const desk = {
      cookie: cookieHeader(await signedInCookies(LOCAL_SUPABASE_URL, DEMO_ORGANISER.email, DEMO_ORGANISER.password)),
      action: recordActionId(),
    };
    // The page is regenerated from the seeded day (at most 30 s old, docs/decisions.md D46).
    for (let tries = 0; !(await (await fetch(`${SITE}/today`)).text()).includes('id="results-title"'); tries++) {
      if (tries > 60) throw new Error("/today never showed the seeded day");
      await new Promise((r) => setTimeout(r, 1000));
    }
    const etag = (await fetch(`${SITE}/live`)).headers.get("etag") ?? undefined;
    console.log("per answer, alone (5 s each):");
    for (const line of [await cost("/live", 50, pids.site, etag), await cost("/live", 50, pids.site), await cost("/today", 10, pids.site)])
      console.log(`  ${line}`);
    const runs: Run[] = [];
    for (const [i, viewers] of viewerCounts.entries())
      runs.push(await run(viewers, desk, seeded, seeded.placed.slice(i * RESULTS, (i + 1) * RESULTS), pids.site, pids.backend));
    const failed = runs.filter((r) => !r.ok);
    for (const r of failed) console.log(`${r.viewers} viewers miss the bar (p95 ≤ 3 s, p99 ≤ 5 s, every result seen)`);
    if (failed.length) process.exitCode = 1;
  } finally {
    await stop();
  }
}

// Stopped while it runs (^C, a timeout): the servers it started go with it, so the fixed ports are free again.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    console.error(`bench stopped by ${signal}`);
    void stopAll().then(() => process.exit(1));
  });

main().catch(async (error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
