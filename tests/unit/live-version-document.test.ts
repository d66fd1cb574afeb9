import assert from "node:assert/strict";
import { test } from "node:test";
import { etagOf, isNewer, notModified, versionDocument } from "../../lib/live/version-document";

const rows = [
  { scope: "bracket", key: "junior/F/48", version: 12 },
  { scope: "day", key: "2026-03-27", version: 12 },
  { scope: "bracket", key: "elite/M/71", version: 7 },
  { scope: "edition", key: "2026", version: 12 },
] as const;

test("the document gathers the edition's, each day's and each bracket's newest version", () => {
  assert.deepEqual(versionDocument(2026, rows), {
    edition: 2026,
    version: 12,
    days: { "2026-03-27": 12 },
    brackets: { "junior/F/48": 12, "elite/M/71": 7 },
  });
  assert.deepEqual(versionDocument(2026, []), { edition: 2026, version: 0, days: {}, brackets: {} });
});

test("the entity tag is the edition and its newest version; a conditional request names it as clients do", () => {
  const etag = etagOf(versionDocument(2026, rows));
  assert.equal(etag, '"2026-12"');
  assert.equal(notModified('"2026-12"', etag), true);
  assert.equal(notModified('W/"2026-12"', etag), true, "a weak tag, as a CDN that compresses sends it back");
  assert.equal(notModified('"2026-11", "2026-12"', etag), true);
  assert.equal(notModified("*", etag), true);
  assert.equal(notModified('"2026-11"', etag), false);
  assert.equal(notModified(null, etag), false);
});

test("only a newer version makes a page fetch again: an older copy from a cache is ignored", () => {
  assert.equal(isNewer(12, 13), true);
  assert.equal(isNewer(12, 12), false);
  assert.equal(isNewer(12, 11), false);
  assert.equal(isNewer(12, undefined), false);
});
