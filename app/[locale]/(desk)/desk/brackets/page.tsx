import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { BracketCard } from "@/components/desk/BracketCard";
import { BracketFilter } from "@/components/desk/BracketFilter";
import { Pager } from "@/components/desk/Pager";
import { localizedPath } from "@/i18n/paths";
import { bracketSize } from "@/lib/content/categories";
import { filterFromParams, pageHref } from "@/lib/desk/filter-params";
import { deskData } from "@/lib/desk/page-data";
import { pageOf, pageParam } from "@/lib/desk/paging";
import { bracketViews, filterEntries, type BracketView } from "@/lib/desk/views";

/**
 * Every bracket, filtered and paged on the server: the filter and the page live in the address (a GET form and
 * links), and one page lists about ROWS_PER_PAGE boxers, whatever the cup's size (docs/quality-bars.md §3).
 */
export default async function DeskBracketsPage({ searchParams }: PageProps<"/[locale]/desk/brackets">) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.brackets");
  const params = await searchParams;
  const filter = filterFromParams(params);
  const { entries, teams } = await deskData();
  const shown = new Set(filterEntries(entries, teams, filter).map((e) => e.id));
  const rows = (b: BracketView) => [...b.entered, ...b.waiting].filter((e) => shown.has(e.id)).length;
  const brackets = bracketViews(entries).filter((b) => rows(b) > 0);
  const { items, page, pages } = pageOf(brackets, rows, pageParam(params.page));
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const weights = [...new Set(entries.map((e) => e.weightLabel))].sort(
    (a, b) => parseFloat(a.replace(/^\+/, "")) - parseFloat(b.replace(/^\+/, "")),
  );
  const path = localizedPath(locale, "/desk/brackets");
  return (
    <section aria-labelledby="brackets-title">
      <h2 id="brackets-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <BracketFilter action={path} filter={filter} weights={weights} teams={teams} />
      <p role="status">{t("matches", { count: shown.size })}</p>
      {brackets.length === 0 ? <p>{t("none")}</p> : null}
      {items.map((bracket) => (
        <BracketCard
          key={bracket.id}
          bracket={bracket}
          size={bracketSize}
          shown={shown}
          teams={teamById}
          csvHref={localizedPath(locale, `/desk/export/entries?bracket=${encodeURIComponent(bracket.id)}`)}
          entryHref={(entry) => localizedPath(locale, `/desk/entries/${entry.id}`)}
        />
      ))}
      <Pager page={page} pages={pages} href={(n) => pageHref(path, filter, n)} />
    </section>
  );
}
