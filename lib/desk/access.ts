import "server-only";
import { cache } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { isOrganiser } from "../auth/roles";
import { createServerSupabase } from "../supabase/server";

/**
 * The desk's one guard, for its layout, pages and downloads alike (once per request): the organiser's own client, or null for
 * anyone else. proxy.ts already refused them; this repeats it where the data is read, so a page can never
 * render for a team even if a path slipped past the proxy. The data itself is held back by row-level security.
 */
export const organiserClient = cache(async (): Promise<SupabaseClient | null> => {
  const client = await createServerSupabase();
  const { data, error } = await client.auth.getClaims();
  if (error || !isOrganiser(data?.claims)) return null;
  return client;
});
