import { expect, test } from "@playwright/test";
import { LOCAL_SUPABASE_URL } from "../lib/supabase/keys";
import { signedInCookies } from "../tests/reliability/helpers/cookies";
import { record, table } from "../tests/reliability/helpers/report";
import { measure } from "../tests/reliability/helpers/stats";
import { registerTeam, uniqueTeam } from "./helpers/team";

/**
 * Results day: 200 signed-in dashboard loads at once against the production server and the embedded
 * backend of the e2e setup (20 teams, 10 tabs each). Plain HTTP requests with each team's real
 * @supabase/ssr cookies, so the figure is the server's (proxy session check + portal render), not a
 * browser's. Run with --workers=1 (npm run test:reliability does) so no other spec shares the CPU.
 */
const TEAMS = 20;
const LOADS_PER_TEAM = 10;

test("200 concurrent signed-in dashboard loads all render the team's portal", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const teams = await Promise.all(Array.from({ length: TEAMS }, (_, i) => registerTeam(uniqueTeam({ teamName: `Crowd Team ${i} ${Date.now()}` }))));
  const cookies = await Promise.all(
    teams.map(async (team) => {
      const jar = await signedInCookies(LOCAL_SUPABASE_URL, team.email, team.password);
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    }),
  );
  const { result, outcomes } = await measure(
    "signed-in /dashboard loads (Next)",
    Array.from({ length: TEAMS * LOADS_PER_TEAM }, (_, i) => async () => {
      const team = i % TEAMS;
      try {
        const response = await fetch(`${baseURL}/dashboard`, { headers: { cookie: cookies[team] }, redirect: "manual" });
        return { team, status: response.status, html: await response.text() };
      } catch (error) {
        return { team, status: 0, html: String(error) };
      }
    }),
    ({ team, status, html }) => status === 200 && html.includes(teams[team].teamName),
  );
  console.log(`\n${table([result])}\n`);
  await record({ load: [result] });
  const failures = outcomes.filter(({ team, status, html }) => status !== 200 || !html.includes(teams[team].teamName));
  expect(failures.map(({ status }) => status)).toEqual([]);
});
