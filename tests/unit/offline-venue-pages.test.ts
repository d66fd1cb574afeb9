/** What the desk's service worker keeps for offline reads (lib/offline/venue-pages.ts, docs/decisions.md D99). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { deskScope, isVenuePage } from "../../lib/offline/venue-pages";

const prefixes = ["", "/pt", "/esp"];

test("the venue pages, in every language: the weigh-in, the brackets with their results, the day's order, the announcer", () => {
  for (const prefix of prefixes) {
    for (const path of [
      "/desk/weigh-in",
      "/desk/weigh-in/semiFinals",
      "/desk/draw",
      "/desk/draw/senior-F-60",
      "/desk/order",
      "/desk/order/2026-03-27",
      "/desk/order/2026-03-27/ring/2",
    ]) {
      assert.equal(isVenuePage(prefix + path), true, prefix + path);
    }
  }
});

test("nothing else: the desk's other pages, its documents and exports, the public pages and the teams' portal", () => {
  for (const prefix of prefixes) {
    for (const path of [
      "/desk",
      "/desk/entries/0b5a",
      "/desk/teams",
      "/desk/log",
      "/desk/brackets",
      "/desk/documents",
      "/desk/draw/review",
      "/desk/documents/weigh-in/semiFinals",
      "/desk/export/results",
      "/draw/senior-F-60",
      "/today",
      "/dashboard",
      "/dashboard/entries",
      "/",
    ]) {
      assert.equal(isVenuePage(prefix + path), false, prefix + path);
    }
  }
  assert.equal(isVenuePage("/fr/desk/weigh-in"), false);
});

test("the registration's scope is the language's desk, never the site", () => {
  assert.deepEqual(prefixes.map(deskScope), ["/desk/", "/pt/desk/", "/esp/desk/"]);
});
