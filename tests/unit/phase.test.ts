/**
 * The cup's phases (lib/calendar/phase.ts, docs/decisions.md D45) at every boundary, one second either side,
 * for the published edition, the next-edition fixture and editions whose deadline or sessions fall on the
 * other side of a change to or from summer time in Lisbon.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  calendarAt,
  entriesOpen,
  phaseAt,
  phaseBoundaries,
  ticketsOnSale,
  type EditionCalendar,
  type Phase,
} from "../../lib/calendar/phase";
import type { ScheduleDay } from "../../lib/content/edition-types";
import { edition } from "../../lib/content/edition";
import { edition as nextEdition } from "../fixtures/next-edition/edition";
import { zonedDayStart } from "../../lib/format/zoned-time";

const SECOND = 1000;
const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The phase one second before, at, and one second after `boundary`. */
function around(calendar: EditionCalendar, boundary: string): Phase[] {
  return [-SECOND, 0, SECOND].map((delta) => phaseAt(calendar, at(boundary, delta)));
}

/** A cup in Lisbon: check-in and three fight days from `checkIn` (ISO date-times with offsets, one per session). */
function cup(registrationDeadline: string, sessions: [start: string, end: string][]): EditionCalendar {
  const keys: ScheduleDay["key"][] = ["checkIn", "quarterFinals", "semiFinals", "finals"];
  return { timeZone: "Europe/Lisbon", registrationDeadline, schedule: sessions.map(([start, end], i) => ({ key: keys[i], start, end })) };
}

test("the 2026 edition: entries close at the end of 28/02/2026 in Lisbon (WET, UTC+0), the cup runs from check-in to the finals' end", () => {
  assert.deepEqual(Object.fromEntries(Object.entries(phaseBoundaries(edition)).map(([name, instant]) => [name, instant.toISOString()])), {
    entriesClose: "2026-03-01T00:00:00.000Z",
    cupStarts: "2026-03-25T14:00:00.000Z",
    cupEnds: "2026-03-28T21:00:00.000Z",
  });
  assert.equal(phaseAt(edition, at("2026-02-28T23:59:59Z")), "registration", "23:59:59 on the deadline day");
  assert.deepEqual(around(edition, "2026-03-01T00:00:00Z"), ["registration", "closed", "closed"]);
  assert.deepEqual(around(edition, "2026-03-25T14:00:00Z"), ["closed", "live", "live"]);
  assert.deepEqual(around(edition, "2026-03-28T21:00:00Z"), ["live", "over", "over"]);
  assert.equal(phaseAt(edition, at("2025-06-01T00:00:00Z")), "registration", "long before: entries open as soon as the data is out");
  assert.equal(phaseAt(edition, at("2030-01-01T00:00:00Z")), "over", "until the next edition's data replaces this one");
});

// The fixture stands in for lib/content/edition.ts in a whole build (scripts/test/phases.ts): a fact the site
// gains must be in it too, or only that build, minutes into npm test, finds out.
test("the next-edition fixture has every fact the edition has", () => {
  assert.deepEqual(Object.keys(nextEdition).sort(), Object.keys(edition).sort());
});

test("the next-edition fixture follows its own dates", () => {
  assert.deepEqual(around(nextEdition, "2027-03-01T00:00:00Z"), ["registration", "closed", "closed"]);
  assert.deepEqual(around(nextEdition, "2027-03-24T14:00:00Z"), ["closed", "live", "live"]);
  assert.deepEqual(around(nextEdition, "2027-03-27T21:00:00Z"), ["live", "over", "over"]);
  // The 2026 dates mean nothing to it: on the day the 2026 entries closed, 2027 entries are open.
  assert.equal(phaseAt(nextEdition, at("2026-03-01T00:00:00Z")), "registration");
});

