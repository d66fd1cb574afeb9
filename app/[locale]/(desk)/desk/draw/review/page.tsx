import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { BracketTree } from "@/components/cup/BracketTree";
import { BulkNotice } from "@/components/desk/BulkNotice";
import { DrawScopeForm, scopeLabel } from "@/components/desk/DrawScope";
import shared from "@/components/desk/desk.shared.module.css";
import { localizedPath } from "@/i18n/paths";
import { bracketTitle } from "@/lib/cup/bracket-names";
import { allBrackets, bracketSlug } from "@/lib/cup/bracket-slug";
import { bracketKey } from "@/lib/cup/entries";
import { chosenValue, inScope, scopeFrom } from "@/lib/desk/bulk-draw";
import { loadDraws } from "@/lib/desk/draws";
import { fullName } from "@/lib/desk/model";
import { deskData } from "@/lib/desk/page-data";
import { publishChosenAction } from "../bulk-actions";
import styles from "./review.module.css";

/**
 * The bulk step's review (docs/cup.md §11): every drawn, unpublished bracket of a choice on one page, each as teams
 * and visitors will see it, ticked for publication; one action publishes the ticked ones, each exactly as shown
 * (its revision). The choice is a plain GET form, so a review can be bookmarked; everything works without JavaScript.
 */
export default async function DeskDrawReviewPage({ searchParams }: PageProps<"/[locale]/desk/draw/review">) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.draw");
  const params = await searchParams;
  const scope = scopeFrom(params);
  const { client, entries, teams } = await deskData();
  const { draws } = await loadDraws(client);
  const name = await bracketTitle();
  const pending = allBrackets().flatMap((bracket) => {
    const draw = draws.get(bracketKey(bracket));
    return draw && !draw.published && inScope(bracket, scope) ? [{ bracket, draw }] : [];
  });
  const byId = new Map(entries.map((e) => [e.id, e]));
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const boxer = (entry: string) => {
    const e = byId.get(entry);
    return e ? { name: fullName(e), detail: teamName.get(e.teamId) ?? e.club } : { name: entry };
  };
  const here = localizedPath(locale, "/desk/draw/review");
  return (
    <section aria-labelledby="review-title">
      <p>
        <a href={localizedPath(locale, "/desk/draw")}>{t("back")}</a>
      </p>
      <h2 id="review-title">{t("bulk.reviewTitle")}</h2>
      <BulkNotice params={params} />
      <DrawScopeForm action={here} scope={scope} submit={t("bulk.show")} label={t("bulk.choice")} />
      <p>
        <strong>{await scopeLabel(scope)}</strong>: {t("bulk.waiting", { count: pending.length })}
      </p>
      {pending.length > 0 ? (
        <form action={publishChosenAction}>
          <input type="hidden" name="back" value={here} />
          {scope.category ? <input type="hidden" name="category" value={scope.category} /> : null}
          {scope.sex ? <input type="hidden" name="sex" value={scope.sex} /> : null}
          <p>{t("bulk.reviewText")}</p>
          <p>
            <button type="submit" className={`${shared.button} ${shared.primary}`}>
              {t("bulk.publish")}
            </button>
          </p>
          {pending.map(({ bracket, draw }) => {
            const slug = bracketSlug(bracket);
            return (
              <article key={slug} className={styles.bracket} aria-labelledby={`review-${slug}`}>
                <h3 id={`review-${slug}`} className={styles.title}>
                  <label>
                    <input type="checkbox" name="publish" value={chosenValue(bracket, draw.revision)} defaultChecked />
                    {name(bracket)}
                  </label>
                </h3>
                <p className={shared.muted}>
                  {t("drawnState", { revision: draw.revision, seed: draw.seed })}{" "}
                  <a href={localizedPath(locale, `/desk/draw/${slug}`)}>
                    {t("bulk.open")}
                    <span className="visually-hidden"> ({name(bracket)})</span>
                  </a>
                </p>
                <BracketTree slots={draw.slots} results={{}} boxer={boxer} />
              </article>
            );
          })}
          <button type="submit" className={`${shared.button} ${shared.primary}`}>
            {t("bulk.publish")}
          </button>
        </form>
      ) : null}
    </section>
  );
}
