import { createClient } from "@supabase/supabase-js";
import type { BrowserContext } from "@playwright/test";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { signedInCookies } from "../../tests/support/session-cookies";
import { BACKEND_URL } from "./local-backend";

export type TestTeam = { email: string; password: string; teamName: string; country: string };

export function uniqueTeam(overrides: Partial<TestTeam> = {}): TestTeam {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { email: `team-${id}@example.test`, password: `Gloves-${id}`, teamName: `Ringside ${id}`, country: "Portugal", ...overrides };
}

/** Registers a team straight through the backend (the same signUp call the /auth form makes). */
export async function registerTeam(team: TestTeam = uniqueTeam()): Promise<TestTeam> {
  const supabase = createClient(BACKEND_URL, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
  const { data, error } = await supabase.auth.signUp({
    email: team.email,
    password: team.password,
    options: { data: { team_name: team.teamName, country: team.country } },
  });
  if (error || !data.user) throw new Error(`signUp failed: ${error?.message ?? "no user"}`);
  return team;
}

/**
 * Signs in without the UI and gives the browser exactly the cookies @supabase/ssr would have written, so
 * portal tests do not depend on the login form (which has its own tests).
 */
export async function signIn(context: BrowserContext, team: TestTeam, baseURL: string): Promise<void> {
  const jar = await signedInCookies(BACKEND_URL, team.email, team.password);
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, url: baseURL })));
}
