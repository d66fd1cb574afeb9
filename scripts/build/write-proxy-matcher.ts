/**
 * Writes proxy.ts's generated matcher from i18n/routing.ts and lib/auth/routes.ts (i18n/proxy-matcher.ts).
 * `--check` writes nothing and exits 1 when proxy.ts is stale. npm run dev and npm run build run it first.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { withMatcher } from "../../i18n/proxy-matcher";

const file = new URL("../../proxy.ts", import.meta.url);
const written = readFileSync(file, "utf8");
const fresh = withMatcher(written);
if (process.argv.includes("--check")) {
  if (fresh !== written) {
    console.error("proxy.ts's matcher is stale for i18n/routing.ts: run `npm run proxy-matcher`.");
    process.exit(1);
  }
} else if (fresh !== written) {
  writeFileSync(file, fresh);
  console.log("proxy.ts: matcher rewritten from i18n/routing.ts.");
}
