/**
 * SITE_CLOCK (lib/clock/setting.ts, docs/decisions.md D44): what the setting means over time, and the one
 * refusal. Every process that starts with a site (build, server, browser, embedded backend) computes its now
 * with these functions from the same anchored value, so they must agree whenever each of them asks.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { anchorSiteClock, parseSiteClock, siteClockOffset, siteClockRefusal, siteNow } from "../../lib/clock/setting";

const REAL_START = Date.parse("2026-11-25T12:00:00Z");

test("a chosen instant without an anchor is anchored once, where it is first read", () => {
  const anchored = anchorSiteClock("2026-02-28T23:59:30Z", REAL_START);
  assert.equal(anchored, "2026-02-28T23:59:30.000Z@2026-11-25T12:00:00.000Z");
  // Anchoring again (a second reader handed the anchored value) changes nothing.
  assert.equal(anchorSiteClock(anchored, REAL_START + 3_600_000), anchored);
});

test("the site's clock is the real clock plus one fixed offset: it reads the chosen instant at the anchor and runs at real speed", () => {
  const setting = anchorSiteClock("2026-02-28T23:59:30Z", REAL_START);
  assert.equal(siteNow(setting, REAL_START).toISOString(), "2026-02-28T23:59:30.000Z");
  assert.equal(siteNow(setting, REAL_START + 30_000).toISOString(), "2026-03-01T00:00:00.000Z");
  // A process started an hour later (the server after a long build, the backend) agrees to the millisecond.
  assert.equal(siteNow(setting, REAL_START + 3_600_000).toISOString(), "2026-03-01T00:59:30.000Z");
  assert.equal(siteClockOffset(setting), Date.parse("2026-02-28T23:59:30Z") - REAL_START);
});

test("without a setting the site's clock is the real clock", () => {
  assert.equal(siteNow(undefined, REAL_START).getTime(), REAL_START);
  assert.equal(siteNow("", REAL_START).getTime(), REAL_START);
});

test("any zone may be written; the instant is what counts", () => {
  assert.equal(
    anchorSiteClock("2026-07-01T10:00:00+01:00@2026-11-25T13:00:00+01:00", 0),
    "2026-07-01T09:00:00.000Z@2026-11-25T12:00:00.000Z",
  );
  assert.deepEqual(parseSiteClock("2026-03-26T09:00Z"), { instant: Date.parse("2026-03-26T09:00:00Z"), anchor: undefined });
});

test("an unanchored value cannot give an offset, and malformed values are refused with the expected form", () => {
  assert.throws(() => siteClockOffset("2026-03-26T09:00:00Z"), /has no anchor/);
  assert.throws(() => siteNow("2026-03-26T09:00:00Z", REAL_START), /has no anchor/);
  for (const bad of [
    "2026-03-26",
    "2026-03-26T09:00:00",
    "26/03/2026 09:00",
    "tomorrow",
    "2026-02-30T10:00:00Z",
    "2026-03-26T09:00:00Z@x",
    "a@b@c",
  ]) {
    assert.throws(() => anchorSiteClock(bad, REAL_START), /SITE_CLOCK="/, bad);
  }
  assert.throws(() => anchorSiteClock("2026-03-26", REAL_START), /ISO 8601 instant with a zone, e\.g\. 2026-03-26T09:00:00Z/);
});

test("a build configured for hosted Supabase refuses a chosen date, and says how to proceed", () => {
  const hosted = { NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co" };
  assert.equal(siteClockRefusal(undefined, hosted), null);
  assert.equal(siteClockRefusal("", hosted), null);
  assert.equal(siteClockRefusal("2026-03-26T09:00:00Z", {}), null);
  assert.equal(siteClockRefusal("2026-03-26T09:00:00Z", { NEXT_PUBLIC_SUPABASE_URL: "" }), null);
  // The embedded backend named explicitly is still the embedded backend.
  assert.equal(siteClockRefusal("2026-03-26T09:00:00Z", { NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321" }), null);
  const refusal = siteClockRefusal("2026-03-26T09:00:00Z", hosted);
  assert.match(refusal ?? "", /honoured only with the embedded backend/);
  assert.match(refusal ?? "", /NEXT_PUBLIC_SUPABASE_URL=https:\/\/abc\.supabase\.co/);
  assert.match(refusal ?? "", /unset SITE_CLOCK/);
});
