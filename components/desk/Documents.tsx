import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { ROUNDS } from "@/lib/cup/fight-days";
import { weighInWindow } from "@/lib/desk/weigh-in-window";
import styles from "./Documents.module.css";
import shared from "./desk.shared.module.css";

/** Downloads: the CSVs of every entry and of the results, and the A4 lists, each produced when asked, for the current edition. */
export async function Documents() {
  const locale = await getLocale();
  const t = await getTranslations("Desk.downloads");
  const rounds = await getTranslations("Info.schedule.days");
  const link = (path: string) => localizedPath(locale, path);
  return (
    <ul className={styles.list}>
      <li>
        <a className={shared.button} href={link("/desk/export/entries")} download>
          {t("entriesCsv")}
        </a>
        <span className={shared.muted}>{t("entriesCsvNote")}</span>
      </li>
      <li>
        <a className={shared.button} href={link("/desk/export/results")} download>
          {t("resultsCsv")}
        </a>
        <span className={shared.muted}>{t("resultsCsvNote")}</span>
      </li>
      <li>
        <a className={shared.button} href={link("/desk/documents/entries-check")}>
          {t("entriesCheck")}
        </a>
        <span className={shared.muted}>{t("entriesCheckNote")}</span>
      </li>
      {ROUNDS.map((round) => (
        <li key={round}>
          <a className={shared.button} href={link(`/desk/documents/weigh-in/${round}`)}>
            {t("weighIn", { round: rounds(`${round}.title`) })}
          </a>
          <span className={shared.muted}>{weighInWindow(round, intlTag[locale])}</span>
        </li>
      ))}
    </ul>
  );
}
