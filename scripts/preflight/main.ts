/**
 * npm run preflight -- <site-url> [--supabase-url <url>] [--publishable-key <key>]
 * Checks a deployment from the outside and says in plain words what is wrong; exits 1 if anything is.
 * The Supabase URL and key are read from the site's own pages unless given (or set in
 * PREFLIGHT_SUPABASE_URL / PREFLIGHT_PUBLISHABLE_KEY).
 */
import { parseArgs } from "node:util";
import { preflight } from "./run";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "supabase-url": { type: "string" }, "publishable-key": { type: "string" } },
});

if (positionals.length !== 1) {
  console.error("Usage: npm run preflight -- <site-url> [--supabase-url <url>] [--publishable-key <key>]");
  process.exit(2);
}

const findings = await preflight(positionals[0], {
  supabaseUrl: values["supabase-url"] ?? process.env.PREFLIGHT_SUPABASE_URL,
  publishableKey: values["publishable-key"] ?? process.env.PREFLIGHT_PUBLISHABLE_KEY,
});

for (const { ok, check, message } of findings) console.log(`${ok ? "ok  " : "FAIL"}  ${check}: ${message}`);
const problems = findings.filter((f) => !f.ok).length;
console.log(problems ? `\n${problems} problem${problems === 1 ? "" : "s"} found.` : "\nThe deployment looks right.");
process.exitCode = problems ? 1 : 0;
