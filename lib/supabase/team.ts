import "server-only";
import { createClient } from "./server";

export type Team = { userId: string; email: string | null; teamName: string | null };

/**
 * The signed-in team for this request, verified with getClaims() (signature + expiry), never trusted from
 * getSession(). Null when signed out, the cookie is invalid, or the backend cannot verify it.
 */
export async function getSignedInTeam(): Promise<Team | null> {
  try {
    const supabase = await createClient();
    const { data, error } = await supabase.auth.getClaims();
    const claims = data?.claims;
    if (error || !claims?.sub) return null;
    const { data: profile } = await supabase
      .from("user_profiles")
      .select("team_name")
      .eq("user_id", claims.sub)
      .maybeSingle();
    return {
      userId: claims.sub,
      email: typeof claims.email === "string" ? claims.email : null,
      teamName: profile?.team_name ?? null,
    };
  } catch {
    return null;
  }
}
