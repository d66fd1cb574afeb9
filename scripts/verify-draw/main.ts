/**
 * npm run verify-draw -- <site or Supabase URL> [bracket] [--publishable-key <key>]
 * Recomputes every published draw (or one bracket's: its slug, e.g. `junior-women-48kg`, or a public bracket page's
 * address) from public data alone, as any outsider can, and says per bracket whether the published draw is the one
 * its seed and boxers give (docs/cup.md §11 "Checking a draw"). It holds no secret: every read is anonymous, with the
 * publishable key the site itself ships. Exits 0 when every draw matches, 1 when one does not, 2 when it cannot tell.
 */
import { parseArgs } from "node:util";
import { checkDraws, checkLine } from "./recompute";
import { readPublished, resolveSource } from "./public-data";

const USAGE = "Usage: npm run verify-draw -- <site or Supabase URL> [bracket] [--publishable-key <key>]";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "publishable-key": { type: "string" } },
  });
  if (positionals.length < 1 || positionals.length > 2 || !URL.canParse(positionals[0])) {
    console.error(USAGE);
    return 2;
  }
  const address = new URL(positionals[0]);
  // A public bracket page's address names its bracket: /draw/<slug>, in any language.
  const only = positionals[1] ?? /\/draw\/([a-z0-9-]+)\/?$/.exec(address.pathname)?.[1];
  const source = await resolveSource(fetch, address, values["publishable-key"] ?? process.env.VERIFY_PUBLISHABLE_KEY);
  if (typeof source === "string") {
    console.error(source);
    return 2;
  }
  const { draws, boxers } = await readPublished(fetch, source);
  const checks = checkDraws(draws, boxers, only);
  console.log(`Published draws at ${source.supabaseUrl}${source.via === "site" ? ` (named by ${address.origin})` : ""}, read anonymously:`);
  if (checks.length === 0) {
    console.log(only ? `No published draw of ${only}.` : "No draw is published yet.");
    return only ? 1 : 0;
  }
  for (const check of checks) console.log(checkLine(check));
  const failed = checks.filter((c) => c.problem).length;
  console.log(
    failed
      ? `\n${failed} of ${checks.length} published draws do not follow from their seed and boxers.`
      : `\nAll ${checks.length} published draws follow from their seed and boxers.`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  },
);
