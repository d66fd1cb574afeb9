import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { phaseBoundaries } from "../../lib/calendar/phase";
import { edition } from "../../lib/content/edition";
import { currentEdition, editionMigrationName, editionRows, editionSql } from "../../lib/cup/edition-sql";

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

test("the database closes entries at the instant the site's phase leaves registration (the end of 28/02/2026, Lisbon)", () => {
  const closesAt = editionRows().edition.registration_closes_at;
  assert.equal(closesAt, phaseBoundaries(edition).entriesClose.toISOString());
  assert.equal(closesAt, "2026-03-01T00:00:00.000Z");
  assert.match(editionSql(), /'2026-03-01T00:00:00\.000Z'/);
});
