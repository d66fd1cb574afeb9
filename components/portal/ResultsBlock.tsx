import { getTranslations } from "next-intl/server";
import { yearlyResults } from "@/lib/content/portal";
import { PortalBlock } from "./PortalBlock";
import styles from "./ResultsBlock.module.css";

export async function ResultsBlock() {
  const t = await getTranslations("Portal.results");
  return (
    <PortalBlock id="results" title={t("title")} text={t("text")}>
      <ul className={styles.list}>
        {yearlyResults.map(({ year, href }) => (
          <li key={year}>
            <a className={styles.listLink} href={href} target="_blank" rel="noopener" type="application/pdf">
              {t("link", { year })}
              <span className={styles.meta}>PDF</span>
            </a>
          </li>
        ))}
      </ul>
    </PortalBlock>
  );
}
