// Award-winner "photos": illustrated podium scenes with silhouettes (no faces) and no lettering at all: the
// site shows each award's name, translated, as the caption under the picture (messages Gallery.captions), so
// text in the picture would be English on /pt and /esp and say the caption twice. ../gallery.json lists the
// scenes (award, figures) and each picture's caption key.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { C, ringMark } from "../lib/brand.mjs";
import { render } from "../lib/raster.mjs";
import { belt, boxer, medal, trophy } from "../lib/shapes.mjs";
import { arena, defs } from "./arena.mjs";

function scene(year, item, index) {
  const accent = year === "2024" ? C.red : C.blue;
  const figs = item.figures;
  let people = "";
  if (figs.length === 1) people = boxer(600, 600, 0.78, { female: figs[0] === "female" });
  else
    people = [
      boxer(470, 640, 0.66, { female: figs[0] === "female" }),
      boxer(730, 640, 0.66, { female: figs[2] === "female" }),
      boxer(600, 600, 0.74, { female: figs[1] === "female" }),
    ].join("");
  const award = item.award === "belt" ? belt(390, 560, 1.4) : item.award === "trophy" ? trophy(510, 430, 1.8) : medal(520, 470, 1.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  ${defs()}
  <radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fff8e6" stop-opacity=".95"/><stop offset=".4" stop-color="#ffe9b3" stop-opacity=".45"/><stop offset="1" stop-color="#ffe9b3" stop-opacity="0"/></radialGradient>
  <rect width="1200" height="900" fill="#07080b"/>
  <g transform="translate(-197 -40) scale(.83)">${arena({ seed: 11 + index, logo: false, apron: false })}</g>
  <rect width="1200" height="900" fill="#05060a" opacity=".35"/>
  <ellipse cx="600" cy="380" rx="330" ry="300" fill="url(#halo)"/>
  <path d="M560 0L380 640H820L640 0Z" fill="#fff6e0" opacity=".10" filter="url(#blur8)"/>
  ${people}
  <path d="M300 690H900L930 880H270Z" fill="#1a1e28"/>
  <rect x="380" y="600" width="440" height="100" rx="6" fill="#242a36"/><rect x="380" y="600" width="440" height="10" fill="#3a4252"/>
  ${award}
  <rect x="240" y="740" width="720" height="120" rx="10" fill="${accent}"/>
  <rect x="252" y="752" width="696" height="96" rx="6" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>
  ${ringMark(552, 752, 96)}
</svg>`;
}

export async function buildGallery(root) {
  const data = JSON.parse(await readFile(path.join(root, "scripts/assets/gallery.json"), "utf8"));
  for (const [year, items] of Object.entries(data))
    for (const [i, item] of items.entries())
      await render(scene(year, item, i), path.join(root, "public/images/gallery", year, item.file), {
        width: 1200,
        height: 900,
        maxBytes: 80 * 1024,
        quality: 82,
      });
}
