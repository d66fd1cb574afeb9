import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { Pager } from "@/components/desk/Pager";
import { TeamFilter } from "@/components/desk/TeamFilter";
import { TeamList } from "@/components/desk/TeamList";
import { localizedPath } from "@/i18n/paths";
import { byBracket } from "@/lib/desk/model";
import { categories } from "@/lib/content/categories";
import { pageHref, teamFilterFromParams } from "@/lib/desk/filter-params";
import { deskData } from "@/lib/desk/page-data";
import { pageOf, pageParam } from "@/lib/desk/paging";
import { filterTeams } from "@/lib/desk/views";

const CATEGORY_ORDER = categories.map((c) => c.key);

/** Every team with its boxers, filtered and paged on the server like the brackets (a team is never split). */
export default async function DeskTeamsPage({ searchParams }: PageProps<"/[locale]/desk/teams">) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.teams");
  const params = await searchParams;
  const filter = teamFilterFromParams(params);
  const { entries, teams } = await deskData();
  const byTeam = new Map(teams.map((team) => [team.id, [] as typeof entries]));
  for (const entry of entries) byTeam.get(entry.teamId)?.push(entry);
  const matching = filterTeams(teams, filter);
  const list = matching.map((team) => ({ team, entries: (byTeam.get(team.id) ?? []).sort((a, b) => byBracket(a, b, CATEGORY_ORDER)) }));
  // A team takes its summary line and, opened, a row per boxer.
  const { items, page, pages } = pageOf(list, (item) => 1 + item.entries.length, pageParam(params.page));
  const path = localizedPath(locale, "/desk/teams");
  return (
    <section aria-labelledby="teams-title">
      <h2 id="teams-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <TeamFilter action={path} filter={filter} countries={[...new Set(teams.map((team) => team.country))].sort()} />
      <p role="status">{t("matches", { count: matching.length })}</p>
      {matching.length === 0 ? <p>{t("noMatch")}</p> : <TeamList teams={items} />}
      <Pager page={page} pages={pages} href={(n) => pageHref(path, filter, n)} />
    </section>
  );
}
