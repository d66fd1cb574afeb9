import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { countryLabel } from "@/lib/content/country-name";
import { intlTag } from "@/i18n/routing";
import type { Totals } from "@/lib/desk/views";
import styles from "./Overview.module.css";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import shared from "./desk.shared.module.css";

/** The desk's first page: the three numbers that matter, then where the boxers come from and where they box. */
export async function Overview({ totals }: { totals: Totals }) {
  const t = await getTranslations("Desk");
  const categories = await getTranslations("Categories.cards");
  const locale = await getLocale();
  const number = new Intl.NumberFormat(intlTag[locale]);
  const cards = [
    { label: t("overview.teams"), value: totals.teams },
    { label: t("overview.entered"), value: totals.boxers.entered },
    { label: t("overview.waiting"), value: totals.boxers.waiting },
  ];
  return (
    <>
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div key={card.label} className={styles.card}>
            <dt>{card.label}</dt>
            <dd>{number.format(card.value)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.tables}>
        <section className={shared.panel} aria-labelledby="by-country">
          <h3 id="by-country">{t("overview.byCountry")}</h3>
          <ScrollFrame label={t("overview.byCountry")}>
            <table className={shared.table}>
              <thead>
                <tr>
                  <th scope="col">{t("columns.country")}</th>
                  <th scope="col" className={shared.number}>
                    {t("overview.teams")}
                  </th>
                  <th scope="col" className={shared.number}>
                    {t("overview.entered")}
                  </th>
                  <th scope="col" className={shared.number}>
                    {t("overview.waiting")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {totals.byCountry.map((row) => (
                  <tr key={row.country}>
                    <th scope="row">{countryLabel(row.country, locale)}</th>
                    <td className={shared.number}>{number.format(row.teams)}</td>
                    <td className={shared.number}>{number.format(row.entered)}</td>
                    <td className={shared.number}>{number.format(row.waiting)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        </section>
        <section className={shared.panel} aria-labelledby="by-category">
          <h3 id="by-category">{t("overview.byCategory")}</h3>
          <ScrollFrame label={t("overview.byCategory")}>
            <table className={shared.table}>
              <thead>
                <tr>
                  <th scope="col">{t("columns.category")}</th>
                  <th scope="col">{t("columns.sex")}</th>
                  <th scope="col" className={shared.number}>
                    {t("overview.entered")}
                  </th>
                  <th scope="col" className={shared.number}>
                    {t("overview.waiting")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {totals.byCategory.map((row) => (
                  <tr key={`${row.category}-${row.sex}`}>
                    <th scope="row">{categories(`${row.category}.name`)}</th>
                    <td>{t(`documents.sexes.${row.sex}`)}</td>
                    <td className={shared.number}>{number.format(row.entered)}</td>
                    <td className={shared.number}>{number.format(row.waiting)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        </section>
      </div>
    </>
  );
}
