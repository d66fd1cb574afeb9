import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import styles from "./not-found.module.css";

export default async function NotFoundPage() {
  const locale = await getLocale();
  const t = await getTranslations("NotFound");
  return (
    <main id="main" className={styles.main}>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <a href={localizedPath(locale, "/")}>{t("home")}</a>
    </main>
  );
}
