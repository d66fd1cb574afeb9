import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The header logo (public/images/logo.svg, made by `npm run assets`) as inline SVG markup, read once at
 * prerender. As a file it waited one more request (about 0.5 s on a phone link); as an `<img>` data URI the
 * browser built a second document for it during the first parse (~30 ms of a phone's CPU before the first
 * paint, docs/benchmarks.md). Inline, it is drawn with the page. The accessible name comes from the element
 * around it (translated), so the file's own title and role are dropped.
 */
export const logoMarkup = readFileSync(join(process.cwd(), "public/images/logo.svg"), "utf8")
  .trim()
  .replace(/<title[^>]*>[^<]*<\/title>/, "")
  .replace(/ role="img"| aria-labelledby="[^"]*"/g, "")
  .replace("<svg ", '<svg aria-hidden="true" focusable="false" ')
  .replace(/\s+/g, " ")
  .replace(/> </g, "><");