test("a deadline in summer time ends at 23:00 UTC, whatever the offset when the cup itself runs", () => {
  // Deadline Saturday 24 October 2026 (WEST, UTC+1); Lisbon returns to UTC+0 the next night; the cup is in November.
  const autumn = cup("2026-10-24", [
    ["2026-11-04T14:00:00+00:00", "2026-11-04T20:00:00+00:00"],
    ["2026-11-05T10:00:00+00:00", "2026-11-05T20:00:00+00:00"],
    ["2026-11-06T11:00:00+00:00", "2026-11-06T20:00:00+00:00"],
    ["2026-11-07T15:00:00+00:00", "2026-11-07T21:00:00+00:00"],
  ]);
  assert.equal(phaseBoundaries(autumn).entriesClose.toISOString(), "2026-10-24T23:00:00.000Z");
  assert.deepEqual(around(autumn, "2026-10-24T23:00:00Z"), ["registration", "closed", "closed"]);
  assert.equal(phaseAt(autumn, at("2026-10-24T23:59:59Z")), "closed", "23:59:59 UTC is already 00:59:59 on the 25th in Lisbon");

  // The same cup with its deadline in winter time, and on each day the clocks change.
  assert.equal(phaseBoundaries({ ...autumn, registrationDeadline: "2026-10-31" }).entriesClose.toISOString(), "2026-11-01T00:00:00.000Z");
  assert.equal(phaseBoundaries({ ...autumn, registrationDeadline: "2026-10-25" }).entriesClose.toISOString(), "2026-10-26T00:00:00.000Z");
  assert.equal(phaseBoundaries({ ...autumn, registrationDeadline: "2026-03-29" }).entriesClose.toISOString(), "2026-03-29T23:00:00.000Z");
  assert.deepEqual(around({ ...autumn, registrationDeadline: "2026-10-25" }, "2026-10-26T00:00:00Z"), ["registration", "closed", "closed"]);
});

test("a deadline in winter time for a cup in summer time: the deadline keeps its own offset", () => {
  const spring = cup("2026-03-20", [
    ["2026-04-01T13:00:00+01:00", "2026-04-01T19:00:00+01:00"],
    ["2026-04-02T09:00:00+01:00", "2026-04-02T19:00:00+01:00"],
    ["2026-04-03T10:00:00+01:00", "2026-04-03T19:00:00+01:00"],
    ["2026-04-04T14:00:00+01:00", "2026-04-04T20:00:00+01:00"],
  ]);
  assert.deepEqual(around(spring, "2026-03-21T00:00:00Z"), ["registration", "closed", "closed"]);
  assert.deepEqual(around(spring, "2026-04-01T12:00:00Z"), ["closed", "live", "live"]);
  assert.deepEqual(around(spring, "2026-04-04T19:00:00Z"), ["live", "over", "over"]);
});

test("while the cup is live: today's session by Lisbon date, the next session's start, and when that began", () => {
  const state = (instant: string) => {
    const s = calendarAt(edition, at(instant));
    return { phase: s.phase, today: s.today?.key ?? null, next: s.next?.key ?? null, since: iso(s.since) };
  };
  assert.deepEqual(state("2026-03-25T15:00:00Z"), {
    phase: "live",
    today: "checkIn",
    next: "quarterFinals",
    since: "2026-03-25T14:00:00.000Z",
  });
  // After midnight in Lisbon the day, and so today's session, changes before the session itself starts.
  assert.deepEqual(state("2026-03-26T00:30:00Z"), {
    phase: "live",
    today: "quarterFinals",
    next: "quarterFinals",
    since: "2026-03-26T00:00:00.000Z",
  });
  assert.deepEqual(state("2026-03-26T09:59:59Z"), {
    phase: "live",
    today: "quarterFinals",
    next: "quarterFinals",
    since: "2026-03-26T00:00:00.000Z",
  });
  assert.deepEqual(state("2026-03-26T10:00:00Z"), {
    phase: "live",
    today: "quarterFinals",
    next: "semiFinals",
    since: "2026-03-26T10:00:00.000Z",
  });
  assert.deepEqual(state("2026-03-27T13:00:00Z"), {
    phase: "live",
    today: "semiFinals",
    next: "finals",
    since: "2026-03-27T11:00:00.000Z",
  });
  assert.deepEqual(state("2026-03-28T20:59:59Z"), { phase: "live", today: "finals", next: null, since: "2026-03-28T15:00:00.000Z" });
  assert.deepEqual(state("2026-03-28T21:00:00Z"), { phase: "over", today: null, next: null, since: "2026-03-28T21:00:00.000Z" });
});

