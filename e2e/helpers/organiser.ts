import { createClient } from "@supabase/supabase-js";
import type { BrowserContext } from "@playwright/test";
import { ORGANISER_ROLE } from "../../lib/auth/roles";
import { SECRET_KEY } from "../../local-supabase/config";
import { cookieHeader, signedInCookies } from "../../tests/support/session-cookies";
import { registerTeam, uniqueTeam, type TestTeam } from "./team";
import { BACKEND_URL } from "./local-backend";

/** A fresh account made an organiser the way `npm run organiser -- add` does it: the admin API, secret key. */
export async function registerOrganiser(): Promise<TestTeam> {
  const account = await registerTeam(uniqueTeam({ teamName: "Desk crew" }));
  const admin = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
  const { data } = await admin.auth.admin.listUsers({ perPage: 1000 });
  const user = data.users.find((u) => u.email === account.email);
  if (!user) throw new Error(`no user ${account.email}`);
  const { error } = await admin.auth.admin.updateUserById(user.id, { app_metadata: { role: ORGANISER_ROLE } });
  if (error) throw new Error(`granting the role failed: ${error.message}`);
  return account;
}

/** The Cookie header of a signed-in session, for raw requests. */
export async function sessionCookieHeader(account: TestTeam): Promise<string> {
  return cookieHeader(await signedInCookies(BACKEND_URL, account.email, account.password));
}

export async function signInAs(context: BrowserContext, account: TestTeam, baseURL: string): Promise<void> {
  const jar = await signedInCookies(BACKEND_URL, account.email, account.password);
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, url: baseURL })));
}
