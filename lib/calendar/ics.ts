/**
 * A minimal RFC 5545 calendar: CRLF line endings, lines folded at 75 octets, escaped text, UTC times (so no
 * VTIMEZONE is needed and every calendar app shows the right Lisbon hour in its own zone).
 */

export type CalendarEvent = {
  uid: string;
  /** Instants (any ISO string `Date` parses). */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  url: string;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** `20260325T140000Z` */
export function icsUtc(instant: Date | string): string {
  const iso = (typeof instant === "string" ? new Date(instant) : instant).toISOString();
  return iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line into ≤75-octet pieces, continuation lines starting with a space; never splits a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines lose one octet to their leading space.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

export function buildCalendar(events: readonly CalendarEvent[], options: { name: string; stamp: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.name)}//Event calendar//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icsUtc(options.stamp)}`,
      `DTSTART:${icsUtc(event.start)}`,
      `DTEND:${icsUtc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      `URL:${event.url}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