test("before and after the cup: no session today, the next one is check-in, and each phase began at its boundary", () => {
  const registration = calendarAt(edition, at("2026-02-14T12:00:00Z"));
  assert.deepEqual(
    [registration.phase, registration.today, registration.next?.key, registration.since],
    ["registration", null, "checkIn", null],
  );
  const closed = calendarAt(edition, at("2026-03-10T12:00:00Z"));
  assert.deepEqual(
    [closed.phase, closed.today, closed.next?.key, iso(closed.since)],
    ["closed", null, "checkIn", "2026-03-01T00:00:00.000Z"],
  );
});

test("a cup across the change to summer time: today follows the Lisbon date on either side of it", () => {
  // Lisbon moves from UTC+0 to UTC+1 at 01:00 UTC on Sunday 29 March 2026.
  const acrossDst = cup("2026-02-28", [
    ["2026-03-27T14:00:00+00:00", "2026-03-27T20:00:00+00:00"],
    ["2026-03-28T10:00:00+00:00", "2026-03-28T20:00:00+00:00"],
    ["2026-03-29T10:00:00+01:00", "2026-03-29T20:00:00+01:00"],
    ["2026-03-30T15:00:00+01:00", "2026-03-30T21:00:00+01:00"],
  ]);
  // 23:30 UTC on the 29th is already the 30th in Lisbon: the finals' day.
  const lateSunday = calendarAt(acrossDst, at("2026-03-29T23:30:00Z"));
  assert.deepEqual([lateSunday.today?.key, iso(lateSunday.since)], ["finals", "2026-03-29T23:00:00.000Z"]);
  const earlySunday = calendarAt(acrossDst, at("2026-03-29T00:30:00Z"));
  assert.deepEqual([earlySunday.today?.key, iso(earlySunday.since)], ["semiFinals", "2026-03-29T00:00:00.000Z"]);
});

test("the first instant of a Lisbon day, in winter, in summer and on both days the clocks change", () => {
  const start = (isoDate: string) => zonedDayStart(isoDate, "Europe/Lisbon").toISOString();
  assert.equal(start("2026-03-01"), "2026-03-01T00:00:00.000Z");
  assert.equal(start("2026-07-01"), "2026-06-30T23:00:00.000Z");
  assert.equal(start("2026-03-29"), "2026-03-29T00:00:00.000Z");
  assert.equal(start("2026-03-30"), "2026-03-29T23:00:00.000Z");
  assert.equal(start("2026-10-25"), "2026-10-24T23:00:00.000Z");
  assert.equal(start("2026-10-26"), "2026-10-26T00:00:00.000Z");
  // Other zones, both sides of UTC, on their own change days.
  assert.equal(zonedDayStart("2026-03-09", "America/New_York").toISOString(), "2026-03-09T04:00:00.000Z");
  assert.equal(zonedDayStart("2026-03-08", "America/New_York").toISOString(), "2026-03-08T05:00:00.000Z");
  assert.equal(zonedDayStart("2026-03-01", "Asia/Tokyo").toISOString(), "2026-02-28T15:00:00.000Z");
  assert.throws(() => zonedDayStart("2026-02-30", "Europe/Lisbon"), /not an ISO date|no midnight/);
});

test("the published edition and the fixture are in order: entries close before check-in, sessions follow each other", () => {
  for (const calendar of [edition, nextEdition]) {
    const { entriesClose, cupStarts, cupEnds } = phaseBoundaries(calendar);
    assert.ok(entriesClose < cupStarts && cupStarts < cupEnds);
    calendar.schedule.forEach((day, i) => {
      assert.ok(day.start < day.end, day.key);
      if (i > 0) assert.ok(Date.parse(calendar.schedule[i - 1].end) <= Date.parse(day.start), day.key);
    });
  }
});

test("what each phase offers: team entries only while registration is open, tickets until the finals end", () => {
  const phases: Phase[] = ["registration", "closed", "live", "over"];
  assert.deepEqual(
    phases.map((phase) => [phase, entriesOpen(phase), ticketsOnSale(phase)]),
    [
      ["registration", true, true],
      ["closed", false, true],
      ["live", false, true],
      ["over", false, false],
    ],
  );
});
