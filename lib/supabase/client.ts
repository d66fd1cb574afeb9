"use client";

import { createBrowserClient } from "@supabase/ssr";
import { supabaseKey, supabaseUrl } from "./env";
import { fetchWithTimeout } from "./request-timeout";
import { cookieOptions } from "./session-cookie";

export const browserClientOptions = { global: { fetch: fetchWithTimeout }, cookieOptions };

/**
 * The browser client: a singleton inside @supabase/ssr, sharing the session cookies the server reads.
 * Only lib/supabase/lazy-client.ts imports this module, and only dynamically (see there).
 */
export function createClient() {
  return createBrowserClient(supabaseUrl, supabaseKey, browserClientOptions);
}
