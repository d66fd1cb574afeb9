// Lettering drawn as vector paths from the site's own display font (Oswald, shipped in node_modules by
// @fontsource/oswald), so every rasterised image looks the same on any machine, with no system fonts.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const fontkit = require("fontkit");
const fontDir = path.join(path.dirname(require.resolve("@fontsource/oswald/package.json")), "files");
const cache = new Map();

function font(weight) {
  if (!cache.has(weight)) cache.set(weight, fontkit.openSync(path.join(fontDir, `oswald-latin-${weight}-normal.woff`)));
  return cache.get(weight);
}

const r = (n) => Math.round(n * 100) / 100;

/** Width in px of `str` set at `size` px. */
export function measure(str, { size, weight = 700, tracking = 0 }) {
  const f = font(weight);
  const run = f.layout(str);
  const scale = size / f.unitsPerEm;
  const adv = run.positions.reduce((s, p) => s + p.xAdvance, 0) * scale;
  return adv + tracking * Math.max(0, run.glyphs.length - 1);
}

/**
 * SVG <g> with one <path> per glyph. x/y is the baseline anchor; anchor: start | middle | end.
 * `maxWidth` shrinks the size so the line fits.
 */
export function text(str, { x, y, size, weight = 700, tracking = 0, anchor = "start", fill = "#fff", maxWidth, extra = "" }) {
  let s = size;
  if (maxWidth) {
    const w = measure(str, { size: s, weight, tracking });
    if (w > maxWidth) s = (s * maxWidth) / w;
  }
  const f = font(weight);
  const run = f.layout(str);
  const scale = s / f.unitsPerEm;
  const tr = tracking * (s / size);
  const width = measure(str, { size: s, weight, tracking: tr });
  let cx = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  const parts = [];
  run.glyphs.forEach((g, i) => {
    const d = g.path.toSVG();
    const p = run.positions[i];
    if (d)
      parts.push(
        `<path transform="translate(${r(cx + p.xOffset * scale)} ${r(y - p.yOffset * scale)}) scale(${r(scale * 1e4) / 1e4} ${-r(scale * 1e4) / 1e4})" d="${d}"/>`,
      );
    cx += p.xAdvance * scale + tr;
  });
  return { svg: `<g fill="${fill}" ${extra}>${parts.join("")}</g>`, width, size: s };
}

/** Just the SVG string of text(). */
export const t = (str, opts) => text(str, opts).svg;
