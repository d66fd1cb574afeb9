import "server-only";
import { intlTag, type Locale } from "../../i18n/routing";
import { edition } from "../content/edition";
import { dayBoard } from "../cup/day-board";
import { BOUT_SECONDS, fightDayOn } from "../cup/fight-calendar";
import { orderText } from "../cup/order-text";
import { organiserClient } from "./access";
import type { SessionPrint } from "./documents/order-documents";
import { downloadContext } from "./downloads";
import { boxersOf, loadDrawnBrackets, loadOrder } from "./order";

/**
 * What the order's printed documents need, for one session of one fight day, read as the organiser when asked: the
 * session's bouts with corners and estimates, the translator and the names in the desk's language; null (a 404) for
 * anyone else, or a day or session the venue does not have.
 */
export async function sessionPrint(localeParam: string, date: string, sessionParam: string) {
  const [context, client] = await Promise.all([downloadContext(localeParam), organiserClient()]);
  const day = fightDayOn(date);
  const session = day?.sessions.find((s) => String(s.number) === sessionParam);
  if (!context || !client || !day || !session) return null;
  const locale = localeParam as Locale;
  const [brackets, { order, estimates }] = await Promise.all([loadDrawnBrackets(client), loadOrder(client)]);
  const board = dayBoard(day, order, brackets, (b) => BOUT_SECONDS[b.category], estimates);
  const text = orderText(context.t, intlTag[locale], edition.timeZone, boxersOf(context.entries));
  const dayName = `${new Intl.DateTimeFormat(intlTag[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: edition.timeZone,
  }).format(new Date(`${day.date}T12:00:00Z`))} · ${context.t(`Info.schedule.days.${day.key}.title`)}`;
  const print: SessionPrint = { day, session, dayName, bouts: board.filter((b) => b.session === session.number) };
  return { print, text, t: context.t, produced: context.produced };
}
