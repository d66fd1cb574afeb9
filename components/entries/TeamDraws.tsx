import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { BracketTree } from "@/components/cup/BracketTree";
import { Medals } from "@/components/cup/Medals";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";
import { bracketSlug } from "@/lib/cup/bracket-slug";
import { bracketTitle } from "@/lib/cup/bracket-names";
import { loadPublishedOrNone } from "@/lib/cup/published";
import { publicOrder } from "@/lib/cup/order-public";
import { TeamBouts } from "./TeamBouts";
import styles from "./TeamDraws.module.css";

const ROUND_DAYS = [
  ["quarterFinal", "quarterFinals"],
  ["semiFinal", "semiFinals"],
  ["final", "finals"],
] as const;

/**
 * The team's boxers in published draws: when and where each boxes next (TeamBouts), then each bracket with the team's
 * own boxers marked, their opponents, the days of its rounds (the schedule's fight days) and the results as they are
 * recorded. Nothing before publication.
 */
export async function TeamDraws({ entryIds }: { entryIds: ReadonlySet<string> }) {
  const published = (await loadPublishedOrNone()).filter((b) => b.slots.some((s) => s !== null && entryIds.has(s)));
  if (published.length === 0) return null;
  const locale = await getLocale();
  const t = await getTranslations("Draw");
  const title = await bracketTitle();
  const day = new Intl.DateTimeFormat(intlTag[locale], { weekday: "long", day: "numeric", month: "long", timeZone: edition.timeZone });
  const days = ROUND_DAYS.map(([round, key]) => {
    const start = edition.schedule.find((d) => d.key === key)?.start;
    return { round, date: start ? day.format(new Date(start)) : "" };
  });
  return (
    <section aria-labelledby="team-draws-title" className={styles.draws}>
      <h2 id="team-draws-title">{t("team.title")}</h2>
      <p>{t("team.days", { quarterFinal: days[0].date, semiFinal: days[1].date, final: days[2].date })}</p>
      <TeamBouts entryIds={entryIds} order={await publicOrder()} />
      {published.map((bracket) => {
        const boxer = (id: string) => {
          const b = bracket.boxers.get(id);
          return b ? { name: `${b.firstName} ${b.lastName}`, detail: b.club } : { name: "" };
        };
        const slug = bracketSlug(bracket);
        return (
          <article key={slug} className={styles.bracket} aria-labelledby={`draw-${slug}`}>
            <h3 id={`draw-${slug}`}>{title(bracket)}</h3>
            <BracketTree
              slots={bracket.slots}
              results={bracket.results}
              boxer={boxer}
              highlight={entryIds}
              medals={<Medals slots={bracket.slots} results={bracket.results} boxer={boxer} />}
            />
            <p>
              <a href={localizedPath(locale, `/draw/${slug}`)}>{t("team.publicPage")}</a>
            </p>
          </article>
        );
      })}
    </section>
  );
}
