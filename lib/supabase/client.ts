"use client";

import { createBrowserClient } from "@supabase/ssr";
import { supabaseKey, supabaseUrl } from "./env";

/** The browser client: a singleton inside @supabase/ssr, sharing the session cookies the server reads. */
export function createClient() {
  return createBrowserClient(supabaseUrl, supabaseKey);
}
