import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { groupByBracket, type Bracket, type Entry } from "../../lib/cup/entries";
import { refusalOf } from "../../lib/cup/refusals";
import { resolveCategory, trimEntry, validateEntry, type EntryInput } from "../../lib/validation/entry";
import { RECORD_BOOK_SEPARATORS, normaliseRecordBook } from "../../lib/validation/record-book";

const valid: EntryInput = {
  firstName: " Ana ",
  lastName: "Silva",
  sex: "F",
  birthDate: "2010-05-01",
  category: "",
  weightClass: "48",
  recordBook: "POR-1",
  club: "",
  nationality: "Portugal",
};

test("the form's rules hold the database's bounds, field by field in screen order", () => {
  assert.equal(validateEntry(valid), null);
  const cases: [Partial<EntryInput>, string, string][] = [
    [{ firstName: "  " }, "firstName", "first_name_invalid"],
    [{ firstName: "x".repeat(61) }, "firstName", "first_name_too_long"],
    [{ lastName: "y".repeat(300) }, "lastName", "last_name_too_long"],
    [{ lastName: "a\u0007b" }, "lastName", "last_name_invalid"],
    [{ sex: "X" }, "sex", "sex_invalid"],
    [{ birthDate: "2010-02-30" }, "birthDate", "birth_date_invalid"],
    [{ birthDate: "1970-01-01" }, "birthDate", "birth_year_out_of_range"],
    [{ birthDate: "1990-01-01" }, "category", "category_choice_required"],
    [{ birthDate: "1990-01-01", category: "junior" }, "category", "category_birth_year_mismatch"],
    [{ weightClass: "51" }, "weightClass", "weight_class_not_offered"],
    [{ weightClass: "" }, "weightClass", "weight_class_not_offered"],
    [{ recordBook: "R;1" }, "recordBook", "record_book_invalid"],
    [{ recordBook: "R".repeat(31) }, "recordBook", "record_book_too_long"],
    [{ recordBook: "R\u00a0;1" }, "recordBook", "record_book_invalid"],
    [{ club: "c".repeat(81) }, "club", "club_too_long"],
    [{ club: "Club\u0007" }, "club", "club_invalid"],
    [{ nationality: "Atlantis" }, "nationality", "nationality_invalid"],
  ];
  for (const [change, field, key] of cases)
    assert.deepEqual(validateEntry({ ...valid, ...change }), { field, key }, JSON.stringify(change));
  // Names in any script, up to 60 characters (not UTF-16 units).
  assert.equal(validateEntry({ ...valid, firstName: "𝔄".repeat(60), lastName: "李小龙" }), null);
  assert.deepEqual(resolveCategory("1990-01-01", "elite"), { category: "elite" });
});

test("a record-book number pasted from a PDF is read as the database stores it: its spaces, dashes and invisible characters normalised", () => {
  const pasted = "\u00a0PT\u202f2010\u2009\u2013\u200b77\u00ad/\u2044B\uff0e1\u00a0";
  assert.equal(normaliseRecordBook(pasted), "PT 2010 -77//B.1");
  assert.equal(validateEntry({ ...valid, recordBook: pasted }), null);
  assert.equal(trimEntry({ ...valid, recordBook: pasted }).recordBook, "PT 2010 -77//B.1");
  // Every character the normalisation changes becomes a character the number allows, or nothing.
  for (const [character, replacement] of RECORD_BOOK_SEPARATORS) {
    assert.match(replacement, /^[ ./-]?$/, `U+${character.codePointAt(0)!.toString(16)}`);
    assert.equal(validateEntry({ ...valid, recordBook: `PT${character}1` }), null, `U+${character.codePointAt(0)!.toString(16)}`);
  }
  // Every Unicode space (the JavaScript class, which is Unicode's White_Space and the byte-order mark) is one of them.
  for (let code = 0; code <= 0xffff; code++) {
    const character = String.fromCharCode(code);
    if (/\s/.test(character) && character !== " ") assert.ok(RECORD_BOOK_SEPARATORS.has(character), `U+${code.toString(16)}`);
  }
});

