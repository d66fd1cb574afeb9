/**
 * Wall-clock time in a named zone with its UTC offset, computed per instant from the ICU time-zone data.
 * Porto is UTC+00:00 in winter and UTC+01:00 from the last Sunday of March, which late-March editions can
 * straddle, so an offset is never hard-coded.
 */

/** The zone's offset at that instant as `+HH:MM` / `-HH:MM` (`+00:00` for UTC itself). */
export function utcOffset(instant: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  // ICU writes "GMT" for a zero offset and "GMT+01:00" otherwise.
  const offset = name?.replace(/^GMT/, "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/** ISO 8601 local date-time with offset, e.g. `2026-03-28T15:00:00+00:00`: what schema.org Event dates expect. */
export function toZonedIso(instant: Date | string, timeZone: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${utcOffset(date, timeZone)}`;
}

/** The zone's offset at that instant in milliseconds (+01:00 → 3,600,000). */
function offsetMs(instant: Date, timeZone: string): number {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(utcOffset(instant, timeZone)) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/**
 * The first instant of a calendar day in a zone: `zonedDayStart("2026-03-01", "Europe/Lisbon")` is
 * 2026-03-01T00:00:00Z (WET, UTC+0) and `zonedDayStart("2026-07-01", "Europe/Lisbon")` is 2026-06-30T23:00:00Z
 * (WEST, UTC+1). Midnight is found from the offset the zone has at midnight itself, so a change of offset on
 * that day or the day before is taken into account. Throws for a zone that skips midnight on that date (never
 * Europe/Lisbon, which changes at 01:00 UTC), rather than guess which instant starts such a day.
 */
export function zonedDayStart(isoDate: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(utcMidnight)) throw new Error(`zonedDayStart: "${isoDate}" is not an ISO date`);
  // The offset at UTC midnight is a first guess; read again at the instant it gives, it is the offset in force
  // at local midnight, unless the zone changes offset within those few hours (then the second read is right).
  const first = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  const start = new Date(utcMidnight - offsetMs(new Date(first), timeZone));
  if (toZonedIso(start, timeZone).slice(0, 19) !== `${isoDate}T00:00:00`) throw new Error(`${timeZone} has no midnight on ${isoDate}`);
  return start;
}

/**
 * The instant a wall-clock time reads in a zone on a calendar day: `zonedInstant("2026-03-27", "11:00",
 * "Europe/Lisbon")` is 2026-03-27T11:00:00Z (WET), and 10:00Z in summer time. Found from the offset in force at that
 * time, read twice like `zonedDayStart`; throws for a time the zone skips (a clock change's lost hour).
 */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${isoDate}T${time}:00Z`);
  if (!/^\d{2}:\d{2}$/.test(time) || Number.isNaN(asUtc)) throw new Error(`zonedInstant: "${isoDate} ${time}" is not a date and time`);
  const first = asUtc - offsetMs(new Date(asUtc), timeZone);
  const instant = new Date(asUtc - offsetMs(new Date(first), timeZone));
  if (toZonedIso(instant, timeZone).slice(0, 16) !== `${isoDate}T${time}`) throw new Error(`${timeZone} skips ${time} on ${isoDate}`);
  return instant;
}

/** The calendar day (ISO date) an instant falls on in a zone. */
export function zonedDate(instant: Date | string, timeZone: string): string {
  return toZonedIso(instant, timeZone).slice(0, 10);
}
