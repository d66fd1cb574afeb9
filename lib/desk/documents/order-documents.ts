import { COL, Doc } from "../../pdf/layout";
import { UNICODE_FONTS } from "../../pdf/fonts";
import { forLayout } from "../../pdf/bidi";
import { winnerCorner, type BoardBout } from "../../cup/day-board";
import type { OrderText } from "../../cup/order-text";
import type { FightDay, Session } from "../../cup/venue";
import type { Produced } from "../model";
import { producedLine, type Translate } from "./produced";

/**
 * The day's printed order (docs/cup.md §12), A4 in the shared layout with DejaVu for names in any script: each ring's
 * running order for a session, and one bout sheet per bout for the judges (all of a session's in one file, one bout
 * per page). Both are produced from the database when asked, in the desk's language.
 */
export type SessionPrint = { day: FightDay; session: Session; dayName: string; bouts: BoardBout[] };

const JUDGES = 5;

function newDoc(title: string, kicker: string, t: Translate, produced: Produced): Doc {
  const stamp = producedLine(t, produced);
  const doc = new Doc({
    title,
    subtitle: stamp,
    kicker,
    footer: `${title} · ${stamp}`,
    lang: produced.locale,
    creator: "Porto Box Cup organisers' desk",
    date: produced.at,
    fonts: UNICODE_FONTS,
  });
  doc.pageLabel = (n, total) => t("Desk.documents.pageOf", { n, total });
  return doc;
}

const sessionKicker = (print: SessionPrint, t: Translate, text: OrderText) =>
  `${print.dayName} · ${t("Order.sessionTimes", { session: print.session.number, start: text.time(print.session.start), end: text.time(print.session.end) })}`;

/** Each ring's running order for one session: a page (or more) per ring, bout by bout with both corners. */
export function runningOrderPdf(print: SessionPrint, t: Translate, text: OrderText, produced: Produced): Promise<Buffer> {
  const title = t("Desk.documents.runningOrder.title", { session: print.session.number });
  const doc = newDoc(title, sessionKicker(print, t, text), t, produced);
  if (print.bouts.length === 0) doc.p(t("Desk.documents.runningOrder.none"), { italic: true });
  const rings = [...new Set(print.bouts.map((b) => b.ring))].sort((a, b) => a - b);
  rings.forEach((ring, i) => {
    if (i > 0) doc.pageBreak();
    doc.h1(t("Order.ring", { ring }));
    const corner = (bout: BoardBout, colour: "red" | "blue") => {
      const c = text.corner(bout[colour]);
      return "pending" in c ? { text: c.pending } : { text: c.name, bold: true, sub: c.detail };
    };
    doc.table(
      [
        { label: t("Desk.documents.runningOrder.number"), width: 0.08, align: "right" },
        { label: t("Desk.documents.runningOrder.bout"), width: 0.24 },
        { label: t("Order.red"), width: 0.27 },
        { label: t("Order.blue"), width: 0.27 },
        { label: t("Desk.documents.runningOrder.time"), width: 0.14 },
      ],
      print.bouts
        .filter((b) => b.ring === ring)
        .map((bout) => [
          { text: String(bout.number), bold: true },
          text.bout(bout),
          corner(bout, "red"),
          corner(bout, "blue"),
          bout.bye
            ? t("Draw.bye")
            : bout.result
              ? bout.result.winner === null
                ? t("Draw.noWinner")
                : `${text.method(bout.result.method)} · ${t(`Order.${winnerCorner(bout) ?? "red"}`)}`
              : t("Desk.documents.runningOrder.about", { time: text.time(bout.estimate ?? print.session.start) }),
        ]),
      { size: 8.6 },
    );
  });
  return doc.toBuffer();
}

/**
 * The bout sheets of a session (or of the bouts given): one page each, with the bout's number, ring, category and
 * weight; both corners with club and country; five judges' columns for every round under the 10-point must system,
 * with totals; the warnings; the result and its method; and the officials' signatures.
 */
export function boutSheetsPdf(print: SessionPrint, t: Translate, text: OrderText, produced: Produced): Promise<Buffer> {
  const title = t("Desk.documents.sheets.title", { session: print.session.number });
  const doc = newDoc(title, sessionKicker(print, t, text), t, produced);
  if (print.bouts.length === 0) doc.p(t("Desk.documents.sheets.none"), { italic: true });
  print.bouts.forEach((bout, i) => {
    if (i > 0) doc.pageBreak();
    sheet(doc, bout, print, t, text);
  });
  return doc.toBuffer();
}

