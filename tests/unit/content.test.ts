import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { categories, consentForms, regulationPdfs } from "../../lib/content/categories";
import { COUNTRIES } from "../../lib/content/countries";
import { edition } from "../../lib/content/edition";
import { galleries } from "../../lib/content/galleries";
import { products, tickets } from "../../lib/content/shop";
import { sponsors, sponsorTilt } from "../../lib/content/sponsors";

// The edition data must say what docs/product.md §3 and §9 say; these are the facts a visitor reads on the site.

test("event facts and statistics (docs/product.md §9)", () => {
  assert.equal(edition.startDate, "2026-03-25");
  assert.equal(edition.endDate, "2026-03-28");
  assert.equal(edition.fightDays, 3);
  assert.equal(edition.expectedFighters, 700);
  assert.equal(edition.expectedCountries, 18);
  assert.equal(edition.registrationDeadline, "2026-02-28");
  assert.deepEqual(edition.stats.years, [
    { year: 2024, fighters: 634, clubs: 98, countries: 18 },
    { year: 2025, fighters: 769, clubs: 96, countries: 14 },
  ]);
  assert.equal(edition.stats.yearsRunning, 3);
  assert.equal(edition.stats.extraTrophies, 5);
});

test("schedule: check-in Wednesday, quarter-finals Thursday, semi-finals Friday, finals Saturday", () => {
  const weekday = (iso: string) => new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "Europe/Lisbon" }).format(new Date(iso));
  assert.deepEqual(
    edition.schedule.map((day) => [day.key, weekday(day.start)]),
    [
      ["checkIn", "Wednesday"],
      ["quarterFinals", "Thursday"],
      ["semiFinals", "Friday"],
      ["finals", "Saturday"],
    ],
  );
  for (const day of edition.schedule) assert.ok(day.start < day.end, day.key);
});

test("five age categories and the regulation in three languages", () => {
  assert.deepEqual(
    categories.map((c) => c.key),
    ["benjamin", "junior", "youth", "senior", "elite"],
  );
  for (const c of categories) assert.ok(c.bornFrom <= c.bornTo && c.minAge <= c.maxAge, c.key);
  assert.deepEqual(regulationPdfs.map((pdf) => pdf.href).sort(), [
    "/pdfs/regulation-en.pdf",
    "/pdfs/regulation-es.pdf",
    "/pdfs/regulation-pt.pdf",
  ]);
});

test("tickets and merchandise: prices, and a preview only for T-shirt and Custom T-shirts", () => {
  assert.deepEqual(
    tickets.map((t) => [t.key, t.price]),
    [
      ["daily", 15],
      ["threeDay", 35],
    ],
  );
  // The names are translated (messages Shop.products.<key>.name; tests/unit/names.test.ts checks them).
  assert.deepEqual(
    products.map((p) => p.key),
    ["tshirt", "sweat", "bottle", "customTshirt"],
  );
  assert.deepEqual(
    products.filter((p) => p.preview).map((p) => [p.key, p.price]),
    [
      ["tshirt", 15],
      ["customTshirt", 20],
    ],
  );
});

test("eleven sponsor cards, ten with a link, 200x200 except two 350 wide (docs/product.md §3, §9)", () => {
  assert.equal(sponsors.length, 11);
  assert.equal(sponsors.filter((s) => s.href).length, 10);
  assert.equal(sponsors.filter((s) => s.width === 350).length, 2);
  for (const s of sponsors) assert.equal(s.height, 200, s.slug);
  assert.deepEqual(sponsorTilt, { hoverScale: 1.2, amplitudeDeg: 20 });
});

test("award galleries carry the docs/product.md §3 captions in order", () => {
  assert.deepEqual(
    galleries.map((g) => [g.year, g.images.map(([, caption]) => caption)]),
    [
      [2024, ["bestEliteFemale", "bestEliteMale", "bestTeamMedals", "bestTeamPoints", "bestProspectMale", "bestProspectFemale"]],
      [2025, ["bestEliteFemale", "bestEliteMale", "bestTeam", "bestProspectFemale", "bestProspectMale"]],
    ],
  );
});

// The alt text of each award picture is written from what galleries.ts says it shows; the picture itself is
// drawn from scripts/assets/gallery.json. Both must describe the same scene, file by file.
test("each award picture shows the prize and boxers the site describes", () => {
  const drawn = JSON.parse(readFileSync(new URL("../../scripts/assets/gallery.json", import.meta.url), "utf8")) as Record<
    string,
    { file: string; captionKey: string; award: string; figures: string[] }[]
  >;
  assert.deepEqual(
    galleries.flatMap((g) => g.images.map(([path, caption, prize, figures]) => [path, caption, prize, figures])),
    Object.entries(drawn).flatMap(([year, items]) =>
      items.map((item) => [`/images/gallery/${year}/${item.file}`, item.captionKey, item.award, item.figures]),
    ),
  );
});

test("the fixed list of 80 countries, Afghanistan to Vietnam, with Portugal", () => {
  assert.equal(COUNTRIES.length, 80);
  assert.equal(COUNTRIES[0], "Afghanistan");
  assert.equal(COUNTRIES.at(-1), "Vietnam");
  assert.ok(COUNTRIES.includes("Portugal"));
  assert.equal(new Set(COUNTRIES).size, 80);
});

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));
const LANGUAGES = [
  { messages: "en", regulation: "en", rings: "up to three rings" },
  { messages: "pt", regulation: "pt", rings: "até três ringues" },
  { messages: "esp", regulation: "es", rings: "hasta tres cuadriláteros" },
] as const;

test("the landing says what the regulation says about the rings: bouts on up to three", () => {
  for (const l of LANGUAGES) {
    const regulation = JSON.stringify(read(`scripts/assets/regulation/${l.regulation}.json`));
    assert.ok(regulation.includes(l.rings), `regulation ${l.regulation}: ${l.rings}`);
    assert.ok(read(`messages/${l.messages}.json`).Info.championshipText.includes(l.rings), `Info.championshipText (${l.messages})`);
  }
});

test("the statistics intro claims no growth that the figures below it do not show", () => {
  const [before, after] = edition.stats.years;
  // The phrases each language would use to say a figure grew.
  const growth = {
    clubs: { en: /more clubs/i, pt: /mais clubes/i, esp: /más clubes/i },
    countries: { en: /more countries/i, pt: /mais países/i, esp: /más países/i },
    any: { en: /\bgr[eo]w/i, pt: /cresc/i, esp: /crec/i },
  };
  const fell = (["clubs", "countries"] as const).filter((key) => after[key] < before[key]);
  assert.deepEqual(fell, ["clubs", "countries"], "98 → 96 clubs, 18 → 14 countries");
  for (const l of LANGUAGES) {
    const intro: string = read(`messages/${l.messages}.json`).Stats.intro;
    for (const key of [...fell, "any"] as const) assert.doesNotMatch(intro, growth[key][l.messages], `${l.messages}: "${intro}"`);
  }
});

test("the consent form for minors exists in the regulation's three languages", () => {
  assert.deepEqual(consentForms, { pt: "/pdfs/consent-pt.pdf", en: "/pdfs/consent-en.pdf", es: "/pdfs/consent-es.pdf" });
  assert.deepEqual(
    categories.filter((c) => c.minor).map((c) => c.key),
    ["benjamin", "junior", "youth"],
  );
});
