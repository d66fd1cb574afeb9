import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { countryLabel } from "@/lib/content/country-name";
import type { TeamFilter as Filter } from "@/lib/desk/views";
import styles from "./filter-form.shared.module.css";
import shared from "./desk.shared.module.css";

type Props = { action: string; filter: Filter; countries: string[] };

/** A plain GET form, as the brackets' filter: the search lives in the address and works without JavaScript. */
export async function TeamFilter({ action, filter, countries }: Props) {
  const t = await getTranslations("Desk");
  const locale = await getLocale();
  return (
    <form method="get" action={action} className={styles.form} role="search" aria-label={t("teams.filterLabel")}>
      <label className={`${styles.field} ${styles.search}`}>
        <span>{t("teams.search")}</span>
        <input type="search" name="q" defaultValue={filter.q ?? ""} autoComplete="off" />
      </label>
      <label className={styles.field}>
        <span>{t("columns.country")}</span>
        <select name="country" defaultValue={filter.country ?? ""}>
          <option value="">{t("filter.any")}</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {countryLabel(country, locale)}
            </option>
          ))}
        </select>
      </label>
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
