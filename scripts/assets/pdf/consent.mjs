// The consent form a parent or legal guardian signs for a boxer under 18 (the regulation's §8 and §15 ask for
// it at check-in). One JSON source per language (../consent/<lang>.json); the names of the venue, the city and
// the categories come from the site's messages, as in the regulation.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Doc } from "../../../lib/pdf/layout.ts";
import { ASSET_DOC } from "./asset-doc.mjs";
import { fillNames, loadNames } from "./names.mjs";

export async function buildConsent(root, lang) {
  const names = await loadNames(root, lang);
  const src = fillNames(JSON.parse(await readFile(path.join(root, "scripts/assets/consent", `${lang}.json`), "utf8")), names);
  const doc = new Doc({
    title: src.title,
    subtitle: src.subtitle,
    kicker: src.kicker,
    footer: src.footer,
    lang: src.lang,
    keywords: "Porto Box Cup, boxing, consent, minors",
    ...ASSET_DOC,
  });
  doc.pageLabel = (n, t) => src.pageOf.replace("{n}", n).replace("{t}", t);
  for (const section of src.sections) {
    doc.h1(section.h);
    for (const b of section.blocks) if (!doc.block(b)) throw new Error(`${lang}: unknown block ${JSON.stringify(b).slice(0, 60)}`);
  }
  const file = path.join(root, "public/pdfs", src.file);
  const pages = await doc.save(file);
  console.log(`  public/pdfs/${src.file}  ${pages} pages  ${((await stat(file)).size / 1024).toFixed(1)} KB`);
}
