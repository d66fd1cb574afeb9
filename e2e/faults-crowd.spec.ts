import { expect, test } from "@playwright/test";
import { cookieHeader, signedInCookies } from "../tests/support/session-cookies";
import { record, table } from "../tests/reliability/helpers/report";
import { measure } from "../tests/reliability/helpers/stats";
import { registerTeam, uniqueTeam } from "./helpers/team";
import { BACKEND_URL } from "./helpers/local-backend";

/**
 * Results day: 200 signed-in dashboard loads at once against the production server and the embedded
 * backend of the e2e setup (20 teams, 10 tabs each). Plain HTTP requests with each team's real
 * @supabase/ssr cookies, so the figure is the server's (proxy session check + the prerendered portal),
 * not a browser's. Each must be the portal, marked private (the team's name is filled in by the browser, see
 * portal.spec.ts). Run with --workers=1 (npm run test:reliability does) so no other spec shares the CPU.
 */
const TEAMS = 20;
type Outcome = { status: number; html: string; cacheControl: string };
const isPortal = ({ status, html, cacheControl }: Outcome) =>
  status === 200 && html.includes("TEAMS PORTAL") && cacheControl.includes("no-store");
const LOADS_PER_TEAM = 10;

test("200 concurrent signed-in dashboard loads all render the team's portal", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const teams = await Promise.all(
    Array.from({ length: TEAMS }, (_, i) => registerTeam(uniqueTeam({ teamName: `Crowd Team ${i} ${Date.now()}` }))),
  );
  const cookies = await Promise.all(teams.map(async (team) => cookieHeader(await signedInCookies(BACKEND_URL, team.email, team.password))));
  const { result, outcomes } = await measure(
    "signed-in /dashboard loads (Next)",
    Array.from({ length: TEAMS * LOADS_PER_TEAM }, (_, i) => async () => {
      const team = i % TEAMS;
      try {
        const response = await fetch(`${baseURL}/dashboard`, { headers: { cookie: cookies[team] }, redirect: "manual" });
        return { status: response.status, html: await response.text(), cacheControl: response.headers.get("cache-control") ?? "" };
      } catch (error) {
        return { status: 0, html: String(error), cacheControl: "" };
      }
    }),
    isPortal,
  );
  console.log(`\n${table([result])}\n`);
  await record({ load: [result] });
  const failures = outcomes.filter((outcome) => !isPortal(outcome));
  expect(failures.map(({ status }) => status)).toEqual([]);
});
