import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { entrySheet } from "../../components/entries/sheet-lines";
import { entrySheetPdf } from "../../lib/cup/entry-sheet-pdf";
import type { Bracket, Entry } from "../../lib/cup/entries";
import type { TeamEntries } from "../../lib/supabase/entries";
import { NAMES, translator } from "../support/desk-fixture";

// The team entry sheet: the lines its page and its PDF share, and the PDF read back as pdftotext and pdffonts do.

const dir = mkdtempSync(path.join(os.tmpdir(), "entry-sheet-"));
after(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function poppler(pdf: Buffer, tool: "pdftotext" | "pdfinfo" | "pdffonts"): string {
  const file = path.join(dir, `${files++}.pdf`);
  writeFileSync(file, pdf);
  const out = execFileSync(tool, tool === "pdftotext" ? [file, "-"] : [file], { encoding: "utf8" });
  return tool === "pdftotext" ? out.replace(/\s+/g, " ") : out;
}

const bracket = (category: Bracket["category"], sex: Bracket["sex"], code: string, position: number): Bracket => ({
  category,
  sex,
  code,
  label: code,
  position,
  entered: 1,
  waiting: 0,
});
const BRACKETS = [bracket("junior", "F", "50", 4), bracket("elite", "M", "63.5", 4), bracket("elite", "M", "57", 2)];

let n = 0;
const entry = (over: Partial<Entry> & Pick<Entry, "firstName" | "lastName" | "category" | "sex" | "weightClass">): Entry => ({
  id: `e${++n}`,
  birthDate: "1996-06-15",
  recordBook: `RB-${n}`,
  club: "Clube Ñandú Porto",
  nationality: "Spain",
  status: "entered",
  waitingPosition: null,
  queuePlace: n,
  ...over,
});

const data = (entries: Entry[]): TeamEntries => ({
  team: { name: "Clube Ñandú Porto", country: "Portugal" },
  entries,
  brackets: BRACKETS,
  published: new Set(),
});

describe("the team entry sheet", () => {
  it("lists the boxers still in the cup in the edition's order, in the page's language, minors marked", () => {
    const sheet = entrySheet(
      data([
        entry({ firstName: "Íñigo", lastName: "Muñoz", category: "elite", sex: "M", weightClass: "63.5" }),
        entry({ firstName: "Gone", lastName: "Away", category: "elite", sex: "M", weightClass: "57", status: "withdrawn" }),
        entry({
          firstName: "Next",
          lastName: "InLine",
          category: "elite",
          sex: "M",
          weightClass: "57",
          status: "waiting",
          waitingPosition: 2,
        }),
        entry({ firstName: "Leonor", lastName: "Sá", category: "junior", sex: "F", weightClass: "50", birthDate: "2010-01-20" }),
      ]),
      translator("pt"),
      "pt",
      "2026-02-14",
    );
    assert.deepEqual(
      { team: sheet.team, country: sheet.country, produced: sheet.produced },
      {
        team: "Clube Ñandú Porto",
        country: "Portugal",
        produced: "14 de fevereiro de 2026",
      },
    );
    assert.deepEqual(
      sheet.lines.map(({ name, minor, born, category, weight, nationality, status }) => [
        name,
        minor,
        born,
        category,
        weight,
        nationality,
        status,
      ]),
      [
        ["SÁ, Leonor", true, "20/01/2010", "Júnior · Femininos", "50 kg", "Espanha", "Inscrito"],
        ["INLINE, Next", false, "15/06/1996", "Elite · Masculinos", "57 kg", "Espanha", "Em espera (2)"],
        ["MUÑOZ, Íñigo", false, "15/06/1996", "Elite · Masculinos", "63.5 kg", "Espanha", "Inscrito"],
      ],
    );
  });

  it("is an A4 PDF with its fonts embedded, every name in its own script, the minors' note and a signature line", async () => {
    const boxers = Object.values(NAMES).map(([firstName, lastName]) =>
      entry({ firstName, lastName, category: "elite", sex: "M", weightClass: "63.5" }),
    );
    const minor = entry({ firstName: "Leonor", lastName: "Sá", category: "junior", sex: "F", weightClass: "50" });
    const t = translator("esp");
    const pdf = await entrySheetPdf(
      entrySheet(data([...boxers, minor]), t, "es", "2026-02-14"),
      t,
      "es-ES",
      new Date("2026-02-14T12:00:00Z"),
    );
    assert.match(poppler(pdf, "pdfinfo"), /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    const fonts = poppler(pdf, "pdffonts");
    assert.match(fonts, /DejaVuSans\s.*\byes\b/, fonts);
    assert.doesNotMatch(fonts, /Helvetica/, "no unembedded standard font");
    const text = poppler(pdf, "pdftotext");
    for (const expected of [
      "Hoja de inscripción del equipo",
      "Clube Ñandú Porto · Porto Box Cup 2026",
      "14 de febrero de 2026",
      "SÁ, Leonor (Menor)",
      "Júnior · Mujeres",
      "Menor: trae el consentimiento firmado de su padre, madre o tutor.",
      "Responsable del equipo (nombre y firma)",
      "Página 1 de 1",
    ])
      assert.ok(text.includes(expected), `${expected} in ${text}`);
    // Right-to-left names are laid out as one run (lib/pdf/bidi.ts); pdftotext reads them back in visual order.
    for (const [first, last] of Object.values(NAMES).filter(([first]) => !/[\u0590-\u05ff\u10d0-\u10ff]/.test(first)))
      assert.ok(text.includes(first) && text.includes(last.toLocaleUpperCase("es-ES")), `${first} ${last}`);
    // Georgian family names keep their letters: DejaVu Sans has no Georgian capitals (Mtavruli).
    assert.ok(text.includes(`${NAMES.georgian[1]}, ${NAMES.georgian[0]}`), text);
  });

  it("says when the team has no boxer, and prints no minors' note without a minor", async () => {
    const t = translator("en");
    const text = poppler(await entrySheetPdf(entrySheet(data([]), t, "en", "2026-02-14"), t, "en-GB", new Date()), "pdftotext");
    assert.ok(text.includes("No boxers entered."), text);
    assert.ok(!text.includes("Minor:"), text);
  });
});
