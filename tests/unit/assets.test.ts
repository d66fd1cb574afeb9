import assert from "node:assert/strict";
import { existsSync, readFileSync, statSync } from "node:fs";
import { test } from "node:test";

// Every image slot and document the site links to exists, is the format it claims, and stays within its
// weight budget (docs/quality-bars.md §2). Regenerate with `npm run assets`.
const root = new URL("../../", import.meta.url);
const KB = 1024;
const file = (p: string) => new URL(p, root);

type Asset = { path: string; maxBytes: number; width?: number; height?: number };
/** The languages of the pictures with words on them and of the PDFs. */
const LANGUAGES = ["en", "pt", "es"] as const;
const sponsorFiles = Array.from({ length: 11 }, (_, i) => `public/images/sponsors/sponsor-${String(i + 1).padStart(2, "0")}.webp`);
const gallery = (year: number, n: number) =>
  Array.from({ length: n }, (_, i) => `public/images/gallery/${year}/${String(i + 1).padStart(2, "0")}.webp`);

const images: Asset[] = [
  { path: "public/images/og.png", maxBytes: 200 * KB, width: 1200, height: 630 },
  { path: "app/apple-icon.png", maxBytes: 30 * KB, width: 180, height: 180 },
  ...sponsorFiles.map((p, i) => ({ path: p, maxBytes: 25 * KB, width: i < 2 ? 700 : 400, height: 400 })),
  ...["tshirt", "sweat", "bottle", ...LANGUAGES.map((lang) => `custom-tshirt-${lang}`)].map((n) => ({
    path: `public/images/products/${n}.webp`,
    maxBytes: 40 * KB,
    width: 800,
    height: 800,
  })),
  ...["daily", "three-day"].flatMap((n) =>
    LANGUAGES.map((lang) => ({ path: `public/images/tickets/${n}-${lang}.webp`, maxBytes: 30 * KB, width: 800, height: 500 })),
  ),
  ...[...gallery(2024, 6), ...gallery(2025, 5)].map((p) => ({ path: p, maxBytes: 80 * KB, width: 1200, height: 900 })),
];

