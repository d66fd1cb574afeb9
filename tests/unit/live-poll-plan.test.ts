/**
 * What an open page makes of its polls (lib/live/poll-plan.ts, docs/decisions.md D93): the scope's version in the
 * document, what counts as new, that an older copy changes nothing, the back-off while the site fails, and the clock.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  MAX_BACKOFF_MS,
  POLL_MS,
  afterPoll,
  afterRender,
  bracketScope,
  clockText,
  isBehind,
  isNews,
  nextDelay,
  scopeVersion,
  versionedAddress,
} from "../../lib/live/poll-plan";
import type { VersionDocument } from "../../lib/live/version-document";

const document: VersionDocument = {
  edition: 2026,
  version: 9,
  days: { "2026-03-27": 7 },
  brackets: { "senior/M/60": 5 },
};

test("a scope's version: the edition's, a day's, a bracket's, and 0 for a scope without an event yet", () => {
  assert.equal(scopeVersion(document, { kind: "edition" }), 9);
  assert.equal(scopeVersion(document, { kind: "day", key: "2026-03-27" }), 7);
  assert.equal(scopeVersion(document, bracketScope({ category: "senior", sex: "M", code: "60" })), 5);
  assert.equal(scopeVersion(document, { kind: "day", key: "2026-03-28" }), 0);
  assert.equal(scopeVersion(document, { kind: "bracket", key: "senior/F/60" }), 0);
});

test("a page is behind only when a poll saw a newer version than it shows; an older copy changes nothing", () => {
  let state = { shown: 5, seen: 5 };
  state = afterPoll(state, 5);
  assert.equal(isBehind(state), false, "the same version");
  state = afterPoll(state, 3);
  assert.deepEqual(state, { shown: 5, seen: 5 }, "an older copy from a cache is ignored");
  assert.equal(isBehind(state), false);
  state = afterPoll(state, 6);
  assert.equal(isBehind(state), true, "a newer version");
  state = afterPoll(state, 4);
  assert.equal(state.seen, 6, "a later poll answered by an older cache does not forget the newer version");
  assert.equal(isBehind(state), true);
  // A refresh answered by a cached rendering older than the version: still behind, so the next poll refreshes again.
  state = afterRender(state, 5);
  assert.equal(isBehind(state), true);
  state = afterRender(state, 6);
  assert.deepEqual(state, { shown: 6, seen: 6 });
  assert.equal(isBehind(state), false);
  // A rendering older than the one shown (a stale copy) never takes the page back.
  assert.deepEqual(afterRender(state, 4), { shown: 6, seen: 6 });
  // A rendering newer than any poll (the data moved on meanwhile): nothing to fetch.
  assert.deepEqual(afterRender(state, 8), { shown: 8, seen: 8 });
});

test("news: only a rendering newer than the one shown is announced", () => {
  assert.equal(isNews(5, 6), true);
  assert.equal(isNews(6, 6), false);
  assert.equal(isNews(6, 5), false);
});

test("the wait between polls: the interval while all is well, doubling after failures, never past the cap", () => {
  assert.equal(nextDelay(0), POLL_MS);
  assert.deepEqual([1, 2, 3, 4, 5, 10].map(nextDelay), [4_000, 8_000, 16_000, 16_000, 16_000, 16_000]);
  assert.equal(MAX_BACKOFF_MS, 16_000);
});

test("the clock: hh:mm:ss on 24 hours", () => {
  assert.equal(clockText(new Date(2026, 2, 27, 9, 5, 3)), "09:05:03");
  assert.equal(clockText(new Date(2026, 2, 27, 23, 59, 59)), "23:59:59");
});

test("a public page's newer rendering is asked at an address naming the version, a new one for each try that came back older", () => {
  assert.equal(versionedAddress("https://portoboxcup.pt/pt/draw/senior-m-60", 12, 0), "/pt/draw/senior-m-60?live=12");
  assert.equal(versionedAddress("https://portoboxcup.pt/pt/draw/senior-m-60?live=12", 12, 1), "/pt/draw/senior-m-60?live=12-1");
  // A version replaces the one before; the rest of the address is kept.
  assert.equal(versionedAddress("https://portoboxcup.pt/today?live=12-3&x=1#ring-2", 13, 0), "/today?live=13&x=1#ring-2");
});
