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
