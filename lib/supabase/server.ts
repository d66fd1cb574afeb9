import "server-only";
import { createServerClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import { cookies } from "next/headers";
import { supabaseKey, supabaseUrl } from "./env";
import { cookieOptions } from "./session-cookie";

/**
 * A client for a page rendered per request (the desk), acting as the signed-in user: every read goes through
 * row-level security with the user's own token, never a secret key. proxy.ts has verified and refreshed the
 * session before the page runs, and a Server Component cannot write cookies, so writes are ignored here.
 */
export async function serverClient(): Promise<SupabaseClient> {
  const store = await cookies();
  return createServerClient(supabaseUrl, supabaseKey, {
    cookieOptions,
    cookies: {
      getAll: () => store.getAll(),
      setAll() {},
    },
  });
}
