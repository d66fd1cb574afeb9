import { getTranslations } from "next-intl/server";
import { TeamList } from "@/components/desk/TeamList";
import { byBracket } from "@/lib/desk/model";
import { categories } from "@/lib/content/categories";
import { deskData } from "@/lib/desk/page-data";

const CATEGORY_ORDER = categories.map((c) => c.key);

export default async function DeskTeamsPage() {
  const t = await getTranslations("Desk.teams");
  const { entries, teams } = await deskData();
  const byTeam = new Map(teams.map((team) => [team.id, [] as typeof entries]));
  for (const entry of entries) byTeam.get(entry.teamId)?.push(entry);
  const list = teams.map((team) => ({ team, entries: (byTeam.get(team.id) ?? []).sort((a, b) => byBracket(a, b, CATEGORY_ORDER)) }));
  return (
    <section aria-labelledby="teams-title">
      <h2 id="teams-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <TeamList teams={list} />
    </section>
  );
}
