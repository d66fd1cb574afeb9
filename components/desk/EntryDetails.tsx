import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { countryLabel } from "@/lib/content/country-name";
import type { DeskEntry, DeskTeam } from "@/lib/desk/model";
import { StatusBadge } from "./StatusBadge";
import styles from "./EntryDetails.module.css";

/** An entry's facts as the entries check reads them. */
export async function EntryDetails({ entry, team }: { entry: DeskEntry; team: DeskTeam | undefined }) {
  const t = await getTranslations("Desk");
  const locale = await getLocale();
  const names = await getTranslations("Categories.cards");
  const status =
    entry.status === "waiting" ? t("documents.status.waiting", { position: entry.waitingPosition ?? 0 }) : t(`status.${entry.status}`);
  const rows = [
    [t("columns.team"), team ? `${team.name} · ${countryLabel(team.country, locale)} · ${team.email}` : ""],
    [t("columns.bracket"), `${names(`${entry.category}.name`)} · ${t(`documents.sexes.${entry.sex}`)} · ${entry.weightLabel}`],
    [t("csv.birthDate"), entry.birthDate],
    [t("columns.recordBook"), entry.recordBook],
    [t("csv.club"), entry.club],
    [t("csv.nationality"), countryLabel(entry.nationality, locale)],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{t("columns.status")}</dt>
        <dd>
          <StatusBadge status={entry.status} label={status} />
        </dd>
      </div>
    </dl>
  );
}
