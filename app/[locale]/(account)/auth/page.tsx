import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { AuthForm } from "@/components/auth/AuthForm";
import { countryOptions } from "@/components/auth/country-options";
import { UnavailableNotice } from "@/components/auth/UnavailableNotice";
import { localizedPath } from "@/i18n/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return { title: t("metaTitle"), description: t("metaDescription"), robots: { index: false, follow: true } };
}

/**
 * A static shell: proxy.ts sends signed-in teams to /dashboard before this page is served, and the form
 * reads `?next=` in the browser, so nothing here depends on the request.
 */
export default async function AuthPage() {
  const locale = await getLocale();
  const messages = await getMessages();
  return (
    // Only this screen's strings reach the browser; the root layout ships none.
    <NextIntlClientProvider messages={{ Auth: messages.Auth, AuthErrors: messages.AuthErrors }}>
      <UnavailableNotice />
      <AuthForm countries={countryOptions(locale)} termsHref={localizedPath(locale, "/terms&conditions")} />
    </NextIntlClientProvider>
  );
}
