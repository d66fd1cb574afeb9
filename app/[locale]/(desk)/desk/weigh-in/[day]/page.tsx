import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { ScaleRow } from "@/components/desk/weigh-in/ScaleRow";
import { WeighInNotice } from "@/components/desk/weigh-in/WeighInNotice";
import shared from "@/components/desk/desk.shared.module.css";
import styles from "@/components/desk/weigh-in/scale.module.css";
import type { CategoryKey } from "@/lib/content/categories";
import { edition } from "@/lib/content/edition";
import type { Sex } from "@/lib/content/weight-classes";
import { now } from "@/lib/clock/now";
import { ROUNDS, type Round } from "@/lib/cup/fight-days";
import { refusalText } from "@/lib/cup/refusal-text";
import { isRefusalKey } from "@/lib/cup/refusals";
import { loadDraws } from "@/lib/desk/draws";
import { fullName } from "@/lib/desk/model";
import { deskData } from "@/lib/desk/page-data";
import { folded } from "@/lib/desk/views";
import { weighInWindow } from "@/lib/desk/weigh-in-window";
import { loadWeighIns } from "@/lib/desk/weigh-ins";
import { minutesLeft, scaleBoxers, scaleCounts, type ScaleBoxer } from "@/lib/weigh-in/day";
import { absentAction, correctWeighInAction, weighAction } from "../actions";
import { LiveView } from "@/components/live/LiveView";
import { renderedVersion } from "@/lib/live/rendered-version";

const PAGE_SIZE = 25;
const SHOWS = ["todo", "done", "all"] as const;
type Show = (typeof SHOWS)[number];
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * One fight morning at the scale (docs/cup.md §13): the boxers with a bout that day in a published draw, found by
 * name, team or bout, each recorded with the weight and one tap (fit or unfit); the counts and the minutes left in
 * the window; once the window has closed, the boxers still unweighed and one confirmed action to record them absent.
 * Server-rendered, filtered and paged on the server; every form is a server action that works without JavaScript.
 */
