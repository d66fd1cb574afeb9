import "server-only";
import { cache } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { isOrganiser } from "../auth/roles";
import { liveSession } from "../supabase/live-session";
import { createServerSupabase } from "../supabase/server";

/**
 * The desk's one guard, for its layout, pages, actions and downloads alike (once per request): the organiser's own
 * client, or null for anyone else. proxy.ts already refused them; this repeats it where the data is read, so a page
 * can never render for a team even if a path slipped past the proxy. The data itself is held back by row-level
 * security. An organiser is one whose verified token carries the role (what row-level security reads) and whose
 * session the auth server still knows, on an account that still has the role: a token outlives a sign-out by up
 * to its hour (docs/decisions.md D63). When the auth server cannot answer, the desk stays closed.
 */
export const organiserClient = cache(async (): Promise<SupabaseClient | null> => {
  const client = await createServerSupabase();
  const { data, error } = await client.auth.getClaims();
  if (error || !isOrganiser(data?.claims)) return null;
  const session = await liveSession(client);
  if (session.state !== "live" || !isOrganiser({ app_metadata: session.user.app_metadata })) return null;
  return client;
});
