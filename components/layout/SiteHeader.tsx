import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { LanguageLinks } from "./LanguageLinks";
import { logoMarkup } from "./logo";
import styles from "./SiteHeader.module.css";

type Props = {
  /** Client islands that depend on the visitor (the portal link, the Logout button), rendered at the end of the bar. */
  children?: React.ReactNode;
};

export async function SiteHeader({ children }: Props) {
  const locale = await getLocale();
  const t = await getTranslations("Header");
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <div className={styles.bar}>
        <PrefetchLink href={localizedPath(locale, "/")} className={styles.brand}>
          <span className={styles.logo} role="img" aria-label={t("logoAlt")} dangerouslySetInnerHTML={{ __html: logoMarkup }} />
        </PrefetchLink>
        <div className={styles.actions}>
          <LanguageLinks locale={locale} label={t("language")} />
          {children}
        </div>
      </div>
    </header>
  );
}
