import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TermsHero } from "@/components/terms/TermsHero";
import { TermsSections } from "@/components/terms/TermsSections";
import { publicPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Terms");
  return publicPageMetadata("/terms&conditions", { title: t("metaTitle"), description: t("metaDescription") });
}

export default function TermsPage() {
  return (
    <>
      <TermsHero />
      <TermsSections />
    </>
  );
}
