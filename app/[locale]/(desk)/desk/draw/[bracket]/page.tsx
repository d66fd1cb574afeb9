import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { BracketTree } from "@/components/cup/BracketTree";
import { Medals } from "@/components/cup/Medals";
import { DrawLog } from "@/components/desk/DrawLog";
import { DrawNotice } from "@/components/desk/DrawNotice";
import { ResultForm } from "@/components/desk/ResultForm";
import { entryDates } from "@/components/entries/dates";
import shared from "@/components/desk/desk.shared.module.css";
import { localizedPath } from "@/i18n/paths";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { edition } from "@/lib/content/edition";
import { boutsToRecord, bracketNodes, canCorrect, NODE_IDS } from "@/lib/cup/bracket";
import { bracketFromSlug } from "@/lib/cup/bracket-slug";
import { bracketKey } from "@/lib/cup/entries";
import { loadDrawLog, loadDraws } from "@/lib/desk/draws";
import { fullName } from "@/lib/desk/model";
import { deskData } from "@/lib/desk/page-data";
import { correctAction, drawAction, publishAction, recordAction } from "../actions";
import styles from "./bracket.module.css";
import { LiveView } from "@/components/live/LiveView";
import { renderedVersion } from "@/lib/live/rendered-version";
import { bracketScope } from "@/lib/live/poll-plan";

/**
 * One bracket at the desk: draw it from its entered boxers (a fresh seed each time), redraw until it is published,
 * publish it, then record each bout's result as it is fought and correct a wrong one. Every form is a server
 * action that works without JavaScript; the database refuses anything the rules forbid and the notice says why.
 * While entries are open nothing is drawn (the database refuses it: entries_still_open), so the page offers no
 * draw and says until when.
 */
export default async function DeskDrawBracketPage({ params, searchParams }: PageProps<"/[locale]/desk/draw/[bracket]">) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.draw");
  const names = await getTranslations("Categories.cards");
  const sexes = await getTranslations("Desk.documents.sexes");
  const { bracket: slug } = await params;
  const bracket = bracketFromSlug(slug);
  if (!bracket) notFound();
  // Read before the desk's data, so the page never claims a version newer than what it shows (D93).
  const version = await renderedVersion(bracketScope(bracket), { cached: false });
  const { client, entries, teams, accounts } = await deskData();
  const id = bracketKey(bracket);
  const inBracket = entries.filter((e) => e.bracketId === id && e.status === "entered");
  const label = inBracket[0]?.weightLabel ?? `${bracket.code} kg`;
  const [{ draws, results: allResults }, log] = await Promise.all([loadDraws(client), loadDrawLog(client, bracket)]);
  const drawn = draws.get(id) ?? null;
  const results = allResults.get(id) ?? {};
  const byId = new Map(entries.map((e) => [e.id, e]));
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const boxer = (entry: string) => {
    const e = byId.get(entry);
    return e ? { name: fullName(e), detail: teamName.get(e.teamId) ?? e.club } : { name: entry };
  };
  const here = localizedPath(locale, `/desk/draw/${slug}`);
  const hidden = (
    <>
      <input type="hidden" name="bracket" value={slug} />
      <input type="hidden" name="back" value={here} />
    </>
  );
  const nodes = drawn ? bracketNodes(drawn.slots, results) : null;
  const hasResults = Object.keys(results).length > 0;
  const open = entriesOpen(currentCalendar().phase);
  return (
    <section aria-labelledby="bracket-title">
      <p>
        <a href={localizedPath(locale, "/desk/draw")}>{t("back")}</a>
      </p>
      <h2 id="bracket-title">
        {names(`${bracket.category}.name`)} · {sexes(bracket.sex)} · {label}
      </h2>
      <LiveView
        scope={bracketScope(bracket)}
        version={version}
        open={nodes !== null && Object.values(nodes).some((n) => n.kind === "bout" && !n.result)}
      />
      <DrawNotice params={await searchParams} />
      <p>{t("entered", { count: inBracket.length })}</p>
      {drawn ? (
        <p className={shared.muted}>
          {drawn.published
            ? t("publishedState", { revision: drawn.revision, seed: drawn.seed })
            : t("drawnState", { revision: drawn.revision, seed: drawn.seed })}
        </p>
      ) : null}

      {open ? (
        // The desk's clock and the database's are one (lib/clock, cup.now()): what is not offered would be refused.
        <p className={shared.muted}>{t("entriesOpen", { date: entryDates(locale).long(edition.registrationDeadline) })}</p>
      ) : null}
      <div className={styles.actions}>
        {!open && (!drawn || !drawn.published) ? (
          <form action={drawAction}>
            {hidden}
            <input type="hidden" name="existing" value={drawn ? "1" : "0"} />
            <button type="submit" className={`${shared.button} ${drawn ? "" : shared.primary}`} disabled={inBracket.length === 0}>
              {drawn ? t("redraw") : t("draw")}
            </button>
          </form>
        ) : null}
        {!open && drawn && !drawn.published ? (
          <form action={publishAction}>
            {hidden}
            <button type="submit" className={`${shared.button} ${shared.primary}`}>
              {t("publish")}
            </button>
          </form>
        ) : null}
        {!open && drawn?.published && !hasResults ? (
          <details>
            <summary>{t("correctDraw")}</summary>
            <form action={drawAction} className={styles.form}>
              {hidden}
              <input type="hidden" name="existing" value="1" />
              <label>
                {t("reason")}
                <input type="text" name="correction" required maxLength={200} />
              </label>
              <button type="submit" className={shared.button}>
                {t("correctDrawButton")}
              </button>
            </form>
          </details>
        ) : null}
      </div>

      {drawn && nodes ? (
        <>
          <h3>{t("bracketTitle")}</h3>
          <BracketTree
            slots={drawn.slots}
            results={results}
            boxer={boxer}
            medals={drawn.published ? <Medals slots={drawn.slots} results={results} boxer={boxer} /> : null}
          />
        </>
      ) : null}

      {drawn?.published && nodes ? (
        <>
          <h3>{t("resultsTitle")}</h3>
          {boutsToRecord(nodes).length === 0 ? <p>{t("nothingToRecord")}</p> : null}
          {boutsToRecord(nodes).map((node) => (
            <ResultForm key={node.id} node={node} boxer={boxer} action={recordAction} hidden={hidden} mode="record" />
          ))}
          {NODE_IDS.filter((n) => canCorrect(nodes, n)).map((n) => (
            <ResultForm key={n} node={nodes[n]} boxer={boxer} action={correctAction} hidden={hidden} mode="correct" />
          ))}
        </>
      ) : null}

      <h3>{t("logTitle")}</h3>
      <DrawLog lines={log} boxer={boxer} accounts={new Map(accounts.map((a) => [a.id, a]))} />
    </section>
  );
}
