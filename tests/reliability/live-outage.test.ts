/**
 * The live layer's version source killed mid-day (issue 34, docs/decisions.md D91): a crowd of simulated open pages
 * (tests/support/live-viewer.ts, the contract of D91) polls the real `/live` route, served over HTTP by this process,
 * against a backend of its own. The backend is SIGKILLed between two runs of results, so `/live` answers 503: every
 * 503 is `no-store` (nothing a CDN could keep), the pages back off instead of polling at their interval, and none
 * goes back to an older version. When the backend returns, every page reaches the newest version, and that version
 * is the number of events in the log: versions have no gap (D90), so a page that has seen version v has missed none
 * of the v events.
 */
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, it } from "node:test";
import { edition } from "../../lib/content/edition";
import { BackendProcess, freePort } from "../support/backend-process";
import { LiveViewer } from "../support/live-viewer";
import { record } from "./helpers/report";
import { sized } from "./helpers/size";

const VIEWERS = sized(200, 40);
/** Shorter than the pages' 2 s so the test takes seconds; the back-off is the pages' (double, up to a ceiling). */
const INTERVAL_MS = 250;
const MAX_BACKOFF_MS = 2_000;
const OUTAGE_MS = 6_000;

let backend: BackendProcess;
let site: http.Server;
let liveUrl: string;

before(async () => {
  backend = await BackendProcess.create();
  // lib/supabase/env.ts reads the address when it is first imported.
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  const { GET } = await import("../../app/live/route");
  // The route as Next serves it: the request's If-None-Match in, the status, headers and body out.
  site = http.createServer((req, res) => {
    const headers = new Headers();
    if (req.headers["if-none-match"]) headers.set("if-none-match", req.headers["if-none-match"]);
    void GET(new Request(`http://site.test${req.url}`, { headers })).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => site.listen(port, "127.0.0.1", resolve));
  liveUrl = `http://127.0.0.1:${port}/live`;
});
after(async () => {
  site?.closeAllConnections();
  site?.close();
  await backend?.destroy();
});

const run = Date.now().toString(36);
let written = 0;
/** A public result event, as the triggers write it (the secret key may; the API roles may not, D90). */
async function event(): Promise<void> {
  written++;
  const { error } = await backend
    .admin()
    .from("cup_events")
    .insert({
      key: `outage:${run}:${written}`,
      kind: "result",
      edition: edition.year,
      audience: "public",
      actor_kind: "service",
      occurred_at: new Date().toISOString(),
      day: "2026-03-27",
      category: "junior",
      sex: "F",
      weight_class: "48",
      node: "sf1",
    });
  assert.equal(error, null, JSON.stringify(error));
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) assert.fail(`${what} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - started;
}

it("pollers back off while /live answers 503 (no-store), then every one reaches the newest version with none missed", async () => {
  const crowd = Array.from(
    { length: VIEWERS },
    (_, i) =>
      new LiveViewer({
        url: liveUrl,
        scopeOf: (document) => document.version,
        intervalMs: INTERVAL_MS,
        offsetMs: (i * INTERVAL_MS) / VIEWERS,
        maxBackoffMs: MAX_BACKOFF_MS,
        // The page's fetch: here the page shows what it asked for (the bench measures real pages).
        refetch: async (wanted) => wanted,
      }),
  );
  crowd.forEach((viewer) => viewer.start());
  try {
    for (let i = 0; i < 5; i++) await event();
    await until(() => crowd.every((v) => v.shown === written), 10_000, "every page at the morning's version");

    await backend.stop("SIGKILL");
    const polls = crowd.reduce((n, v) => n + v.stats.polls, 0);
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const outagePolls = crowd.reduce((n, v) => n + v.stats.polls, 0) - polls;
    const failures = crowd.reduce((n, v) => n + v.stats.failures, 0);
    assert.ok(failures >= VIEWERS, `every page failed at least once while the backend was down (${failures} failures)`);
    assert.equal(
      crowd.reduce((n, v) => n + v.stats.cacheableFailures, 0),
      0,
      "every 503 is no-store",
    );
    // At the interval the crowd would have polled OUTAGE_MS / INTERVAL_MS times each; backing off, far fewer.
    const atInterval = (VIEWERS * OUTAGE_MS) / INTERVAL_MS;
    assert.ok(outagePolls < atInterval / 3, `backed off: ${outagePolls} polls in the outage, ${atInterval} at the interval`);
    assert.ok(
      crowd.every((v) => v.stats.longestWaitMs === MAX_BACKOFF_MS),
      "every page reached its longest back-off",
    );
    assert.ok(
      crowd.every((v) => v.shown === 5),
      "no page lost or changed what it showed",
    );

    const restartMs = await backend.start();
    for (let i = 0; i < 5; i++) await event();
    const catchUpMs = await until(
      () => crowd.every((v) => v.shown === written),
      MAX_BACKOFF_MS + 10_000,
      "every page at the newest version",
    );

    // Versions have no gap: the newest version every page reached is the number of events the log holds.
    const { count, error } = await backend.admin().from("cup_events").select("id", { count: "exact", head: true });
    assert.equal(error, null);
    assert.equal(count, written);
    for (const viewer of crowd) {
      assert.equal(viewer.shown, count);
      assert.deepEqual(
        viewer.editionVersions,
        [...viewer.editionVersions].sort((a, b) => a - b),
        "a page never read an older document after a newer one",
      );
    }
    console.log(
      `${VIEWERS} pages: ${failures} failed polls in a ${OUTAGE_MS / 1000} s outage (${outagePolls} polls, ${atInterval} at the interval), ` +
        `backend back in ${Math.round(restartMs)} ms, every page at version ${count} ${Math.round(catchUpMs)} ms after the last event`,
    );
    await record({
      checks: {
        "live: /live down 6 s, pages back off and catch up":
          `${VIEWERS} pages, ${outagePolls} polls in the outage (${atInterval} at the interval), 0 cacheable 503s, ` +
          `all at version ${count} = events in the log ${Math.round(catchUpMs)} ms after the last`,
      },
    });
  } finally {
    await Promise.all(crowd.map((v) => v.stop()));
  }
});
