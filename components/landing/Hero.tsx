import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { currentCalendar } from "@/lib/calendar/current";
import { edition } from "@/lib/content/edition";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { landingFormat } from "./format";
import { HeroCall } from "./HeroCall";
import { heroArt } from "./hero-art";
import buttons from "./buttons.shared.module.css";
import styles from "./Hero.module.css";

type Props = {
  /** When given (pages other than the landing), a back button to this route replaces the call to action. */
  backRoute?: string;
};

export async function Hero({ backRoute }: Props) {
  const locale = await getLocale();
  const t = await getTranslations("Hero");
  const place = await getTranslations("Places");
  const fmt = landingFormat(locale);
  const calendar = currentCalendar();

  return (
    // data-phase: which phase this HTML was rendered in, for QA and for a look at what a cache holds.
    <section id="home" aria-labelledby="home-title" className={styles.hero} data-phase={calendar.phase}>
      {/* Inline vector art, not a picture file: the first paint is complete, on any screen density. */}
      <span className={styles.art} role="img" aria-label={t("imageAlt")} dangerouslySetInnerHTML={{ __html: heroArt }} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t("eyebrow", { year: edition.year })}</p>
        <h1 id="home-title" className={styles.title}>
          {edition.name}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t("datesLabel")}</dt>
            <dd>{fmt.dateRange(edition.startDate, edition.endDate)}</dd>
          </div>
          <div>
            <dt>{t("locationLabel")}</dt>
            <dd>
              {place("city")}, {place("country")}
            </dd>
          </div>
        </dl>
        <p className={styles.experience}>
          {t("experience", { days: edition.fightDays, fighters: edition.expectedFighters, countries: edition.expectedCountries })}
        </p>
        {backRoute ? (
          <div className={buttons.row}>
            <PrefetchLink href={backRoute} className={buttons.secondary}>
              <span aria-hidden="true">←</span> {t("back")}
            </PrefetchLink>
          </div>
        ) : (
          <HeroCall calendar={calendar} locale={locale} fmt={fmt} />
        )}
      </div>
    </section>
  );
}