/** Width and height from a WebP (VP8/VP8L/VP8X) or PNG header. */
function dimensions(buf: Buffer): { width: number; height: number } {
  if (buf.subarray(1, 4).toString("latin1") === "PNG") return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  assert.equal(buf.subarray(0, 4).toString("latin1"), "RIFF");
  assert.equal(buf.subarray(8, 12).toString("latin1"), "WEBP");
  const chunk = buf.subarray(12, 16).toString("latin1");
  if (chunk === "VP8X") return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  if (chunk === "VP8L") {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
}

test("every raster image exists, is within its size budget and has the expected dimensions", () => {
  for (const a of images) {
    assert.ok(existsSync(file(a.path)), `${a.path} is missing`);
    const buf = readFileSync(file(a.path));
    assert.ok(buf.length > 1024, `${a.path} is suspiciously small (${buf.length} B)`);
    assert.ok(buf.length <= a.maxBytes, `${a.path} is ${(buf.length / KB).toFixed(1)} KB, over ${a.maxBytes / KB} KB`);
    assert.deepEqual(dimensions(buf), { width: a.width, height: a.height }, `${a.path} dimensions`);
  }
});

test("logo and favicon are self-contained SVGs (lettering drawn as paths, no external fonts or images)", () => {
  for (const p of ["public/images/logo.svg", "app/icon.svg"]) {
    const svg = readFileSync(file(p), "utf8");
    assert.match(svg, /^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, p);
    assert.doesNotMatch(svg, /<text|font-family|href=/, `${p} must not depend on fonts or external files`);
    assert.ok(statSync(file(p)).size <= 12 * KB, `${p} is too big`);
  }
  assert.match(readFileSync(file("public/images/logo.svg"), "utf8"), /<title[^>]*>Porto Box Cup<\/title>/);
});

test("the inline hero art is light to draw at first paint: no SVG filters, under 16 KB", () => {
  // Inlined into the landing, every feGaussianBlur is rasterised on the phone before the first frame
  // (76 ms of raster against 24-35 ms without, docs/benchmarks.md); the gradients draw the soft light instead.
  const svg = readFileSync(file("public/images/hero-arena.svg"), "utf8");
  assert.doesNotMatch(svg, /filter="url\(/);
  assert.doesNotMatch(svg, /<text|href=/, "no fonts or external files");
  assert.ok(svg.length <= 16 * KB, `hero-arena.svg is ${(svg.length / KB).toFixed(1)} KB`);
});

test("sponsors.json names eleven distinct fictional sponsors with alt text, one per file", () => {
  const list: { file: string; name: string; alt: string }[] = JSON.parse(readFileSync(file("scripts/assets/sponsors.json"), "utf8"));
  assert.deepEqual(
    list.map((s) => `public/images/sponsors/${s.file}`),
    sponsorFiles,
  );
  assert.equal(new Set(list.map((s) => s.name)).size, 11);
  for (const s of list) assert.ok(s.alt.length > 20 && s.alt.includes(s.name.split(" ")[0]), `alt text for ${s.file}`);
});

/** Reads the PDF's /Title from the document information dictionary (literal or UTF-16BE hex string). */
function pdfTitle(pdf: string): string {
  const ref = pdf.match(/\/Title (\d+) 0 R/);
  const raw = ref
    ? pdf.match(new RegExp(`\\n${ref[1]} 0 obj\\n(.*?)\\nendobj`, "s"))?.[1]
    : pdf.match(/\/Title\s*(\(.*?\)|<[0-9A-Fa-f]+>)/)?.[1];
  assert.ok(raw, "PDF has no /Title");
  const bytes = raw.startsWith("<")
    ? Buffer.from(raw.slice(1, -1), "hex")
    : Buffer.from(
        raw
          .slice(1, -1)
          .replace(/\\([0-7]{1,3}|.)/gs, (_, c: string) =>
            /^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" }[c] ?? c),
          ),
        "latin1",
      );
  // A title outside Latin-1 is UTF-16BE behind a byte-order mark.
  return bytes.subarray(0, 2).equals(Buffer.from([0xfe, 0xff])) ? bytes.subarray(2).swap16().toString("utf16le") : bytes.toString("latin1");
}

const pdfs = [
  { path: "public/pdfs/regulation-pt.pdf", title: "Regulamento do Torneio 2026", lang: "pt-PT", min: 4, max: 8 },
  { path: "public/pdfs/regulation-en.pdf", title: "Tournament Regulation 2026", lang: "en", min: 4, max: 8 },
  { path: "public/pdfs/regulation-es.pdf", title: "Reglamento del Torneo 2026", lang: "es-ES", min: 4, max: 8 },
  {
    path: "public/pdfs/consent-pt.pdf",
    title: "Declaração de consentimento para pugilistas menores de 18 anos",
    lang: "pt-PT",
    min: 1,
    max: 2,
  },
  { path: "public/pdfs/consent-en.pdf", title: "Consent form for a boxer under 18", lang: "en", min: 1, max: 2 },
  { path: "public/pdfs/consent-es.pdf", title: "Autorización para boxeadores menores de 18 años", lang: "es-ES", min: 1, max: 2 },
  { path: "public/pdfs/results-2024.pdf", title: "Official Results 2024", lang: "en", min: 4, max: 20 },
  { path: "public/pdfs/results-2025.pdf", title: "Official Results 2025", lang: "en", min: 4, max: 20 },
];

test("regulation, consent form and results PDFs are real documents titled in their language", () => {
  for (const p of pdfs) {
    assert.ok(existsSync(file(p.path)), `${p.path} is missing`);
    const buf = readFileSync(file(p.path));
    assert.ok(buf.length <= 400 * KB, `${p.path} is over 400 KB`);
    const pdf = buf.toString("latin1");
    assert.ok(pdf.startsWith("%PDF-1."), `${p.path} is not a PDF`);
    assert.match(pdf, /%%EOF\s*$/, `${p.path} is truncated`);
    const pages = (pdf.match(/\/Type \/Page(?!s)/g) ?? []).length;
    assert.ok(pages >= p.min && pages <= p.max, `${p.path} has ${pages} pages, expected ${p.min}–${p.max}`);
    assert.equal(pdfTitle(pdf), p.title, `${p.path} title`);
    assert.ok(pdf.includes(`/Lang (${p.lang})`), `${p.path} declares its language`);
  }
});

test("award pictures carry no lettering: the translated caption under each is the only text", () => {
  const generator = readFileSync(file("scripts/assets/images/gallery.mjs"), "utf8");
  assert.doesNotMatch(generator, /lib\/text\.mjs/, "gallery.mjs must not draw text");
  assert.match(generator, /arena\(\{[^}]*logo: false, apron: false/, "the arena behind the podium is drawn without its lettered apron");
  const pictures: Record<string, Record<string, unknown>[]> = JSON.parse(readFileSync(file("scripts/assets/gallery.json"), "utf8"));
  for (const item of Object.values(pictures).flat()) assert.deepEqual(Object.keys(item).sort(), ["award", "captionKey", "figures", "file"]);
});

/** What the picture generators (plain JavaScript, run by `npm run assets`) export for these checks. */
type Lettering = Record<string, string>;
type TicketsGenerator = {
  ticketLettering: (root: string, lang: string) => Promise<Lettering[]>;
  EDITION: { start: string; end: string };
  TICKETS: { key: string; price: number }[];
};
type ProductsGenerator = { customTshirtLettering: (root: string, lang: string) => Promise<Lettering> };
const generator = (file: string): Promise<unknown> => import(new URL(`../../scripts/assets/images/${file}`, import.meta.url).href);

test("the ticket and custom T-shirt pictures are worded in the language of their page", async () => {
  const { ticketLettering, EDITION, TICKETS } = (await generator("tickets.mjs")) as TicketsGenerator;
  const { customTshirtLettering } = (await generator("products.mjs")) as ProductsGenerator;
  const { landingFormat } = await import("../../components/landing/format");
  const { edition } = await import("../../lib/content/edition");
  const here = root.pathname;
  // The same facts the page around the picture shows.
  assert.deepEqual(EDITION, { start: edition.startDate, end: edition.endDate });
  assert.deepEqual(
    TICKETS.map((t) => [t.key, t.price]),
    edition.tickets.map((t) => [t.key, t.price]),
  );
  const words = (lettering: Record<string, string>) => Object.values(lettering).join(" ");
  const expected = {
    en: {
      daily: "DAILY PASS",
      line: "ONE DAY OF FIGHTS",
      month: "MARCH",
      place: "PORTO, PORTUGAL",
      name: "YOUR NAME",
      club: "CLUB · COUNTRY",
    },
    pt: {
      daily: "BILHETE DIÁRIO",
      line: "UM DIA DE COMBATES",
      month: "MARÇO",
      place: "PORTO, PORTUGAL",
      name: "O SEU NOME",
      club: "CLUBE · PAÍS",
    },
    es: {
      daily: "ENTRADA DE UN DÍA",
      line: "UN DÍA DE COMBATES",
      month: "MARZO",
      place: "OPORTO, PORTUGAL",
      name: "TU NOMBRE",
      club: "CLUB · PAÍS",
    },
  };
  for (const lang of LANGUAGES) {
    const [daily, threeDay] = await ticketLettering(here, lang);
    const fmt = landingFormat(lang);
    assert.equal(daily.file, `daily-${lang}.webp`);
    assert.equal(daily.title, expected[lang].daily);
    assert.ok(daily.line.startsWith(expected[lang].line), daily.line);
    // The dates as the hero writes them, in capitals.
    assert.equal(daily.when, `${fmt.dateRange(edition.startDate, edition.endDate)} · ${expected[lang].place}`.toLocaleUpperCase(fmt.tag));
    assert.ok(daily.when.includes(expected[lang].month), daily.when);
    assert.equal(threeDay.file, `three-day-${lang}.webp`);
    assert.deepEqual([daily.price, threeDay.price], [fmt.euros(15), fmt.euros(35)]);
    const tee = await customTshirtLettering(here, lang);
    assert.deepEqual([tee.file, tee.name, tee.club], [`custom-tshirt-${lang}.webp`, expected[lang].name, expected[lang].club]);
    if (lang !== "en") {
      const printed = `${words(daily)} ${words(threeDay)} ${words(tee)}`;
      for (const english of ["DAILY", "PASS", "FIGHTS", "ADMIT", "YOUR", "COUNTRY", "MARCH"]) {
        assert.doesNotMatch(printed, new RegExp(`\\b${english}\\b`), `${lang}: ${english}`);
      }
    }
  }
});

test("the desk's icons are PNG: Chromium draws an SVG icon in a document of its own on the page's main thread (D114)", () => {
  for (const code of ["en", "pt", "esp"]) {
    const manifest = JSON.parse(readFileSync(file(`public/offline/desk-${code}.webmanifest`), "utf8")) as { icons: { type: string }[] };
    assert.ok(manifest.icons.length > 0, code);
    assert.deepEqual([...new Set(manifest.icons.map((icon) => icon.type))], ["image/png"], code);
  }
  // The desk's layout names its own favicon, which replaces the site's app/icon.svg on every desk page.
  const layout = readFileSync(file("app/[locale]/(desk)/desk/layout.tsx"), "utf8");
  assert.match(layout, /icons: DESK_ICONS/);
  assert.match(layout, /DESK_ICONS: Metadata\["icons"\] = \{ icon: \{ url: "\/apple-icon\.png", type: "image\/png" \}/);
});
