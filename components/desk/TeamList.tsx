import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { countryLabel } from "@/lib/content/country-name";
import { localizedPath } from "@/i18n/paths";
import { fullName, type DeskEntry, type DeskTeam } from "@/lib/desk/model";
import { StatusBadge } from "./StatusBadge";
import styles from "./TeamList.module.css";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import shared from "./desk.shared.module.css";

type Props = { teams: { team: DeskTeam; entries: DeskEntry[] }[] };

/**
 * Every team with its country, contact e-mail and boxers; each opens to its boxers and its entries-check PDF.
 * A cell's words are one template string, not JSX text around expressions: React renders `{a} · {b}` as five
 * text nodes parted by `<!-- -->` comments, which the browser builds and React hydrates on every row (80 rows a
 * page; e2e/desk-lists.spec.ts holds the list to none).
 */
export async function TeamList({ teams }: Props) {
  const locale = await getLocale();
  const t = await getTranslations("Desk");
  const categories = await getTranslations("Categories.cards");
  const bracketOf = (entry: DeskEntry) =>
    `${categories(`${entry.category}.name`)} · ${t(`documents.sexes.${entry.sex}`)} · ${entry.weightLabel}`;
  return (
    <ul className={styles.list}>
      {teams.map(({ team, entries }) => {
        const active = entries.filter((e) => e.status !== "withdrawn");
        const summary = `${countryLabel(team.country, locale)} · ${t("teams.boxers", { count: active.length })}`;
        return (
          <li key={team.id}>
            <details className={styles.team}>
              <summary>
                <span className={styles.name}>{team.name}</span>
                <span className={shared.muted}>{summary}</span>
              </summary>
              <p className={styles.contact}>
                <a href={`mailto:${team.email}`}>{team.email}</a>
                {" · "}
                <a href={localizedPath(locale, `/desk/documents/entries-check?team=${encodeURIComponent(team.id)}`)}>
                  {t("teams.entriesCheck")}
                </a>
              </p>
              {entries.length === 0 ? (
                <p className={shared.muted}>{t("teams.none")}</p>
              ) : (
                <ScrollFrame label={team.name}>
                  <table className={shared.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t("columns.name")}</th>
                        <th scope="col">{t("columns.bracket")}</th>
                        <th scope="col">{t("columns.recordBook")}</th>
                        <th scope="col">{t("columns.status")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entries.map((entry) => (
                        <tr key={entry.id}>
                          <th scope="row">
                            <a href={localizedPath(locale, `/desk/entries/${entry.id}`)}>{fullName(entry)}</a>
                          </th>
                          <td>{bracketOf(entry)}</td>
                          <td>{entry.recordBook}</td>
                          <td>
                            <StatusBadge
                              status={entry.status}
                              label={
                                entry.status === "waiting"
                                  ? t("documents.status.waiting", { position: entry.waitingPosition ?? 0 })
                                  : t(`status.${entry.status}`)
                              }
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollFrame>
              )}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
