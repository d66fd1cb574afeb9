/**
 * npm run preflight -- <site-url> [--public-url <origin>] [--supabase-url <url>] [--publishable-key <key>]
 * Checks a deployment from the outside and says in plain words what is wrong; exits 1 if anything is.
 * The Supabase URL and key are read from the site's own pages, and compared with the ones given (or set in
 * PREFLIGHT_SUPABASE_URL / PREFLIGHT_PUBLISHABLE_KEY). `--public-url` is the origin the site should publish
 * when it is reached at another address, e.g. on its host through http://localhost:3000 before DNS points
 * at it (docs/deploy.md §9).
 */
import { promises as dns } from "node:dns";
import { parseArgs } from "node:util";
import { preflight } from "./run";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "public-url": { type: "string" }, "supabase-url": { type: "string" }, "publishable-key": { type: "string" } },
});

if (positionals.length !== 1) {
  console.error("Usage: npm run preflight -- <site-url> [--public-url <origin>] [--supabase-url <url>] [--publishable-key <key>]");
  process.exit(2);
}

const findings = await preflight(
  positionals[0],
  {
    publicUrl: values["public-url"],
    supabaseUrl: values["supabase-url"] ?? process.env.PREFLIGHT_SUPABASE_URL,
    publishableKey: values["publishable-key"] ?? process.env.PREFLIGHT_PUBLISHABLE_KEY,
  },
  { fetch, resolver: dns },
);

for (const { ok, check, message } of findings) console.log(`${ok ? "ok  " : "FAIL"}  ${check}: ${message}`);
const problems = findings.filter((f) => !f.ok).length;
console.log(problems ? `\n${problems} problem${problems === 1 ? "" : "s"} found.` : "\nThe deployment looks right.");
process.exitCode = problems ? 1 : 0;
