/**
 * Writes docs/deploy.md §12's placeholder checklist from lib/content/placeholders.ts (npm run placeholders).
 * `--check` writes nothing and exits 1 when the checklist is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { withChecklist } from "./placeholder-checklist";

const file = new URL("../../docs/deploy.md", import.meta.url);
const written = readFileSync(file, "utf8");
const fresh = withChecklist(written);
if (process.argv.includes("--check")) {
  if (fresh !== written) {
    console.error("docs/deploy.md's placeholder checklist is stale: run `npm run placeholders`.");
    process.exit(1);
  }
} else if (fresh !== written) {
  writeFileSync(file, fresh);
  console.log("docs/deploy.md: placeholder checklist rewritten from lib/content/placeholders.ts.");
}
