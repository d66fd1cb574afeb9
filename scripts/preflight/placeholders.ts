import { livePlaceholders, type Placeholder } from "../../lib/content/placeholders";
import type { Finding } from "./checks";

/**
 * The placeholders still in lib/content/placeholders.ts, which the checkout preflight runs from shares with
 * the build it checks: each is a fact visitors see that the organisers have not supplied (docs/deploy.md §12).
 */
export function placeholderFindings(entries: readonly Placeholder<unknown>[] = livePlaceholders): Finding[] {
  const check = "placeholders";
  if (entries.length === 0)
    return [{ check, ok: true, message: "lib/content/placeholders.ts is empty: nothing the site shows is a stand-in." }];
  return entries.map((entry) => ({
    check,
    ok: false,
    message: `${entry.title}: ${entry.now} Needed: ${entry.needed} (${entry.usedBy.join(", ")})`,
  }));
}
