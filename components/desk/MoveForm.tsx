import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { FightDay } from "@/lib/cup/venue";
import styles from "./MoveForm.module.css";
import shared from "./desk.shared.module.css";

type Props = {
  day: FightDay;
  days: readonly FightDay[];
  locked: boolean;
  action: (form: FormData) => Promise<void>;
  /** The day's hidden fields (which day, where to come back). */
  hidden: ReactNode;
  dayName: (day: FightDay) => string;
};

/**
 * One form for the whole day: a bout, named by its number as the desk calls it, goes to a position of a ring of a
 * session of a fight day. The database refuses what the rules forbid (a boxer twice a day, a bout before the one
 * that decides it, a session the day does not have, a locked day without a reason) and the notice says why. Works
 * without JavaScript.
 */
export async function MoveForm({ day, days, locked, action, hidden, dayName }: Props) {
  const t = await getTranslations("Desk.order.move");
  const order = await getTranslations("Order");
  const sessions = Math.max(1, ...days.map((d) => d.sessions.length));
  const rings = Math.max(1, ...days.flatMap((d) => d.sessions.map((s) => s.rings)));
  return (
    <form action={action} className={styles.form} aria-labelledby="move-title">
      <h3 id="move-title">{t("title")}</h3>
      {hidden}
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor="move-number">{t("number")}</label>
          <input id="move-number" type="number" name="number" min={1} required inputMode="numeric" className={styles.short} />
        </div>
        <div className={styles.field}>
          <label htmlFor="move-day">{t("day")}</label>
          <select id="move-day" name="toDay" defaultValue={day.date}>
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {dayName(d)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="move-session">{t("session")}</label>
          <select id="move-session" name="session" defaultValue="1">
            {Array.from({ length: sessions }, (_, i) => (
              <option key={i} value={i + 1}>
                {order("session", { session: i + 1 })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="move-ring">{t("ring")}</label>
          <select id="move-ring" name="ring" defaultValue="1">
            {Array.from({ length: rings }, (_, i) => (
              <option key={i} value={i + 1}>
                {order("ring", { ring: i + 1 })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="move-position">{t("position")}</label>
          <input
            id="move-position"
            type="number"
            name="position"
            min={1}
            defaultValue={1}
            required
            inputMode="numeric"
            className={styles.short}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="move-reason">{locked ? t("reasonRequired") : t("reason")}</label>
        <input id="move-reason" type="text" name="correction" maxLength={200} required={locked} />
      </div>
      <p className={shared.muted}>{t("help")}</p>
      <button type="submit" className={shared.button}>
        {t("button")}
      </button>
    </form>
  );
}
