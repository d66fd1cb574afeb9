/**
 * ICU builds differ in how they name a zero offset: Node 20's writes "GMT+00:00", others (Chrome's, newer
 * Node) write a bare "GMT". utcOffset must give "+00:00" for both, and for a formatter that names no zone.
 */
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";
import { toZonedIso, utcOffset } from "../../lib/format/zoned-time";

const original = Intl.DateTimeFormat.prototype.formatToParts;
afterEach(() => {
  Intl.DateTimeFormat.prototype.formatToParts = original;
});

/** Makes every formatter report `zoneName` (or no zone part at all) as the offset's name. */
function icuWrites(zoneName: string | null) {
  Intl.DateTimeFormat.prototype.formatToParts = function (this: Intl.DateTimeFormat, date?: Date | number) {
    const parts = original.call(this, date);
    if (!this.resolvedOptions().timeZoneName) return parts;
    return zoneName === null
      ? parts.filter((part) => part.type !== "timeZoneName")
      : parts.map((part) => (part.type === "timeZoneName" ? { ...part, value: zoneName } : part));
  };
}

test('a bare "GMT" is +00:00', () => {
  icuWrites("GMT");
  assert.equal(utcOffset(new Date("2026-01-15T12:00:00Z"), "Europe/Lisbon"), "+00:00");
  assert.equal(toZonedIso("2026-03-25T14:00:00Z", "Europe/Lisbon"), "2026-03-25T14:00:00+00:00");
});

test('"GMT+01:00" and "GMT-05:00" keep their offsets', () => {
  icuWrites("GMT+01:00");
  assert.equal(utcOffset(new Date("2026-07-01T12:00:00Z"), "Europe/Lisbon"), "+01:00");
  icuWrites("GMT-05:00");
  assert.equal(utcOffset(new Date("2026-01-01T12:00:00Z"), "America/New_York"), "-05:00");
});

test("a formatter that names no zone counts as +00:00 rather than failing", () => {
  icuWrites(null);
  assert.equal(utcOffset(new Date("2026-01-15T12:00:00Z"), "Europe/Lisbon"), "+00:00");
});
