import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { BracketCard } from "@/components/desk/BracketCard";
import { BracketFilter } from "@/components/desk/BracketFilter";
import { localizedPath } from "@/i18n/paths";
import { bracketSize } from "@/lib/content/categories";
import { filterFromParams } from "@/lib/desk/filter-params";
import { deskData } from "@/lib/desk/page-data";
import { bracketViews, filterEntries } from "@/lib/desk/views";

export default async function DeskBracketsPage({ searchParams }: PageProps<"/[locale]/desk/brackets">) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.brackets");
  const params = await searchParams;
  const filter = filterFromParams(params);
  const { entries, teams } = await deskData();
  const shown = new Set(filterEntries(entries, teams, filter).map((e) => e.id));
  const brackets = bracketViews(entries).filter((b) => [...b.entered, ...b.waiting].some((e) => shown.has(e.id)));
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const weights = [...new Set(entries.map((e) => e.weightLabel))].sort(
    (a, b) => parseFloat(a.replace(/^\+/, "")) - parseFloat(b.replace(/^\+/, "")),
  );
  const page = localizedPath(locale, "/desk/brackets");
  return (
    <section aria-labelledby="brackets-title">
      <h2 id="brackets-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <BracketFilter action={page} filter={filter} weights={weights} teams={teams} />
      <p role="status">{t("matches", { count: shown.size })}</p>
      {brackets.length === 0 ? <p>{t("none")}</p> : null}
      {brackets.map((bracket) => (
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
    </section>
  );
}
