import "server-only";
import { createServerSupabase } from "@/lib/supabase/server";

/** A mail to a team the provider refused at least once (docs/cup.md §15): retrying, or failed for good. */
export type MailFailure = {
  id: string;
  team: string;
  address: string;
  failed: boolean;
  attempts: number;
  error: string;
  since: string;
};

/**
 * What the desk shows of the teams' mails that are not getting through, newest first, with the organiser's own
 * session (organisers read every mail and profile). Null when it cannot be read.
 */
export async function readMailFailures(): Promise<MailFailure[] | null> {
  const supabase = await createServerSupabase();
  const mails = await supabase
    .from("notification_mails")
    .select("id,team_id,status,attempts,last_error,created_at")
    .not("last_error", "is", null)
    .neq("status", "sent")
    .order("created_at", { ascending: false })
    .limit(200);
  if (mails.error) return null;
  const rows = mails.data as { id: string; team_id: string; status: string; attempts: number; last_error: string; created_at: string }[];
  const profiles = await supabase
    .from("user_profiles")
    .select("user_id,team_name,email")
    .in("user_id", [...new Set(rows.map((r) => r.team_id))]);
  if (profiles.error) return null;
  const byId = new Map((profiles.data as { user_id: string; team_name: string; email: string }[]).map((p) => [p.user_id, p]));
  return rows.map((r) => ({
    id: r.id,
    team: byId.get(r.team_id)?.team_name ?? "",
    address: byId.get(r.team_id)?.email ?? "",
    failed: r.status === "failed",
    attempts: r.attempts,
    error: r.last_error,
    since: r.created_at,
  }));
}
