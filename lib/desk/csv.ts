/**
 * CSV files the organisers open by double-click in Excel or LibreOffice, in their own locale
 * (docs/decisions.md D54):
 * - UTF-8 with a byte-order mark: Excel reads a file without one in the Windows code page (1252 for en, pt
 *   and es), which turns "João" into "JoÃ£o"; with it, Excel 2007+ and LibreOffice read UTF-8, so names in any
 *   script survive. No `sep=` line: Excel then ignores the mark.
 * - The delimiter is the locale's list separator, which Excel uses on open: ";" where the decimal separator is
 *   a comma (pt-PT, es-ES), "," elsewhere (en-GB). It is derived from Intl, not listed per language.
 * - RFC 4180 quoting, CRLF line ends, a header row. A field holding either separator, a quote or a line
 *   break is quoted, so LibreOffice's import dialog splits it the same with comma, semicolon or both ticked.
 * - Formula injection: a field that starts with = + - @ or a tab or carriage return is prefixed with an
 *   apostrophe, so no spreadsheet evaluates it (OWASP's CSV injection advice).
 */
export const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

export type Cell = string | number | null;

/** The list separator a spreadsheet uses in this locale (BCP 47 tag, e.g. "pt-PT"). */
export function listSeparator(intlTag: string): "," | ";" {
  const decimal = new Intl.NumberFormat(intlTag).formatToParts(1.5).find((part) => part.type === "decimal")?.value;
  return decimal === "," ? ";" : ",";
}

/** A value that a spreadsheet would run as a formula, made plain text. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function field(cell: Cell): string {
  if (cell === null) return "";
  // Numbers are the app's own (counts, positions), never a user's text: no formula to neutralise.
  const text = typeof cell === "number" ? String(cell) : neutralise(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file as text, byte-order mark first; encode it as UTF-8. */
export function toCsv(header: string[], rows: Cell[][], delimiter: "," | ";"): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(delimiter));
  return BOM + lines.join("\r\n") + "\r\n";
}
