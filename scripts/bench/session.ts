/** A signed-in team's cookie header, made the way the site makes it (@supabase/ssr writing its cookies). */
import { createServerClient } from "@supabase/ssr";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { serverClientOptions } from "../../lib/supabase/server-options";

export async function signedInCookie(): Promise<string> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(LOCAL_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    ...serverClientOptions,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `bench-${id}@example.test`;
  const password = `Bench-${id}`;
  const signUp = await supabase.auth.signUp({ email, password, options: { data: { team_name: `Bench ${id}`, country: "Portugal" } } });
  if (signUp.error) throw new Error(`sign-up failed: ${signUp.error.message}`);
  const signIn = await supabase.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
