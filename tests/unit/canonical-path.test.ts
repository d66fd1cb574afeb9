import assert from "node:assert/strict";
import { test } from "node:test";
import { canonicalPath, isMalformed } from "../../lib/auth/routes";

test("encoded letters, digits and -._~ are decoded: each spelling of the portal is /dashboard", () => {
  assert.equal(canonicalPath("/%64ashboard"), "/dashboard");
  assert.equal(canonicalPath("/dashboar%64"), "/dashboard");
  assert.equal(canonicalPath("/%70t/d%61shboard"), "/pt/dashboard");
  assert.equal(canonicalPath("/es%70/%64%61%73%68%62%6f%61%72%64"), "/esp/dashboard");
  assert.equal(canonicalPath("/dashb%6Fard"), "/dashboard");
  assert.equal(canonicalPath("/gallery%2Dview/%32%30%32%34"), "/gallery-view/2024");
  assert.equal(canonicalPath("/%7E%5F%2e"), "/~_.");
});

test("escapes that carry meaning stay as written, so no /, ?, # or % is gained", () => {
  for (const path of [
    "/pt%2Fdashboard",
    "/%2F%2Fevil.example",
    "/%5Cevil",
    "/dashboard%3Fx",
    "/a%23b",
    "/%2564ashboard",
    "/terms%26conditions",
    "/caf%C3%A9",
    "/a%20b",
  ]) {
    assert.equal(canonicalPath(path), path, path);
  }
});

test("canonical paths and malformed escapes are returned unchanged", () => {
  for (const path of ["/", "/dashboard", "/pt/auth", "/terms&conditions", "/%", "/%6", "/%zz"])
    assert.equal(canonicalPath(path), path, path);
  assert.equal(canonicalPath("/%6%64"), "/%6d");
});

test("a malformed address: a stray %, bytes that are not UTF-8, or either once decoded", () => {
  for (const path of ["/%", "/%%", "/%zz", "/%6", "/pt/%", "/%FF", "/%C3%28", "/%E0%A4%A", "/a%", "/%25", "/esp/%25zz", "/%25FF"])
    assert.equal(isMalformed(path), true, path);
  for (const path of [
    "/",
    "/dashboard",
    "/%64ashboard",
    "/terms%26conditions",
    "/caf%C3%A9",
    "/%2564ashboard",
    "/pt%2Fdashboard",
    "/%7E%5F%2e",
  ])
    assert.equal(isMalformed(path), false, path);
});
