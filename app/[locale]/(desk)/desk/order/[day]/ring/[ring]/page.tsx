import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";
import { dayBoard, ringViews, type BoardBout } from "@/lib/cup/day-board";
import { BOUT_SECONDS, fightDayOn } from "@/lib/cup/fight-calendar";
import { orderText } from "@/lib/cup/order-text";
import type { Translate } from "@/lib/desk/documents/produced";
import { boxersOf, loadDrawnBrackets, loadOrder } from "@/lib/desk/order";
import { deskData } from "@/lib/desk/page-data";
import styles from "./announcer.module.css";
import { LiveView } from "@/components/live/LiveView";
import { renderedVersion } from "@/lib/live/rendered-version";

/**
 * The announcer's view of one ring (docs/cup.md §12): the bout about to start, its two boxers with their clubs and
 * countries, red first, and the last result of this ring with its method; in large type, to be read from across
 * the table, in the language of the desk's address (/pt/desk/…, /esp/desk/…). Reload it for the next bout.
 */
export default async function AnnouncerPage({ params }: PageProps<"/[locale]/desk/order/[day]/ring/[ring]">) {
  const { day: date, ring: ringParam } = await params;
  const day = fightDayOn(date);
  const ring = Number(ringParam);
  const rings = day ? Math.max(0, ...day.sessions.map((s) => s.rings)) : 0;
  if (!day || !Number.isInteger(ring) || ring < 1 || ring > rings) notFound();
  const locale = await getLocale();
  const t = await getTranslations("Desk.order.announcer");
  const all = (await getTranslations()) as unknown as Translate;
  // Read before the desk's data, so the page never claims a version newer than what it shows (D93).
  const version = await renderedVersion({ kind: "day", key: day.date }, { cached: false });
  const { client, entries } = await deskData();
  const [brackets, { order, estimates }] = await Promise.all([loadDrawnBrackets(client), loadOrder(client)]);
  const board = dayBoard(day, order, brackets, (b) => BOUT_SECONDS[b.category], estimates);
  const view = ringViews(board, day)[ring - 1];
  const text = orderText(all, intlTag[locale], edition.timeZone, boxersOf(entries));

  const corner = (bout: BoardBout, colour: "red" | "blue") => {
    const c = text.corner(bout[colour]);
    return (
      <div className={`${styles.corner} ${styles[colour]}`}>
        <p className={styles.colour}>{all(`Order.${colour}Corner`)}</p>
        {"pending" in c ? (
          <p className={styles.name}>{c.pending}</p>
        ) : (
          <>
            <p className={styles.name}>{c.name}</p>
            <p className={styles.detail}>{c.detail}</p>
          </>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby="announcer-title" className={styles.announcer}>
      <p>
        <a href={localizedPath(locale, `/desk/order/${day.date}`)}>{t("back")}</a> ·{" "}
        <a href={localizedPath(locale, `/desk/order/${day.date}/ring/${ring}`)}>{t("reload")}</a>
      </p>
      <h2 id="announcer-title" className={styles.ring}>
        {all("Order.ring", { ring })}
      </h2>
      <LiveView scope={{ kind: "day", key: day.date }} version={version} open={view.current !== null} />
      {view.current ? (
        <>
          <p className={styles.label}>{t("upNext")}</p>
          <p className={styles.bout}>
            {all("Order.bout", { number: view.current.number })} · {text.bout(view.current)}
          </p>
          <div className={styles.corners}>
            {corner(view.current, "red")}
            {corner(view.current, "blue")}
          </div>
        </>
      ) : (
        <p className={styles.bout}>{t("none")}</p>
      )}
      <h3 className={styles.label}>{t("last")}</h3>
      {view.last?.result ? (
        <p className={styles.last}>
          {all("Order.bout", { number: view.last.number })} · {text.bout(view.last)}: {text.announced(view.last)}
        </p>
      ) : (
        <p className={styles.last}>{t("noResult")}</p>
      )}
      {view.next.length > 0 ? (
        <p className={styles.then}>{t("then", { bouts: view.next.map((b) => all("Order.bout", { number: b.number })).join(", ") })}</p>
      ) : null}
    </section>
  );
}
