import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

type Tree = string | number | boolean | null | Tree[] | { [key: string]: Tree };
const read = (path: string): Tree => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));
const load = (file: string) => read(`messages/${file}`);

/** Every string of a JSON tree by its path (array items by index, so parallel documents line up). */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === "string") out.set(prefix, tree);
  else if (tree && typeof tree === "object")
    for (const [key, value] of Object.entries(tree)) for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

const en = flatten(load("en.json"));
// Every other file in messages/, so a new language's file is held to the same rules without naming it here.
const others = Object.fromEntries(
  readdirSync(new URL("../../messages/", import.meta.url))
    .filter((file) => file.endsWith(".json") && file !== "en.json")
    .map((file) => [file.replace(/\.json$/, ""), flatten(load(file))]),
);

// Texts that are legitimately the same in every language: proper names (the venue keeps its Portuguese
// name), the spec's fixed Portuguese `Indisponível`, the loanwords Portuguese uses for two products, numbers
// and codes.
const SAME_EVERYWHERE = new Set([
  "Porto Box Cup",
  "Indisponível",
  "Instagram",
  "Facebook",
  "YouTube",
  "Email",
  "E-mail",
  "Total",
  "Elite",
  "Junior",
  "Benjamin",
  "Sponsors",
  "Portugal",
  "Porto",
  "Centro de Desporto da Universidade do Porto",
  "T-shirt",
  "Sweat",
  // Spanish writes "club" as English does.
  "Club",
  // The last bout is the "Final" in Portuguese and Spanish too; RSC is the rulebook's abbreviation in every language.
  "Final",
  "RSC",
  "Bronze",
  // Spanish boxing calls the ring a ring, as English does.
  "Ring",
  "Ring {ring}",
]);
const isLanguageNeutral = (value: string) => SAME_EVERYWHERE.has(value) || !/[a-zà-ÿ]{3,}/i.test(value.replace(/\{[^}]+\}/g, ""));

/**
 * The ICU arguments of a message: each name once, a select with its option keys (every language must offer
 * the same choices), a plural without them (each language has its own plural forms). The texts inside the
 * options are not arguments, but the arguments nested in them are.
 */
function placeholders(message: string): string[] {
  const selects = new Map<string, Set<string>>();
  const names = new Set<string>();
  const closing = (text: string, open: number) => {
    let depth = 0;
    for (let i = open; i < text.length; i++) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}" && --depth === 0) return i;
    }
    throw new Error(`unbalanced braces in: ${message}`);
  };
  const scan = (text: string) => {
    for (let open = text.indexOf("{"); open !== -1; open = text.indexOf("{", open)) {
      const end = closing(text, open);
      const [, name, type, options = ""] = /^\s*(\w+)\s*(?:,\s*(\w+)\s*(?:,([\s\S]*))?)?$/.exec(text.slice(open + 1, end)) ?? [];
      if (!name) throw new Error(`not an ICU argument: ${text.slice(open, end + 1)} in: ${message}`);
      names.add(name);
      if (type === "select" || type === "plural") {
        const keys = selects.get(name) ?? new Set<string>();
        for (let at = 0; at < options.length;) {
          const key = /\s*(=?\w+)\s*\{/y;
          key.lastIndex = at;
          const match = key.exec(options);
          if (!match) {
            if (options.slice(at).trim()) throw new Error(`bad options of {${name}} in: ${message}`);
            break;
          }
          const branchEnd = closing(options, key.lastIndex - 1);
          if (type === "select") keys.add(match[1]);
          scan(options.slice(key.lastIndex, branchEnd));
          at = branchEnd + 1;
        }
        if (type === "select") selects.set(name, keys);
      }
      open = end + 1;
    }
  };
  scan(message);
  return [...names].map((name) => (selects.has(name) ? `${name}: select ${[...selects.get(name)!].sort().join("|")}` : name)).sort();
}

for (const [name, messages] of Object.entries(others)) {
  test(`${name} has exactly the English keys`, () => {
    assert.deepEqual([...messages.keys()].sort(), [...en.keys()].sort());
  });

  test(`${name} keeps every ICU argument of the English text`, () => {
    for (const [key, value] of en) {
      const translated = messages.get(key);
      if (translated !== undefined) assert.deepEqual(placeholders(translated), placeholders(value), key);
    }
  });

  test(`${name} is translated, not an English copy`, () => {
    const copies = [...en].filter(([key, value]) => messages.get(key) === value && !isLanguageNeutral(value));
    assert.deepEqual(
      copies.map(([key]) => key),
      [],
    );
  });
}

test("no message is empty", () => {
  for (const [name, messages] of Object.entries({ en, ...others })) {
    for (const [key, value] of messages) assert.ok(value.trim().length > 0, `${name}:${key}`);
  }
});

// The regulation PDFs are written from one JSON source per language; the same check keeps English out of
// the Portuguese and Spanish ones (and keeps the three documents the same shape, block for block).
const regulation = (lang: string) => flatten(read(`scripts/assets/regulation/${lang}.json`));
const regulationEn = regulation("en");

for (const lang of ["pt", "es"]) {
  const source = regulation(lang);

  test(`regulation ${lang} has the same blocks as the English one`, () => {
    assert.deepEqual([...source.keys()].sort(), [...regulationEn.keys()].sort());
  });

  test(`regulation ${lang} is translated, not an English copy`, () => {
    const copies = [...regulationEn].filter(([key, value]) => source.get(key) === value && !isLanguageNeutral(value) && key !== "file");
    assert.deepEqual(
      copies.map(([key, value]) => `${key}: ${value}`),
      [],
    );
  });
}

// The award pictures carry no words: the caption under each is the translated message it names.
test("every gallery picture's caption is a message translated in pt and esp", () => {
  const pictures = read("scripts/assets/gallery.json") as Record<string, { captionKey: string }[]>;
  const keys = Object.values(pictures).flatMap((items) => items.map((item) => item.captionKey));
  assert.equal(keys.length, 11);
  for (const key of keys) {
    const english = en.get(`Gallery.captions.${key}`);
    assert.ok(english, `Gallery.captions.${key} exists`);
    for (const [name, messages] of Object.entries(others)) {
      const caption = messages.get(`Gallery.captions.${key}`);
      assert.ok(caption && caption !== english, `${name} translates Gallery.captions.${key}`);
    }
  }
});
