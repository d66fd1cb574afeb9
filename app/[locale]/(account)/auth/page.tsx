import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { AuthForm } from "@/components/auth/AuthForm";
import { countryOptions } from "@/components/auth/country-options";
import { UnavailableNotice } from "@/components/auth/UnavailableNotice";
import { localizedPath } from "@/i18n/paths";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { formatDayMonthYear } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";

// The registration text says where the cup stands on its calendar: regenerated like the public pages, so it
// follows a phase change within 30 s (docs/decisions.md D46).
export const revalidate = 15;

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
  const t = await getTranslations("Auth");
  const { phase } = currentCalendar();
  // Accounts can be created in every phase; the text says whether entries are open (docs/product.md §2).
  const registerIntro = entriesOpen(phase)
    ? t("registerIntro")
    : phase === "over"
      ? t("registerIntroOver", { year: edition.year })
      : t("registerIntroClosed", { year: edition.year, deadline: formatDayMonthYear(edition.registrationDeadline) });
  return (
    // Only this screen's strings reach the browser; the root layout ships none.
    <NextIntlClientProvider messages={{ Auth: messages.Auth, AuthErrors: messages.AuthErrors }}>
      <UnavailableNotice />
      <AuthForm countries={countryOptions(locale)} termsHref={localizedPath(locale, "/terms&conditions")} registerIntro={registerIntro} />
    </NextIntlClientProvider>
  );
}
