/**
 * `node --import tsx scripts/bench/notifications.ts [changes] [brackets]`: the teams' mails on the embedded backend
 * (docs/benchmarks.md), the sender (supabase/functions/send-notifications) under Deno delivering to the inbox:
 *
 * - change → inbox: a sender running back to back (as a schedule with no wait would), `changes` times (default 20) a
 *   draw published for two new teams; the time from the publication's commit to both mails in the inbox, p50 and p95;
 * - throughput: `brackets` (default 25) draws of eight teams each published, then one run sends every mail (8 per
 *   bracket) with no rate limit: mails a second.
 *
 * Starts its own backend on free ports (tests/backend/helpers/backend.ts); binds nothing fixed.
 */
import { performance } from "node:perf_hooks";
import path from "node:path";
import { SECRET_KEY } from "../../local-supabase/config";
import { DenoFunction } from "../../local-supabase/functions/deno-worker";
import { embeddedHarness } from "../../tests/backend/helpers/entry-harness";
import { startTestBackend } from "../../tests/backend/helpers/backend";
import { publishedBracket } from "../../tests/support/entries/order-rules";

const changes = Number(process.argv[2] ?? 20);
const brackets = Number(process.argv[3] ?? 25);
const ENTRY = path.resolve(import.meta.dirname, "..", "..", "supabase", "functions", "send-notifications", "index.ts");

const backend = await startTestBackend();
const h = embeddedHarness(backend);
const organiser = await h.organiser();
const sender = new DenoFunction(
  "send-notifications",
  ENTRY,
  {
    SUPABASE_URL: backend.url,
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
    SITE_URL: "http://localhost:3000",
    NOTIFY_MAIL_API_URL: backend.inboxUrl,
    NOTIFY_MAIL_API_KEY: "re_local",
    NOTIFY_PER_SECOND: "100000",
    NOTIFY_BATCH: "1000",
  },
  () => {},
);
const headers = new Headers({ apikey: SECRET_KEY, "Content-Type": "application/json" });
const body = new TextEncoder().encode('{"settle_seconds":0}') as Uint8Array<ArrayBuffer>;
const run = async () => (await (await sender.fetch("POST", "/send-notifications", headers, body)).json()) as { sent: number };
const inboxCount = async () => ((await (await fetch(`${backend.inboxUrl}/api/v1/info`)).json()) as { Messages: number }).Messages;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

try {
  await run(); // Deno's start-up is not part of a change's path.

  // change → inbox, with a sender running back to back.
  let running = true;
  const loop = (async () => {
    while (running) await run();
  })();
  const latencies: number[] = [];
  for (let i = 0; i < changes; i++) {
    const teams = [await h.team(`Bench ${i}a`), await h.team(`Bench ${i}b`)];
    const before = await inboxCount();
    await publishedBracket(h, organiser, teams, 2); // its last request publishes: the commit is when it answers
    const committed = performance.now();
    while ((await inboxCount()) < before + 2) await new Promise((r) => setTimeout(r, 5));
    latencies.push(performance.now() - committed);
  }
  running = false;
  await loop;

  // Throughput: every mail of `brackets` draws of eight new teams each (one digest per team) in one run.
  for (let b = 0; b < brackets; b++) {
    const teams = [];
    for (let t = 0; t < 8; t++) teams.push(await h.team(`Throughput ${b}-${t}`));
    await publishedBracket(h, organiser, teams, 8);
  }
  const before = await inboxCount();
  const t0 = performance.now();
  const { sent } = await run();
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `change → inbox over ${changes} draws (2 mails each): p50 ${pct(latencies, 0.5).toFixed(0)} ms, p95 ${pct(latencies, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `throughput: ${sent} mails (${(await inboxCount()) - before} in the inbox) in ${seconds.toFixed(2)} s = ${(sent / seconds).toFixed(1)} mails/s`,
  );
} finally {
  await sender.stop();
  await backend.destroy();
}
