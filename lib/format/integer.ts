/**
 * How a locale groups the digits of whole numbers, worked out once on the server so a client island can
 * format a count without Intl: the first `new Intl.NumberFormat` in a page loads ICU data and costs about
 * 20 ms of main thread on a desktop CPU (80 ms on Lighthouse's simulated phone), a long task during hydration.
 */
export type IntegerGrouping = {
  /** The group separator, e.g. "," (en-GB), "." (es-ES) or a no-break space (pt-PT). */
  separator: string;
  /** Numbers with fewer digits are not grouped: 4 in en-GB (1,234), 5 in pt-PT and es-ES (1234, 12 345). */
  minimumDigits: number;
};

/** Server side: read the rule off Intl itself, so it is exactly what Intl.NumberFormat(tag) would print. */
export function integerGrouping(tag: string): IntegerGrouping {
  const format = new Intl.NumberFormat(tag);
  const separator = format.formatToParts(1234567).find((part) => part.type === "group")?.value ?? "";
  const minimumDigits = format.formatToParts(1234).some((part) => part.type === "group") ? 4 : 5;
  return { separator, minimumDigits };
}

/** Client side: a whole number in groups of three, as Intl.NumberFormat would print it for that locale. */
export function formatInteger(value: number, { separator, minimumDigits }: IntegerGrouping): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.length < minimumDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return value < 0 && digits !== "0" ? `-${grouped}` : grouped;
}
