/**
 * `npm run edition-sql`: writes the current edition's data migration (lib/cup/edition-sql.ts) into
 * supabase/migrations/, reusing the year's file name when it exists. `--check` writes nothing and exits 1 when
 * the committed file is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentEdition, editionMigrationName, editionSql, fightDaysSql } from "../../lib/cup/edition-sql";

const dir = path.resolve(import.meta.dirname, "../../supabase/migrations");
// The edition's rows, then its fight days (a file of their own: docs/cup.md §12).
for (const [kind, fresh] of [
  ["edition", editionSql()],
  ["fight_days", fightDaysSql()],
] as const) {
  const name = editionMigrationName(readdirSync(dir), currentEdition.year, new Date(), kind);
  const file = path.join(dir, name);
  let written = "";
  try {
    written = readFileSync(file, "utf8");
  } catch {
    // a new edition: no file yet
  }
  if (process.argv.includes("--check")) {
    if (fresh !== written) {
      console.error(`supabase/migrations/${name} is stale for lib/content: run \`npm run edition-sql\`.`);
      process.exitCode = 1;
    }
  } else if (fresh !== written) {
    writeFileSync(file, fresh);
    console.log(`supabase/migrations/${name}: written from lib/content.`);
  }
}
