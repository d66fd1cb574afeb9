import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { PageHero } from "@/components/layout/PageHero";
import { localizedPath } from "@/i18n/paths";
import { TeamName } from "./TeamName";
import styles from "./PortalHero.module.css";

export async function PortalHero() {
  const locale = await getLocale();
  const t = await getTranslations("Portal");
  return (
    <PageHero backHref={localizedPath(locale, "/")} backLabel={t("back")}>
      <h1 className={styles.title}>{t("title")}</h1>
      <TeamName label={t("signedInAs")} className={styles.welcome} />
    </PageHero>
  );
}
