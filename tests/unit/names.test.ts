import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { test } from "node:test";

// One name for one place, category or award, per language. Visitors read these names on the landing, the
// footer, the portal, the galleries, the calendar, the structured data and the regulation PDFs; each comes
// from one message (Places.*, Categories.cards.*.name, Gallery.captions.*), and the regulation sources
// refer to them as {venue}, {city}, {category.<key>} and {award.<key>} (scripts/assets/pdf/names.mjs).

const root = new URL("../../", import.meta.url);
const readText = (path: string) => readFileSync(new URL(path, root), "utf8");

type Tree = string | number | boolean | null | Tree[] | { [key: string]: Tree };
function strings(tree: Tree, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

const languages = [
  { name: "en", messages: "messages/en.json", regulation: "scripts/assets/regulation/en.json" },
  { name: "pt", messages: "messages/pt.json", regulation: "scripts/assets/regulation/pt.json" },
  { name: "esp", messages: "messages/esp.json", regulation: "scripts/assets/regulation/es.json" },
] as const;
const messages = Object.fromEntries(languages.map((l) => [l.name, new Map(strings(JSON.parse(readText(l.messages))))]));
const regulation = Object.fromEntries(languages.map((l) => [l.name, strings(JSON.parse(readText(l.regulation)))]));

const VENUE = "Centro de Desporto da Universidade do Porto";

test("the venue has one name in every language, its Portuguese proper name", () => {
  for (const l of languages) assert.equal(messages[l.name].get("Places.venue"), VENUE, l.name);
});

// Any way of writing the venue's name: a sports centre, pavilion or university of (O)Porto.
const VENUE_LIKE =
  /(centro|center|centre)\s+(de\s+)?(desporto|desportivo|deportivo|deportes)|sports?\s+(centre|center)|polideportivo|pavilh[ãa]o\s+(desportivo|universit)|universi(ty|dade|dad)\s+(of|do|de)\s+o?porto/i;

/** Every source file of the site, the content and the asset scripts (not tests, not generated files). */
function sourceFiles(dir: string): string[] {
  return readdirSync(new URL(dir, root)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(new URL(path, root)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|json)$/.test(name) ? [path] : [];
  });
}

test("nothing but Places.venue names the venue: no translated or shortened variant anywhere", () => {
  const found: string[] = [];
  for (const l of languages)
    for (const [key, value] of messages[l.name])
      if (key !== "Places.venue" && VENUE_LIKE.test(value)) found.push(`${l.messages} ${key}: ${value}`);
  for (const file of ["app", "components", "lib", "scripts/assets"].flatMap(sourceFiles)) {
    const match = readText(file).match(VENUE_LIKE);
    if (match) found.push(`${file}: ${match[0]}`);
  }
  assert.deepEqual(found, []);
});

// The city is Porto in English and Portuguese and Oporto in Spanish, wherever a sentence names it (the
// venue's proper name and the cup's brand keep "Porto").
const CITY = { en: "Porto", pt: "Porto", esp: "Oporto" } as const;

test("the city has one name per language, in every message and regulation text", () => {
  for (const l of languages) {
    assert.equal(messages[l.name].get("Places.city"), CITY[l.name], l.name);
    const texts = [...messages[l.name], ...regulation[l.name]].filter(([key]) => key !== "Places.venue");
    const wrong = texts.flatMap(([key, value]) =>
      [...value.matchAll(/\bO?Porto\b(?! Box Cup)/g)]
        .filter((m) => m[0] !== CITY[l.name])
        .map((m) => `${key}: …${value.slice(Math.max(0, m.index - 30), m.index + 30)}…`),
    );
    assert.deepEqual(wrong, [], l.name);
  }
});

test("components print no city or venue of their own (they read Places)", () => {
  const found = ["app", "components"].flatMap(sourceFiles).filter((file) => /\bO?Porto\b(?!\s*(Box Cup|<span))/.test(readText(file)));
  assert.deepEqual(found, []);
});