function sheet(doc: Doc, bout: BoardBout, print: SessionPrint, t: Translate, text: OrderText): void {
  const rounds = text.category(bout.bracket.category).rounds;
  doc.h1(`${t("Order.bout", { number: bout.number })} · ${t("Order.ring", { ring: bout.ring })}`);
  doc.p(`${text.bout(bout)} · ${print.dayName} · ${t("Order.session", { session: bout.session })}`, { color: COL.muted });
  const corner = (colour: "red" | "blue") => {
    const c = text.corner(bout[colour]);
    return "pending" in c ? { text: c.pending, color: COL[colour] } : { text: c.name, bold: true, color: COL[colour], sub: c.detail };
  };
  doc.table(
    [
      { label: t("Order.redCorner"), width: 0.5 },
      { label: t("Order.blueCorner"), width: 0.5 },
    ],
    [[corner("red"), corner("blue")]],
    { size: 11, pad: 6 },
  );
  doc.p(t("Desk.documents.sheets.scoring"), { size: 8.6 });
  scoreGrid(doc, rounds, t);
  doc.table(
    [
      { label: t("Desk.documents.sheets.warnings"), width: 0.2 },
      ...Array.from({ length: rounds }, (_, r) => ({ label: t("Desk.documents.sheets.roundN", { n: r + 1 }), width: 0.8 / rounds })),
    ],
    (["red", "blue"] as const).map((colour) => [
      { text: t(`Order.${colour}`), color: COL[colour], bold: true },
      ...Array.from({ length: rounds }, () => ""),
    ]),
    { size: 8.6, pad: 6 },
  );
  doc.h2(t("Desk.documents.sheets.result"));
  boxes(doc, t("Desk.documents.sheets.winner"), [t("Order.red"), t("Order.blue")]);
  boxes(doc, t("Desk.documents.sheets.method"), ["points", "rsc", "ko", "abandonment", "disqualification", "walkover"].map(text.method));
  boxes(doc, t("Desk.documents.sheets.decision"), ["5:0", "4:1", "3:2"]);
  signatures(doc, [t("Desk.documents.sheets.referee"), t("Desk.documents.sheets.supervisor"), t("Desk.documents.sheets.recorder")]);
}

/**
 * The judges' score grid: a column pair per judge (red, then blue) under the judge's number, a row per round and one
 * for the totals, tall enough to write a score in.
 */
function scoreGrid(doc: Doc, rounds: number, t: Translate): void {
  const d = doc.doc;
  const left = d.page.margins.left;
  const first = 0.16 * doc.W;
  const cell = (doc.W - first) / (JUDGES * 2);
  const head = 16;
  const row = 22;
  const top = d.y;
  d.rect(left, top, doc.W, head * 2).fill(COL.band);
  d.font(UNICODE_FONTS.bold).fontSize(8);
  d.fillColor("#ffffff").text(forLayout(t("Desk.documents.sheets.round")), left + 4, top + head - 4, {
    width: first - 8,
    lineBreak: false,
  });
  for (let j = 0; j < JUDGES; j++) {
    const x = left + first + j * 2 * cell;
    d.fillColor("#ffffff").text(forLayout(t("Desk.documents.sheets.judge", { n: j + 1 })), x, top + 4, {
      width: 2 * cell,
      align: "center",
      lineBreak: false,
    });
    (["red", "blue"] as const).forEach((colour, c) => {
      d.rect(x + c * cell + 2, top + head + 2, cell - 4, head - 4).fill(COL[colour]);
      d.fillColor("#ffffff")
        .fontSize(7)
        .text(forLayout(t(`Order.${colour}`)), x + c * cell, top + head + 4, { width: cell, align: "center", lineBreak: false });
      d.fontSize(8);
    });
  }
  const labels = [
    ...Array.from({ length: rounds }, (_, r) => t("Desk.documents.sheets.roundN", { n: r + 1 })),
    t("Desk.documents.sheets.total"),
  ];
  labels.forEach((label, r) => {
    const y = top + 2 * head + r * row;
    d.font(r === rounds ? UNICODE_FONTS.bold : UNICODE_FONTS.body)
      .fontSize(8.6)
      .fillColor(COL.ink)
      .text(forLayout(label), left + 4, y + 7, {
        width: first - 8,
        lineBreak: false,
      });
    d.moveTo(left, y + row)
      .lineTo(left + doc.W, y + row)
      .lineWidth(r === rounds - 1 ? 1.2 : 0.5)
      .stroke(COL.line);
  });
  const bottom = top + 2 * head + labels.length * row;
  for (let k = 0; k <= JUDGES * 2; k++) {
    const x = left + first + k * cell;
    d.moveTo(x, top + head)
      .lineTo(x, bottom)
      .lineWidth(k % 2 === 0 ? 1 : 0.5)
      .stroke(k % 2 === 0 ? COL.muted : COL.line);
  }
  d.rect(left, top, doc.W, bottom - top)
    .lineWidth(0.8)
    .stroke(COL.muted);
  d.x = left;
  d.y = bottom + 12;
}

/** A label and a row of boxes to tick, on one line (wrapping when it must). */
function boxes(doc: Doc, label: string, items: string[]): void {
  const d = doc.doc;
  const left = d.page.margins.left;
  const right = left + doc.W;
  let y = d.y;
  d.font(UNICODE_FONTS.bold).fontSize(9).fillColor(COL.ink);
  d.text(forLayout(label), left, y, { lineBreak: false });
  let x = left + Math.max(d.widthOfString(label) + 10, 90);
  d.font(UNICODE_FONTS.body).fontSize(9);
  for (const item of items) {
    const w = 16 + d.widthOfString(item) + 14;
    if (x + w > right) {
      x = left + 90;
      y += 16;
    }
    d.rect(x, y, 9, 9).lineWidth(0.8).stroke(COL.ink);
    d.fillColor(COL.ink).text(forLayout(item), x + 14, y, { lineBreak: false });
    x += w;
  }
  d.x = left;
  d.y = y + 18;
}

/** Signature lines side by side, each with its label under it. */
function signatures(doc: Doc, labels: string[]): void {
  const d = doc.doc;
  const left = d.page.margins.left;
  const gap = 16;
  const width = (doc.W - gap * (labels.length - 1)) / labels.length;
  const y = d.y + 34;
  labels.forEach((label, i) => {
    const x = left + i * (width + gap);
    d.moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.7)
      .stroke(COL.muted);
    d.fillColor(COL.muted)
      .font(UNICODE_FONTS.body)
      .fontSize(8.6)
      .text(forLayout(label), x, y + 4, { width, lineBreak: false });
  });
  d.x = left;
  d.y = y + 20;
}
