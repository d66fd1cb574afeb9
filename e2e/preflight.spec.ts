import { expect, test } from "@playwright/test";
import { preflight } from "../scripts/preflight/run";

// `npm run preflight` against the staged site (production build + embedded backend) finds nothing wrong,
// and reads the Supabase URL and key from the site's own pages (docs/deploy.md §9).
test("preflight passes against the staged site", async ({ baseURL }) => {
  const findings = await preflight(baseURL!);
  const failures = findings.filter((f) => !f.ok).map((f) => `${f.check}: ${f.message}`);
  expect(failures).toEqual([]);
  expect(findings.map((f) => f.check)).toEqual([
    "site",
    "supabase",
    "security headers",
    "no local addresses",
    "auth settings",
    "get-user-count",
    "reset redirects",
  ]);
  expect(findings.find((f) => f.check === "supabase")?.message).toContain("http://127.0.0.1:54321");
});
