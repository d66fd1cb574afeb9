import { loadClient } from "./lazy-client";
import { withTimeout } from "./request-timeout";

/**
 * The signed-in team's name, from its own profile row (row level security returns no one else's), or null
 * when it cannot be read.
 */
export async function readTeamName(userId: string): Promise<string | null> {
  try {
    const { data } = await withTimeout(
      loadClient().then((supabase) => supabase.from("user_profiles").select("team_name").eq("user_id", userId).maybeSingle()),
    );
    return data?.team_name ?? null;
  } catch {
    return null;
  }
}
