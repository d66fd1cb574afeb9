/**
 * When an edition's registration closes: the end of the deadline day in the edition's time zone, as an
 * instant (e.g. 2026-02-28 in Europe/Lisbon ends at 2026-03-01T00:00:00Z). The database receives the same
 * instant (npm run edition-sql), so the site and cup.now() close entries at the same moment.
 */
import { utcOffset } from "../format/zoned-time";

const offsetMinutes = (offset: string) => {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset) ?? ["", "+", "0", "0"];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};

/** The first instant of the day after `isoDate` (YYYY-MM-DD) in `timeZone`. */
export function endOfDay(isoDate: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day + 1);
  // The zone's offset at local midnight: first guessed at the UTC midnight, then taken again at the instant it
  // gives, in case a daylight-saving change falls between the two.
  let instant = midnightUtc - offsetMinutes(utcOffset(new Date(midnightUtc), timeZone)) * 60_000;
  instant = midnightUtc - offsetMinutes(utcOffset(new Date(instant), timeZone)) * 60_000;
  return new Date(instant);
}