const CATEGORIES = {
  en: ["Benjamin", "Junior", "Youth", "Senior", "Elite"],
  pt: ["Benjamim", "Júnior", "Jovens", "Sénior", "Elite"],
  esp: ["Benjamín", "Júnior", "Joven", "Sénior", "Élite"],
} as const;

const AWARDS = {
  en: [
    "Best Elite Female",
    "Best Elite Male",
    "Best Team",
    "Best Team (based on medals)",
    "Best Team (based on points)",
    "Best Prospect Female",
    "Best Prospect Male",
  ],
  pt: [
    "Melhor Pugilista Elite Feminina",
    "Melhor Pugilista Elite Masculino",
    "Melhor Equipa",
    "Melhor Equipa (por medalhas)",
    "Melhor Equipa (por pontos)",
    "Maior Promessa Feminina",
    "Maior Promessa Masculina",
  ],
  esp: [
    "Mejor Boxeadora Élite",
    "Mejor Boxeador Élite",
    "Mejor Equipo",
    "Mejor Equipo (por medallas)",
    "Mejor Equipo (por puntos)",
    "Mejor Promesa Femenina",
    "Mejor Promesa Masculina",
  ],
} as const;
const AWARD_KEYS = [
  "bestEliteFemale",
  "bestEliteMale",
  "bestTeam",
  "bestTeamMedals",
  "bestTeamPoints",
  "bestProspectFemale",
  "bestProspectMale",
];

test("category and award names per language", () => {
  for (const l of languages) {
    const m = messages[l.name];
    assert.deepEqual(
      ["benjamin", "junior", "youth", "senior", "elite"].map((key) => m.get(`Categories.cards.${key}.name`)),
      [...CATEGORIES[l.name]],
      l.name,
    );
    assert.deepEqual(
      AWARD_KEYS.map((key) => m.get(`Gallery.captions.${key}`)),
      [...AWARDS[l.name]],
      l.name,
    );
  }
});

// The IBA's own age-group names, which the regulation cites in English next to ours.
const IBA_TERMS = {
  en: ["IBA Schoolboys/Schoolgirls", "IBA Junior (U17)", "IBA Youth (U19)", "IBA Elite and Youth weight table", "IBA Junior table"],
  pt: [
    "Schoolboys/Schoolgirls da IBA",
    "Junior (Sub-17)",
    "Youth (Sub-19)",
    "tabela de pesos Elite e Youth da IBA",
    "tabela Junior da IBA",
  ],
  esp: [
    "Schoolboy/Schoolgirl de la IBA",
    "Junior (Sub-17)",
    "Youth (Sub-19)",
    "tabla de pesos Elite y Youth de la IBA",
    "tabla Junior de la IBA",
  ],
} as const;
const ANY_CATEGORY = [...new Set(Object.values(CATEGORIES).flat())];
const ANY_AWARD = [...new Set(Object.values(AWARDS).flat())];

test("the regulation sources spell no category or award name: each is a placeholder for the message", () => {
  for (const l of languages) {
    const found: string[] = [];
    for (const [key, value] of regulation[l.name]) {
      let text = value.replace(/\{[\w.]+\}/g, " ");
      for (const term of IBA_TERMS[l.name]) text = text.split(term).join(" ");
      for (const name of ANY_CATEGORY) if (new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, "u").test(text)) found.push(`${key}: ${name}`);
      for (const name of ANY_AWARD) if (text.includes(name)) found.push(`${key}: ${name}`);
    }
    assert.deepEqual(found, [], l.name);
  }
});

test("every name placeholder in the regulation sources is a message that exists", () => {
  for (const l of languages) {
    const m = messages[l.name];
    for (const [key, value] of regulation[l.name])
      for (const [, name] of value.matchAll(/\{(venue|city|country|category\.\w+|award\.\w+)\}/g)) {
        const message = name.startsWith("category.")
          ? `Categories.cards.${name.slice(9)}.name`
          : name.startsWith("award.")
            ? `Gallery.captions.${name.slice(6)}`
            : `Places.${name}`;
        assert.ok(m.get(message), `${l.regulation} ${key}: {${name}} → ${message}`);
      }
  }
});

