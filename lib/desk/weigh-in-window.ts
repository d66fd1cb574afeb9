import { edition } from "../content/edition";
import type { Round } from "../cup/fight-days";

/** The weigh-in window of a fight morning, in the cup's time zone and the desk's language. */
export function weighInWindow(round: Round, intl: string): string {
  const day = edition.schedule.find((d) => d.key === round)?.weighIn;
  if (!day) return "";
  const date = new Intl.DateTimeFormat(intl, { dateStyle: "full", timeZone: edition.timeZone }).format(new Date(day.start));
  const time = new Intl.DateTimeFormat(intl, { timeStyle: "short", timeZone: edition.timeZone });
  return `${date}, ${time.format(new Date(day.start))}–${time.format(new Date(day.end))}`;
}
