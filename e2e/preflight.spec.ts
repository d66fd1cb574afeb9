import { promises as dns } from "node:dns";
import { expect, test } from "@playwright/test";
import { livePlaceholders } from "../lib/content/placeholders";
import { preflight } from "../scripts/preflight/run";
import { PREFLIGHT_CHECKS } from "../tests/support/preflight-checks";

// `npm run preflight` against the staged site (production build + embedded backend) finds nothing wrong but
// the placeholders still in the code, and reads the Supabase URL and key from the site's own pages
// (docs/deploy.md §9).
test("preflight passes against the staged site, and lists the live placeholders", async ({ baseURL }) => {
  const findings = await preflight(baseURL!, {}, { fetch, resolver: dns });
  const failures = findings.filter((f) => !f.ok).map((f) => `${f.check}: ${f.message}`);
  expect(failures).toEqual(livePlaceholders.map((p) => `placeholders: ${p.title}: ${p.now} Needed: ${p.needed} (${p.usedBy.join(", ")})`));
  expect([...new Set(findings.map((f) => f.check))]).toEqual(PREFLIGHT_CHECKS);
  expect(findings.find((f) => f.check === "supabase")?.message).toContain("http://127.0.0.1:54321");
});
