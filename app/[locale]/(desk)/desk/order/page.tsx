import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import shared from "@/components/desk/desk.shared.module.css";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";
import { FIGHT_DAYS } from "@/lib/cup/fight-calendar";
import { organiserClient } from "@/lib/desk/access";
import { loadOrder } from "@/lib/desk/order";
import { notFound } from "next/navigation";
import styles from "./order.module.css";

/** The fight days: each with its sessions and rings, and where its order stands (none yet, provisional, locked). */
export default async function DeskOrderPage() {
  const client = await organiserClient();
  if (!client) notFound();
  const locale = await getLocale();
  const t = await getTranslations("Desk.order");
  const days = await getTranslations("Info.schedule.days");
  const { order, locked } = await loadOrder(client);
  const date = new Intl.DateTimeFormat(intlTag[locale], { weekday: "long", day: "numeric", month: "long", timeZone: edition.timeZone });
  const time = new Intl.DateTimeFormat(intlTag[locale], {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: edition.timeZone,
  });
  return (
    <section aria-labelledby="order-title">
      <h2 id="order-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <ul className={styles.days}>
        {FIGHT_DAYS.map((day) => {
          const count = order.filter((p) => p.day === day.date).length;
          return (
            <li key={day.date}>
              <a href={localizedPath(locale, `/desk/order/${day.date}`)}>
                {date.format(new Date(`${day.date}T12:00:00Z`))} · {days(`${day.key}.title`)}
              </a>
              <br />
              <span className={shared.muted}>
                {day.sessions.length === 0
                  ? t("noVenueShort")
                  : day.sessions
                      .map((s) =>
                        t("sessionLine", { session: s.number, start: time.format(s.start), end: time.format(s.end), rings: s.rings }),
                      )
                      .join(" · ")}
                {" · "}
                {locked.has(day.date) ? t("stateLocked", { count }) : count > 0 ? t("stateProvisional", { count }) : t("stateNone")}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
