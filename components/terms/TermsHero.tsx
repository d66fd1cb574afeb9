import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { PageHero } from "@/components/layout/PageHero";
import { localizedPath } from "@/i18n/paths";
import styles from "./TermsHero.module.css";

/** docs/product.md §2: the title is split into two words, one per line, with the back link to the home page. */
export async function TermsHero() {
  const locale = await getLocale();
  const t = await getTranslations("Terms");
  return (
    <PageHero backHref={localizedPath(locale, "/")} backLabel={t("back")}>
      <p className={styles.eyebrow}>{t("eyebrow")}</p>
      <h1 className={styles.title}>
        <span className={styles.word}>{t("titleFirst")}</span> <span className={styles.join}>{t("titleJoin")}</span>{" "}
        <span className={styles.word}>{t("titleSecond")}</span>
      </h1>
      <p className={styles.intro}>{t("intro")}</p>
    </PageHero>
  );
}
