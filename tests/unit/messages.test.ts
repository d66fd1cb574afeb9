import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

type Tree = { [key: string]: string | Tree };
const load = (file: string): Tree => JSON.parse(readFileSync(new URL(`../../messages/${file}`, import.meta.url), "utf8"));

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const en = flatten(load("en.json"));
const others = { pt: flatten(load("pt.json")), esp: flatten(load("esp.json")) };

// Texts that are legitimately the same in every language: proper names, the spec's fixed Portuguese
// `Indisponível`, language names shown in their own language, numbers and codes.
const SAME_EVERYWHERE = new Set(["Porto Box Cup", "Indisponível", "English", "Português", "Español", "Instagram", "Facebook", "YouTube", "Email", "E-mail", "Total", "Elite", "Junior", "Benjamin", "Sponsors", "Portugal"]);
const isLanguageNeutral = (value: string) => SAME_EVERYWHERE.has(value) || !/[a-zà-ÿ]{3,}/i.test(value.replace(/\{[^}]+\}/g, ""));

const placeholders = (value: string) => [...value.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

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
    assert.deepEqual(copies.map(([key]) => key), []);
  });
}

test("no message is empty", () => {
  for (const [name, messages] of Object.entries({ en, ...others })) {
    for (const [key, value] of messages) assert.ok(value.trim().length > 0, `${name}:${key}`);
  }
});
