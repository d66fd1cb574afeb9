"use server";

import { redirect } from "next/navigation";
import { localizedPath } from "@/i18n/paths";
import { isLocale } from "@/i18n/routing";
import { NOTIFICATION_KINDS, saveNotificationSettings } from "@/lib/supabase/notifications";

/** The mail settings' form (components/notifications/NotificationSettingsForm.tsx): a plain post, no JavaScript needed. */
export async function saveNotificationsAction(form: FormData): Promise<void> {
  const page = form.get("page");
  const mailLocale = form.get("mailLocale");
  const wanted = new Set(form.getAll("kind").map(String));
  const saved = await saveNotificationSettings({
    locale: isLocale(mailLocale) ? mailLocale : "en",
    muted: NOTIFICATION_KINDS.filter((kind) => !wanted.has(kind)),
  });
  redirect(
    `${localizedPath(isLocale(page) ? page : "en", "/dashboard/entries")}?notifications=${saved ? "saved" : "failed"}#notifications`,
  );
}