test("product and ticket names: the spec's English names, translated in pt and esp", () => {
  const products = (name: string) =>
    ["tshirt", "sweat", "bottle", "customTshirt"].map((key) => messages[name].get(`Shop.products.${key}.name`));
  assert.deepEqual(products("en"), ["T-shirt", "Sweat", "Metallic Bottles", "Custom T-shirts"]);
  assert.deepEqual(products("pt"), ["T-shirt", "Sweat", "Garrafas metálicas", "T-shirts personalizadas"]);
  assert.deepEqual(products("esp"), ["Camiseta", "Sudadera", "Botellas metálicas", "Camisetas personalizadas"]);

  // The ticket's alt text is "<name> <of the cup>", so the name must read well on its own.
  const tickets = (name: string) => ["daily", "threeDay"].map((key) => messages[name].get(`Shop.tickets.${key}.name`));
  assert.deepEqual(tickets("en"), ["Daily", "3-day"]);
  assert.deepEqual(tickets("pt"), ["Bilhete diário", "Passe de 3 dias"]);
  assert.deepEqual(tickets("esp"), ["Entrada de un día", "Abono de 3 días"]);
  assert.deepEqual(
    languages.map((l) => messages[l.name].get("Shop.ticketAlt")),
    ["{name} ticket for the Porto Box Cup", "{name} do Porto Box Cup", "{name} para la Porto Box Cup"],
  );
});

test("the custom T-shirt is named as the T-shirt beside it, in every language", () => {
  for (const l of languages) {
    const tshirt = messages[l.name].get("Shop.products.tshirt.name")!;
    const custom = messages[l.name].get("Shop.products.customTshirt.name")!;
    assert.ok(custom.toLowerCase().includes(tshirt.toLowerCase()), `${l.name}: "${custom}" beside "${tshirt}"`);
  }
});

/**
 * The cup has one grammatical gender per language, the one the site uses: Portuguese says "o/do/no Porto Box Cup"
 * (o torneio), Spanish "la/de la Porto Box Cup" (la copa). The words before the name that would give it the
 * other gender, in every text a team reads in that language: messages, mail templates and subjects, the sources
 * of the regulation and of the consent form (the PDFs are drawn from them).
 */
const OTHER_GENDER = {
  pt: /\b(a|da|na|à|pela|uma|desta|nesta)\s+Porto Box Cup/gi,
  es: /\b(el|del|al|un|este)\s+Porto Box Cup/gi,
};

/** The Portuguese or Spanish branch of a mail template or subject (`{{ if eq .Data.locale "pt" }}…`). */
function mailBranches(text: string, locale: "pt" | "es"): string[] {
  return [...text.matchAll(/\{\{ (?:else )?if eq \.Data\.locale "(\w+)" \}\}([\s\S]*?)(?=\{\{ (?:else|end))/g)]
    .filter(([, branch]) => branch === locale)
    .map(([, , body]) => body);
}

test("the cup has the site's gender everywhere in Portuguese and in Spanish: messages, mails, regulation, consent form", () => {
  const found: string[] = [];
  const mails = ["supabase/templates/recovery.html", "supabase/templates/confirmation.html", "supabase/config.toml"];
  for (const [locale, messagesOf, sources] of [
    ["pt", "pt", ["scripts/assets/regulation/pt.json", "scripts/assets/consent/pt.json"]],
    ["es", "esp", ["scripts/assets/regulation/es.json", "scripts/assets/consent/es.json"]],
  ] as const) {
    const texts = [
      ...[...messages[messagesOf]].map(([key, value]) => [`messages ${key}`, value]),
      ...sources.map((file) => [file, readText(file)]),
      ...mails.flatMap((file) => mailBranches(readText(file), locale).map((branch) => [`${file} (${locale})`, branch])),
    ];
    assert.ok(texts.length > 300, `${locale}: the texts were read`);
    for (const [where, text] of texts) for (const [match] of text.matchAll(OTHER_GENDER[locale])) found.push(`${where}: ${match}`);
  }
  assert.deepEqual(found, []);
});
