import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import { forLayout } from "./bidi";
import { DISPLAY_FONTS, STANDARD_FONTS, displayCovers, type FontSet } from "./fonts";

/**
 * The Porto Box Cup's one document layout on top of pdfkit, A4: a cover band, numbered section headings,
 * paragraphs, bullet lists, notes, tables that repeat their header across pages, and a running footer with
 * "page X of Y". The regulation and results PDFs (`npm run assets`) and the organisers' desk documents are all
 * set with it.
 */
export const COL = {
  ink: "#14161c",
  muted: "#5b6272",
  line: "#d5d8df",
  band: "#0d0f14",
  red: "#c1121f",
  blue: "#1d4fb0",
  gold: "#b8860b",
  zebra: "#f3f4f6",
};
const M = 54;

export type DocOptions = {
  title: string;
  subtitle: string;
  kicker?: string;
  footer: string;
  lang: string;
  keywords?: string;
  /** The document's "produced by" and date (fixed for generated assets, so a rebuild gives the same bytes). */
  creator: string;
  date: Date;
  fonts?: FontSet;
};

export type CellValue = string | number | { text: string; bold?: boolean; color?: string; sub?: string };
export type Column = { label: string; width: number; align?: "left" | "center" | "right" };
export type TableOptions = { size?: number; head?: boolean; caption?: string; pad?: number };
/** A block of a document's JSON source (the regulation's and the consent form's). */
export type Block = {
  p?: string;
  h2?: string;
  ul?: string[];
  note?: string;
  table?: { cols: Column[]; rows: CellValue[][] };
  fields?: string[];
  choices?: string[];
};

export class Doc {
  readonly doc: PDFKit.PDFDocument;
  readonly W: number;
  private readonly fonts: FontSet;
  private readonly footer: string;
  /** The "page X of Y" label, in the document's language. */
  pageLabel: (n: number, total: number) => string = (n, total) => `${n} / ${total}`;

  constructor({ title, subtitle, kicker, footer, lang, keywords, creator, date, fonts = STANDARD_FONTS }: DocOptions) {
    this.doc = new PDFDocument({
      size: "A4",
      margins: { top: M, bottom: M + 14, left: M, right: M },
      bufferPages: true,
      info: {
        Title: title,
        Author: "Porto Box Cup",
        Subject: subtitle,
        Keywords: keywords ?? "",
        Creator: creator,
        Producer: "pdfkit",
        CreationDate: date,
        ModDate: date,
      },
      lang,
      displayTitle: true,
    });
    for (const [name, file] of Object.entries({ ...DISPLAY_FONTS, ...fonts.files })) this.doc.registerFont(name, file);
    this.fonts = fonts;
    this.footer = footer;
    this.W = this.doc.page.width - 2 * M;
    this.cover(title, subtitle, kicker);
  }

  get y(): number {
    return this.doc.y;
  }

