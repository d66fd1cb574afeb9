import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { PrintButton } from "@/components/entries/PrintButton";
import buttons from "@/components/entries/buttons.shared.module.css";
import { entrySheet } from "@/components/entries/sheet-lines";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import { localizedPath } from "@/i18n/paths";

import { now } from "@/lib/clock/now";
import { edition } from "@/lib/content/edition";
import type { Translate } from "@/lib/desk/documents/produced";
import { readTeamEntries } from "@/lib/supabase/entries";
import styles from "./sheet.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("EntrySheet");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

const COLUMNS = ["number", "name", "born", "category", "weight", "recordBook", "club", "nationality", "status"] as const;

/**
 * The team entry sheet for the entries check: the team and its active boxers with category, weight and
 * record-book number, one row each, laid out for A4 by its print stylesheet (the site's header, footer and
 * buttons are left out on paper), and the same sheet as a PDF built on the server (./pdf/route.ts). Rendered per
 * team like the entries page.
 */
export default async function EntrySheetPage() {
  const locale = await getLocale();
  const t = await getTranslations("EntrySheet");
  const all = (await getTranslations()) as unknown as Translate;
  const data = await readTeamEntries(edition.year);
  const back = localizedPath(locale, "/dashboard/entries");
  // The day the sheet is produced, in the cup's time zone.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: edition.timeZone }).format(now());

  if (!data) {
    return (
      <div className={styles.sheet}>
        <p role="alert">{all("Entries.unavailable")}</p>
      </div>
    );
  }
  const sheet = entrySheet(data, all, locale, today);

  return (
    <div className={styles.sheet}>
      <p className={styles.screenOnly}>
        <a href={back}>{t("back")}</a>
      </p>
      <h1 className={styles.title}>{t("title")}</h1>
      <dl className={styles.head}>
        <div>
          <dt>{t("team")}</dt>
          <dd>{sheet.team}</dd>
        </div>
        <div>
          <dt>{t("country")}</dt>
          <dd>{sheet.country}</dd>
        </div>
        <div>
          <dt>{t("edition")}</dt>
          <dd>
            {edition.name} {edition.year}
          </dd>
        </div>
        <div>
          <dt>{t("produced")}</dt>
          <dd>{sheet.produced}</dd>
        </div>
      </dl>
      <p>{t("intro")}</p>
      <div className={styles.screenOnly}>
        <div className={styles.actions}>
          <a className={`${buttons.primary} ${styles.download}`} href={localizedPath(locale, "/dashboard/entries/sheet/pdf")} download>
            {t("download")}
          </a>
          <PrintButton label={t("print")} />
        </div>
        <p className={styles.hint}>{t("printHint")}</p>
      </div>
      {sheet.lines.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <div className={styles.tableArea}>
          <p className={styles.scrollHint}>{t("scrollHint")}</p>
          <ScrollFrame label={t("caption")}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t("caption")}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.lines.map((line, index) => (
                  <tr key={line.id}>
                    <td>{index + 1}</td>
                    <th scope="row">
                      {line.name}
                      {line.minor ? <span className={styles.minor}> ({t("minorMark")})</span> : null}
                    </th>
                    <td>{line.born}</td>
                    <td>{line.category}</td>
                    <td className={styles.mono}>{line.weight}</td>
                    <td className={styles.mono}>{line.recordBook}</td>
                    <td>{line.club}</td>
                    <td>{line.nationality}</td>
                    <td>{line.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        </div>
      )}
      {sheet.lines.some((line) => line.minor) ? <p className={styles.note}>{t("minorNote")}</p> : null}
      <p className={styles.signature}>{t("signature")}</p>
    </div>
  );
}
