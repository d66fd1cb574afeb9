import { getTranslations } from "next-intl/server";

export default async function DeskOverviewPage() {
  const t = await getTranslations("Desk.overview");
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">{t("title")}</h2>
      <p>{t("text")}</p>
    </section>
  );
}
