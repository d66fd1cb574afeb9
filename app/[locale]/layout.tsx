import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { routing } from "@/i18n/routing";
import { ScrollToTop } from "@/components/layout/ScrollToTop";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { CurrentUserProvider } from "@/components/session/CurrentUser";
import { LogoutButton } from "@/components/session/LogoutButton";
import { NoScriptSession } from "@/components/session/NoScriptSession";
import { PortalLink } from "@/components/session/PortalLink";
import { localizedPath } from "@/i18n/paths";
import { siteMetadata } from "@/lib/seo/metadata";
import { displayFont } from "../fonts";
import "../globals.css";

// Only the three locales exist: anything else (e.g. /favicon.ico reaching this segment) is a 404, never a 500.
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export function generateMetadata(): Promise<Metadata> {
  return siteMetadata();
}

export default async function LocaleLayout({ children }: LayoutProps<"/[locale]">) {
  const locale = await getLocale();
  const t = await getTranslations("Session");
  const header = await getTranslations("Header");
  const portal = { label: header("portal"), href: localizedPath(locale, "/dashboard") };
  const logoutAction = localizedPath(locale, "/logout");
  return (
    <html lang={locale} className={displayFont.variable}>
      <body>
        <CurrentUserProvider>
          <ScrollToTop />
          <SiteHeader>
            <PortalLink label={portal.label} href={portal.href} />
            <LogoutButton label={t("logout")} busyLabel={t("loggingOut")} action={logoutAction} />
            <NoScriptSession portalLabel={portal.label} portalHref={portal.href} logoutLabel={t("logout")} logoutAction={logoutAction} />
          </SiteHeader>
          {children}
        </CurrentUserProvider>
      </body>
    </html>
  );
}
