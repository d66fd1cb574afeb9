import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { uniqueTeam, type TestTeam } from "./team";
import { BACKEND_URL, INBOX_URL } from "./local-backend";

/**
 * The teams' mails (supabase/functions/send-notifications) as the e2e backend sends them: one run of the sender as
 * the hosted cron makes it, but without waiting for a team's news to settle, and the notification mails in its inbox.
 */

export type NotificationMail = {
  ID: string;
  Subject: string;
  Text: string;
  MessageID: string;
  ListUnsubscribe: { Links: string[]; HeaderPost: string };
};

/** Runs the sender once, as the cron does with the secret key; everything pending is sent. */
export async function runSender(): Promise<{ claimed: number; sent: number; failed: number }> {
  const res = await fetch(`${BACKEND_URL}/functions/v1/send-notifications`, {
    method: "POST",
    headers: { apikey: SECRET_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ settle_seconds: 0 }),
  });
  if (!res.ok) throw new Error(`send-notifications answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { claimed: number; sent: number; failed: number };
}

/** Every notification mail to `address` (the Message-IDs the sender writes), oldest first. */
export async function notificationsTo(address: string): Promise<NotificationMail[]> {
  const res = await fetch(`${INBOX_URL}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  const { messages } = (await res.json()) as { messages: { ID: string; MessageID: string; Created: string }[] };
  const ours = messages.filter((m) => m.MessageID.endsWith("@mail.portoboxcup.pt")).sort((a, b) => a.Created.localeCompare(b.Created));
  return Promise.all(ours.map(async (m) => (await (await fetch(`${INBOX_URL}/api/v1/message/${m.ID}`)).json()) as NotificationMail));
}

/** A team registered from a page in `locale` (the sign-up form stores the page's language, D23), signed in. */
export async function teamIn(
  locale: "en" | "pt" | "es",
  overrides: Partial<TestTeam> = {},
): Promise<{ team: TestTeam; client: SupabaseClient; id: string }> {
  const team = uniqueTeam(overrides);
  const client = createClient(BACKEND_URL, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
  const { data, error } = await client.auth.signUp({
    email: team.email,
    password: team.password,
    options: { data: { team_name: team.teamName, country: team.country, locale } },
  });
  if (error || !data.user) throw new Error(`signUp failed: ${error?.message ?? "no user"}`);
  const signedIn = await client.auth.signInWithPassword({ email: team.email, password: team.password });
  if (signedIn.error) throw new Error(`sign-in failed: ${signedIn.error.message}`);
  return { team, client, id: data.user.id };
}