  private ringMark(x: number, y: number, s: number): void {
    const d = this.doc;
    const u = s / 100;
    d.save();
    d.roundedRect(x + 8 * u, y + 8 * u, 84 * u, 84 * u, 6 * u).fill("#1f2430");
    d.lineWidth(5 * u)
      .rect(x + 14 * u, y + 14 * u, 72 * u, 72 * u)
      .stroke("#f3f4f6");
    d.rect(x + 25 * u, y + 25 * u, 50 * u, 50 * u).stroke("#e63946");
    const pts: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 ? 6.5 * u : 15 * u;
      pts.push([x + 50 * u + r * Math.cos(a), y + 50 * u + r * Math.sin(a)]);
    }
    d.polygon(...pts).fill("#f4c430");
    const post = (cx: number, cy: number, c: string) => d.roundedRect(x + (cx - 9) * u, y + (cy - 9) * u, 18 * u, 18 * u, 4 * u).fill(c);
    post(14, 14, "#e63946");
    post(86, 86, "#2f6fde");
    post(86, 14, "#ffffff");
    post(14, 86, "#ffffff");
    d.restore();
  }

  private cover(title: string, subtitle: string, kicker?: string): void {
    const d = this.doc;
    d.rect(0, 0, d.page.width, 150).fill(COL.band);
    d.rect(0, 150, d.page.width, 5).fill("#e63946");
    this.ringMark(M, 34, 62);
    d.fillColor("#f3f4f6")
      .font("Display")
      .fontSize(13)
      .text("PORTO BOX CUP", M + 76, 40, { characterSpacing: 1.5 });
    d.fillColor("#ffffff")
      .font("Display")
      .fontSize(26)
      .text(title, M + 76, 58, { width: this.W - 76 });
    d.fillColor("#b4bac6")
      .font(this.fonts.body)
      .fontSize(10.5)
      .text(subtitle, M + 76, d.y + 2, { width: this.W - 76 });
    d.y = 178;
    if (kicker) {
      d.fillColor(COL.muted).font(this.fonts.italic).fontSize(9).text(kicker, M, d.y, { width: this.W });
      d.moveDown(0.8);
    }
    d.x = M;
  }

  private ensure(h: number): void {
    const d = this.doc;
    if (d.y + h > d.page.height - d.page.margins.bottom) {
      d.addPage();
      d.x = M;
    }
  }

  /** Starts a new page (one per team in a document handed out team by team). */
  pageBreak(): void {
    this.doc.addPage();
    this.doc.x = M;
  }

  h1(text: string): void {
    this.ensure(120);
    const d = this.doc;
    d.moveDown(0.5);
    const y = d.y;
    d.rect(M, y + 2, 4, 16).fill("#e63946");
    const heading = text.toUpperCase();
    // A team's name may be in any script: Oswald draws Latin only.
    d.fillColor(COL.ink)
      .font(displayCovers(heading) ? "Display" : this.fonts.bold)
      .fontSize(15)
      .text(forLayout(heading), M + 12, y, { width: this.W - 12, characterSpacing: 0.4 });
    d.moveDown(0.35);
    d.x = M;
  }

  h2(text: string): void {
    this.ensure(40);
    const d = this.doc;
    d.moveDown(0.3);
    d.fillColor(COL.ink).font(this.fonts.bold).fontSize(10.5).text(text, M, d.y, { width: this.W });
    d.moveDown(0.2);
  }

  p(text: string, { size = 9.8, color = COL.ink, italic = false }: { size?: number; color?: string; italic?: boolean } = {}): void {
    const d = this.doc;
    d.font(italic ? this.fonts.italic : this.fonts.body).fontSize(size);
    this.ensure(Math.min(d.heightOfString(text, { width: this.W, lineGap: 2 }), 60));
    d.fillColor(color).text(text, M, d.y, { width: this.W, lineGap: 2, align: "left" });
    d.moveDown(0.45);
  }

  ul(items: string[]): void {
    const d = this.doc;
    d.font(this.fonts.body).fontSize(9.8);
    for (const it of items) {
      const h = d.heightOfString(it, { width: this.W - 16, lineGap: 2 });
      this.ensure(Math.min(h, 40));
      const y = d.y;
      d.circle(M + 5, y + 5.5, 1.9).fill("#e63946");
      d.fillColor(COL.ink)
        .font(this.fonts.body)
        .fontSize(9.8)
        .text(it, M + 16, y, { width: this.W - 16, lineGap: 2 });
      d.moveDown(0.2);
    }
    d.moveDown(0.3);
    d.x = M;
  }

  note(text: string): void {
    const d = this.doc;
    d.font(this.fonts.italic).fontSize(9);
    const h = d.heightOfString(text, { width: this.W - 24, lineGap: 2 }) + 16;
    this.ensure(h);
    const y = d.y;
    d.rect(M, y, this.W, h).fill("#fdf3e1");
    d.rect(M, y, 3, h).fill(COL.gold);
    d.fillColor(COL.ink)
      .font(this.fonts.italic)
      .fontSize(9)
      .text(text, M + 14, y + 8, { width: this.W - 24, lineGap: 2 });
    d.y = y + h + 8;
    d.x = M;
  }

  /**
   * One block of a JSON source ({p}, {h2}, {ul}, {note}, {table}, {fields} or {choices}); false when it is of
   * another kind, which the document's own builder draws.
   */
  block(b: Block): boolean {
    if (b.p) this.p(b.p);
    else if (b.h2) this.h2(b.h2);
    else if (b.ul) this.ul(b.ul);
    else if (b.note) this.note(b.note);
    else if (b.table) this.table(b.table.cols, b.table.rows);
    else if (b.fields) this.fields(b.fields);
    else if (b.choices) this.choices(b.choices);
    else return false;
    return true;
  }

  /** Fields to fill in by hand: each label over a line to write on. */
  fields(labels: string[]): void {
    const d = this.doc;
    for (const label of labels) {
      this.ensure(36);
      const y = d.y;
      d.fillColor(COL.muted).font(this.fonts.body).fontSize(8.6).text(label, M, y, { width: this.W });
      d.moveTo(M, y + 30)
        .lineTo(M + this.W, y + 30)
        .lineWidth(0.7)
        .stroke(COL.muted);
      d.y = y + 38;
    }
    d.moveDown(0.3);
    d.x = M;
  }

  /** Statements with an empty box to tick in front of each. */
  choices(items: string[]): void {
    const d = this.doc;
    for (const item of items) {
      d.font(this.fonts.body).fontSize(9.8);
      const h = d.heightOfString(item, { width: this.W - 22, lineGap: 2 });
      this.ensure(h + 8);
      const y = d.y;
      d.rect(M, y + 1, 10, 10)
        .lineWidth(0.9)
        .stroke(COL.ink);
      d.fillColor(COL.ink).text(item, M + 22, y, { width: this.W - 22, lineGap: 2 });
      d.moveDown(0.45);
    }
    d.moveDown(0.3);
    d.x = M;
  }

  /** Columns have fractional widths; a cell's `sub` draws a second, smaller grey line under its text. */
  table(cols: Column[], rows: CellValue[][], { size = 8.8, head = true, caption, pad = 4 }: TableOptions = {}): void {
    const d = this.doc;
    const { body, bold } = this.fonts;
    const widths = cols.map((c) => c.width * this.W);
    const cell = (v: CellValue) => {
      const c = typeof v === "string" || typeof v === "number" ? { text: String(v) } : v;
      return { ...c, text: forLayout(c.text), sub: c.sub === undefined ? undefined : forLayout(c.sub) };
    };
    const rowHeight = (row: CellValue[]) =>
      Math.max(
        ...row.map((v, i) => {
          const c = cell(v);
          d.font(c.bold ? bold : body).fontSize(size);
          let h = d.heightOfString(c.text || " ", { width: widths[i] - 2 * pad });
          if (c.sub) {
            d.font(body).fontSize(size - 1.6);
            h += d.heightOfString(c.sub, { width: widths[i] - 2 * pad }) + 1;
          }
          return h + 2 * pad;
        }),
      );
    const drawHead = () => {
      if (!head) return;
      const y = d.y;
      d.font(bold).fontSize(size - 0.4);
      const h = Math.max(...cols.map((c, i) => d.heightOfString(c.label, { width: widths[i] - 2 * pad }))) + 2 * pad;
      d.rect(M, y, this.W, h).fill(COL.band);
      let x = M;
      cols.forEach((c, i) => {
        d.fillColor("#ffffff")
          .font(bold)
          .fontSize(size - 0.4)
          .text(c.label, x + pad, y + pad, { width: widths[i] - 2 * pad, align: c.align ?? "left" });
        x += widths[i];
      });
      d.y = y + h;
    };
    if (caption) {
      this.ensure(70);
      d.fillColor(COL.ink).font(bold).fontSize(9.6).text(caption, M, d.y, { width: this.W });
      d.moveDown(0.25);
    }
    this.ensure(50);
    drawHead();
    rows.forEach((row, ri) => {
      const h = rowHeight(row);
      if (d.y + h > d.page.height - d.page.margins.bottom) {
        d.addPage();
        drawHead();
      }
      const y = d.y;
      if (ri % 2 === 1) d.rect(M, y, this.W, h).fill(COL.zebra);
      let x = M;
      row.forEach((v, i) => {
        const c = cell(v);
        d.fillColor(c.color ?? COL.ink)
          .font(c.bold ? bold : body)
          .fontSize(size)
          .text(c.text, x + pad, y + pad, { width: widths[i] - 2 * pad, align: cols[i].align ?? "left" });
        if (c.sub)
          d.fillColor(COL.muted)
            .font(body)
            .fontSize(size - 1.6)
            .text(c.sub, x + pad, d.y + 1, { width: widths[i] - 2 * pad, align: cols[i].align ?? "left" });
        x += widths[i];
      });
      d.moveTo(M, y + h)
        .lineTo(M + this.W, y + h)
        .lineWidth(0.5)
        .stroke(COL.line);
      d.y = y + h;
    });
    d.moveDown(0.8);
    d.x = M;
  }

  /** Draws the running footer on every page and ends the document; returns the page count. */
  private finish(): number {
    const d = this.doc;
    const range = d.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      d.switchToPage(i);
      const y = d.page.height - M + 8;
      const bottom = d.page.margins.bottom;
      d.page.margins.bottom = 0;
      d.moveTo(M, y - 6)
        .lineTo(d.page.width - M, y - 6)
        .lineWidth(0.5)
        .stroke(COL.line);
      d.fillColor(COL.muted)
        .font(this.fonts.body)
        .fontSize(8)
        .text(this.footer, M, y, { width: this.W * 0.8, lineBreak: false });
      d.text(this.pageLabel(i + 1, range.count), M, y, { width: this.W, align: "right", lineBreak: false });
      d.page.margins.bottom = bottom;
    }
    return range.count;
  }

  /** The finished PDF's bytes (for a download). */
  async toBuffer(): Promise<Buffer> {
    this.finish();
    const chunks: Buffer[] = [];
    this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on("end", resolve);
      this.doc.on("error", reject);
    });
    this.doc.end();
    await ended;
    return Buffer.concat(chunks);
  }

  /** Writes the finished PDF to `file` (generated assets); returns the page count. */
  async save(file: string): Promise<number> {
    const pages = this.finish();
    await mkdir(path.dirname(file), { recursive: true });
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(file);
      out.on("finish", resolve);
      out.on("error", reject);
      this.doc.pipe(out);
      this.doc.end();
    });
    return pages;
  }
}
