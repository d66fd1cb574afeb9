import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { countryLabel } from "@/lib/content/country-name";
import { categories } from "@/lib/content/categories";
import type { DeskTeam } from "@/lib/desk/model";
import type { EntryFilter } from "@/lib/desk/views";
import styles from "./filter-form.shared.module.css";
import shared from "./desk.shared.module.css";

type Props = { action: string; filter: EntryFilter; weights: string[]; teams: DeskTeam[] };

/** A plain GET form: the filter lives in the address, so a filtered view can be bookmarked or shared. */
export async function BracketFilter({ action, filter, weights, teams }: Props) {
  const t = await getTranslations("Desk");
  const names = await getTranslations("Categories.cards");
  const locale = await getLocale();
  const countries = [...new Set(teams.map((team) => team.country))].sort();
  const select = (name: keyof EntryFilter, label: string, options: { value: string; label: string }[]) => (
    <label className={styles.field}>
      <span>{label}</span>
      <select name={name} defaultValue={filter[name] ?? ""}>
        <option value="">{t("filter.any")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="get" action={action} className={styles.form} role="search" aria-label={t("filter.label")}>
      <label className={`${styles.field} ${styles.search}`}>
        <span>{t("filter.search")}</span>
        <input type="search" name="q" defaultValue={filter.q ?? ""} autoComplete="off" />
      </label>
      {select(
        "category",
        t("columns.category"),
        categories.map((c) => ({ value: c.key, label: names(`${c.key}.name`) })),
      )}
      {select("sex", t("columns.sex"), [
        { value: "F", label: t("documents.sexes.F") },
        { value: "M", label: t("documents.sexes.M") },
      ])}
      {select(
        "weight",
        t("filter.weight"),
        weights.map((w) => ({ value: w, label: w })),
      )}
      {select(
        "country",
        t("columns.country"),
        countries.map((c) => ({ value: c, label: countryLabel(c, locale) })),
      )}
      {select(
        "team",
        t("columns.team"),
        teams.map((team) => ({ value: team.id, label: team.name })),
      )}
      <div className={styles.buttons}>
        <button type="submit" className={`${shared.button} ${shared.primary}`}>
          {t("filter.apply")}
        </button>
        <a href={action} className={shared.button}>
          {t("filter.clear")}
        </a>
      </div>
    </form>
  );
}
