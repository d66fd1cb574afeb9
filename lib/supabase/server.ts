import "server-only";
import { createServerClient } from "@supabase/ssr";
import { cookies } from "next/headers";
import { supabaseKey, supabaseUrl } from "./env";
import { serverClientOptions } from "./server-options";

/**
 * A per-request server client (never share it between requests). Reading cookies makes the calling route
 * dynamic, so only team pages use it; public pages stay static.
 */
export async function createClient() {
  const cookieStore = await cookies();
  return createServerClient(supabaseUrl, supabaseKey, {
    ...serverClientOptions,
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          cookiesToSet.forEach(({ name, value, options }) => cookieStore.set(name, value, options));
        } catch {
          // Server Components cannot set cookies; proxy.ts has already refreshed the session for this request.
        }
      },
    },
  });
}
