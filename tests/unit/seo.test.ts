import assert from "node:assert/strict";
import { test } from "node:test";
import { buildCalendar, escapeText, foldLine, icsUtc } from "../../lib/calendar/ics";
import { toZonedIso, utcOffset } from "../../lib/format/zoned-time";

const LISBON = "Europe/Lisbon";

test("Lisbon is UTC+00:00 until the last Sunday of March and UTC+01:00 from 01:00 UTC that day", () => {
  // 2026: the change is on Sunday 29 March at 01:00 UTC; 2025: Sunday 30 March.
  assert.equal(utcOffset(new Date("2026-03-28T21:00:00Z"), LISBON), "+00:00");
  assert.equal(utcOffset(new Date("2026-03-29T00:59:59Z"), LISBON), "+00:00");
  assert.equal(utcOffset(new Date("2026-03-29T01:00:00Z"), LISBON), "+01:00");
  assert.equal(utcOffset(new Date("2025-03-29T12:00:00Z"), LISBON), "+00:00");
  assert.equal(utcOffset(new Date("2025-03-30T12:00:00Z"), LISBON), "+01:00");
  assert.equal(utcOffset(new Date("2026-10-25T00:59:59Z"), LISBON), "+01:00");
  assert.equal(utcOffset(new Date("2026-10-25T01:00:00Z"), LISBON), "+00:00");
});

test("zoned ISO dates carry the Lisbon wall-clock time and the offset of that very date", () => {
  assert.equal(toZonedIso("2026-03-28T15:00:00Z", LISBON), "2026-03-28T15:00:00+00:00");
  // An edition straddling the change: the same 10:00 local start has two different offsets.
  assert.equal(toZonedIso("2026-03-28T10:00:00Z", LISBON), "2026-03-28T10:00:00+00:00");
  assert.equal(toZonedIso("2026-03-30T09:00:00Z", LISBON), "2026-03-30T10:00:00+01:00");
  // Instants written with another offset come out in Lisbon time; midnight is 00, not 24.
  assert.equal(toZonedIso("2026-07-01T00:00:00+01:00", LISBON), "2026-07-01T00:00:00+01:00");
  assert.equal(toZonedIso("2026-01-01T00:00:00Z", "America/New_York"), "2025-12-31T19:00:00-05:00");
});

test("ICS times are UTC basic format", () => {
  assert.equal(icsUtc("2026-03-25T14:00:00+00:00"), "20260325T140000Z");
  assert.equal(icsUtc("2026-03-30T10:30:00+01:00"), "20260330T093000Z");
});

test("ICS text escapes backslash, semicolon, comma and newline", () => {
  assert.equal(escapeText("a\\b;c,d\ne"), "a\\\\b\\;c\\,d\\ne");
});

test("ICS lines fold at 75 octets with CRLF + space and never split a UTF-8 character", () => {
  const line = `DESCRIPTION:${"ç".repeat(100)}`;
  const folded = foldLine(line);
  const pieces = folded.split("\r\n");
  assert.ok(pieces.length > 1);
  pieces.forEach((piece, index) => {
    assert.ok(Buffer.byteLength(piece, "utf8") <= 75, `piece ${index} is ${Buffer.byteLength(piece, "utf8")} octets`);
    if (index > 0) assert.ok(piece.startsWith(" "));
  });
  assert.equal(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join(""), line);
  assert.equal(foldLine("SHORT:line"), "SHORT:line");
});

// RFC 5545 §3.1: a physical line is at most 75 octets including its leading space; the fold points below
// are worked out by hand from that rule, so an off-by-one in either limit moves them.
const octets = (text: string) => Buffer.byteLength(text, "utf8");
const physicalLines = (folded: string) => folded.split("\r\n");

test("ICS: a 75-octet ASCII line is left alone, a 76-octet one folds after octet 75", () => {
  const exactly75 = `SUMMARY:${"a".repeat(67)}`;
  assert.equal(foldLine(exactly75), exactly75);
  assert.deepEqual(physicalLines(foldLine(`SUMMARY:${"a".repeat(68)}`)), [`SUMMARY:${"a".repeat(67)}`, " a"]);
});

test("ICS: long ASCII lines fold into 75-octet first lines and 1 + 74-octet continuation lines", () => {
  // 12 + 200 = 212 octets: 75 on the first line (12 + 63), then 74 and 63 after their leading spaces.
  const pieces = physicalLines(foldLine(`DESCRIPTION:${"x".repeat(200)}`));
  assert.deepEqual(pieces, [`DESCRIPTION:${"x".repeat(63)}`, ` ${"x".repeat(74)}`, ` ${"x".repeat(63)}`]);
  assert.deepEqual(pieces.map(octets), [75, 75, 64]);
});