test("the form's check never throws, whatever is typed", () => {
  const text = fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), fc.constantFrom("", "2010-05-01", "F", "M", "48", "elite"));
  fc.assert(
    fc.property(
      fc.record({
        firstName: text,
        lastName: text,
        sex: text,
        birthDate: text,
        category: text,
        weightClass: text,
        recordBook: text,
        club: text,
        nationality: text,
      }),
      (input) => {
        const issue = validateEntry(input);
        assert.ok(issue === null || typeof issue.key === "string");
      },
    ),
  );
});

test("a database refusal becomes a translated key and the field it is about, never the English text", () => {
  assert.deepEqual(refusalOf({ code: "P0001", message: "team_bracket_limit" }), { key: "team_bracket_limit", field: "weightClass" });
  assert.deepEqual(refusalOf({ code: "P0001", message: "registration_closed" }), { key: "registration_closed", field: null });
  assert.deepEqual(refusalOf({ code: "P0001", message: "nationality_not_listed" }), {
    key: "nationality_not_listed",
    field: "nationality",
  });
  assert.deepEqual(refusalOf({ code: "23505", message: 'duplicate key value violates unique constraint "entries_record_book_unique"' }), {
    key: "record_book_taken",
    field: "recordBook",
  });
  assert.deepEqual(refusalOf({ code: "23514", message: 'new row for relation "entries" violates check constraint "entries_club_check"' }), {
    key: "club_invalid",
    field: "club",
  });
  assert.deepEqual(
    refusalOf({ code: "23503", message: 'insert or update on table "entries" violates foreign key constraint "entries_nationality_fkey"' }),
    {
      key: "nationality_invalid",
      field: "nationality",
    },
  );
  assert.deepEqual(
    refusalOf({ code: "23502", message: 'null value in column "birth_date" of relation "entries" violates not-null constraint' }),
    {
      key: "birth_date_invalid",
      field: "birthDate",
    },
  );
  assert.deepEqual(refusalOf({ code: "42501", message: "permission denied for table entries" }), { key: "not_allowed", field: null });
  assert.deepEqual(refusalOf({ code: "P0001", message: "some new rule" }), { key: "not_allowed", field: null });
  assert.deepEqual(refusalOf({ code: "PGRST301", message: "JWT expired" }), { key: "unavailable", field: null });
  assert.deepEqual(refusalOf(null), { key: "unavailable", field: null });
});

test("entries are grouped by bracket in the edition's order, active ones in queue order, withdrawn ones last", () => {
  const bracket = (category: Bracket["category"], sex: Bracket["sex"], code: string, position: number): Bracket => ({
    category,
    sex,
    code,
    label: code,
    position,
    entered: 0,
    waiting: 0,
  });
  const entry = (id: string, b: Bracket, queuePlace: number, status: Entry["status"] = "entered"): Entry => ({
    id,
    firstName: id,
    lastName: "",
    sex: b.sex,
    birthDate: "2000-01-01",
    category: b.category,
    weightClass: b.code,
    recordBook: id,
    club: "",
    nationality: "Portugal",
    status,
    waitingPosition: null,
    queuePlace,
  });
  const eliteM = bracket("elite", "M", "71", 8);
  const juniorF = bracket("junior", "F", "52", 5);
  const juniorM = bracket("junior", "M", "48", 2);
  const groups = groupByBracket(
    [entry("a", eliteM, 1), entry("b", juniorM, 4, "withdrawn"), entry("c", juniorM, 9), entry("d", juniorF, 3), entry("e", juniorM, 2)],
    [eliteM, juniorF, juniorM],
  );
  assert.deepEqual(
    groups.map((g) => `${g.bracket.category}/${g.bracket.sex}/${g.bracket.code}:${g.entries.map((e) => e.id).join("")}`),
    ["junior/F/52:d", "junior/M/48:ecb", "elite/M/71:a"],
  );
});
