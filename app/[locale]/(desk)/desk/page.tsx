import { getTranslations } from "next-intl/server";
import { Overview } from "@/components/desk/Overview";
import { deskData } from "@/lib/desk/page-data";
import { totals } from "@/lib/desk/views";

export default async function DeskOverviewPage() {
  const t = await getTranslations("Desk.overview");
  const { entries, teams } = await deskData();
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <Overview totals={totals(entries, teams)} />
    </section>
  );
}