test("ICS: 3-octet characters fold before the character that would pass 75 octets", () => {
  // "SUMMARY:" is 8 octets: 22 × "€" (66) makes 74 and a 23rd would make 77; continuation lines take
  // 24 × 3 = 72 octets after the space (a 25th would make 1 + 75 = 76).
  const pieces = physicalLines(foldLine(`SUMMARY:${"€".repeat(60)}`));
  assert.deepEqual(pieces, [`SUMMARY:${"€".repeat(22)}`, ` ${"€".repeat(24)}`, ` ${"€".repeat(14)}`]);
  assert.deepEqual(pieces.map(octets), [74, 73, 43]);
});

test("ICS: 4-octet characters (emoji) are never split", () => {
  // 8 + 16 × 4 = 72 on the first line; 1 + 18 × 4 = 73 on each continuation line.
  const pieces = physicalLines(foldLine(`SUMMARY:${"🥊".repeat(40)}`));
  assert.deepEqual(pieces, [`SUMMARY:${"🥊".repeat(16)}`, ` ${"🥊".repeat(18)}`, ` ${"🥊".repeat(6)}`]);
});

test("ICS: a 2-octet character that would end at octet 76 moves to the next line whole", () => {
  assert.deepEqual(physicalLines(foldLine(`X:${"a".repeat(72)}é`)), [`X:${"a".repeat(72)}`, " é"]);
  assert.deepEqual(physicalLines(foldLine(`X:${"a".repeat(71)}é`)), [`X:${"a".repeat(71)}é`]);
});

test("ICS: every physical line of a calendar with long mixed-language text is at most 75 octets", () => {
  const ics = buildCalendar(
    [
      {
        uid: "2026-finals@example.test",
        start: "2026-03-28T15:00:00+00:00",
        end: "2026-03-28T21:00:00+00:00",
        summary: `Porto Box Cup 2026 · Meias-finais e finais — ${"Acreditação ".repeat(12)}`,
        description: `${"Pesagem às 08:00, combates a partir das 15:00; ".repeat(6)}🥊🥊🥊\nhttps://example.test/pt`,
        location: `${"Centro de Desporto da Universidade do Porto, ".repeat(3)}4200-450 Porto, Portugal`,
        url: `https://example.test/${"a".repeat(120)}`,
      },
    ],
    { name: "Porto Box Cup 2026", stamp: new Date("2026-01-02T03:04:05Z") },
  );
  const lines = ics.split("\r\n").slice(0, -1);
  for (const line of lines) assert.ok(octets(line) <= 75, `${octets(line)} octets: ${line}`);
  assert.ok(lines.filter((line) => line.startsWith(" ")).length >= 10, "the long fields were folded");
});

test("a calendar has CRLF lines, one VEVENT per event with UID, DTSTAMP, DTSTART, DTEND and SUMMARY", () => {
  const ics = buildCalendar(
    [
      {
        uid: "2026-finals@example.test",
        start: "2026-03-28T15:00:00+00:00",
        end: "2026-03-28T21:00:00+00:00",
        summary: "Cup, finals",
        description: "Title bouts\nhttps://example.test/",
        location: "Porto",
        url: "https://example.test/",
      },
    ],
    { name: "Cup 2026", stamp: new Date("2026-01-02T03:04:05Z") },
  );
  assert.ok(ics.endsWith("\r\n"));
  assert.equal(ics.replace(/\r\n/g, "").includes("\n"), false, "every line break is CRLF");
  const lines = ics.split("\r\n");
  assert.equal(lines[0], "BEGIN:VCALENDAR");
  for (const expected of [
    "VERSION:2.0",
    "PRODID:-//Cup 2026//Event calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:Cup 2026",
    "BEGIN:VEVENT",
    "UID:2026-finals@example.test",
    "DTSTAMP:20260102T030405Z",
    "DTSTART:20260328T150000Z",
    "DTEND:20260328T210000Z",
    "SUMMARY:Cup\\, finals",
    "DESCRIPTION:Title bouts\\nhttps://example.test/",
    "LOCATION:Porto",
    "URL:https://example.test/",
    "END:VEVENT",
    "END:VCALENDAR",
  ]) {
    assert.ok(lines.includes(expected), `missing ${expected}`);
  }
});
