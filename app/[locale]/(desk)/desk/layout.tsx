import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { DeskNav } from "@/components/desk/DeskNav";
import { deskSections } from "@/components/desk/sections";
import { localizedPath } from "@/i18n/paths";
import { organiserClient } from "@/lib/desk/access";
import styles from "./desk.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Desk");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * The organisers' desk: rendered per request for the organiser who asks (proxy.ts lets only organisers in and
 * marks every answer private, no-store). Every section shares this frame: the title and one navigation.
 */
export default async function DeskLayout({ children }: LayoutProps<"/[locale]/desk">) {
  if (!(await organiserClient())) notFound();
  const locale = await getLocale();
  const t = await getTranslations("Desk");
  const links = deskSections.map(({ key, path }) => ({ href: localizedPath(locale, path), label: t(`nav.${key}`) }));
  return (
    <main id="main" className={styles.desk}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t("title")}</h1>
        <DeskNav label={t("nav.label")} links={links} />
      </header>
      <div className={styles.body}>{children}</div>
    </main>
  );
}
