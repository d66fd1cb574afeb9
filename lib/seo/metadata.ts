import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { alternates } from "./alternates";
import { siteUrl } from "./site";
import { socialMetadata } from "./social";

async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : routing.defaultLocale;
}

/**
 * The root layout's metadata: title template, default description, `metadataBase` (so relative image URLs
 * resolve against the public origin) and the default social card for pages that set none (auth, reset, portal).
 */
export async function siteMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: "Meta" });
  const text = { title: t("title"), description: t("description"), siteName: t("siteName"), imageAlt: t("title") };
  return {
    metadataBase: new URL(siteUrl),
    title: { default: text.title, template: `%s · ${text.siteName}` },
    description: text.description,
    ...socialMetadata(locale, null, text),
  };
}

type PageText = { title: string; description: string };

/**
 * Metadata of one public, indexable page in the current locale: its title and description, canonical,
 * hreflang alternates and social card. Without `text` it describes the landing page with the site's own
 * title. Usage in a page: `return publicPageMetadata("/terms&conditions", { title, description });`
 */
export async function publicPageMetadata(path: string, text?: PageText): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: "Meta" });
  const siteName = t("siteName");
  const title = text ? `${text.title} · ${siteName}` : t("title");
  const description = text?.description ?? t("description");
  return {
    title: text ? text.title : { absolute: title },
    description,
    alternates: alternates(locale, path),
    ...socialMetadata(locale, path, { title, description, siteName, imageAlt: t("title") }),
  };
}
