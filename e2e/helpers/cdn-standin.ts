import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { expect } from "@playwright/test";
import type { Counts } from "../../tests/support/cdn-standin";
import { freePort } from "../../tests/support/free-port";

export type CdnStandIn = { url: string; counts: () => Promise<Counts>; stop: () => void };

/**
 * Starts the CDN stand-in (tests/support/cdn-standin.ts, docs/decisions.md D103) in front of `origin`, in its own
 * process (its own event loop, as a CDN is not the test's client). `counts` asks it how many requests it answered from
 * its copies and how many reached the origin; `stop` ends it.
 */
export async function startCdn(origin: string): Promise<CdnStandIn> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "../../tests/support/cdn-standin.ts"), origin, String(port)],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const next = () => new Promise<string>((resolve) => lines.once("line", resolve));
  expect(await next()).toBe("listening");
  return {
    url: `http://127.0.0.1:${port}`,
    counts: async () => {
      const answer = next();
      child.stdin!.write("counts\n");
      return JSON.parse(await answer) as Counts;
    },
    stop: () => {
      child.stdin!.end();
      child.kill();
    },
  };
}
