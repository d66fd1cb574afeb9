import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { safeNextPath } from "../../lib/auth/safe-next-path";

test("same-site paths pass through, with query and hash", () => {
  for (const path of ["/dashboard", "/pt/dashboard", "/esp/dashboard?tab=results#2025", "/", "/terms%26conditions"]) {
    assert.equal(safeNextPath(path), path);
  }
});

test("values up to 512 characters are accepted, longer ones refused", () => {
  const longest = `/${"a".repeat(511)}`;
  assert.equal(safeNextPath(longest), longest);
  assert.equal(safeNextPath(`${longest}a`), null);
});

test("missing values give null", () => {
  for (const value of [null, undefined, ""]) assert.equal(safeNextPath(value), null);
});

test("other sites are rejected, however they are written", () => {
  const attacks = [
    "//evil.example",
    "//evil.example/dashboard",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "dashboard",
    "%2F%2Fevil.example",
    "/%2Fevil.example",
    "/%5Cevil.example",
    "%2F%5Cevil.example",
    "javascript%3Aalert(1)",
    "https%3A%2F%2Fevil.example",
    "/%0d%0aSet-Cookie:x=1",
    "/%E0%A4%A", // malformed escape
    `/${"a".repeat(600)}`,
  ];
  for (const value of attacks) assert.equal(safeNextPath(value), null, value);
});

test("dot segments that collapse into a protocol-relative path are rejected (the parsed path is checked too)", () => {
  // Each of these parses to the path "//evil.example…", which a browser would follow off the site.
  const collapsing = [
    "/.//evil.example",
    "/..//evil.example",
    "/././/evil.example",
    "/a/..//evil.example",
    "/a/../..//evil.example",
    "/dashboard/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/x/%2e%2e//evil.example",
    "/.//evil.example/dashboard?next=1#top",
  ];
  for (const value of collapsing) assert.equal(safeNextPath(value), null, value);
});

test("dot segments that stay on the site are normalised, not rejected", () => {
  assert.equal(safeNextPath("/./dashboard"), "/dashboard");
  assert.equal(safeNextPath("/pt/../esp/dashboard"), "/esp/dashboard");
  assert.equal(safeNextPath("/a/./b/../dashboard?x=1#y"), "/a/dashboard?x=1#y");
  // An encoded slash is not a separator: the path stays one same-site segment.
  assert.equal(safeNextPath("/.%2f/evil.example"), "/.%2f/evil.example");
});

test("property: whatever comes back stays on this site", () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.webUrl(),
        fc.webPath(),
        fc.string().map((s) => `/${s}`),
      ),
      (value) => {
        const result = safeNextPath(value);
        if (result === null) return;
        assert.equal(new URL(result, "http://same.site").origin, "http://same.site");
        assert.ok(result.startsWith("/") && !result.startsWith("//") && !result.startsWith("/\\"), result);
      },
    ),
  );
});
