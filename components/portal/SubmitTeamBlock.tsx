import { getTranslations } from "next-intl/server";
import { teamRegistrationUrl } from "@/lib/content/portal";
import { PortalBlock } from "./PortalBlock";
import styles from "./SubmitTeamBlock.module.css";

export async function SubmitTeamBlock() {
  const t = await getTranslations("Portal.submit");
  return (
    <PortalBlock id="submit-team" title={t("title")} text={t("text")}>
      <a className={styles.button} href={teamRegistrationUrl} target="_blank" rel="noopener noreferrer">
        {t("button")}
        <span className="visually-hidden"> ({t("newTab")})</span>
        <span aria-hidden="true">↗</span>
      </a>
    </PortalBlock>
  );
}
