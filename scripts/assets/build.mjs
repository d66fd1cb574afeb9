// Regenerates every image and PDF under public/ (and the app icons) from the sources in scripts/assets/.
// Usage: npm run assets            (everything)
//        npm run assets -- pdfs    (only one group: brand, hero, og, sponsors, products, tickets, gallery, pdfs)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildBrand } from "./images/brand.mjs";
import { buildGallery } from "./images/gallery.mjs";
import { buildHero } from "./images/hero.mjs";
import { buildOg } from "./images/og.mjs";
import { buildProducts } from "./images/products.mjs";
import { buildSponsors } from "./images/sponsors.mjs";
import { buildTickets } from "./images/tickets.mjs";
import { buildPdfs } from "./pdf/build-pdfs.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const steps = {
  brand: buildBrand,
  hero: buildHero,
  og: buildOg,
  sponsors: buildSponsors,
  products: buildProducts,
  tickets: buildTickets,
  gallery: buildGallery,
  pdfs: buildPdfs,
};
const only = process.argv.slice(2);
for (const name of only) if (!steps[name]) throw new Error(`unknown group "${name}"; use one of ${Object.keys(steps).join(", ")}`);

for (const [name, run] of Object.entries(steps)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`${name}:`);
  await run(root);
}
