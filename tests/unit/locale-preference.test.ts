/**
 * The browser side of the language choice (i18n/preference.ts), against stand-ins for `window` and
 * `document`: what is written where, and the order stored preferences are read in.
 */
import assert from "node:assert/strict";
import { afterEach, beforeEach, test } from "node:test";
import { hasLocaleCookie, rememberLocale, storedLocale } from "../../i18n/preference";

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

class BrokenStorage {
  getItem(): string | null {
    throw new Error("SecurityError: storage is disabled");
  }
  setItem(): void {
    throw new Error("SecurityError: storage is disabled");
  }
}

type FakeWindow = { localStorage: MemoryStorage | BrokenStorage; sessionStorage: MemoryStorage | BrokenStorage };
const globals = globalThis as unknown as { window?: FakeWindow; document?: { cookie: string } };
let written: string[];

beforeEach(() => {
  written = [];
  globals.window = { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() };
  // Reading gives what the test put there; each write is recorded as the browser receives it.
  let cookie = "";
  globals.document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
      cookie = value.split(";")[0];
    },
  };
});
afterEach(() => {
  delete globals.window;
  delete globals.document;
});

test("remembering a language writes the visitor's code to local storage and next-intl's cookie for a year", () => {
  rememberLocale("es");
  assert.equal(globals.window!.localStorage.getItem("lng"), "esp");
  assert.deepEqual(written, ["NEXT_LOCALE=es; path=/; max-age=31536000; samesite=lax"]);
  rememberLocale("pt");
  assert.equal(globals.window!.localStorage.getItem("lng"), "pt");
  assert.equal(written[1], "NEXT_LOCALE=pt; path=/; max-age=31536000; samesite=lax");
});

test("with storage disabled the cookie still carries the choice", () => {
  globals.window!.localStorage = new BrokenStorage();
  rememberLocale("pt");
  assert.deepEqual(written, ["NEXT_LOCALE=pt; path=/; max-age=31536000; samesite=lax"]);
});

test("stored preference: local storage first, then session storage, in the codes visitors use", () => {
  assert.equal(storedLocale(), null);
  globals.window!.sessionStorage.setItem("lng", "esp");
  assert.equal(storedLocale(), "es");
  globals.window!.localStorage.setItem("lng", "pt");
  assert.equal(storedLocale(), "pt", "local storage wins over session storage");
  globals.window!.localStorage.setItem("lng", "fr");
  assert.equal(storedLocale(), "es", "an unknown value in local storage falls through to session storage");
});

test("unavailable storage counts as no preference, and the other storage is still read", () => {
  globals.window!.localStorage = new BrokenStorage();
  assert.equal(storedLocale(), null);
  globals.window!.sessionStorage.setItem("lng", "en");
  assert.equal(storedLocale(), "en");
});

test("the locale cookie is found among others, by its exact name", () => {
  for (const cookie of ["", "theme=dark", "XNEXT_LOCALE=pt", "NEXT_LOCALE_OLD=pt"]) {
    globals.document!.cookie = cookie;
    assert.equal(hasLocaleCookie(), false, cookie);
  }
  for (const cookie of ["NEXT_LOCALE=pt", "theme=dark; NEXT_LOCALE=es", "a=1;NEXT_LOCALE=en"]) {
    globals.document = { cookie };
    assert.equal(hasLocaleCookie(), true, cookie);
  }
});
