import "server-only";
import type { Locale } from "@/i18n/routing";
import { createServerSupabase } from "./server";

/** The kinds of news a team can switch off (public.notification_settings.muted, docs/cup.md §15). */
export const NOTIFICATION_KINDS = ["promoted", "entry_changed", "draw", "schedule", "weigh_in_failed", "weigh_in", "result"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationSettings = { locale: Locale; muted: NotificationKind[]; unsubscribed: boolean };

/**
 * The signed-in team's mail settings. A team that never saved any has none stored: every kind, in the language it
 * registered in (user_metadata.locale, as the database defaults it). Null when they cannot be read.
 */
export async function readNotificationSettings(): Promise<NotificationSettings | null> {
  const supabase = await createServerSupabase();
  const { data: claims } = await supabase.auth.getClaims();
  const userId = claims?.claims.sub;
  if (!userId) return null;
  const { data, error } = await supabase
    .from("notification_settings")
    .select("locale,muted,unsubscribed_at")
    .eq("team_id", userId)
    .maybeSingle<{ locale: Locale; muted: NotificationKind[]; unsubscribed_at: string | null }>();
  if (error) return null;
  if (!data) {
    const registered = (claims.claims.user_metadata as { locale?: unknown } | undefined)?.locale;
    return { locale: registered === "pt" || registered === "es" ? registered : "en", muted: [], unsubscribed: false };
  }
  return { locale: data.locale, muted: data.muted, unsubscribed: data.unsubscribed_at !== null };
}

/** Saves the team's settings; saving turns the mails back on after an unsubscribe. */
export async function saveNotificationSettings(settings: { locale: Locale; muted: NotificationKind[] }): Promise<boolean> {
  const supabase = await createServerSupabase();
  const { data: claims } = await supabase.auth.getClaims();
  const userId = claims?.claims.sub;
  if (!userId) return false;
  const { error } = await supabase
    .from("notification_settings")
    .upsert({ team_id: userId, locale: settings.locale, muted: settings.muted, unsubscribed_at: null }, { onConflict: "team_id" });
  return !error;
}
