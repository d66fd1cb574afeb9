import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { countryOptions } from "@/components/auth/country-options";
import { entryDates } from "@/components/entries/dates";
import { PrintButton } from "@/components/entries/PrintButton";
import { localizedPath } from "@/i18n/paths";
import { categories } from "@/lib/content/categories";
import { now } from "@/lib/clock/now";
import { edition } from "@/lib/content/edition";
import { groupByBracket } from "@/lib/cup/entries";
import { readTeamEntries } from "@/lib/supabase/entries";
import styles from "./sheet.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("EntrySheet");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * The team entry sheet for the entries check: the team and its active boxers with category, weight and
 * record-book number, one row each, laid out for A4 by its print stylesheet (the site's header, footer and
 * buttons are left out on paper). Rendered per team like the entries page.
 */
export default async function EntrySheetPage() {
  const locale = await getLocale();
  const t = await getTranslations("EntrySheet");
  const entriesText = await getTranslations("Entries");
  const names = await getTranslations("Categories.cards");
  const data = await readTeamEntries(edition.year);
  const back = localizedPath(locale, "/dashboard/entries");
  const countries = countryOptions(locale);
  const country = (english: string | null) => countries.find((c) => c.value === english)?.label ?? english ?? "";
  const dates = entryDates(locale);
  // The day the sheet is produced, in the cup's time zone.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: edition.timeZone }).format(now());

  if (!data) {
    return (
      <div className={styles.sheet}>
        <p role="alert">{entriesText("unavailable")}</p>
      </div>
    );
  }
  const rows = groupByBracket(data.entries, data.brackets).flatMap((group) =>
    group.entries.filter((e) => e.status !== "withdrawn").map((entry) => ({ entry, group })),
  );
  const minor = (key: string) => categories.find((c) => c.key === key)?.minor ?? false;

  return (
    <div className={styles.sheet}>
      <p className={styles.screenOnly}>
        <a href={back}>{t("back")}</a>
      </p>
      <h1 className={styles.title}>{t("title")}</h1>
      <dl className={styles.head}>
        <div>
          <dt>{t("team")}</dt>
          <dd>{data.team.name}</dd>
        </div>
        <div>
          <dt>{t("country")}</dt>
          <dd>{country(data.team.country)}</dd>
        </div>
        <div>
          <dt>{t("edition")}</dt>
          <dd>Porto Box Cup {edition.year}</dd>
        </div>
        <div>
          <dt>{t("produced")}</dt>
          <dd>{dates.long(today)}</dd>
        </div>
      </dl>
      <p>{t("intro")}</p>
      <div className={styles.screenOnly}>
        <PrintButton label={t("print")} />
        <p className={styles.hint}>{t("printHint")}</p>
      </div>
      {rows.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        // A narrow screen scrolls the table sideways: the region takes the keyboard so that works without a mouse.
        <div className={styles.tableWrap} role="region" aria-labelledby="sheet-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="sheet-caption" className="visually-hidden">
              {t("caption")}
            </caption>
            <thead>
              <tr>
                {(["number", "name", "born", "category", "weight", "recordBook", "club", "nationality", "status"] as const).map(
                  (column) => (
                    <th key={column} scope="col">
                      {t(`columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ entry, group }, index) => (
                <tr key={entry.id}>
                  <td>{index + 1}</td>
                  <th scope="row">
                    {entry.lastName.toLocaleUpperCase(locale)}, {entry.firstName}
                    {minor(entry.category) ? <span className={styles.minor}> ({t("minorMark")})</span> : null}
                  </th>
                  <td>{dates.numeric(entry.birthDate)}</td>
                  <td>
                    {names(`${entry.category}.name`)} · {entriesText(`form.sexGroup.${entry.sex}`)}
                  </td>
                  <td>{group.bracket.label} kg</td>
                  <td className={styles.mono}>{entry.recordBook}</td>
                  <td>{entry.club}</td>
                  <td>{country(entry.nationality)}</td>
                  <td>
                    {entry.status === "waiting" ? t("status.waiting", { position: entry.waitingPosition ?? 0 }) : t("status.entered")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.some(({ entry }) => minor(entry.category)) ? <p className={styles.note}>{t("minorNote")}</p> : null}
      <p className={styles.signature}>{t("signature")}</p>
    </div>
  );
}
