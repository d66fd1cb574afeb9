/**
 * The team pages under a crowd: /dashboard (issue 4 bar: p95 ≤ 150 ms with 20 teams loading it at once) and,
 * beside it, the entries page, rendered per team (each team with six boxers). Needs the production site and its
 * backend running (e.g. `npm run site`); loopback only, bounded in time. `npm run bench` measures the same.
 * Run: node --import tsx scripts/bench/dashboard-latency.ts [users=20] [seconds=10] [site=http://localhost:3000]
 */
import { signedInCookie } from "./session";
import { describeLatency, teamLatency } from "./team-latency";

const users = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 10);
const site = process.argv[4] ?? "http://localhost:3000";

const cookies = await Promise.all(Array.from({ length: users }, () => signedInCookie(6)));
const portal = await teamLatency(site, "/dashboard", cookies, seconds);
console.log(`${describeLatency(portal)} (bar: p95 ≤ 150 ms)`);
const entries = await teamLatency(site, "/dashboard/entries", cookies, seconds);
console.log(describeLatency(entries));
if (portal.failures + entries.failures > 0 || portal.p95Ms > 150) process.exitCode = 1;
