import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { formatDayMonthYear } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { localizedPath } from "@/i18n/paths";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { Section } from "./Section";
import { landingFormat } from "./format";
import buttons from "./buttons.shared.module.css";
import styles from "./Registrations.module.css";

export async function Registrations() {
  const locale = await getLocale();
  const t = await getTranslations("Registrations");
  const fmt = landingFormat(locale);
  const { phase } = currentCalendar();
  const contacts = [
    { key: "support", email: edition.contacts.registrationEmail },
    { key: "logistics", email: edition.contacts.logisticsEmail },
  ] as const;

  return (
    <Section id="registrations" title={t("title")} intro={t("intro")}>
      <div className={styles.layout}>
        <div className={styles.enroll}>
          {entriesOpen(phase) ? (
            <>
              <ol className={styles.steps}>
                <li>{t("steps.account")}</li>
                <li>{t("steps.boxers")}</li>
                <li>{t("steps.weighIn")}</li>
              </ol>
              <p className={styles.deadline}>
                {t("deadline")} <strong>{fmt.date(edition.registrationDeadline)}</strong>
              </p>
            </>
          ) : (
            // Entries are closed, but team accounts stay open in every phase (teams prepare for the next edition).
            <div className={styles.closed}>
              <p className={styles.status}>
                {phase === "over"
                  ? t("over", { year: edition.year })
                  : t("closed", { year: edition.year, deadline: formatDayMonthYear(edition.registrationDeadline) })}
              </p>
              {phase === "over" ? null : (
                <p>
                  {t.rich("follow", {
                    schedule: (chunks) => <a href="#schedule">{chunks}</a>,
                    tickets: (chunks) => <a href="#shop">{chunks}</a>,
                  })}
                </p>
              )}
              <p>{t("accountOpen")}</p>
            </div>
          )}
          <PrefetchLink href={localizedPath(locale, "/auth")} className={buttons.primary}>
            {entriesOpen(phase) ? t("enroll") : t("createAccount")}
          </PrefetchLink>
        </div>
        <ul className={styles.contacts}>
          {contacts.map((c) => (
            <li key={c.key} className={styles.contact}>
              <h3 className={styles.contactTitle}>{t(`${c.key}.title`)}</h3>
              <p className={styles.contactText}>{t(`${c.key}.text`)}</p>
              <a href={`mailto:${c.email}`} className={styles.mail}>
                {c.email}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
