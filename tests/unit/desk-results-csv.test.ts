import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { placeOrder } from "../../lib/cup/draw";
import { resultsCsv, type ResultsBracket } from "../../lib/desk/results-csv";
import { TEAMS, entry, translator } from "../support/desk-fixture";
import { openInExcel, openInLibreOffice } from "../support/spreadsheets";

const bytes = (text: string) => new TextEncoder().encode(text);

// A junior women's 48 kg bracket of five, fought to its final; a benjamin men's 46 kg bracket with one semi-final fought.
const juniors = ["Ana", "Beatriz", "=HYPERLINK(1)", "Dora", "Eva"].map((firstName, i) =>
  entry({
    firstName,
    lastName: `J${i}`,
    category: "junior",
    sex: "F",
    teamId: i % 2 ? "t2" : "t1",
    nationality: i === 4 ? "Spain" : "Portugal",
  }),
);
const benjamins = ["Rui", "Tiago", "Hugo", "Ivo"].map((firstName, i) => entry({ firstName, lastName: `B${i}`, category: "benjamin" }));
const women48: ResultsBracket = {
  category: "junior",
  sex: "F",
  code: "48",
  // Order a…e: a v b in the first series; c, d, e byes; c v d and e v (a|b) in the semi-finals.
  slots: placeOrder(juniors.map((e) => e.id)),
  results: {
    qf4: { winner: juniors[0].id, method: "points" },
    sf1: { winner: juniors[2].id, method: "rsc" },
    sf2: { winner: juniors[4].id, method: "points" },
    final: { winner: juniors[4].id, method: "points" },
  },
};
const men46: ResultsBracket = {
  category: "benjamin",
  sex: "M",
  code: "46",
  slots: placeOrder(benjamins.map((e) => e.id)),
  results: { sf1: { winner: benjamins[0].id, method: "points" } },
};
const entries = [...juniors, ...benjamins];

describe("the results CSV", () => {
  it("lists every decided medal, one a row, in the edition's order of brackets, in the desk's language", () => {
    const csv = resultsCsv([women48, men46], entries, TEAMS, translator("en"), "en-GB");
    const { cells, formulas } = openInExcel(bytes(csv), "en-GB");
    assert.deepEqual(formulas, [], "a name that looks like a formula stays text");
    assert.deepEqual(cells, [
      ["Category", "Sex", "Weight class", "Boxers in the bracket", "Medal", "Last name", "First name", "Club", "Nationality", "Team"],
      // Benjamin comes before junior; only a bronze is decided there so far.
      ["Benjamin", "Men", "46 kg", "4", "Bronze", "B1", "Tiago", "Clube Ñandú Porto", "Portugal", "Clube Ñandú Porto"],
      ["Junior", "Women", "48 kg", "5", "Gold", "J4", "Eva", "Clube Ñandú Porto", "Spain", "Clube Ñandú Porto"],
      ["Junior", "Women", "48 kg", "5", "Silver", "J2", "'=HYPERLINK(1)", "Clube Ñandú Porto", "Portugal", "Clube Ñandú Porto"],
      ["Junior", "Women", "48 kg", "5", "Bronze", "J3", "Dora", "Clube Ñandú Porto", "Portugal", "Αθλητικός Όμιλος"],
      ["Junior", "Women", "48 kg", "5", "Bronze", "J0", "Ana", "Clube Ñandú Porto", "Portugal", "Clube Ñandú Porto"],
    ]);
    assert.ok(csv.startsWith("\uFEFF"), "a byte-order mark for Excel");
  });

  it("opens in columns in Portuguese and Spanish, with their separator, words and country names", () => {
    for (const [file, intl, header, gold, silver, spain] of [
      ["pt", "pt-PT", "Medalha", "Ouro", "Prata", "Espanha"],
      ["esp", "es-ES", "Medalla", "Oro", "Plata", "España"],
    ] as const) {
      const csv = resultsCsv([women48], entries, TEAMS, translator(file), intl);
      assert.ok(csv.split("\r\n")[0].includes(`;${header};`), `${file}: ';' between the headers`);
      const { cells } = openInExcel(bytes(csv), intl);
      assert.equal(cells[0][4], header);
      assert.deepEqual(
        cells.slice(1).map((r) => [r[4], r[6], r[8]]),
        [
          [gold, "Eva", spain],
          [silver, "'=HYPERLINK(1)", "Portugal"],
          [cells[3][4], "Dora", "Portugal"],
          [cells[3][4], "Ana", "Portugal"],
        ],
      );
      const libre = openInLibreOffice(bytes(csv), [",", ";"], "utf-8");
      assert.deepEqual(libre.cells, cells, `${file}: LibreOffice with both separators ticked reads the same cells`);
    }
  });

  it("has only its header before any medal is decided", () => {
    const csv = resultsCsv([{ ...men46, results: {} }], entries, TEAMS, translator("en"), "en-GB");
    assert.equal(csv.split("\r\n").filter(Boolean).length, 1);
  });
});
