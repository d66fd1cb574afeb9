/**
 * Pages rendered for signed-in teams, loaded by many teams at once: each simulated team has its own session (and,
 * for the entries page, its own boxers) and reloads the page back to back, as a crowd refreshing does. Reports
 * p50/p95/p99 of the 200 answers; anything else is a failure.
 */
export type TeamLatency = {
  path: string;
  teams: number;
  seconds: number;
  pages: number;
  failures: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
};

export async function teamLatency(site: string, path: string, cookies: readonly string[], seconds: number): Promise<TeamLatency> {
  const latencies: number[] = [];
  let failures = 0;
  const load = (cookie: string) => fetch(`${site}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  // Warm-up: fills the JWKS and module caches, as the first visitors would.
  await Promise.all(cookies.map((cookie) => load(cookie).then((r) => r.arrayBuffer())));
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const response = await load(cookie);
          await response.arrayBuffer();
          if (response.status === 200) latencies.push(performance.now() - started);
          else failures++;
        } catch {
          failures++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN);
  return { path, teams: cookies.length, seconds, pages: latencies.length, failures, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99) };
}

export const describeLatency = (r: TeamLatency) =>
  `${r.path}, ${r.teams} signed-in teams at once for ${r.seconds} s: ${r.pages} pages (${Math.round(r.pages / r.seconds)}/s), ` +
  `${r.failures} failures; p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms`;
