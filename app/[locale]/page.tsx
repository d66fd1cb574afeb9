import { getTranslations } from "next-intl/server";

export default async function LandingPage() {
  const t = await getTranslations("Meta");
  return (
    <main id="main">
      <h1>{t("siteName")}</h1>
    </main>
  );
}
