import { getLocale, getTranslations } from "next-intl/server";
import { edition } from "@/lib/content/edition";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { landingFormat, toLocale } from "./format";
import { heroArt } from "./hero-art";
import buttons from "./buttons.shared.module.css";
import styles from "./Hero.module.css";

type Props = {
  /** When given (pages other than the landing), a back button to this route replaces register-now. */
  backRoute?: string;
};

export async function Hero({ backRoute }: Props) {
  const locale = toLocale(await getLocale());
  const t = await getTranslations("Hero");
  const place = await getTranslations("Places");
  const fmt = landingFormat(locale);

  return (
    <section id="home" aria-labelledby="home-title" className={styles.hero}>
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
        <div className={buttons.row}>
          {backRoute ? (
            <PrefetchLink href={backRoute} className={buttons.secondary}>
              <span aria-hidden="true">←</span> {t("back")}
            </PrefetchLink>
          ) : (
            <a href="#registrations" className={buttons.primary}>
              {t("registerNow")}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
