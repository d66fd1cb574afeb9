import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { DeskNav } from "@/components/desk/DeskNav";
import { deskSections } from "@/components/desk/sections";
import { localizedPath } from "@/i18n/paths";
import { localePrefix, publicLocaleCode } from "@/i18n/routing";
import { DeskWorker } from "@/components/offline/DeskWorker";
import { Outbox } from "@/components/offline/Outbox";
import { outboxText } from "@/components/offline/outbox-text";
import { organiserClient } from "@/lib/desk/access";
import styles from "./desk.module.css";

/**
 * The desk's tab and app icon is the site's logo as a PNG, not app/icon.svg: Chromium draws an SVG icon in a page of
 * its own on the tab's main thread after the load (a new document and its style and layout, 10-145 ms on the bench's
 * phone per icon), where a PNG is only decoded (docs/decisions.md D114). Its manifests name the same PNG.
 */
const DESK_ICONS: Metadata["icons"] = { icon: { url: "/apple-icon.png", type: "image/png" }, apple: "/apple-icon.png" };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Desk");
  // The desk installs as an app on the tablets at the scale and the ring (docs/operations.md), in its language.
  const manifest = `/offline/desk-${publicLocaleCode[await getLocale()]}.webmanifest`;
  return { title: t("metaTitle"), robots: { index: false, follow: false }, manifest, icons: DESK_ICONS };
}

/**
 * The organisers' desk: rendered per request for the organiser who asks (proxy.ts lets only organisers in and
 * marks every answer private, no-store). Every section shares this frame: the title and one navigation.
 */
export default async function DeskLayout({ children }: LayoutProps<"/[locale]/desk">) {
  if (!(await organiserClient())) notFound();
  const locale = await getLocale();
  const t = await getTranslations("Desk");
  const outbox = await outboxText(locale);
  const links = deskSections.map(({ key, path }) => ({ href: localizedPath(locale, path), label: t(`nav.${key}`) }));
  return (
    <main id="main" className={styles.desk}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t("title")}</h1>
        <DeskNav label={t("nav.label")} links={links} />
        <Outbox {...outbox} />
      </header>
      <div className={styles.body}>{children}</div>
      <DeskWorker prefix={localePrefix[locale] ?? ""} />
    </main>
  );
}
