import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { endOfDay } from "../../lib/cup/deadline";
import { currentEdition, editionMigrationName, editionSql } from "../../lib/cup/edition-sql";

const migrations = new URL("../../supabase/migrations/", import.meta.url);

test("the committed edition migration is what `npm run edition-sql` writes from lib/content (else: run it)", () => {
  const names = readdirSync(migrations).filter((name) => name.endsWith(`_edition_${currentEdition.year}.sql`));
  assert.equal(names.length, 1, `one migration for the ${currentEdition.year} edition`);
  assert.equal(readFileSync(new URL(names[0], migrations), "utf8"), editionSql(), `${names[0]} is stale: npm run edition-sql`);
});

test("the edition migration sorts after the schema it fills", () => {
  const names = readdirSync(migrations).sort();
  assert.ok(names.indexOf(editionMigrationName(names, currentEdition.year, new Date())) > names.indexOf("20261125000000_entries.sql"));
  assert.equal(editionMigrationName([], 2027, new Date("2027-01-02T03:04:05Z")), "20270102030405_edition_2027.sql");
});

test("registration closes at the end of the deadline day, Lisbon time, on either side of a DST change", () => {
  assert.equal(endOfDay("2026-02-28", "Europe/Lisbon").toISOString(), "2026-03-01T00:00:00.000Z");
  // Summer time (UTC+1): the day ends an hour earlier in UTC.
  assert.equal(endOfDay("2026-06-30", "Europe/Lisbon").toISOString(), "2026-06-30T23:00:00.000Z");
  // The night the clocks go forward (29 March 2026, 01:00 UTC) and back (25 October 2026).
  assert.equal(endOfDay("2026-03-28", "Europe/Lisbon").toISOString(), "2026-03-29T00:00:00.000Z");
  assert.equal(endOfDay("2026-03-29", "Europe/Lisbon").toISOString(), "2026-03-29T23:00:00.000Z");
  assert.equal(endOfDay("2026-10-24", "Europe/Lisbon").toISOString(), "2026-10-24T23:00:00.000Z");
  assert.equal(endOfDay("2026-02-28", "America/Sao_Paulo").toISOString(), "2026-03-01T03:00:00.000Z");
});
