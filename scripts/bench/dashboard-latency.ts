/**
 * Issue 4 bar: /dashboard for signed-in teams, p95 ≤ 150 ms with 20 teams loading it at once.
 * Needs the production site and its backend running (e.g. `npm run site`); loopback only, bounded in time.
 * Run: node --import tsx scripts/bench/dashboard-latency.ts [users=20] [seconds=10] [site=http://localhost:3000]
 * Each simulated team has its own session and reloads its portal back to back, as a crowd refreshing does.
 */
import { signedInCookie } from "./session";

const users = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 10);
const site = process.argv[4] ?? "http://localhost:3000";

const cookies = await Promise.all(Array.from({ length: users }, () => signedInCookie()));
const latencies: number[] = [];
let failures = 0;

async function oneTeam(cookie: string, until: number) {
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(`${site}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(performance.now() - started);
      else failures++;
    } catch {
      failures++;
    }
  }
}

// Warm-up: the first render of a route compiles nothing in production, but fills the JWKS and module caches.
await Promise.all(cookies.map((cookie) => fetch(`${site}/dashboard`, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer())));
const until = performance.now() + seconds * 1000;
await Promise.all(cookies.map((cookie) => oneTeam(cookie, until)));

latencies.sort((a, b) => a - b);
const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN);
console.log(
  `/dashboard, ${users} signed-in teams at once for ${seconds} s: ${latencies.length} pages (${Math.round(latencies.length / seconds)}/s), ` +
    `${failures} failures; p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms (bar: p95 ≤ 150 ms)`,
);
if (failures > 0 || at(95) > 150) process.exitCode = 1;
