import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { PageHero } from "@/components/layout/PageHero";
import { localizedPath } from "@/i18n/paths";
import styles from "./GalleryHero.module.css";

type Props = {
  /** The edition shown, or null when the page was opened without one (docs/product.md §2: the year is Unknown). */
  year: number | null;
  imageCount: number;
};

export async function GalleryHero({ year, imageCount }: Props) {
  const locale = await getLocale();
  const t = await getTranslations("Gallery");
  return (
    <PageHero backHref={localizedPath(locale, "/dashboard")} backLabel={t("back")} tone="gold">
      <h1 className={styles.title}>
        <span className={styles.eyebrow}>{t("eyebrow")}</span>
        <span className={styles.yearLine}>
          <span className="visually-hidden">{t("yearLabel")}: </span>
          <span className={year === null ? styles.unknown : styles.year} data-testid="gallery-year">
            {year ?? t("unknownYear")}
          </span>
        </span>
      </h1>
      {year !== null && (
        <p className={styles.intro}>
          <span>{t("intro", { year })}</span> <span className={styles.count}>{t("count", { count: imageCount })}</span>
        </p>
      )}
    </PageHero>
  );
}
