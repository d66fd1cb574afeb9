// Regulation PDFs: one JSON text source per language (../regulation/<lang>.json) plus the edition's facts
// (birth years, rounds, weight tables: ./edition-facts.mjs, from lib/content) so the three languages, the site
// and the database cannot drift apart.
// Names of the venue, city, categories and awards are taken from the site's messages (./names.mjs).
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Doc } from "../../../lib/pdf/layout.ts";
import { ASSET_DOC } from "./asset-doc.mjs";
import { editionCategories, editionWeights } from "./edition-facts.mjs";
import { fillNames, loadNames } from "./names.mjs";

export async function buildRegulation(root, lang) {
  const dir = path.join(root, "scripts/assets/regulation");
  const names = await loadNames(root, lang);
  const src = fillNames(JSON.parse(await readFile(path.join(dir, `${lang}.json`), "utf8")), names);
  const L = src.labels;
  const doc = new Doc({
    title: src.title,
    subtitle: src.subtitle,
    kicker: src.kicker,
    footer: src.footer,
    lang: src.lang,
    keywords: "Porto Box Cup, boxing, regulation",
    ...ASSET_DOC,
  });
  doc.pageLabel = (n, t) => src.pageOf.replace("{n}", n).replace("{t}", t);

  for (const section of src.sections) {
    doc.h1(section.h);
    for (const b of section.blocks) {
      if (doc.block(b)) continue;
      if (b.categories)
        doc.table(
          [
            { label: L.category, width: 0.2 },
            { label: L.born, width: 0.22 },
            { label: L.ages, width: 0.18 },
            { label: L.rounds, width: 0.2 },
            { label: L.gloves, width: 0.2 },
          ],
          editionCategories.map((c) => [{ text: names[`category.${c.key}`], bold: true }, c.born, c.ages, c.rounds, c.gloves]),
        );
      else if (b.weights)
        for (const [key, set] of Object.entries(editionWeights))
          doc.table(
            [
              { label: "", width: 0.17 },
              ...set.m.map(() => ({ label: "", width: 0.83 / Math.max(set.m.length, set.f.length), align: "center" })),
            ],
            [
              [{ text: L.men, bold: true }, ...set.m],
              [{ text: L.women, bold: true }, ...set.f, ...Array(Math.max(0, set.m.length - set.f.length)).fill("")],
            ],
            { head: false, caption: L.weightsFor[key], size: 7.8, pad: 2.5 },
          );
      else throw new Error(`${lang}: unknown block ${JSON.stringify(b).slice(0, 60)}`);
    }
  }
  const file = path.join(root, "public/pdfs", src.file);
  const pages = await doc.save(file);
  console.log(`  public/pdfs/${src.file}  ${pages} pages  ${((await stat(file)).size / 1024).toFixed(1)} KB`);
}
