/** A new team's cookie header, made the way the site makes it (@supabase/ssr writing its cookies). */
import { createClient } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { cookieHeader, signedInCookies } from "../../tests/support/session-cookies";

export async function signedInCookie(): Promise<string> {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `bench-${id}@example.test`;
  const password = `Bench-${id}`;
  const supabase = createClient(LOCAL_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
  const signUp = await supabase.auth.signUp({ email, password, options: { data: { team_name: `Bench ${id}`, country: "Portugal" } } });
  if (signUp.error) throw new Error(`sign-up failed: ${signUp.error.message}`);
  return cookieHeader(await signedInCookies(LOCAL_SUPABASE_URL, email, password));
}
