/**
 * What a result write costs with a full semi-finals day placed (docs/benchmarks.md): since each write computes its
 * day's estimated starts again (supabase/migrations/*_bout_estimates.sql, D101), its time grows with the day. Starts a
 * fresh embedded backend at the `live` scenario's clock on its fixed port, seeds the 250-bout Friday
 * (./friday-seed.ts, which also times the proposal's one upsert), records 20 results of ring 1 one after the other
 * with the secret key, and prints their median and slowest. Run under the port and CPU locks:
 * `flock /tmp/pbc-e2e.lock flock -s /tmp/pbc-cpu.lock node --import tsx scripts/bench/result-writes.ts`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { scenarios } from "../../e2e/phases/scenarios";
import { recordRedWin, seedFriday } from "./friday-seed";
import { start, stopAll, waitForUrl } from "./processes";

const work = mkdtempSync(path.join(os.tmpdir(), "result-writes-"));
try {
  const backend = start("node", ["--import", "tsx", "local-supabase/main.ts"], {
    env: { LOCAL_SUPABASE_DATA_DIR: path.join(work, "data"), LOCAL_SUPABASE_RESET: "1", SITE_CLOCK: scenarios.live.clock },
    log: path.join(work, "backend.log"),
  });
  await waitForUrl("http://127.0.0.1:54321/auth/v1/health", backend);
  const seeded = await seedFriday("writes");
  const times: number[] = [];
  for (const placed of seeded.placed.filter((p) => p.ring === 1).slice(0, 20)) {
    const began = performance.now();
    await recordRedWin(seeded, placed);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${times.length} results, ${seeded.placed.length} bouts placed: median ${times[10].toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`,
  );
} finally {
  await stopAll();
  rmSync(work, { recursive: true, force: true });
}
