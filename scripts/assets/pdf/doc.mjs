// A tiny document layout on top of pdfkit: cover band, numbered section headings, paragraphs, bullet
// lists, tables that repeat their header across pages, and a running footer with "page X of Y".
// Body text uses pdfkit's built-in Helvetica (WinAnsi covers ã, ç, ñ, º, €, –); headings use the site's
// display font, Oswald, embedded from node_modules/@fontsource/oswald.
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const oswald = (w) => path.join(path.dirname(require.resolve("@fontsource/oswald/package.json")), "files", `oswald-latin-${w}-normal.woff`);

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

export class Doc {
  constructor({ title, subtitle, kicker, footer, lang, keywords }) {
    this.doc = new PDFDocument({
      size: "A4",
      margins: { top: M, bottom: M + 14, left: M, right: M },
      bufferPages: true,
      info: {
        Title: title,
        Author: "Porto Box Cup",
        Subject: subtitle,
        Keywords: keywords ?? "",
        Creator: "scripts/assets (npm run assets)",
        Producer: "pdfkit",
        CreationDate: new Date(Date.UTC(2026, 0, 15)),
        ModDate: new Date(Date.UTC(2026, 0, 15)),
      },
      lang,
      displayTitle: true,
    });
    this.doc.registerFont("Display", oswald(700));
    this.doc.registerFont("DisplayMed", oswald(500));
    this.footer = footer;
    this.W = this.doc.page.width - 2 * M;
    this.cover(title, subtitle, kicker);
  }

  get y() {
    return this.doc.y;
  }

