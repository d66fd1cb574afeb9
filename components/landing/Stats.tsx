import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { edition } from "@/lib/content/edition";
import { integerGrouping } from "@/lib/format/integer";
import { Section } from "./Section";
import { LiveRegistrations } from "./LiveRegistrations";
import { landingFormat } from "./format";
import styles from "./Stats.module.css";

export async function Stats() {
  const locale = await getLocale();
  const t = await getTranslations("Stats");
  const fmt = landingFormat(locale);
  const { years, yearsRunning, extraTrophies } = edition.stats;

  return (
    <Section id="stats" title={t("title")} intro={t("intro")} tone="raised">
      <ul className={styles.years}>
        {years.map((y) => (
          <li key={y.year} className={styles.yearCard}>
            <h3 className={styles.year}>{t("edition", { year: y.year })}</h3>
            <dl className={styles.figures}>
              {(["fighters", "clubs", "countries"] as const).map((key) => (
                <div key={key} className={styles.figure}>
                  <dt>{t(key)}</dt>
                  <dd>{fmt.number(y[key])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <dl className={styles.extras}>
        <div className={`${styles.extra} ${styles.live}`}>
          <dt>
            <span className={styles.pulse} aria-hidden="true" />
            {t("liveRegistrations")}
          </dt>
          <dd>
            <LiveRegistrations grouping={integerGrouping(fmt.tag)} />
          </dd>
        </div>
        <div className={styles.extra}>
          <dt>{t("yearsRunning")}</dt>
          <dd>{fmt.number(yearsRunning)}</dd>
        </div>
        <div className={styles.extra}>
          <dt>{t("extraTrophies")}</dt>
          <dd>{fmt.number(extraTrophies)}</dd>
        </div>
      </dl>
    </Section>
  );
}
