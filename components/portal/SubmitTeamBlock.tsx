import { getLocale, getTranslations } from "next-intl/server";
import { edition } from "@/lib/content/edition";
import { teamRegistrationUrl } from "@/lib/content/portal";
import { PortalBlock } from "./PortalBlock";
import styles from "./SubmitTeamBlock.module.css";

export async function SubmitTeamBlock() {
  const locale = await getLocale();
  const t = await getTranslations("Portal.submit");
  const consent = await getTranslations("Portal.consent");
  return (
    <PortalBlock id="submit-team" title={t("title")} text={t("text")}>
      <a className={styles.button} href={teamRegistrationUrl} target="_blank" rel="noopener noreferrer">
        {t("button")}
        <span className="visually-hidden"> ({t("newTab")})</span>
        <span aria-hidden="true">↗</span>
      </a>
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