export default async function WeighInDayPage({ params, searchParams }: PageProps<"/[locale]/desk/weigh-in/[day]">) {
  const { day: dayParam } = await params;
  if (!(ROUNDS as readonly string[]).includes(dayParam)) notFound();
  const day = dayParam as Round;
  const query = await searchParams;
  const locale = await getLocale();
  const t = await getTranslations("Desk.weighIn");
  const days = await getTranslations("Info.schedule.days");
  const names = await getTranslations("Categories.cards");
  const sexes = await getTranslations("Desk.documents.sexes");
  const nodes = await getTranslations("Draw.nodes");
  // Read before the desk's data, so the page never claims a version newer than what it shows (D93).
  const version = await renderedVersion({ kind: "edition" }, { cached: false });
  const { client, entries, teams } = await deskData();
  const [{ draws, results }, weighIns] = await Promise.all([loadDraws(client), loadWeighIns(client, day)]);
  const boxers = scaleBoxers(day, draws, results, weighIns);
  const counts = scaleCounts(boxers);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const window = edition.schedule.find((d) => d.key === day)?.weighIn;
  const left = window ? minutesLeft(window.end, now()) : 0;
  const closed = !!window && left === 0;

  const q = one(query.q).trim();
  const show: Show = (SHOWS as readonly string[]).includes(one(query.show)) ? (one(query.show) as Show) : "todo";
  const page = Math.max(1, Number.parseInt(one(query.page), 10) || 1);
  const focus = one(query.for);
  const describe = (b: ScaleBoxer) => {
    const e = byId.get(b.entry);
    const [category, sex] = b.bracketId.split("/") as [CategoryKey, Sex];
    return {
      name: e ? fullName(e) : b.entry,
      team: e ? (teamName.get(e.teamId) ?? e.club) : "",
      bout: `${names(`${category}.name`)} · ${sexes(sex)} · ${e?.weightLabel ?? ""} · ${nodes(b.node)}`,
    };
  };
  const needle = folded(q);
  const matches = (b: ScaleBoxer) => {
    if (!needle) return true;
    const d = describe(b);
    return [d.name, d.team, d.bout].some((text) => folded(text).includes(needle));
  };
  const shown = boxers
    .filter((b) => b.entry === focus || (matches(b) && (show === "all" || (show === "todo") === (b.verdict === null))))
    .sort((a, b) => Number(b.entry === focus) - Number(a.entry === focus) || describe(a).name.localeCompare(describe(b).name, locale));
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const visible = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const base = localizedPath(locale, `/desk/weigh-in/${day}`);
  const link = (changes: Record<string, string>) => {
    const search = new URLSearchParams({ ...(q ? { q } : {}), ...(show !== "todo" ? { show } : {}), ...changes });
    for (const [k, v] of [...search.entries()]) if (!v) search.delete(k);
    return search.size ? `${base}?${search}` : base;
  };
  const back = link(page > 1 ? { page: String(page) } : {});
  const hidden = (
    <>
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={back} />
    </>
  );
  const outcome = one(query.outcome);
  const rowError = focus && isRefusalKey(outcome) ? await refusalText(locale, "organiser", outcome) : null;
  const time = new Intl.DateTimeFormat(intlTag[locale], {
    timeStyle: "short",
    timeZone: edition.timeZone,
  });
  // The absent action records the unweighed boxers the search shows (all of them without one): the organisers may
  // leave out a boxer they are still waiting for.
  const missing = boxers.filter((b) => b.verdict === null && matches(b));

  return (
    <section aria-labelledby="weigh-in-title">
      <p>
        <a href={localizedPath(locale, "/desk/weigh-in")}>{t("back")}</a>
      </p>
      <h2 id="weigh-in-title">{t("dayTitle", { day: days(`${day}.title`) })}</h2>
      <LiveView scope={{ kind: "edition" }} version={version} open />
      <p className={shared.muted}>
        {weighInWindow(day, intlTag[locale])} · {closed ? t("closed") : t("minutesLeft", { minutes: left })}
      </p>
      {rowError ? null : <WeighInNotice outcome={outcome} />}
      <dl className={styles.counts} aria-label={t("countsLabel")}>
        {(["boxers", "weighed", "over", "unfit", "missing"] as const).map((key) => (
          <div key={key}>
            <dt>{t(`counts.${key}`)}</dt>
            <dd>{counts[key]}</dd>
          </div>
        ))}
      </dl>

      {closed && missing.length > 0 ? (
        <section aria-labelledby="absent-title" className={shared.panel}>
          <h3 id="absent-title">{t("absentTitle", { count: missing.length })}</h3>
          <p>{t("absentText")}</p>
          <ul>
            {missing.map((b) => {
              const d = describe(b);
              return (
                <li key={b.entry}>
                  {`${d.name} · `}
                  <span className={shared.muted}>{d.bout}</span>
                </li>
              );
            })}
          </ul>
          <form action={absentAction} className={styles.form}>
            {hidden}
            {/* The listed boxers in one field and one key for the form (each absence's key is derived from it, D111):
                a span and two inputs per boxer were most of the page's elements once the window had closed. */}
            <input type="hidden" name="absent" value={missing.map((b) => b.entry).join(" ")} />
            <input type="hidden" name="key" value={crypto.randomUUID()} />
            <label className={styles.confirm}>
              <input type="checkbox" name="confirm" value="yes" required /> {t("absentConfirm", { count: missing.length })}
            </label>
            <button type="submit" className={`${shared.button} ${shared.primary}`}>
              {t("absentButton", { count: missing.length })}
            </button>
          </form>
        </section>
      ) : null}

      <form method="get" action={base} className={styles.search} role="search">
        <label>
          {t("search")}
          <input type="search" name="q" defaultValue={q} autoComplete="off" />
        </label>
        {show !== "todo" ? <input type="hidden" name="show" value={show} /> : null}
        <button type="submit" className={shared.button}>
          {t("find")}
        </button>
      </form>
      <ul className={styles.tabs} aria-label={t("showLabel")}>
        {SHOWS.map((s) => (
          <li key={s}>
            <a href={link({ show: s === "todo" ? "" : s })} aria-current={s === show ? "page" : undefined}>
              {t(`show.${s}`)}
            </a>
          </li>
        ))}
      </ul>
      <p className={shared.muted} aria-live="polite">
        {t("shown", { count: shown.length })}
      </p>
      <ul className={styles.list}>
        {visible.map((b) => {
          const d = describe(b);
          const kept =
            b.entry === focus && rowError
              ? { typed: one(query.typed), note: one(query.note), reason: one(query.reason), error: rowError }
              : null;
          return (
            <ScaleRow
              key={b.entry}
              boxer={b}
              {...d}
              locale={locale}
              hidden={hidden}
              writeKey={crypto.randomUUID()}
              kept={kept}
              recordedAt={b.weighIn ? time.format(new Date(b.weighIn.recorded_at)) : null}
              weighAction={weighAction}
              correctAction={correctWeighInAction}
            />
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t("pagesLabel")} className={styles.tabs}>
          {page > 1 ? <a href={link({ page: String(page - 1) })}>{t("previous")}</a> : null}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? <a href={link({ page: String(page + 1) })}>{t("next")}</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
