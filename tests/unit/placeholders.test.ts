import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { contactEmail, venueAddress } from "../../lib/content/contact";
import { edition } from "../../lib/content/edition";
import { livePlaceholders, placeholders } from "../../lib/content/placeholders";
import { yearlyResults } from "../../lib/content/portal";
import { sponsors } from "../../lib/content/sponsors";
import { withChecklist } from "../../scripts/build/placeholder-checklist";

// The launch checklist of docs/deploy.md §12 and preflight's list come from lib/content/placeholders.ts, and the
// site reads the same values from there: a placeholder cannot be shown without being listed, nor listed after
// it is gone (docs/decisions.md D42).
const ROOT = path.resolve(import.meta.dirname, "..", "..");

test("docs/deploy.md holds the checklist the registry writes (else: npm run placeholders)", () => {
  const written = readFileSync(path.join(ROOT, "docs", "deploy.md"), "utf8");
  assert.equal(withChecklist(written), written);
  for (const entry of livePlaceholders) assert.ok(written.includes(`**${entry.title}.** ${entry.now}`), entry.title);
});

test("the content modules show the registry's values, not copies of them", () => {
  const linked = sponsors.filter((s) => s.href);
  assert.equal(linked.length, 10);
  for (const sponsor of linked) assert.equal(sponsor.href, placeholders.sponsorLinks.value + sponsor.slug);
  assert.equal(yearlyResults, placeholders.resultsPdfs.value);
  assert.equal(contactEmail, placeholders.mailAddresses.value.info);
  assert.equal(edition.contacts.registrationEmail, placeholders.mailAddresses.value.registrations);
  assert.equal(edition.contacts.logisticsEmail, placeholders.mailAddresses.value.logistics);
  assert.equal(venueAddress, placeholders.venueFacts.value);
});

/** The string values of a placeholder, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The site's own code, which must import the values rather than repeat them. */
const SITE_CODE = /^(app|components|lib|i18n)\/|^proxy\.ts$|^next\.config\.ts$/;

test("the site's code never repeats a placeholder's value, and any other file that does is named in its `usedBy`", () => {
  const files = execFileSync("git", ["ls-files", "-z", "--", ".", ":!tests", ":!e2e", ":!docs", ":!lib/content/placeholders.ts"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => /\.(ts|tsx|mjs|json|md|toml|css)$/.test(file) && file !== "package-lock.json");
  const unnamed: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const entry of livePlaceholders) {
      const repeated = strings(entry.value).filter((value) => value.length > 6 && text.includes(value));
      if (repeated.length && (SITE_CODE.test(file) || !entry.usedBy.some((where) => file.startsWith(where))))
        unnamed.push(`${file} repeats ${repeated.join(", ")} (${entry.title})`);
    }
  }
  assert.deepEqual(unnamed, []);
});
