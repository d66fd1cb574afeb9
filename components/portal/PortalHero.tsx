import { getLocale, getTranslations } from "next-intl/server";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { localizedPath } from "@/lib/i18n/paths";
import styles from "./Portal.module.css";

export async function PortalHero({ teamName }: { teamName: string }) {
  const locale = await getLocale();
  const t = await getTranslations("Portal");
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <PrefetchLink href={localizedPath(locale, "/")} className={styles.back}>
          <span aria-hidden="true">←</span> {t("back")}
        </PrefetchLink>
        <h1 className={styles.title}>{t("title")}</h1>
        {teamName ? (
          <p className={styles.welcome}>{t.rich("welcome", { team: () => <strong>{teamName}</strong> })}</p>
        ) : null}
      </div>
    </header>
  );
}
