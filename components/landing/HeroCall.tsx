import { getTranslations } from "next-intl/server";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { localizedPath } from "@/i18n/paths";
import type { Locale } from "@/i18n/routing";
import type { CalendarState } from "@/lib/calendar/phase";
import { formatDayMonthYear } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { galleries, galleryPath } from "@/lib/content/galleries";
import { yearlyResults } from "@/lib/content/portal";
import type { LandingFormat } from "./format";
import buttons from "./buttons.shared.module.css";
import styles from "./HeroCall.module.css";

type Props = { calendar: CalendarState; locale: Locale; fmt: LandingFormat };

/**
 * The hero's call to action, which follows the cup's calendar: register while entries are open; once they
 * close, the schedule and the tickets; during the cup, today's session and the next one; afterwards, the
 * latest results and award gallery and the next edition's dates (docs/product.md §2).
 */
export async function HeroCall({ calendar, locale, fmt }: Props) {
  const t = await getTranslations("Hero");
  const session = await getTranslations("Info.schedule.days");
  const { phase, today, next } = calendar;

  if (phase === "registration") {
    return (
      <div className={buttons.row}>
        <a href="#registrations" className={buttons.primary}>
          {t("registerNow")}
        </a>
      </div>
    );
  }

  if (phase === "over") {
    const results = yearlyResults[yearlyResults.length - 1];
    const gallery = galleries[galleries.length - 1];
    const next = edition.nextEdition;
    return (
      <>
        <p className={styles.status}>
          {t("over", { year: edition.year })}{" "}
          {next
            ? t.rich("nextEdition", {
                dates: fmt.dateRange(next.startDate, next.endDate),
                // A date range is read as one: never split at its dash.
                nowrap: (chunks) => <span className={styles.nowrap}>{chunks}</span>,
              })
            : t("nextEditionTba")}
        </p>
        <div className={buttons.row}>
          <a href={results.href} className={buttons.primary} target="_blank" rel="noopener" type="application/pdf">
            {t("resultsLink", { year: results.year })}
          </a>
          <PrefetchLink href={localizedPath(locale, galleryPath(gallery.year))} className={buttons.secondary}>
            {t("galleryLink", { year: gallery.year })}
          </PrefetchLink>
        </div>
      </>
    );
  }

  return (
    <>
      {phase === "closed" ? (
        <p className={styles.status}>{t("entriesClosed", { deadline: formatDayMonthYear(edition.registrationDeadline) })}</p>
      ) : (
        <p className={styles.status}>
          {t("onNow")}{" "}
          {today && next?.key === today.key
            ? // Today's session has not started yet: one sentence, not "Today: X. Next session: X, today at …".
              t("todayFrom", { session: session(`${today.key}.title`), time: fmt.time(today.start) })
            : today
              ? t("today", { session: session(`${today.key}.title`) })
              : null}
          {next && next.key !== today?.key ? (
            <>
              {" "}
              <span className={styles.next}>
                {t("nextSession", { session: session(`${next.key}.title`), day: fmt.weekday(next.start), time: fmt.time(next.start) })}
              </span>
            </>
          ) : null}
        </p>
      )}
      <div className={buttons.row}>
        <a href="#schedule" className={buttons.primary}>
          {t("scheduleLink")}
        </a>
        <a href="#shop" className={buttons.secondary}>
          {t("ticketsLink")}
        </a>
      </div>
    </>
  );
}
