import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { formatDayMonthYear } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { teamEntryFormUrl } from "@/lib/content/portal";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { PortalBlock } from "./PortalBlock";
import { SubmitTeamAction } from "./SubmitTeamAction";
import styles from "./SubmitTeamBlock.module.css";

/**
 * Where a team enters its boxers, and whether entries are open. It leads to the team's entries page, editable
 * until the deadline and read-only after it (the team prints its entry sheet there for the entries check);
 * when the edition data names an external entry form (lib/content/portal.ts), it opens that form in a new tab
 * while entries are open, as the spec's portal did.
 */
export async function SubmitTeamBlock() {
  const locale = await getLocale();
  const t = await getTranslations("Portal.submit");
  const consent = await getTranslations("Portal.consent");
  const deadline = formatDayMonthYear(edition.registrationDeadline);
  const open = entriesOpen(currentCalendar().phase);
  const text = teamEntryFormUrl ? t("externalText") : t("text");
  return (
    <PortalBlock id="submit-team" title={t("title")} text={open ? text : undefined}>
      <p className={open ? styles.open : styles.closed}>{open ? t("open", { deadline }) : t("closed", { year: edition.year, deadline })}</p>
      {open || !teamEntryFormUrl ? (
        <SubmitTeamAction
          externalForm={open ? teamEntryFormUrl : null}
          labels={{ externalButton: t("externalButton"), newTab: t("newTab") }}
        >
          <PrefetchLink className={styles.button} href={localizedPath(locale, "/dashboard/entries")}>
            {open ? t("button") : t("buttonClosed")}
            <span aria-hidden="true">→</span>
          </PrefetchLink>
        </SubmitTeamAction>
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
