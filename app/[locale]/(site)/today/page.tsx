import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { Corner } from "@/components/cup/Corner";
import { LiveView } from "@/components/live/LiveView";
import empty from "@/components/ui/empty.shared.module.css";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { now } from "@/lib/clock/now";
import { edition } from "@/lib/content/edition";
import { dayResults, ringViews, winnerCorner, type BoardBout } from "@/lib/cup/day-board";
import { boutMinutes, FIGHT_DAYS } from "@/lib/cup/fight-calendar";
import { fightDayAt, publicOrder } from "@/lib/cup/order-public";
import { orderText, type Boxer } from "@/lib/cup/order-text";
import type { Translate } from "@/lib/desk/documents/produced";
import { renderedVersion } from "@/lib/live/rendered-version";
import { publicPageMetadata } from "@/lib/seo/metadata";
import styles from "./today.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Today");
  return publicPageMetadata("/today", { title: t("title"), description: t("description") });
}

/**
 * Today at the venue (docs/cup.md §12): per ring, the bout in the ring and the next three with their estimated times,
 * then the day's results. Prerendered and regenerated like the site's other pages (at most 15 s old, never more than
 * 30), and at once when the desk changes the order or records a result. On a fight day an open page keeps itself
 * live while the day has bouts to fight (components/live/LiveView.tsx): it fetches its newest rendering when the
 * day's version moves. Its data is one server function (lib/cup/order-public.ts).
 */
export default async function TodayPage() {
  const locale = await getLocale();
  const t = await getTranslations("Today");
  const all = (await getTranslations()) as unknown as Translate;
  const at = now();
  const day = fightDayAt(at);
  // Read before the day's data, so the page never claims a version newer than what it shows.
  const version = day ? await renderedVersion({ kind: "day", key: day.date }, { cached: true }) : null;
  const { brackets, days } = await publicOrder();
  const boxers = new Map<string, Boxer>(brackets.flatMap((b) => [...b.boxers]));
  const text = orderText(all, intlTag[locale], edition.timeZone, boxers);
  const longDate = new Intl.DateTimeFormat(intlTag[locale], { weekday: "long", day: "numeric", month: "long", timeZone: edition.timeZone });
  const roundName = (key: string) => all(`Info.schedule.days.${key}.title`);
  const board = day ? (days.find((d) => d.day.date === day.date)?.board ?? []) : [];

  const corners = (bout: BoardBout) => (
    <ul className={styles.corners}>
      {(["red", "blue"] as const).map((colour) => (
        <li key={colour}>
          <Corner
            colour={colour}
            label={all(`Order.${colour}`)}
            text={text.corner(bout[colour])}
            won={winnerCorner(bout) === colour}
            wonLabel={t("won")}
          />
        </li>
      ))}
    </ul>
  );
  const heading = (bout: BoardBout) => (
    <p className={styles.boutTitle}>
      <strong>{all("Order.bout", { number: bout.number })}</strong> · {text.bout(bout)}
    </p>
  );

  return (
    <div className={styles.body}>
      <h1>{t("title")}</h1>
      {!day ? (
        <>
          <p className={empty.empty}>{t("noFightDay")}</p>
          <ul className={styles.days}>
            {FIGHT_DAYS.map((d) => (
              <li key={d.date}>
                {t("fightDay", {
                  round: roundName(d.key),
                  date: longDate.format(new Date(`${d.date}T12:00:00Z`)),
                  start: d.sessions[0] ? text.time(d.sessions[0].start) : "",
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className={styles.day}>{t("dayLine", { date: longDate.format(at), round: roundName(day.key) })}</p>
          <LiveView
            scope={{ kind: "day", key: day.date }}
            version={version}
            open={board.length === 0 || board.some((bout) => !bout.result)}
            cdn
          />
          {board.length === 0 ? (
            <p className={empty.empty}>{t("notYet")}</p>
          ) : (
            <>
              <div className={styles.rings}>
                {ringViews(board, day).map(({ ring, current, next }) => (
                  <section key={ring} className={styles.ring} aria-labelledby={`ring-${ring}`}>
                    <h2 id={`ring-${ring}`}>{all("Order.ring", { ring })}</h2>
                    {current ? (
                      <div className={styles.current}>
                        <p className={styles.label}>
                          {current.estimate && current.estimate <= at
                            ? t("inRing")
                            : t("nextAt", { time: text.time(current.estimate ?? at) })}
                        </p>
                        {heading(current)}
                        {corners(current)}
                      </div>
                    ) : (
                      <p className={styles.muted}>{t("ringDone")}</p>
                    )}
                    {next.length > 0 ? (
                      <>
                        <h3 className={styles.nextTitle}>{t("next")}</h3>
                        <ol className={styles.next}>
                          {next.map((bout) => (
                            <li key={bout.id}>
                              <p className={styles.time}>{t("about", { time: text.time(bout.estimate ?? at) })}</p>
                              {heading(bout)}
                              {corners(bout)}
                            </li>
                          ))}
                        </ol>
                      </>
                    ) : null}
                  </section>
                ))}
              </div>
              <section aria-labelledby="results-title" className={styles.results}>
                <h2 id="results-title">{t("results")}</h2>
                {dayResults(board).length === 0 ? <p className={styles.muted}>{t("noResults")}</p> : null}
                <ol className={styles.resultList}>
                  {dayResults(board).map((bout) => (
                    <li key={bout.id}>
                      <p className={styles.boutTitle}>
                        <strong>{all("Order.bout", { number: bout.number })}</strong> · {all("Order.ring", { ring: bout.ring })} ·{" "}
                        {text.bout(bout)} · {text.outcome(bout.result!)}
                      </p>
                      {corners(bout)}
                    </li>
                  ))}
                </ol>
              </section>
            </>
          )}
          <p className={styles.note}>{t("note", boutMinutes(intlTag[locale]))}</p>
        </>
      )}
      <p>
        <a href={localizedPath(locale, "/draw")}>{all("Draw.public.indexTitle")}</a>
      </p>
    </div>
  );
}
