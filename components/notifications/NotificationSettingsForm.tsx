import { getTranslations } from "next-intl/server";
import { languageName, routing, type Locale } from "@/i18n/routing";
import { NOTIFICATION_KINDS, type NotificationSettings } from "@/lib/supabase/notifications";
import buttons from "@/components/entries/buttons.shared.module.css";
import styles from "./NotificationSettingsForm.module.css";

type Props = {
  settings: NotificationSettings | null;
  /** The page's language, so the action sends the coach back to the same page. */
  locale: Locale;
  action: (form: FormData) => Promise<void>;
  notice: "saved" | "failed" | null;
};

/** The team's mail settings: which news it gets and in which language. A plain form posting to a server action. */
export async function NotificationSettingsForm({ settings, locale, action, notice }: Props) {
  const t = await getTranslations("Notifications");
  return (
    <section id="notifications" aria-labelledby="notifications-title" className={styles.card}>
      <h2 id="notifications-title" className={styles.title}>
        {t("title")}
      </h2>
      <p>{t("intro")}</p>
      {notice === "saved" ? (
        <p role="status" className={styles.notice}>
          {t("saved")}
        </p>
      ) : null}
      {!settings || notice === "failed" ? (
        <p role="alert" className={styles.alert}>
          {t("unavailable")}
        </p>
      ) : null}
      {settings ? (
        <form action={action} className={styles.form}>
          <input type="hidden" name="page" value={locale} />
          {settings.unsubscribed ? <p className={styles.alert}>{t("unsubscribed")}</p> : null}
          <fieldset className={styles.kinds}>
            <legend>{t("kinds")}</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <label key={kind} className={styles.kind}>
                <input type="checkbox" name="kind" value={kind} defaultChecked={!settings.muted.includes(kind)} />
                <span>{t(kind)}</span>
              </label>
            ))}
          </fieldset>
          <label className={styles.language}>
            <span>{t("language")}</span>
            <select name="mailLocale" defaultValue={settings.locale}>
              {routing.locales.map((l) => (
                <option key={l} value={l} lang={l}>
                  {languageName[l]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttons.primary}>
            {t("save")}
          </button>
        </form>
      ) : null}
    </section>
  );
}
