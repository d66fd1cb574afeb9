import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const deploy = readFileSync("docs/deploy.md", "utf8");

test("docs/deploy.md §8 tells a CDN to key cached pages on the RSC request headers, not on path and query alone", () => {
  const rule = deploy.slice(deploy.indexOf("**Cache the public pages**"), deploy.indexOf("2. **Purge"));
  for (const name of ["RSC", "Next-Router-State-Tree", "Next-Router-Prefetch", "Next-Router-Segment-Prefetch"]) {
    assert.ok(rule.includes(`\`${name}\``), `the rule names ${name}`);
  }
  assert.match(rule, /Path and query alone are not enough/);
});
