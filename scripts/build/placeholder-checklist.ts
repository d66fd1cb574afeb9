/**
 * docs/deploy.md §12's launch checklist, written from lib/content/placeholders.ts so that it lists exactly the
 * placeholders the code still shows (docs/decisions.md D42). The lines between the two markers are generated:
 * `npm run placeholders` rewrites them, and tests/unit/placeholders.test.ts fails on a stale copy.
 */
import { livePlaceholders, type Placeholder } from "../../lib/content/placeholders";

export const CHECKLIST_BEGIN =
  "<!-- BEGIN generated placeholder checklist: `npm run placeholders` writes it from lib/content/placeholders.ts -->";
export const CHECKLIST_END = "<!-- END generated placeholder checklist -->";

const item = (p: Placeholder<unknown>) =>
  `- [ ] **${p.title}.** ${p.now} Needed: ${p.needed} Where: ${p.usedBy.map((file) => `\`${file}\``).join(", ")}.`;

/** The generated lines, markers included, as Prettier leaves them. */
export function checklistBlock(entries: readonly Placeholder<unknown>[] = livePlaceholders): string {
  const body = entries.length
    ? entries.map(item).join("\n")
    : "Nothing: lib/content/placeholders.ts is empty, every fact the site shows was supplied by the organisers.";
  return `${CHECKLIST_BEGIN}\n\n${body}\n\n${CHECKLIST_END}`;
}

/** `markdown` with its checklist block replaced by a fresh one; throws when the markers are missing. */
export function withChecklist(markdown: string, entries?: readonly Placeholder<unknown>[]): string {
  const start = markdown.indexOf(CHECKLIST_BEGIN);
  const end = markdown.indexOf(CHECKLIST_END);
  if (start < 0 || end < start) throw new Error("docs/deploy.md has no generated placeholder checklist markers");
  return markdown.slice(0, start) + checklistBlock(entries) + markdown.slice(end + CHECKLIST_END.length);
}
