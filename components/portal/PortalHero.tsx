import { getLocale, getTranslations } from "next-intl/server";
import { PageHero } from "@/components/layout/PageHero";
import { localizedPath } from "@/lib/i18n/paths";
import styles from "./Portal.module.css";

export async function PortalHero({ teamName }: { teamName: string }) {
  const locale = await getLocale();
  const t = await getTranslations("Portal");
  return (
    <PageHero backHref={localizedPath(locale, "/")} backLabel={t("back")}>
      <h1 className={styles.title}>{t("title")}</h1>
      {teamName ? (
        <p className={styles.welcome}>{t.rich("welcome", { team: () => <strong>{teamName}</strong> })}</p>
      ) : null}
    </PageHero>
  );
}
