import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { BOM, listSeparator, neutralise, toCsv, type Cell } from "../../lib/desk/csv";
import { entriesCsv } from "../../lib/desk/entries-csv";
import { TEAMS, entry, translator } from "../support/desk-fixture";
import { openInExcel, openInLibreOffice } from "../support/spreadsheets";

const bytes = (text: string) => new TextEncoder().encode(text);
const header = ["Nome", "Apelido", "Equipa", "N.º boletim", "Peso"];
const rows: Cell[][] = [
  ["João", "Gonçalves", "Clube Ñandú, Porto", "PT-001", "63,5 kg"],
  ["Ολυμπία", "Παπαδοπούλου", "Αθήνα; Boxing", "GR 17", "57"],
  ["Олег", "Шевченко", 'Club "Dynamo"', "UA-9", "75"],
  ["李", "小龙", "武館\nline two", "CN-3", "60"],
  ['=HYPERLINK("http://evil")', "+351 999", "-2+3", "@SUM(A1)", 8],
];
const unneutralised = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const asText = (table: Cell[][]) => table.map((row) => row.map((cell) => (cell === null ? "" : String(cell))));

describe("desk CSV: the locale's list separator", () => {
  it("is ';' where the decimal separator is a comma (pt-PT, es-ES) and ',' in en-GB", () => {
    assert.equal(listSeparator("en-GB"), ",");
    assert.equal(listSeparator("pt-PT"), ";");
    assert.equal(listSeparator("es-ES"), ";");
  });
});

describe("desk CSV as each spreadsheet opens it", () => {
  for (const [intl, windows] of [
    ["en-GB", "en-GB"],
    ["pt-PT", "pt-PT"],
    ["es-ES", "es-ES"],
  ] as const) {
    it(`Excel in ${windows}: every name intact in its own cell, a header row, no formula`, () => {
      const file = bytes(toCsv(header, rows, listSeparator(intl)));
      const { cells, formulas } = openInExcel(file, windows);
      assert.deepEqual(formulas, []);
      assert.deepEqual(
        cells.map((row) => row.map(unneutralised)),
        [header, ...asText(rows)],
      );
    });

    for (const charset of ["utf-8", "windows-1252"] as const) {
      for (const ticked of [[","], [";"], [",", ";"], [",", ";", "\t"]]) {
        const delimiter = listSeparator(intl);
        if (!ticked.includes(delimiter)) continue;
        it(`LibreOffice (${charset} system, separators ${JSON.stringify(ticked)}) reads the ${intl} file the same`, () => {
          const { cells, formulas } = openInLibreOffice(bytes(toCsv(header, rows, delimiter)), ticked, charset);
          assert.deepEqual(formulas, []);
          assert.deepEqual(
            cells.map((row) => row.map(unneutralised)),
            [header, ...asText(rows)],
          );
        });
      }
    }
  }

  it("starts with the UTF-8 byte-order mark and ends every line with CRLF", () => {
    const text = toCsv(["a"], [["b"]], ",");
    assert.ok(text.startsWith(BOM));
    assert.equal(text, `${BOM}a\r\nb\r\n`);
  });

  it("without the byte-order mark Excel would mangle the names (why it is there)", () => {
    const file = bytes(toCsv(header, rows, ";").slice(1));
    assert.notEqual(openInExcel(file, "pt-PT").cells[1][0], "João");
  });

  it("neutralises every formula start, and only those", () => {
    for (const value of ["=1+1", "+1", "-1", "@A1", "\tx", "\rx"]) assert.equal(neutralise(value), `'${value}`);
    for (const value of ["João", "1-2", "a=b", "'quoted", ""]) assert.equal(neutralise(value), value);
  });

  it("round-trips any text in any script through both spreadsheets (property)", () => {
    const text = fc.string({ unit: "grapheme", maxLength: 12 }).filter((s) => !s.startsWith("'"));
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { maxLength: 6 }), (table) => {
        for (const intl of ["en-GB", "pt-PT"] as const) {
          const file = bytes(toCsv(["x", "y", "z"], table, listSeparator(intl)));
          const excel = openInExcel(file, intl);
          const libre = openInLibreOffice(file, [",", ";"], "utf-8");
          for (const opened of [excel, libre]) {
            assert.deepEqual(opened.formulas, []);
            assert.deepEqual(opened.cells.map((row) => row.map(unneutralised)).slice(1), table);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the entries CSV in each language", () => {
  const entries = [
    entry({ firstName: "João", lastName: "Gonçalves", recordBook: "PT-001" }),
    entry({ firstName: "Олег", lastName: "Шевченко", teamId: "t2", status: "waiting", waitingPosition: 1, club: "=cmd|' /C calc'!A0" }),
  ];
  for (const [file, intl, windows, header, waiting] of [
    ["en", "en-GB", "en-GB", "Team", "Waiting"],
    ["pt", "pt-PT", "pt-PT", "Equipa", "Em espera"],
    ["esp", "es-ES", "es-ES", "Equipo", "En espera"],
  ] as const) {
    it(`${file}: opens in Excel (${windows}) with a translated header and every entry intact`, () => {
      const { cells, formulas } = openInExcel(bytes(entriesCsv(entries, TEAMS, translator(file), intl)), windows);
      assert.deepEqual(formulas, []);
      assert.equal(cells[0][0], header);
      assert.equal(cells.length, 3);
      assert.deepEqual(cells[1].slice(0, 5), ["Clube Ñandú Porto", "Portugal", "nandu@example.com", "Gonçalves", "João"]);
      assert.deepEqual(cells[2].slice(3, 5), ["Шевченко", "Олег"]);
      assert.equal(cells[2][12], waiting);
      assert.equal(cells[2][13], "1");
      assert.equal(cells[2][10], "'=cmd|' /C calc'!A0", "a formula in a club name is made plain text");
    });
  }
});