  ringMark(x, y, s) {
    const d = this.doc;
    const u = s / 100;
    d.save();
    d.roundedRect(x + 8 * u, y + 8 * u, 84 * u, 84 * u, 6 * u).fill("#1f2430");
    d.lineWidth(5 * u)
      .rect(x + 14 * u, y + 14 * u, 72 * u, 72 * u)
      .stroke("#f3f4f6");
    d.rect(x + 25 * u, y + 25 * u, 50 * u, 50 * u).stroke("#e63946");
    const pts = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 ? 6.5 * u : 15 * u;
      pts.push([x + 50 * u + r * Math.cos(a), y + 50 * u + r * Math.sin(a)]);
    }
    d.polygon(...pts).fill("#f4c430");
    const post = (cx, cy, c) => d.roundedRect(x + (cx - 9) * u, y + (cy - 9) * u, 18 * u, 18 * u, 4 * u).fill(c);
    post(14, 14, "#e63946");
    post(86, 86, "#2f6fde");
    post(86, 14, "#ffffff");
    post(14, 86, "#ffffff");
    d.restore();
  }

  cover(title, subtitle, kicker) {
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
      .font("Helvetica")
      .fontSize(10.5)
      .text(subtitle, M + 76, d.y + 2, { width: this.W - 76 });
    d.y = 178;
    if (kicker) {
      d.fillColor(COL.muted).font("Helvetica-Oblique").fontSize(9).text(kicker, M, d.y, { width: this.W });
      d.moveDown(0.8);
    }
    d.x = M;
  }

  ensure(h) {
    const d = this.doc;
    if (d.y + h > d.page.height - d.page.margins.bottom) {
      d.addPage();
      d.x = M;
    }
  }

  h1(text) {
    this.ensure(120);
    const d = this.doc;
    d.moveDown(0.5);
    const y = d.y;
    d.rect(M, y + 2, 4, 16).fill("#e63946");
    d.fillColor(COL.ink)
      .font("Display")
      .fontSize(15)
      .text(text.toUpperCase(), M + 12, y, { width: this.W - 12, characterSpacing: 0.4 });
    d.moveDown(0.35);
    d.x = M;
  }

  h2(text) {
    this.ensure(40);
    const d = this.doc;
    d.moveDown(0.3);
    d.fillColor(COL.ink).font("Helvetica-Bold").fontSize(10.5).text(text, M, d.y, { width: this.W });
    d.moveDown(0.2);
  }

  p(text, { size = 9.8, color = COL.ink, font = "Helvetica" } = {}) {
    const d = this.doc;
    d.font(font).fontSize(size);
    this.ensure(Math.min(d.heightOfString(text, { width: this.W, lineGap: 2 }), 60));
    d.fillColor(color).text(text, M, d.y, { width: this.W, lineGap: 2, align: "left" });
    d.moveDown(0.45);
  }

  ul(items) {
    const d = this.doc;
    d.font("Helvetica").fontSize(9.8);
    for (const it of items) {
      const h = d.heightOfString(it, { width: this.W - 16, lineGap: 2 });
      this.ensure(Math.min(h, 40));
      const y = d.y;
      d.circle(M + 5, y + 5.5, 1.9).fill("#e63946");
      d.fillColor(COL.ink)
        .font("Helvetica")
        .fontSize(9.8)
        .text(it, M + 16, y, { width: this.W - 16, lineGap: 2 });
      d.moveDown(0.2);
    }
    d.moveDown(0.3);
    d.x = M;
  }

  note(text) {
    const d = this.doc;
    d.font("Helvetica-Oblique").fontSize(9);
    const h = d.heightOfString(text, { width: this.W - 24, lineGap: 2 }) + 16;
    this.ensure(h);
    const y = d.y;
    d.rect(M, y, this.W, h).fill("#fdf3e1");
    d.rect(M, y, 3, h).fill(COL.gold);
    d.fillColor(COL.ink)
      .font("Helvetica-Oblique")
      .fontSize(9)
      .text(text, M + 14, y + 8, { width: this.W - 24, lineGap: 2 });
    d.y = y + h + 8;
    d.x = M;
  }

  /**
   * One block of a JSON source ({p}, {h2}, {ul}, {note}, {table}, {fields} or {choices}); false when it is of
   * another kind, which the document's own builder draws.
   */
  block(b) {
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
  fields(labels) {
    const d = this.doc;
    for (const label of labels) {
      this.ensure(36);
      const y = d.y;
      d.fillColor(COL.muted).font("Helvetica").fontSize(8.6).text(label, M, y, { width: this.W });
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
  choices(items) {
    const d = this.doc;
    for (const item of items) {
      d.font("Helvetica").fontSize(9.8);
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

  /**
   * cols: [{label, width (fraction), align}], rows: arrays of strings (or {text, bold, color, sub}).
   * `sub` draws a second, smaller grey line in the cell.
   */
  table(cols, rows, { size = 8.8, head = true, caption, pad: padding = 4 } = {}) {
    const d = this.doc;
    const widths = cols.map((c) => c.width * this.W);
    const pad = padding;
    const cell = (v) => (typeof v === "string" || typeof v === "number" ? { text: String(v) } : v);
    const rowHeight = (row) =>
      Math.max(
        ...row.map((v, i) => {
          const c = cell(v);
          d.font(c.bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
          let h = d.heightOfString(c.text || " ", { width: widths[i] - 2 * pad });
          if (c.sub) {
            d.font("Helvetica").fontSize(size - 1.6);
            h += d.heightOfString(c.sub, { width: widths[i] - 2 * pad }) + 1;
          }
          return h + 2 * pad;
        }),
      );
    const drawHead = () => {
      if (!head) return;
      const y = d.y;
      d.font("Helvetica-Bold").fontSize(size - 0.4);
      const h = Math.max(...cols.map((c, i) => d.heightOfString(c.label, { width: widths[i] - 2 * pad }))) + 2 * pad;
      d.rect(M, y, this.W, h).fill(COL.band);
      let x = M;
      cols.forEach((c, i) => {
        d.fillColor("#ffffff")
          .font("Helvetica-Bold")
          .fontSize(size - 0.4)
          .text(c.label, x + pad, y + pad, { width: widths[i] - 2 * pad, align: c.align ?? "left" });
        x += widths[i];
      });
      d.y = y + h;
    };
    if (caption) {
      this.ensure(70);
      d.fillColor(COL.ink).font("Helvetica-Bold").fontSize(9.6).text(caption, M, d.y, { width: this.W });
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
          .font(c.bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(size)
          .text(c.text, x + pad, y + pad, { width: widths[i] - 2 * pad, align: cols[i].align ?? "left" });
        if (c.sub)
          d.fillColor(COL.muted)
            .font("Helvetica")
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

  async save(file) {
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
        .font("Helvetica")
        .fontSize(8)
        .text(this.footer, M, y, { width: this.W * 0.8, lineBreak: false });
      d.text(this.pageLabel(i + 1, range.count), M, y, { width: this.W, align: "right", lineBreak: false });
      d.page.margins.bottom = bottom;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await new Promise((resolve, reject) => {
      const out = createWriteStream(file);
      out.on("finish", resolve);
      out.on("error", reject);
      d.pipe(out);
      d.end();
    });
    return range.count;
  }
}
