import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen, ticketsOnSale } from "@/lib/calendar/phase";
import { venueMapUrls } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { calendarPath } from "@/lib/calendar/path";
import { Section } from "./Section";
import { landingFormat } from "./format";
import buttons from "./buttons.shared.module.css";
import styles from "./Info.module.css";

export async function Info() {
  const locale = await getLocale();
  const t = await getTranslations("Info");
  const tl = await getTranslations("Landing");
  const place = await getTranslations("Places");
  const shop = await getTranslations("Shop");
  const fmt = landingFormat(locale);
  const [daily, threeDay] = edition.tickets;
  const calendar = currentCalendar();
  const phase = calendar.phase;
  // Marked only while the cup is live: today's session, and the next one to start.
  const today = calendar.today?.key;
  const next = phase === "live" ? calendar.next?.key : undefined;

  const items = [
    {
      key: "dates",
      body: (
        <>
          {fmt.dateRange(edition.startDate, edition.endDate)} · {t("fightDays", { days: edition.fightDays })}
        </>
      ),
    },
    {
      key: "location",
      body: (
        <a href={venueMapUrls(place("venue")).search} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
          {place("venue")}, {place("city")}, {place("country")}
          <span className={styles.mapHint}> · {t("openMap")}</span>
          <span className="visually-hidden"> {tl("newTab")}</span>
        </a>
      ),
    },
    { key: "participants", body: t("participantsText", { fighters: edition.expectedFighters, countries: edition.expectedCountries }) },
    { key: "awards", body: t("awardsText") },
    { key: "championship", body: t("championshipText") },
    {
      key: "tickets",
      body: ticketsOnSale(phase)
        ? t("ticketsText", { daily: fmt.euros(daily.price), threeDay: fmt.euros(threeDay.price) })
        : shop("ticketsOver", { year: edition.year }),
    },
  ] as const;

  return (
    <Section id="info" title={t("title")} intro={t("intro")}>
      <div className={styles.layout}>
        <dl className={styles.facts}>
          {items.map((item) => (
            <div key={item.key} className={styles.fact}>
              <dt>{t(`labels.${item.key}`)}</dt>
              <dd>{item.body}</dd>
            </div>
          ))}
        </dl>

        <div id="schedule" className={styles.schedule}>
          <h3 className={styles.scheduleTitle}>{t("schedule.title")}</h3>
          <p className={styles.zone}>{t("schedule.timeZone")}</p>
          <ol className={styles.days}>
            {edition.schedule.map((day) => (
              <li
                key={day.key}
                className={day.key === today ? `${styles.day} ${styles.today}` : styles.day}
                aria-current={day.key === today ? "date" : undefined}
              >
                <p className={styles.weekday}>{fmt.weekdayHeading(day.start)}</p>
                <h4 className={styles.dayTitle}>{t(`schedule.days.${day.key}.title`)}</h4>
                <p className={styles.dayDetail}>{t(`schedule.days.${day.key}.detail`)}</p>
                <p className={styles.time}>
                  <time dateTime={day.start}>{fmt.timeRange(day.start, day.end)}</time>
                </p>
                {day.weighIn ? (
                  <p className={styles.weighIn}>{t("schedule.weighIn", { time: fmt.timeRange(day.weighIn.start, day.weighIn.end) })}</p>
                ) : null}
                {day.key === today || day.key === next ? (
                  <p className={styles.marks}>
                    {day.key === today ? <span className={styles.mark}>{t("schedule.today")}</span> : null}
                    {day.key === next ? <span className={styles.mark}>{t("schedule.next")}</span> : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <p>
            <a href={calendarPath(locale)} download>
              {t("addToCalendar")}
            </a>
          </p>
        </div>
      </div>

      {ticketsOnSale(phase) ? (
        <div className={`${buttons.row} ${styles.actions}`}>
          <a href="#shop" className={buttons.secondary}>
            {t("ticketPrice", { price: fmt.euros(daily.price) })}
          </a>
          {entriesOpen(phase) ? (
            <a href="#registrations" className={buttons.primary}>
              {t("registerNow")}
            </a>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
