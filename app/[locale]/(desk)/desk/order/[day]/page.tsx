import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { Corner } from "@/components/cup/Corner";
import { MoveForm } from "@/components/desk/MoveForm";
import { OrderLog } from "@/components/desk/OrderLog";
import { OrderNotice } from "@/components/desk/OrderNotice";
import { Pager } from "@/components/desk/Pager";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import shared from "@/components/desk/desk.shared.module.css";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { now } from "@/lib/clock/now";
import { edition } from "@/lib/content/edition";
import { proposeDay } from "@/lib/cup/bout-order";
import { boutsOf } from "@/lib/cup/day-bouts";
import { dayBoard, winnerCorner, type BoardBout } from "@/lib/cup/day-board";
import { BOUT_SECONDS, FIGHT_DAYS, fightDayOn } from "@/lib/cup/fight-calendar";
import { orderText } from "@/lib/cup/order-text";
import type { FightDay } from "@/lib/cup/venue";
import type { Translate } from "@/lib/desk/documents/produced";
import { boxersOf, loadDrawnBrackets, loadOrder, loadOrderLog } from "@/lib/desk/order";
import { dayState } from "@/lib/desk/order-day";
import { sessionLanes } from "@/lib/desk/order-lanes";
import { pageParam } from "@/lib/desk/paging";
import { deskData } from "@/lib/desk/page-data";
import { lockAction, moveAction, proposeAction } from "../actions";
import styles from "../order.module.css";
import { LiveView } from "@/components/live/LiveView";
import { renderedVersion } from "@/lib/live/rendered-version";

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

/**
 * One fight day's order at the desk: propose it from the published brackets, move a bout, lock the day; the running
 * order of one session (all rings, or one) as server-rendered tables with each bout's corners and its estimated time
 * or result, a page of whole rings at a time (lib/desk/order-lanes.ts); the documents and the announcer's view per
 * ring; the bouts not in the order and why; the day's log.
 * Every form is a server action that works without JavaScript; the database refuses what the rules forbid.
 */
