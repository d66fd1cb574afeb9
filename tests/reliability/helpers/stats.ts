/** One measured scenario, as printed in the table and written to bench-results/reliability.json. */
export type LoadResult = {
  scenario: string;
  requests: number;
  ok: number;
  successRate: number;
  p50Ms: number;
  p99Ms: number;
  wallSeconds: number;
};

/** Nearest-rank percentile (no interpolation, so p99 of 300 samples is a latency someone really had). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs every call at once, timing each one; `ok` decides what counts as a success. */
export async function measure<T>(
  scenario: string,
  calls: (() => Promise<T>)[],
  ok: (result: T) => boolean,
): Promise<{ result: LoadResult; outcomes: T[] }> {
  const latencies: number[] = [];
  const started = performance.now();
  const outcomes = await Promise.all(
    calls.map(async (call) => {
      const t0 = performance.now();
      const outcome = await call();
      latencies.push(performance.now() - t0);
      return outcome;
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const okCount = outcomes.filter(ok).length;
  return {
    outcomes,
    result: {
      scenario,
      requests: calls.length,
      ok: okCount,
      successRate: okCount / calls.length,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      wallSeconds: Math.round(wallSeconds * 100) / 100,
    },
  };
}
