import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { categories } from "../../lib/content/categories";
import { edition } from "../../lib/content/edition";
import { venue } from "../../lib/content/venue";
import { editionMigrationName } from "../../lib/cup/edition-sql";
import { FIGHT_DAYS } from "../../lib/cup/fight-calendar";
import { currentVenue, fightDayRows, venueRows, venueSql, weighInWindowsSql } from "../../lib/cup/venue-sql";
import { boutSeconds, fightDays } from "../../lib/cup/venue";
import { zonedInstant } from "../../lib/format/zoned-time";

const migrations = new URL("../../supabase/migrations/", import.meta.url);

test("the committed venue migration is what `npm run edition-sql` writes from lib/content (else: run it)", () => {
  const names = readdirSync(migrations).filter((name) => name.endsWith(`_venue_${currentVenue.year}.sql`));
  assert.equal(names.length, 1, `one venue migration for the ${currentVenue.year} edition`);
  assert.equal(readFileSync(new URL(names[0], migrations), "utf8"), venueSql(), `${names[0]} is stale: npm run edition-sql`);
});

test("the venue migration sorts after the schema it fills and the edition it refers to", () => {
  const names = readdirSync(migrations).sort();
  const venueFile = editionMigrationName(names, currentVenue.year, new Date(), "venue");
  assert.ok(names.indexOf(venueFile) > names.indexOf("20261129000000_bout_order.sql"));
  assert.ok(names.indexOf(venueFile) > names.indexOf(editionMigrationName(names, currentVenue.year, new Date())));
  assert.equal(editionMigrationName([], 2027, new Date("2027-01-02T03:04:05Z"), "venue"), "20270102030405_venue_2027.sql");
});

test("the committed weigh-in windows migration is what `npm run edition-sql` writes from lib/content (else: run it)", () => {
  const names = readdirSync(migrations).filter((name) => name.endsWith(`_weigh_in_windows_${currentVenue.year}.sql`));
  assert.equal(names.length, 1, `one weigh-in windows migration for the ${currentVenue.year} edition`);
  assert.equal(readFileSync(new URL(names[0], migrations), "utf8"), weighInWindowsSql(), `${names[0]} is stale: npm run edition-sql`);
  assert.ok(names[0] > "20261130000000_weigh_in.sql", "after the columns it fills");
  assert.ok(names[0] > editionMigrationName(readdirSync(migrations), currentVenue.year, new Date(), "venue"), "after the venue's days");
});

test("the fight days carry the venue's day and round and the schedule's weigh-in window (none without one)", () => {
  assert.deepEqual(
    fightDayRows().map((d) => [d.day, d.round, d.weigh_in_opens_at, d.weigh_in_closes_at]),
    [
      ["2026-03-26", "quarterFinals", "2026-03-26T07:30:00.000Z", "2026-03-26T09:00:00.000Z"],
      ["2026-03-27", "semiFinals", "2026-03-27T08:00:00.000Z", "2026-03-27T09:30:00.000Z"],
      ["2026-03-28", "finals", "2026-03-28T08:00:00.000Z", "2026-03-28T09:30:00.000Z"],
    ],
  );
  assert.deepEqual(
    venueRows().fightDays,
    fightDayRows().map(({ edition, day, round }) => ({ edition, day, round })),
    "the same days as the venue's file",
  );
  const noWindows = fightDayRows({ ...currentVenue, schedule: edition.schedule.map((day) => ({ ...day, weighIn: undefined })) });
  assert.ok(noWindows.every((d) => d.weigh_in_opens_at === null && d.weigh_in_closes_at === null));
});

test("the fight days: the schedule's three days, their sessions as Lisbon instants, three rings each", () => {
  assert.deepEqual(
    FIGHT_DAYS.map((d) => [d.key, d.date, d.round, d.sessions.map((s) => [s.number, s.start.toISOString(), s.end.toISOString(), s.rings])]),
    [
      [
        "quarterFinals",
        "2026-03-26",
        "quarterFinal",
        [
          [1, "2026-03-26T10:00:00.000Z", "2026-03-26T14:00:00.000Z", 3],
          [2, "2026-03-26T15:30:00.000Z", "2026-03-26T20:00:00.000Z", 3],
        ],
      ],
      [
        "semiFinals",
        "2026-03-27",
        "semiFinal",
        [
          [1, "2026-03-27T11:00:00.000Z", "2026-03-27T14:30:00.000Z", 3],
          [2, "2026-03-27T16:00:00.000Z", "2026-03-27T20:00:00.000Z", 3],
        ],
      ],
      ["finals", "2026-03-28", "final", [[1, "2026-03-28T15:00:00.000Z", "2026-03-28T21:00:00.000Z", 3]]],
    ],
  );
});

test("each fight day's sessions fill the schedule's day: the first starts when the day starts, the last ends when it ends", () => {
  for (const day of FIGHT_DAYS) {
    const scheduled = edition.schedule.find((d) => d.key === day.key)!;
    assert.equal(day.sessions[0].start.getTime(), Date.parse(scheduled.start), day.key);
    assert.equal(day.sessions.at(-1)!.end.getTime(), Date.parse(scheduled.end), day.key);
    day.sessions.slice(1).forEach((s, i) => assert.ok(s.start >= day.sessions[i].end, `${day.key}: sessions do not overlap`));
  }
});

test("a bout's estimated length: rounds, rests and a 4-minute changeover (15 min at 3 × 3 min)", () => {
  assert.deepEqual(Object.fromEntries(categories.map((c) => [c.key, boutSeconds(c, venue) / 60])), {
    benjamin: 10.5,
    junior: 12,
    youth: 15,
    senior: 12,
    elite: 15,
  });
  assert.deepEqual(
    venueRows().boutLengths.map((r) => [r.category, r.seconds]),
    [
      ["benjamin", 630],
      ["junior", 720],
      ["youth", 900],
      ["senior", 720],
      ["elite", 900],
    ],
  );
});

test("sessions keep their wall-clock times when the day falls in summer time, and a day may have no session", () => {
  const summer = fightDays([{ key: "finals", start: "2026-07-04T14:00:00+01:00", end: "2026-07-04T20:00:00+01:00" }], "Europe/Lisbon", {
    ...venue,
    days: { ...venue.days, finals: [{ start: "15:00", end: "21:00", rings: 1 }] },
  });
  assert.deepEqual(summer[0].sessions[0], {
    number: 1,
    start: new Date("2026-07-04T14:00:00Z"),
    end: new Date("2026-07-04T20:00:00Z"),
    rings: 1,
  });
  assert.equal(zonedInstant("2026-03-29", "11:00", "Europe/Lisbon").toISOString(), "2026-03-29T10:00:00.000Z", "the day the clocks change");
  assert.throws(() => zonedInstant("2026-03-29", "01:30", "Europe/Lisbon"), /skips/);
  const none = fightDays(edition.schedule, edition.timeZone, { ...venue, days: { ...venue.days, semiFinals: [] } });
  assert.deepEqual(none.find((d) => d.key === "semiFinals")?.sessions, []);
  assert.match(venueSql({ ...currentVenue, venue: { ...venue, days: { quarterFinals: [], semiFinals: [], finals: [] } } }), /No session/);
});
