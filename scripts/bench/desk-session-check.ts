/**
 * What the desk's session check costs (docs/decisions.md D63): against the production build in `.next`, served by
 * `next start` on :3000, with an embedded backend behind a counting proxy on :54321, it times desk requests as the
 * demo organiser and counts the `GET /auth/v1/user` each one makes, then times that request alone. Binds the
 * fixed ports: run it under the machine's port lock, and with the CPU lock held exclusively for quiet figures.
 * Run: node --import tsx scripts/bench/desk-session-check.ts [runs=20]
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { DEMO_ORGANISER } from "../../local-supabase/seed";
import { startLocalSupabase } from "../../local-supabase/server";
import { cookieHeader, sessionIn, signedInCookies } from "../../tests/support/session-cookies";

const runs = Number(process.argv[2] ?? 20);
const site = "http://localhost:3000";
const targets = ["/desk", "/desk/teams", "/desk/export/entries", "/desk/documents/entries-check"];

const dataDir = await mkdtemp(path.join(os.tmpdir(), "desk-session-check-"));
const backend = await startLocalSupabase({
  port: 0,
  inboxPort: 0,
  dataDir,
  seedDemo: true,
  log: () => {},
  configOverrides: [{ name: "shared-ip.toml", toml: await readFile("local-supabase/overrides/shared-ip.toml", "utf8") }],
});
const upstream = new URL(backend.url);
let checks = 0;
const counter = http.createServer((req, res) => {
  if (req.url?.startsWith("/auth/v1/user")) checks++;
  const forward = http.request({
    hostname: upstream.hostname,
    port: upstream.port,
    path: req.url,
    method: req.method,
    headers: req.headers,
  });
  forward.on("response", (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(forward);
});
await new Promise<void>((resolve) => counter.listen(Number(new URL(LOCAL_SUPABASE_URL).port), "127.0.0.1", resolve));
const next = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "localhost", "-p", "3000"], {
  stdio: "ignore",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
try {
  for (let i = 0; ; i++) {
    if ((await fetch(site).catch(() => null))?.ok) break;
    if (i > 100) throw new Error("next start did not answer");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const jar = await signedInCookies(LOCAL_SUPABASE_URL, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const cookie = cookieHeader(jar);
  for (const target of targets) {
    const times: number[] = [];
    let counted = 0;
    for (let i = 0; i <= runs; i++) {
      const before = checks;
      const started = performance.now();
      const response = await fetch(`${site}${target}`, { headers: { cookie }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
      // The first request warms the route up.
      if (i > 0) {
        times.push(performance.now() - started);
        counted += checks - before;
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `${target}: median ${percentile(times, 0.5).toFixed(1)} ms, p90 ${percentile(times, 0.9).toFixed(1)} ms, ` +
        `GET /auth/v1/user per request ${(counted / runs).toFixed(2)}`,
    );
  }
  // The check's own request, straight to the backend.
  const token = sessionIn(jar).access_token;
  const times: number[] = [];
  for (let i = 0; i <= 100; i++) {
    const started = performance.now();
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`GET /auth/v1/user: median ${percentile(times, 0.5).toFixed(2)} ms, p90 ${percentile(times, 0.9).toFixed(2)} ms of 100`);
} finally {
  next.kill("SIGTERM");
  counter.close();
  await backend.stop();
  await rm(dataDir, { recursive: true, force: true });
}
