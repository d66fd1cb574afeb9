import { getLocale, getTranslations } from "next-intl/server";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { formatDayMonthYear } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { teamRegistrationUrl } from "@/lib/content/portal";
import { PortalBlock } from "./PortalBlock";
import styles from "./SubmitTeamBlock.module.css";

/** Where a team sends its boxers' entries, and whether entries are open: the form only while they are. */
export async function SubmitTeamBlock() {
  const locale = await getLocale();
  const t = await getTranslations("Portal.submit");
  const consent = await getTranslations("Portal.consent");
  const deadline = formatDayMonthYear(edition.registrationDeadline);
  const open = entriesOpen(currentCalendar().phase);
  return (
    <PortalBlock id="submit-team" title={t("title")} text={open ? t("text") : undefined}>
      <p className={open ? styles.open : styles.closed}>{open ? t("open", { deadline }) : t("closed", { year: edition.year, deadline })}</p>
      {open ? (
        <a className={styles.button} href={teamRegistrationUrl} target="_blank" rel="noopener noreferrer">
          {t("button")}
          <span className="visually-hidden"> ({t("newTab")})</span>
          <span aria-hidden="true">↗</span>
        </a>
      ) : null}
      {/* The regulation (§8) says this form is "available in the teams portal". */}
      <p className={styles.consent}>
        {consent("text")}{" "}
        <a href={edition.consentForms[locale]} target="_blank" rel="noopener noreferrer" hrefLang={locale} type="application/pdf">
          {consent("link")}
          <span className="visually-hidden"> ({t("newTab")})</span>
        </a>
      </p>
    </PortalBlock>
  );
}
