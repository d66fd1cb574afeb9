import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The header logo (public/images/logo.svg, made by `npm run assets`) as a data URI, read once at prerender.
 * On pages without a large picture the logo is the largest paint; as a file it waited one more request
 * (about 0.5 s on a phone link, docs/benchmarks.md). Inlined it is there with the HTML, for ~1.7 KB gzip.
 */
function svgDataUri(svg: string): string {
  // The short, readable encoding for SVG: quotes become apostrophes, and only what a URL cannot hold is escaped.
  const compact = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>{}|\\^`\[\]\r\n]/g, (char) => encodeURIComponent(char))}`;
}

export const logoSrc = svgDataUri(readFileSync(join(process.cwd(), "public/images/logo.svg"), "utf8"));
