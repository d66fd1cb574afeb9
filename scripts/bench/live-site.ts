/**
 * What the fight-day benches stand on (today.ts, weigh-in.ts, live.ts): a production build served at the clock it
 * was built with (the `live` scenario's Friday morning, `node --import tsx scripts/test/build-at.ts live`) beside a
 * fresh embedded backend on the usual ports, and the empty Next page the Lighthouse ones measure their floor on.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { builtSiteClock } from "../../lib/clock/built-setting";
import { buildFloorApp } from "./js-weight";
import { isAnswering, start, stopAll, waitForUrl } from "./processes";

const ROOT = resolve(import.meta.dirname, "../..");
const nextBin = join(ROOT, "node_modules/next/dist/bin/next");
export const LIVE_SITE = "http://localhost:3000";

export type LiveSite = {
  /** The environment the site runs in (its clock), for anything else the bench serves beside it. */
  env: Record<string, string>;
  /** The two processes, for the benches that read their CPU time. */
  pids: { site: number; backend: number };
  /** Stops everything the bench started and removes the backend's data. */
  stop: () => Promise<void>;
};

/**
 * Starts the backend, then the site, and waits for both. Refuses before starting anything when the build has no
 * chosen date or port 3000 is taken; a failure while starting stops what did start.
 */
export async function startLiveSite(work: string, logs: string): Promise<LiveSite> {
  const clock = builtSiteClock();
  if (!clock) throw new Error("build at the live scenario's date first: node --import tsx scripts/test/build-at.ts live");
  if (await isAnswering(LIVE_SITE)) throw new Error(`${LIVE_SITE} is in use: stop that server first`);
  mkdirSync(logs, { recursive: true });
  const dataDir = mkdtempSync(join(work, "supabase-"));
  const env = { SITE_CLOCK: clock, NEXT_TELEMETRY_DISABLED: "1" };
  const stop = async () => {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let pids: LiveSite["pids"];
  try {
    const backend = start("node", ["--import", "tsx", "local-supabase/main.ts"], {
      // The benches sign many accounts in from this one address: the per-IP limits raised.
      env: { ...env, LOCAL_SUPABASE_DATA_DIR: dataDir, LOCAL_SUPABASE_CONFIG_OVERRIDE: "local-supabase/overrides/shared-ip.toml" },
      log: join(logs, "backend.log"),
    });
    await waitForUrl("http://127.0.0.1:54321/auth/v1/health", backend);
    const site = start("node", [nextBin, "start", "-H", "localhost", "-p", "3000"], { env, log: join(logs, "next.log") });
    await waitForUrl(LIVE_SITE, site);
    pids = { site: site.pid!, backend: backend.pid! };
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, pids, stop };
}

/** Builds the empty Next page in `work`/floor-app and serves it on `port` (stopped by the site's stop). */
export async function startFloor(work: string, logs: string, env: Record<string, string>, port: number): Promise<void> {
  await buildFloorApp(join(work, "floor-app"), join(logs, "floor-build.log"));
  const floor = start("node", [nextBin, "start", "-H", "localhost", "-p", String(port), join(work, "floor-app")], {
    env,
    log: join(logs, "floor.log"),
  });
  await waitForUrl(`http://localhost:${port}/`, floor);
}
