import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The hero's vector art (public/images/hero-arena.svg, made by `npm run assets`), read once at prerender and
 * inlined into the page: the first screen then needs no request after the HTML (docs/benchmarks.md).
 */
export const heroArt = readFileSync(join(process.cwd(), "public/images/hero-arena.svg"), "utf8");
