/**
 * `npm run edition-sql`: writes the current edition's data migration (lib/cup/edition-sql.ts), its venue migration and
 * its fight days' weigh-in windows (lib/cup/venue-sql.ts) into supabase/migrations/, reusing each one's file name for
 * the year when it exists.
 * `--check` writes nothing and exits 1 when a committed file is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentEdition, editionMigrationName, editionSql } from "../../lib/cup/edition-sql";
import { venueSql, weighInWindowsSql } from "../../lib/cup/venue-sql";

const dir = path.resolve(import.meta.dirname, "../../supabase/migrations");
const check = process.argv.includes("--check");
let stale = false;

for (const [kind, fresh] of [
  ["edition", editionSql()],
  ["venue", venueSql()],
  ["weigh_in_windows", weighInWindowsSql()],
] as const) {
  const name = editionMigrationName(readdirSync(dir), currentEdition.year, new Date(), kind);
  const file = path.join(dir, name);
  let written = "";
  try {
    written = readFileSync(file, "utf8");
  } catch {
    // a new edition: no file yet
  }
  if (fresh === written) continue;
  if (check) {
    console.error(`supabase/migrations/${name} is stale for lib/content: run \`npm run edition-sql\`.`);
    stale = true;
  } else {
    writeFileSync(file, fresh);
    console.log(`supabase/migrations/${name}: written from lib/content.`);
  }
}
if (stale) process.exit(1);
