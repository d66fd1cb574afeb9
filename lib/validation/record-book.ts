/**
 * A record-book number as the database stores it, whatever a copy from a PDF or a web page brought with it
 * (supabase/migrations/20261128001000_record_book_separators.sql writes the same lists): every Unicode space,
 * tab and line break becomes a plain space, the invisible characters go, and the typographic dashes, slashes and
 * dots become the ASCII ones the number allows. Then the number is trimmed.
 */
const SPACES =
  "\t\n\u000b\f\r\u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
const INVISIBLE = "\u00ad\u180e\u200b\u200c\u200d\u2060\ufeff";
const DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d";
const SLASHES = "\u2044\u2215\uff0f";
const DOTS = "\u2024\uff0e";

const REPLACEMENT = new Map<string, string>([
  ...[...SPACES].map((c) => [c, " "] as const),
  ...[...INVISIBLE].map((c) => [c, ""] as const),
  ...[...DASHES].map((c) => [c, "-"] as const),
  ...[...SLASHES].map((c) => [c, "/"] as const),
  ...[...DOTS].map((c) => [c, "."] as const),
]);

/** Every character the normalisation changes, for the tests that hold the database to the same lists. */
export const RECORD_BOOK_SEPARATORS: ReadonlyMap<string, string> = REPLACEMENT;

export function normaliseRecordBook(value: string): string {
  return [...value]
    .map((c) => REPLACEMENT.get(c) ?? c)
    .join("")
    .replace(/^ +| +$/g, "");
}
