import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { edition } from "@/lib/content/edition";
import { yearlyResults } from "@/lib/content/portal";
import { loadPublishedOrNone } from "@/lib/cup/published";
import { resultsComplete } from "@/lib/cup/results-pdf";
import { PortalBlock } from "./PortalBlock";
import styles from "./ResultsBlock.module.css";

/** The earlier editions' results, and this edition's once every published bracket is decided to its final. */
export async function ResultsBlock() {
  const t = await getTranslations("Portal.results");
  const locale = await getLocale();
  const current = resultsComplete(await loadPublishedOrNone())
    ? [{ year: edition.year, href: localizedPath(locale, `/results/${edition.year}`) }]
    : [];
  return (
    <PortalBlock id="results" title={t("title")} text={t("text")}>
      <ul className={styles.list}>
        {[...yearlyResults, ...current].map(({ year, href }) => (
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