export default async function DeskOrderDayPage({ params, searchParams }: PageProps<"/[locale]/desk/order/[day]">) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.order");
  const all = (await getTranslations()) as unknown as Translate;
  const day = fightDayOn((await params).day);
  if (!day) notFound();
  const query = await searchParams;
  // Read before the desk's data, so the page never claims a version newer than what it shows (D93).
  const version = await renderedVersion({ kind: "day", key: day.date }, { cached: false });
  const { client, entries, accounts } = await deskData();
  const [brackets, { order, locked, estimates }, log] = await Promise.all([
    loadDrawnBrackets(client),
    loadOrder(client),
    loadOrderLog(client, day.date),
  ]);
  const at = now();
  const text = orderText(all, intlTag[locale], edition.timeZone, boxersOf(entries));
  const board = dayBoard(day, order, brackets, (b) => BOUT_SECONDS[b.category], estimates);
  const isLocked = locked.has(day.date);
  const { state, canPropose, canLock } = dayState(day, board.length, isLocked);
  const dateFormat = new Intl.DateTimeFormat(intlTag[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: edition.timeZone,
  });
  const dayName = (d: FightDay) => `${dateFormat.format(new Date(`${d.date}T12:00:00Z`))} · ${all(`Info.schedule.days.${d.key}.title`)}`;

  // The round's bouts of the published brackets that are not in the order, with what a proposal would say of them.
  const placedIds = new Set(order.map((p) => p.id));
  const roundBouts = boutsOf(brackets, BOUT_SECONDS).filter((b) => b.round === day.round);
  const held = new Map(
    proposeDay(day, roundBouts, new Map(order.filter((p) => p.day !== day.date).map((p) => [p.id, p.day]))).held.map((h) => [
      h.id,
      h.reason,
    ]),
  );
  const unplaced = roundBouts.filter((b) => !placedIds.has(b.id));

  const sessionParam = Number(one(query.session));
  const session = day.sessions.find((s) => s.number === sessionParam) ?? day.sessions[0];
  const ringParam = Number(one(query.ring));
  const lanes = session ? sessionLanes(board, session, ringParam || null, pageParam(query.page)) : null;
  const here = localizedPath(locale, `/desk/order/${day.date}`);
  const filterHref = (s: number, r: number | null) => `${here}?session=${s}${r ? `&ring=${r}` : ""}`;
  const pageHref = (n: number) => `${filterHref(session?.number ?? 1, ringParam || null)}${n > 1 ? `&page=${n}` : ""}`;
  const hidden = (
    <>
      <input type="hidden" name="day" value={day.date} />
      <input type="hidden" name="back" value={session && lanes ? pageHref(lanes.page) : here} />
    </>
  );

  const status = (bout: BoardBout) =>
    bout.bye
      ? all("Draw.bye")
      : bout.result
        ? bout.result.winner === null
          ? all("Draw.noWinner")
          : t("resultIs", { corner: all(`Order.${winnerCorner(bout) ?? "red"}Corner`), method: text.method(bout.result.method) })
        : t("estimate", { time: text.time(bout.estimate ?? at) });

  return (
    <section aria-labelledby="order-day-title">
      <p>
        <a href={localizedPath(locale, "/desk/order")}>{t("back")}</a>
      </p>
      <h2 id="order-day-title">{dayName(day)}</h2>
      <LiveView scope={{ kind: "day", key: day.date }} version={version} open={board.length === 0 || board.some((b) => !b.result)} />
      <OrderNotice params={query} />
      {state === "noVenue" ? (
        <p role="alert" className={styles.alert}>
          {t("noVenue")}
        </p>
      ) : (
        <p>
          {state === "locked"
            ? t("stateLocked", { count: board.length })
            : state === "provisional"
              ? t("stateProvisional", { count: board.length })
              : t("stateNone")}{" "}
          {day.sessions
            .map((s) => t("sessionLine", { session: s.number, start: text.time(s.start), end: text.time(s.end), rings: s.rings }))
            .join(" · ")}
        </p>
      )}

      {canPropose || canLock ? (
        <div className={styles.actions}>
          {canPropose ? (
            <form action={proposeAction}>
              {hidden}
              <button type="submit" className={`${shared.button} ${board.length === 0 ? shared.primary : ""}`}>
                {board.length === 0 ? t("propose") : t("proposeAgain")}
              </button>
            </form>
          ) : null}
          {canLock ? (
            <form action={lockAction}>
              {hidden}
              <button type="submit" className={`${shared.button} ${shared.primary}`}>
                {t("lock")}
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
      {canLock ? <p className={shared.muted}>{t("lockNote")}</p> : null}

      {board.length > 0 && session && lanes ? (
        <>
          <h3>{t("documentsTitle")}</h3>
          <ul className={styles.links}>
            {day.sessions.map((s) => (
              <li key={s.number}>
                <a className={shared.button} href={localizedPath(locale, `/desk/documents/order/${day.date}/${s.number}`)}>
                  {t("runningOrderPdf", { session: s.number })}
                </a>{" "}
                <a className={shared.button} href={localizedPath(locale, `/desk/documents/sheets/${day.date}/${s.number}`)}>
                  {t("sheetsPdf", { session: s.number })}
                </a>
              </li>
            ))}
          </ul>
          <p>
            {t("announcerLinks")}{" "}
            {Array.from({ length: Math.max(...day.sessions.map((s) => s.rings)) }, (_, i) => (
              <a key={i} href={localizedPath(locale, `/desk/order/${day.date}/ring/${i + 1}`)} className={styles.ringLink}>
                {all("Order.ring", { ring: i + 1 })}
              </a>
            ))}
          </p>

          <MoveForm day={day} days={FIGHT_DAYS} locked={isLocked} action={moveAction} hidden={hidden} dayName={dayName} />

          <nav aria-label={t("filterLabel")} className={styles.filter}>
            <ul>
              {day.sessions.map((s) => (
                <li key={s.number}>
                  <a href={filterHref(s.number, null)} aria-current={s.number === session.number && !ringParam ? "page" : undefined}>
                    {all("Order.session", { session: s.number })}
                  </a>
                </li>
              ))}
              {Array.from({ length: session.rings }, (_, i) => (
                <li key={`ring-${i}`}>
                  <a href={filterHref(session.number, i + 1)} aria-current={ringParam === i + 1 ? "page" : undefined}>
                    {all("Order.session", { session: session.number })} · {all("Order.ring", { ring: i + 1 })}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          {lanes.items.map(({ ring, bouts: lane }) => {
            const caption = `${all("Order.session", { session: session.number })} · ${all("Order.ring", { ring })}`;
            return (
              <div key={ring} className={styles.lane}>
                <h3 id={`lane-${ring}`}>{caption}</h3>
                {lane.length === 0 ? (
                  <p className={shared.muted}>{t("laneEmpty")}</p>
                ) : (
                  <ScrollFrame label={caption}>
                    <table className={shared.table}>
                      <thead>
                        <tr>
                          <th scope="col" className={shared.number}>
                            {t("columns.number")}
                          </th>
                          <th scope="col">{t("columns.bout")}</th>
                          <th scope="col">{t("columns.corners")}</th>
                          <th scope="col">{t("columns.when")}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {lane.map((bout) => (
                          <tr key={bout.id} data-bout={bout.number}>
                            <th scope="row" className={shared.number}>
                              {bout.number}
                            </th>
                            <td>{text.bout(bout)}</td>
                            <td>
                              <div className={styles.corners}>
                                {(["red", "blue"] as const).map((colour) => (
                                  <Corner
                                    key={colour}
                                    colour={colour}
                                    label={all(`Order.${colour}`)}
                                    text={text.corner(bout[colour])}
                                    won={winnerCorner(bout) === colour}
                                  />
                                ))}
                              </div>
                            </td>
                            <td>{status(bout)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </ScrollFrame>
                )}
              </div>
            );
          })}
          <Pager page={lanes.page} pages={lanes.pages} href={pageHref} />
        </>
      ) : null}

      {unplaced.length > 0 ? (
        <>
          <h3>{t("unplacedTitle", { count: unplaced.length })}</h3>
          <ul>
            {unplaced.map((b) => (
              <li key={b.id}>
                {text.bout({ bracket: b.bracket, node: b.node })} · {t(`held.${held.get(b.id) ?? "new"}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3>{t("logTitle")}</h3>
      <OrderLog lines={log} text={text} accounts={new Map(accounts.map((a) => [a.id, a]))} />
    </section>
  );
}
