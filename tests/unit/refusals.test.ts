import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { createTranslator } from "next-intl";
import { requestConfig } from "../../i18n/request-config";
import { routing } from "../../i18n/routing";
import { AUDIENCES, CONSTRAINTS, REFUSALS, isRefusalKey, refusalOf, refusalPath, type RefusalKey } from "../../lib/cup/refusals";
import { refusalValues } from "../../lib/cup/refusal-values";
import type { EntryInput } from "../../lib/validation/entry";

/**
 * The refusal map is complete: every key a migration raises, read from supabase/migrations/ (not from a list
 * written here), and every constraint the app recognises by name, has a sentence for teams and organisers in every
 * language. A rule added to the database without its sentence fails here before a page shows "not allowed".
 */
const folder = new URL("../../supabase/migrations/", import.meta.url);
const migrations = readdirSync(folder)
  .filter((file) => file.endsWith(".sql"))
  .map((file) => ({ file, sql: readFileSync(new URL(file, folder), "utf8") }));

/** Every `cup.refuse('key', …)` of every migration, with the files that raise it. */
const raised = new Map<string, string[]>();
for (const { file, sql } of migrations)
  for (const [, key] of sql.matchAll(/cup\.refuse\(\s*'(\w+)'/g)) raised.set(key, [...(raised.get(key) ?? []), file]);

test("the migrations raise refusal keys (the test reads them)", () => {
  assert.ok(raised.size >= 20, `only ${raised.size} keys found`);
  assert.ok(raised.has("bracket_drawn") && raised.has("team_bracket_limit"));
});

test("every key a migration raises is in the map, and comes back as itself", () => {
  const missing = [...raised].filter(([key]) => !isRefusalKey(key)).map(([key, files]) => `${key} (${files.join(", ")})`);
  assert.deepEqual(missing, [], "keys the migrations raise that lib/cup/refusals.ts does not know");
  for (const key of raised.keys()) assert.equal(refusalOf({ code: "P0001", message: key }).key, key);
});

/** A constraint is named in a migration, or is the primary key PostgreSQL names `<table>_pkey`. */
function declared(name: string): boolean {
  if (migrations.some(({ sql }) => new RegExp(`\\b(constraint|index)\\s+${name}\\b`).test(sql))) return true;
  const table = /^(\w+)_pkey$/.exec(name)?.[1];
  return (
    !!table &&
    migrations.some(({ sql }) => new RegExp(`create table public\\.${table} \\([\\s\\S]*?primary key[\\s\\S]*?\\n\\);`).test(sql))
  );
}

test("every constraint the app recognises exists in the migrations, and maps to its key", () => {
  for (const [name, key] of Object.entries(CONSTRAINTS)) {
    assert.ok(declared(name), `${name} is named in no migration`);
    const code = name.endsWith("_fkey") ? "23503" : name.endsWith("_check") ? "23514" : "23505";
    assert.equal(refusalOf({ code, message: `violates constraint "${name}"` }).key, key, name);
  }
});

type Tree = { [key: string]: Tree } | string;
const sent: EntryInput = {
  firstName: "Ana",
  lastName: "Silva",
  sex: "F",
  birthDate: "2015-05-01",
  category: "",
  weightClass: "48",
  recordBook: "PT 1",
  club: "",
  nationality: "Portugal",
};

for (const locale of routing.locales) {
  test(`${locale}: every key has a sentence for teams and for organisers, and every sentence formats`, async () => {
    const config = await requestConfig(locale);
    const refusals = (config.messages as Record<string, Tree>).Refusals as Record<string, Tree>;
    const has = (path: string) =>
      typeof path.split(".").reduce<Tree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), refusals) ===
      "string";
    const t = createTranslator({
      locale: config.locale,
      messages: { Refusals: refusals } as never,
      namespace: "Refusals" as never,
      onError: (e) => assert.fail(e.message),
    });
    const missing: string[] = [];
    for (const key of Object.keys(REFUSALS) as RefusalKey[])
      for (const audience of AUDIENCES) {
        const path = refusalPath(audience, key, has);
        if (!has(path)) missing.push(`${audience}: ${key}`);
        else assert.ok((t as unknown as (path: string, values: object) => string)(path, refusalValues(key, sent)).trim().length > 0, path);
      }
    assert.deepEqual(missing, [], `refusals without a sentence in messages/${locale}`);
  });

  test(`${locale}: every sentence under Refusals is a key of the map (none left behind)`, async () => {
    const refusals = ((await requestConfig(locale)).messages as Record<string, Tree>).Refusals as Record<string, Tree>;
    const keys = Object.entries(refusals).flatMap(([key, value]) => (typeof value === "string" ? [key] : Object.keys(value)));
    assert.deepEqual(
      keys.filter((key) => !isRefusalKey(key)),
      [],
    );
    assert.deepEqual(
      Object.keys(refusals).filter((key) => typeof refusals[key] !== "string" && !(AUDIENCES as readonly string[]).includes(key)),
      [],
    );
  });
}

test("a sentence quotes what was sent: the year of birth, the team limit, the length and bound of a field", () => {
  assert.equal(refusalValues("birth_year_out_of_range", sent).year, 2015);
  assert.equal(refusalValues("team_bracket_limit", { ...sent, birthDate: "1996-01-01", category: "elite" }).limit, 1);
  assert.equal(refusalValues("team_bracket_limit", { ...sent, birthDate: "2010-01-01" }).limit, 2);
  assert.deepEqual(
    [refusalValues("first_name_too_long", { ...sent, firstName: "𝔄".repeat(300) })].map((v) => [v.length, v.max]),
    [[300, 60]],
  );
  assert.equal(refusalValues("not_found", null).year, "");
});
