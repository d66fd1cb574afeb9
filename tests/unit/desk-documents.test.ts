import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { roundsFought } from "../../lib/cup/fight-days";
import { documentsFor, entriesCheckPdf } from "../../lib/desk/documents/entries-check";
import { weighInEntries, weighInPdf } from "../../lib/desk/documents/weigh-in";
import { NAMES, TEAMS, entry, translator } from "../support/desk-fixture";

// The desk's A4 documents, read back as a person would: the text poppler's pdftotext extracts, the page size
// pdfinfo reports and the fonts pdffonts lists (Debian's poppler-utils, which .ci/run installs).

const dir = mkdtempSync(path.join(os.tmpdir(), "desk-docs-"));
after(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function poppler(pdf: Buffer, tool: "pdftotext" | "pdfinfo" | "pdffonts"): string {
  const file = path.join(dir, `${files++}.pdf`);
  writeFileSync(file, pdf);
  const out = execFileSync(tool, tool === "pdftotext" ? [file, "-"] : [file], { encoding: "utf8" });
  // Table cells wrap inside their column: compare the text with its line breaks as spaces, pages kept apart.
  return tool === "pdftotext" ? out.replace(/[ \t\r\n]+/g, " ") : out;
}

const at = new Date("2026-03-20T11:05:00Z");
const produced = (locale: string) => ({ edition: "Porto Box Cup 2026", at, timeZone: "Europe/Lisbon", locale });
const allScripts = Object.values(NAMES).map(([firstName, lastName]) => entry({ firstName, lastName }));

describe("which rounds a bracket fights", () => {
  it("quarter-finals from 5 boxers, semi-finals from 3, a final from 2, nothing for a walkover", () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 8].map((boxers) => roundsFought(boxers)),
      [
        [],
        [],
        ["finals"],
        ["semiFinals", "finals"],
        ["semiFinals", "finals"],
        ["quarterFinals", "semiFinals", "finals"],
        ["quarterFinals", "semiFinals", "finals"],
      ],
    );
  });
});

