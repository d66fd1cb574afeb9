import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ResetForm } from "@/components/auth/ResetForm";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Reset");
  return { title: t("metaTitle"), description: t("metaDescription"), robots: { index: false, follow: false } };
}

/** A static shell: the link's token is read and verified in the browser, never by this page. */
export default async function ResetPage() {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ Reset: messages.Reset, AuthErrors: messages.AuthErrors }}>
      <ResetForm />
    </NextIntlClientProvider>
  );
}
