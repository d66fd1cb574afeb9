/**
 * The organisers' desk at the cup's scale: 150 teams and 1,000 boxers, entered through the same triggers as
 * teams' own entries (tests/support/cup-seed.ts), and the demo organiser's session. Used by `npm run bench`
 * (Lighthouse of /desk beside /dashboard) and `npm run bench:desk` (server timings of the desk and its files).
 */
import { LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { DEMO_ORGANISER } from "../../local-supabase/seed";
import { seedCup } from "../../tests/support/cup-seed";
import { cookieHeader, signedInCookies } from "../../tests/support/session-cookies";

export const SCALE = { teams: 150, boxers: 1000 };

export async function seedDeskScale(): Promise<void> {
  await seedCup(LOCAL_SUPABASE_URL, { ...SCALE, seed: 2026, prefix: `bench${Date.now().toString(36)}` });
}

/** The demo organiser's cookie, checked against the desk. */
export async function organiserCookie(site: string): Promise<string> {
  const cookie = cookieHeader(await signedInCookies(LOCAL_SUPABASE_URL, DEMO_ORGANISER.email, DEMO_ORGANISER.password));
  const desk = await fetch(`${site}/desk`, { headers: { Cookie: cookie }, redirect: "manual" });
  if (desk.status !== 200) throw new Error(`the demo organiser's /desk answered ${desk.status}, not 200`);
  return cookie;
}