describe("entries-check list (PDF)", () => {
  it("is A4, embeds its fonts, and prints every name in its own script with the edition and when it was produced", async () => {
    const withdrawn = entry({ firstName: "Gone", lastName: "Away", status: "withdrawn" });
    const waiting = entry({ firstName: "Next", lastName: "InLine", status: "waiting", waitingPosition: 2 });
    const pdf = await entriesCheckPdf(
      [{ team: TEAMS[0], entries: [...allScripts, withdrawn, waiting] }],
      translator("en"),
      produced("en-GB"),
    );
    assert.match(poppler(pdf, "pdfinfo"), /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    const fonts = poppler(pdf, "pdffonts");
    assert.match(fonts, /DejaVuSans\s.*\byes\b/, fonts);
    assert.doesNotMatch(fonts, /Helvetica/, "no unembedded standard font");
    const text = poppler(pdf, "pdftotext");
    for (const [first, last] of Object.values(NAMES)) {
      if (first === "דוד") continue; // right-to-left: checked below
      assert.ok(text.includes(`${first} ${last}`), `${first} ${last} is printed`);
    }
    assert.match(text, /Entries check/);
    assert.match(text, /Porto Box Cup 2026 · produced 20 Mar 2026, 11:05 \(Lisbon time\)/);
    assert.match(text, /Clube Ñandú Porto/);
    assert.match(text, /Waiting \(2\)/);
    assert.doesNotMatch(text, /Gone Away/, "a withdrawn boxer is not checked in");
    assert.match(text, /Page 1 of \d/);
  });

  it("prints a right-to-left name as its letters, and lists per boxer the documents to check", async () => {
    const minorWoman = entry({ firstName: "Ana", lastName: "Silva", sex: "F", category: "junior" });
    assert.deepEqual(documentsFor(minorWoman), ["recordBook", "identity", "consent", "nonPregnancy"]);
    assert.deepEqual(documentsFor(entry({ firstName: "A", lastName: "B" })), ["recordBook", "identity"]);
    const pdf = await entriesCheckPdf(
      [{ team: TEAMS[0], entries: [minorWoman, entry({ firstName: "דוד", lastName: "לוי" })] }],
      translator("pt"),
      produced("pt-PT"),
    );
    const text = poppler(pdf, "pdftotext");
    assert.ok(/דוד|דוד/.test(text) && text.includes("לוי"), text);
    assert.match(text, /☐ Caderneta\s+☐ Identificação\s+☐ Autorização do encarregado\s+☐ Não gravidez/);
    assert.match(text, /Verificação de inscrições/);
    assert.match(text, /produzido a 20\/03\/2026, 11:05 \(hora de Lisboa\)/);
  });

  it("starts each team on a new page", async () => {
    const pdf = await entriesCheckPdf(
      TEAMS.map((team) => ({ team, entries: [entry({ firstName: "X", lastName: team.id, teamId: team.id })] })),
      translator("esp"),
      produced("es-ES"),
    );
    const pages = poppler(pdf, "pdftotext").split("\f");
    assert.equal(pages.filter((page) => page.trim()).length, 2);
    assert.match(pages[0], /Clube Ñandú Porto/);
    assert.match(pages[1], /ΑΘΛΗΤΙΚΌΣ ΌΜΙΛΟΣ/, "the heading of a team named in Greek (Oswald has Latin only)");
    assert.match(pages[1], /Control de inscripciones/);
    // The database keeps the English name; a Spanish list says the country in Spanish.
    assert.match(pages[1], /Grecia · ao@example\.com/);
    assert.doesNotMatch(pages[1], /Greece/);
  });
});

describe("weigh-in list of a fight morning (PDF)", () => {
  const bracket = (id: string, count: number, over: Parameters<typeof entry>[0] extends infer T ? Partial<T> : never) =>
    Array.from({ length: count }, (_, i) => entry({ firstName: `B${i}`, lastName: `${id}`, bracketId: id, ...over }));
  const five = bracket("elite-M-63.5", 5, {});
  const three = bracket("youth-F-57", 3, { category: "youth", sex: "F", weightLabel: "-57 kg", weightOrder: 3, teamId: "t2" });
  const waiting = entry({ firstName: "W", lastName: "elite-M-63.5", bracketId: "elite-M-63.5", status: "waiting", waitingPosition: 1 });
  const all = [...five, ...three, waiting];

  it("lists the entered boxers of the brackets that fight that morning, and no one waiting", () => {
    assert.deepEqual(new Set(weighInEntries(all, "quarterFinals").map((e) => e.bracketId)), new Set(["elite-M-63.5"]));
    assert.equal(weighInEntries(all, "semiFinals").length, 8);
    assert.ok(!weighInEntries(all, "finals").some((e) => e.status !== "entered"));
  });

  it("groups by category, then sex and weight class, in the page's language", async () => {
    const teams = new Map(TEAMS.map((t) => [t.id, t]));
    const pdf = await weighInPdf(
      all,
      teams,
      { round: "semiFinals", window: "27/03/2026 08:00–09:30" },
      translator("esp"),
      produced("es-ES"),
    );
    assert.match(poppler(pdf, "pdfinfo"), /\(A4\)/);
    const text = poppler(pdf, "pdftotext");
    assert.match(text, /Pesaje · Semifinales/);
    assert.match(text, /generado el 20 mar 2026, 11:05 \(hora de Lisboa\)/);
    const youth = text.indexOf("JOVEN");
    const elite = text.indexOf("ÉLITE");
    assert.ok(youth > 0 && elite > youth, `youth before elite:\n${text}`);
    assert.match(text, /Femenino · -57 kg · 3 boxeadores/);
    assert.match(text, /Masculino · -63.5 kg · 5 boxeadores/);
    assert.doesNotMatch(text, /\bW elite/, "the waiting boxer does not weigh in");
    assert.match(text, /Αθλητικός Όμιλος Grecia/, "each team's country in the list's language");
  });

  it("prints what the scale recorded (weight, verdict, time, recorder) and closes with signature lines", async () => {
    const teams = new Map(TEAMS.map((t) => [t.id, t]));
    const recorded = new Map([
      [three[0].id, { weight: "57,1 kg", verdict: "acima do limite: falta de comparência", at: "08:12", by: "Mesa Porto" }],
    ]);
    const pdf = await weighInPdf(
      all,
      teams,
      { round: "semiFinals", window: "27/03/2026 08:00–09:30" },
      translator("pt"),
      produced("pt-PT"),
      recorded,
    );
    const text = poppler(pdf, "pdftotext");
    assert.match(text, /57,1 kg/);
    assert.match(text, /acima do limite/);
    assert.match(text, /08:12/);
    assert.match(text, /Mesa Porto/);
    assert.match(text, /Oficial da pesagem: nome/);
    assert.match(text, /Médico: nome/);
    assert.equal((text.match(/______ kg/g) ?? []).length, 7, "the seven others are blanks to fill in by hand");
  });
});
