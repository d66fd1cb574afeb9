/**
 * Fuzzed entry input (fast-check), against a backend process of its own: random bodies, columns and values
 * posted and patched on /rest/v1/entries with a team's own token get a 4xx with a JSON error naming what went
 * wrong, never a 5xx; the form's rules never let through what the database refuses for the boxer's details;
 * and the table holds nothing that breaks a rule afterwards.
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import fc from "fast-check";
import type { SupabaseClient } from "@supabase/supabase-js";
import { COUNTRIES } from "../../lib/content/countries";
import { categoriesForBirthYear } from "../../lib/cup/category";
import { refusalOf } from "../../lib/cup/refusals";
import { weightClassesFor } from "../../lib/cup/weight-classes";
import { validateEntry, type EntryInput } from "../../lib/validation/entry";
import { BackendProcess } from "../support/backend-process";
import { QUEUE_COLUMNS, assertQueues, openEdition, registerTeams, type QueueRow } from "./helpers/entries";
import { record } from "./helpers/report";
import { sized } from "./helpers/size";

const RUNS = sized(400, 60);

let backend: BackendProcess;
let edition: number;
let team: SupabaseClient;
before(async () => {
  backend = await BackendProcess.create();
  edition = await openEdition(backend);
  [team] = await registerTeams(backend, 1, "fuzz");
});
after(async () => backend.destroy());

const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 70 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u00a0Ana\u00a0", "x".repeat(10_000), "'; drop table entries; --", "<script>alert(1)</script>", "Ana\nSilva"),
);
const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue());
const date = fc.oneof(
  fc.date({ min: new Date("1900-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom("2010-02-30", "99999-01-01", "2010-13-01", "01/05/2010", "2010-05-01T25:00", "-infinity", "epoch"),
  text,
);
const entryFor = (edition: number) =>
  fc.record(
    {
      edition: fc.oneof(fc.constant(edition), fc.integer({ min: -40_000, max: 40_000 }), text),
      first_name: text,
      last_name: text,
      sex: fc.oneof(fc.constantFrom("F", "M", "f", "X"), text),
      birth_date: date,
      category: fc.oneof(fc.constantFrom("junior", "senior", "elite", "youth", "benjamin", ""), text, fc.constant(null)),
      weight_class: fc.oneof(fc.constantFrom("48", "50", "63.5", "+80", "none"), text),
      record_book: fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,35}$/), text),
      club: fc.oneof(text, fc.constant(null)),
      nationality: fc.oneof(fc.constantFrom(...COUNTRIES), text),
      status: fc.constantFrom("entered", "waiting", "withdrawn"),
      queue_place: fc.integer(),
      team_id: fc.uuid(),
      nope: value,
    },
    { requiredKeys: [] },
  );

const statuses = new Map<number, number>();
function count(status: number) {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

it(`answers ${RUNS} random inserts and ${RUNS} random updates of entries with a 4xx and a JSON error, never a 5xx`, async () => {
  const { data: mine } = await team
    .from("entries")
    .insert({
      edition,
      first_name: "Fuzz",
      last_name: "Target",
      sex: "F",
      birth_date: "2010-01-01",
      weight_class: "48",
      record_book: "FUZZ-1",
      nationality: "Spain",
    })
    .select("id")
    .single();
  await fc.assert(
    fc.asyncProperty(entryFor(edition), fc.boolean(), async (row, asUpdate) => {
      const answer = asUpdate
        ? await team.from("entries").update(row).eq("id", mine!.id).select("id")
        : await team.from("entries").insert(row).select("id");
      count(answer.status);
      assert.ok(answer.status < 500, `${answer.status} ${JSON.stringify(answer.error)} for ${JSON.stringify(row).slice(0, 300)}`);
      if (answer.error) {
        assert.ok(answer.status >= 400, String(answer.status));
        assert.equal(typeof answer.error.code, "string");
        assert.ok(answer.error.message.length > 0);
      }
    }),
    { numRuns: RUNS * 2 },
  );
  const { data } = await backend.admin().from("entries").select(`${QUEUE_COLUMNS},first_name,record_book`).eq("edition", edition);
  assertQueues(data as QueueRow[]);
  await record({
    checks: {
      "fuzz: entries over REST": `${RUNS * 2} random inserts and updates with a team's token: statuses ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, k]) => `${s}×${k}`)
        .join(" ")}, no 5xx, every error JSON with a code; queues consistent afterwards`,
    },
  });
});

it("the form never accepts a boxer the database refuses for the boxer's own details", async () => {
  // Mostly plausible forms, so that many pass the form's rules and reach the database; some fields broken.
  const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: bad, weight: 1 });
  const name = mostly(fc.string({ unit: "grapheme", minLength: 1, maxLength: 24 }), text);
  const born = fc
    .record({ year: fc.integer({ min: 1983, max: 2016 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
    .map(({ year, month, day }) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
  const input: fc.Arbitrary<EntryInput> = fc
    .record({
      firstName: name,
      lastName: name,
      sex: mostly(fc.constantFrom("F", "M"), fc.constantFrom("X", "", "f")),
      birthDate: mostly(born, date),
      category: fc.constantFrom("", "senior", "elite", "junior"),
      weightClass: fc.constantFrom("48", "50", "63.5", "+80", "+81", "none"),
      recordBook: mostly(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/), text),
      club: fc.oneof(fc.constant(""), name),
      nationality: mostly(fc.constantFrom(...COUNTRIES), text),
      // Most forms take a category and weight class the birth year and sex allow, as the form offers them.
      offered: fc.oneof({ arbitrary: fc.nat(), weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }),
    })
    .map(({ offered, ...form }) => {
      const choices = categoriesForBirthYear(Number(form.birthDate.slice(0, 4)));
      if (offered === null || choices.length === 0 || (form.sex !== "F" && form.sex !== "M")) return form;
      const category = choices[offered % choices.length].key;
      const classes = weightClassesFor(category, form.sex);
      return { ...form, category: choices.length > 1 ? category : "", weightClass: classes[offered % classes.length].code };
    });
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(input, async (form) => {
      if (validateEntry(form) !== null) return;
      accepted++;
      const trimmed = (v: string) => v.trim();
      const { error } = await team.from("entries").insert({
        edition,
        first_name: trimmed(form.firstName),
        last_name: trimmed(form.lastName),
        sex: form.sex,
        birth_date: form.birthDate,
        category: form.category || null,
        weight_class: form.weightClass,
        record_book: trimmed(form.recordBook),
        club: trimmed(form.club) || null,
        nationality: form.nationality,
      });
      // Only what depends on the other entries may still refuse it: the team's limit, a number already entered.
      if (error)
        assert.ok(
          ["team_bracket_limit", "record_book_taken"].includes(refusalOf(error).key),
          `${error.code} ${error.message} for ${JSON.stringify(form)}`,
        );
    }),
    { numRuns: RUNS },
  );
  assert.ok(accepted >= RUNS / 10, `only ${accepted} of ${RUNS} forms reached the database`);
  await record({
    checks: {
      "fuzz: form rules vs database": `${RUNS} random forms, ${accepted} accepted by the form; the database refused none of those for the boxer's details`,
    },
  });
});
