import http from "node:http";
import { expect, test } from "@playwright/test";
import { record } from "../tests/reliability/helpers/report";
import { percentile } from "../tests/reliability/helpers/stats";

/**
 * A flood against the live layer (issue 34): 1,000 connections from one address, each asking `/live` or the landing
 * page again as soon as it has its answer, for FLOOD_MS, against the production server of the e2e setup. Meanwhile
 * another visitor (its own connection) asks `/live` and `/` one after the other, as an open page and a newcomer would:
 * every one of its requests must be answered (200 or 304), the median within MEDIAN_BAR_MS and the slowest within
 * SLOWEST_BAR_MS, and the flood itself must be answered, not dropped (the server stays up).
 *
 * Not met yet, so marked fixme: `next start` alone answered every flood request, but the other visitor waited 6.4 s
 * for its slowest answer in one run and had one request unanswered for 30 s in another (docs/reliability.md, "The
 * live layer"). The protection belongs in front of the server (docs/deploy.md §8.1: the origin reachable only from
 * the CDN, which answers `/live` and the pages from its copies); when a proxy in front of this server carries it
 * here, drop the fixme.
 */
const CONNECTIONS = 1_000;
const FLOOD_MS = 10_000;
const MEDIAN_BAR_MS = 2_000;
const SLOWEST_BAR_MS = 5_000;

type Answer = { status: number; ms: number };

function get(baseURL: string, path: string, agent: http.Agent, etag?: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { hostname, port, path, agent, headers: etag ? { "if-none-match": etag } : {}, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        response.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

test.fixme("1,000 connections from one address against /live and / leave the site answering another visitor", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const live = await fetch(`${baseURL}/live`);
  expect(live.status).toBe(200);
  const etag = live.headers.get("etag") ?? undefined;

  const flooding = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let flowing = true;
  const flood: Answer[] = [];
  const connections = Array.from({ length: CONNECTIONS }, async (_, i) => {
    while (flowing) flood.push(await get(baseURL!, i % 2 ? "/live" : "/", flooding, i % 4 === 1 ? etag : undefined));
  });
  // The flood has filled the server's queue before the visitor comes.
  await new Promise((r) => setTimeout(r, 1_000));
  const theirs: Answer[] = [];
  const until = performance.now() + FLOOD_MS;
  for (let i = 0; performance.now() < until; i++)
    theirs.push(await get(baseURL!, i % 2 ? "/" : "/live", visitor, i % 4 === 0 ? etag : undefined));
  flowing = false;
  await Promise.all(connections);
  flooding.destroy();
  visitor.destroy();

  const answered = (a: Answer) => a.status === 200 || a.status === 304;
  const times = theirs.map((a) => a.ms);
  const summary =
    `flood: ${flood.length} requests on ${CONNECTIONS} connections in ${FLOOD_MS / 1000 + 1} s, ${flood.filter(answered).length} answered; ` +
    `the other visitor: ${theirs.length} requests, ${theirs.filter(answered).length} answered, ` +
    `median ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms, slowest ${Math.round(Math.max(...times))} ms`;
  console.log(summary);
  await record({ checks: { "live: 1,000 connections from one address": summary } });
  expect(theirs.filter((a) => !answered(a)).map((a) => a.status)).toEqual([]);
  expect(flood.filter((a) => !answered(a)).length, "the flood's requests are answered, not dropped").toBe(0);
  expect(percentile(times, 50)).toBeLessThanOrEqual(MEDIAN_BAR_MS);
  expect(Math.max(...times)).toBeLessThanOrEqual(SLOWEST_BAR_MS);
  // And after it, the site answers at once.
  expect((await get(baseURL!, "/", new http.Agent())).status).toBe(200);
});
