import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { dayBoard, type BoardBracket } from "../../lib/cup/day-board";
import { FIGHT_DAYS } from "../../lib/cup/fight-calendar";
import { orderText, type Boxer } from "../../lib/cup/order-text";
import { boutSheetsPdf, runningOrderPdf, type SessionPrint } from "../../lib/desk/documents/order-documents";
import { NAMES, translator } from "../support/desk-fixture";

// The day's printed order read back as a person would (poppler's pdftotext and pdfinfo): each ring's running order
// for a session, and the session's bout sheets, one A4 page per bout.

const dir = mkdtempSync(path.join(os.tmpdir(), "order-docs-"));
after(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function poppler(pdf: Buffer, tool: "pdftotext" | "pdfinfo"): string {
  const file = path.join(dir, `${files++}.pdf`);
  writeFileSync(file, pdf);
  const out = execFileSync(tool, tool === "pdftotext" ? [file, "-"] : [file], { encoding: "utf8" });
  return tool === "pdftotext" ? out.replace(/[ \t\r\n]+/g, " ") : out;
}

const FRIDAY = FIGHT_DAYS.find((d) => d.key === "semiFinals")!;
const names = Object.values(NAMES);
/** Three junior brackets of four boxers whose names are in every script the documents print. */
const brackets: BoardBracket[] = ["48", "50", "52"].map((code, b) => ({
  category: "junior",
  sex: "F",
  code,
  slots: [`${b}a`, null, `${b}b`, null, `${b}c`, null, `${b}d`, null],
  results: b === 0 ? { sf1: { winner: "0b", method: "rsc" } } : {},
}));
const boxers = new Map<string, Boxer>(
  brackets.flatMap((bracket, b) =>
    ["a", "b", "c", "d"].map((x, i) => {
      const [firstName, lastName] = names[(b * 4 + i) % names.length];
      return [`${b}${x}`, { firstName, lastName, club: "Clube Ñandú Porto", nationality: "Portugal" }] as const;
    }),
  ),
);
const order = brackets.flatMap((bracket, b) =>
  (["sf1", "sf2"] as const).map((node, n) => ({
    id: `junior/F/${bracket.code}/${node}`,
    day: FRIDAY.date,
    session: 1,
    ring: n + 1,
    position: b + 1,
    number: b * 2 + n + 1,
  })),
);
/** The database's estimates before the session: each ring from 11:00, a junior bout every 12 minutes. */
const estimates = new Map(order.map((bout) => [bout.id, new Date(Date.parse("2026-03-27T11:00:00Z") + (bout.position - 1) * 720_000)]));
const produced = (locale: string) => ({
  edition: "Porto Box Cup 2026",
  at: new Date("2026-03-27T08:05:00Z"),
  timeZone: "Europe/Lisbon",
  locale,
});

function print(language: "en" | "pt" | "esp", intl: string) {
  const t = translator(language);
  const text = orderText(t, intl, "Europe/Lisbon", boxers);
  const bouts = dayBoard(FRIDAY, order, brackets, () => 720, estimates);
  const session: SessionPrint = { day: FRIDAY, session: FRIDAY.sessions[0], dayName: "Friday 27 March · Semi-finals", bouts };
  return { t, text, session };
}

test("the running order: A4, a section per ring, each bout's number, both corners with club and country, time or result", async () => {
  const { t, text, session } = print("en", "en-GB");
  const pdf = await runningOrderPdf(session, t, text, produced("en-GB"));
  assert.match(poppler(pdf, "pdfinfo"), /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
  assert.match(poppler(pdf, "pdfinfo"), /Pages:\s+2\b/, "one page per ring");
  const read = poppler(pdf, "pdftotext");
  for (const expected of [
    "Running order · Session 1",
    "Friday 27 March · Semi-finals · session 1, 11:00–14:30",
    "RING 1",
    "RING 2",
    "Junior · Women · 48 kg · Semi-final 1",
    "RSC",
    "about 11:00",
    "about 11:12",
    "Clube Ñandú Porto · Portugal",
  ])
    assert.ok(read.includes(expected), `${expected} in: ${read.slice(0, 400)}`);
  for (const [first, last] of names.filter(([f]) => !/[\u0590-\u05ff]/.test(f)).slice(0, 8))
    assert.ok(read.includes(`${first} ${last}`), first);
});

test("the running order says a bout both boxers lost at the weigh-in has no winner, naming no corner", async () => {
  const t = translator("en");
  const text = orderText(t, "en-GB", "Europe/Lisbon", boxers);
  const both: BoardBracket[] = brackets.map((b, i) => (i === 1 ? { ...b, results: { sf1: { winner: null, method: "walkover" } } } : b));
  const bouts = dayBoard(FRIDAY, order, both, () => 720, estimates);
  const session: SessionPrint = { day: FRIDAY, session: FRIDAY.sessions[0], dayName: "Friday 27 March · Semi-finals", bouts };
  const read = poppler(await runningOrderPdf(session, t, text, produced("en-GB")), "pdftotext");
  assert.ok(read.includes("no winner: both boxers out at the weigh-in"), read.slice(0, 600));
  assert.ok(!read.includes("Walkover · Red"), "no corner named for it");
});

test("the bout sheets: one A4 page per bout, with everything the judges and the jury fill in, in the page's language", async () => {
  for (const [language, intl, words] of [
    [
      "en",
      "en-GB",
      [
        "Bout 1 · Ring 1",
        "Red corner",
        "Blue corner",
        "Judge 1",
        "Judge 5",
        "Red Blue",
        "Round 3",
        "Total",
        "10-point must system",
        "Warnings",
        "Winner",
        "Method",
        "Disqualification",
        "5:0",
        "Referee",
        "Recorder",
      ],
    ],
    [
      "pt",
      "pt-PT",
      [
        "Combate 1 · Ringue 1",
        "Canto vermelho",
        "Canto azul",
        "Juiz 1",
        "Juiz 5",
        "Vermelho Azul",
        "Assalto 3",
        "10 pontos obrigatórios",
        "Advertências",
        "Vencedor",
        "Desqualificação",
        "Árbitro",
      ],
    ],
    [
      "esp",
      "es-ES",
      [
        "Combate 1 · Ring 1",
        "Esquina roja",
        "Esquina azul",
        "Juez 1",
        "Juez 5",
        "Rojo Azul",
        "Asalto 3",
        "10 puntos obligatorios",
        "Amonestaciones",
        "Ganador",
        "Descalificación",
        "Árbitro",
      ],
    ],
  ] as const) {
    const { t, text, session } = print(language, intl);
    const pdf = await boutSheetsPdf(session, t, text, produced(intl));
    const info = poppler(pdf, "pdfinfo");
    assert.match(info, /\(A4\)/);
    assert.match(info, /Pages:\s+6\b/, `${language}: one page per bout: ${info}`);
    const read = poppler(pdf, "pdftotext");
    for (const word of words) assert.ok(read.toUpperCase().includes(word.toUpperCase()), `${language}: ${word}`);
  }
});
