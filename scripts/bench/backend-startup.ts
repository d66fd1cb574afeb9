/**
 * Bar: start-up to first answered request on an existing data directory ≤ 2 s.
 * Run: node --import tsx scripts/bench/backend-startup.ts [runs=5]
 * Measures wall time from spawning the backend process (`npm run backend`'s program, tsx compile included)
 * until GET /auth/v1/health answers, on a data directory created by a previous run.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, spawnBackend, stopChild, waitUntilAnswering } from "../../tests/support/backend-process";

const runs = Number(process.argv[2] ?? 5);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "local-supabase-bench-startup-"));
try {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const [port, inboxPort] = [await freePort(), await freePort()];
    const since = performance.now();
    const child = spawnBackend(dataDir, port, inboxPort);
    child.stdout?.resume();
    const ms = await waitUntilAnswering(`http://127.0.0.1:${port}`, since);
    const code = await stopChild(child);
    if (code !== 0) throw new Error(`backend exited with ${code} on SIGTERM`);
    if (i === 0) console.log(`first start (creates the data directory): ${Math.round(ms)} ms`);
    else times.push(ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `restart on an existing data directory, ${runs} runs: median ${Math.round(median)} ms, ` +
      `min ${Math.round(times[0])} ms, max ${Math.round(times.at(-1)!)} ms (bar: ≤ 2000 ms)`,
  );
  if (times.at(-1)! > 2000) process.exitCode = 1;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
