import "server-only";
import { createServerClient } from "@supabase/ssr";
import { cookies } from "next/headers";
import { supabaseKey, supabaseUrl } from "./env";
import { fetchWithTimeout } from "./request-timeout";
import { cookieOptions } from "./session-cookie";

/**
 * A server client on the request's own cookies: what a team's page and its server actions read and write with,
 * as that team (its access token), so row-level security applies exactly as in the browser. The proxy has
 * already refreshed the session for this request (docs/architecture.md §3.2); a Server Component cannot write
 * cookies, so a refresh here is not written back (a server action can).
 */
export async function createServerSupabase() {
  const store = await cookies();
  return createServerClient(supabaseUrl, supabaseKey, {
    cookieOptions,
    global: { fetch: fetchWithTimeout },
    cookies: {
      getAll: () => store.getAll(),
      setAll(list) {
        try {
          list.forEach(({ name, value, options }) => store.set(name, value, options));
        } catch {
          // Rendering a Server Component: cookies are read-only there, and the proxy keeps the session fresh.
        }
      },
    },
  });
}
