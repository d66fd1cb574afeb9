import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { entryDates } from "@/components/entries/dates";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { edition } from "@/lib/content/edition";
import { bracketSlug } from "@/lib/cup/bracket-slug";
import { loadDraws } from "@/lib/desk/draws";
import { deskData } from "@/lib/desk/page-data";
import { bracketViews } from "@/lib/desk/views";
import { BulkDraw } from "@/components/desk/BulkDraw";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import shared from "@/components/desk/desk.shared.module.css";
import { bulkDrawAction } from "./bulk-actions";

/**
 * Every bracket with an entered boxer: whether it is drawn, published, and how many results are recorded; above it,
 * the bulk step (draw a choice of brackets at once, then review and publish them). Brackets are drawn once entries
 * close; until then the page says so.
 */
export default async function DeskDrawPage() {
  const locale = await getLocale();
  const t = await getTranslations("Desk.draw");
  const names = await getTranslations("Categories.cards");
  const sexes = await getTranslations("Desk.documents.sexes");
  const { client, entries } = await deskData();
  const { draws, results } = await loadDraws(client);
  const brackets = bracketViews(entries).filter((b) => b.entered.length > 0);
  return (
    <section aria-labelledby="draw-title">
      <h2 id="draw-title">{t("title")}</h2>
      <p>{t("text")}</p>
      {entriesOpen(currentCalendar().phase) ? (
        <p>{t("entriesOpen", { date: entryDates(locale).long(edition.registrationDeadline) })}</p>
      ) : null}
      <BulkDraw action={bulkDrawAction} waiting={[...draws.values()].filter((d) => !d.published).length} />
      {brackets.length === 0 ? <p>{t("none")}</p> : null}
      <ScrollFrame label={t("title")}>
        <table className={shared.table}>
          <thead>
            <tr>
              <th scope="col">{t("bracket")}</th>
              <th scope="col" className={shared.number}>
                {t("boxers")}
              </th>
              <th scope="col">{t("state")}</th>
            </tr>
          </thead>
          <tbody>
            {brackets.map((b) => {
              const [category, sex, code] = b.id.split("/") as [typeof b.category, typeof b.sex, string];
              const drawn = draws.get(b.id);
              const recorded = Object.keys(results.get(b.id) ?? {}).length;
              const state = !drawn
                ? t("states.notDrawn")
                : drawn.published
                  ? t("states.published", { count: recorded })
                  : t("states.drawn");
              return (
                <tr key={b.id}>
                  <th scope="row">
                    <a href={localizedPath(locale, `/desk/draw/${bracketSlug({ category, sex, code })}`)}>
                      {names(`${category}.name`)} · {sexes(sex)} · {b.weightLabel}
                    </a>
                  </th>
                  <td className={shared.number}>{b.entered.length}</td>
                  <td>{state}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollFrame>
    </section>
  );
}
