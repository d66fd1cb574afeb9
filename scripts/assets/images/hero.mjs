import path from "node:path";
import { render } from "../lib/raster.mjs";
import { arena, defs } from "./arena.mjs";

export async function buildHero(root) {
  // No lettering on the hero: the page sets its own heading over it.
  const body = defs() + arena({ apron: false });
  const wide = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">${body}</svg>`;
  await render(wide, path.join(root, "public/images/hero-ring.webp"), { width: 1920, height: 1080, maxBytes: 120 * 1024, quality: 80 });
  // Portrait crop around the ring centre for phones.
  const tall = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="528 0 864 1080">${body}</svg>`;
  await render(tall, path.join(root, "public/images/hero-ring-mobile.webp"), { width: 800, height: 1000, maxBytes: 60 * 1024, quality: 80 });
}
