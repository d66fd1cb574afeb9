import { writeFile } from "node:fs/promises";
import path from "node:path";
import { arena, defs } from "./arena.mjs";

/**
 * The landing hero as vector art, inlined into the page by components/landing/Hero.tsx: the first screen is
 * complete at the first paint, with no picture to fetch (one request costs a phone ~0.5 s, docs/benchmarks.md),
 * and it stays sharp at any screen density. `slice` crops the 16:9 scene around its centre on portrait
 * screens, as the separate phone picture used to.
 */
export async function buildHero(root) {
  // No lettering on the hero: the page sets its own heading over it.
  // Inlined into a page, the scene's ids share the document's id space: prefix them.
  const body = (defs() + arena({ apron: false, lightCrowd: true, filters: false }))
    .replace(/id="([\w-]+)"/g, 'id="hero-$1"')
    .replace(/url\(#([\w-]+)\)/g, "url(#hero-$1)");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">${body}</svg>\n`;
  const out = path.join(root, "public/images/hero-arena.svg");
  await writeFile(out, svg);
  console.log(`  ${path.relative(process.cwd(), out)}  ${(svg.length / 1024).toFixed(1)} KB`);
}
