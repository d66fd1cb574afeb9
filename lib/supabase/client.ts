"use client";

import { createBrowserClient } from "@supabase/ssr";
import { supabaseKey, supabaseUrl } from "./env";

/** A backend that accepts the connection but never answers must not leave a form spinning forever. */
const REQUEST_TIMEOUT_MS = 15_000;

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

/** The browser client: a singleton inside @supabase/ssr, sharing the session cookies the server reads. */
export function createClient() {
  return createBrowserClient(supabaseUrl, supabaseKey, { global: { fetch: fetchWithTimeout } });
}
