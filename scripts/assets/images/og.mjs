import path from "node:path";
import { C, ringMark } from "../lib/brand.mjs";
import { render } from "../lib/raster.mjs";
import { t, text } from "../lib/text.mjs";
import { arena, defs } from "./arena.mjs";

export async function buildOg(root) {
  const date = text("25–28 MARCH 2026 · PORTO, PORTUGAL", { x: 96, y: 450, size: 36, fill: "#fff", tracking: 1.5 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${defs()}
  <linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="${C.bg}" stop-opacity=".97"/><stop offset=".5" stop-color="${C.bg}" stop-opacity=".8"/><stop offset="1" stop-color="${C.bg}" stop-opacity=".1"/></linearGradient>
  <g transform="translate(300 -40) scale(.72)">${arena({ logo: true, apron: false })}</g>
  <rect width="1200" height="630" fill="url(#fade)"/>
  ${ringMark(70, 78, 64)}
  ${t("3RD EDITION", { x: 150, y: 124, size: 34, weight: 500, fill: C.text, tracking: 4 })}
  ${t("PORTO BOX CUP", { x: 68, y: 300, size: 118, fill: C.text, tracking: 2 })}
  ${t("INTERNATIONAL AMATEUR BOXING TOURNAMENT", { x: 72, y: 352, size: 30, weight: 500, fill: C.muted, tracking: 3 })}
  <rect x="72" y="398" width="${Math.ceil(date.width) + 48}" height="76" rx="10" fill="${C.red}"/>
  ${date.svg}
  ${t("3 DAYS OF FIGHTS  ·  700+ FIGHTERS  ·  18+ COUNTRIES", { x: 72, y: 552, size: 28, weight: 500, fill: C.gold, tracking: 2 })}
</svg>`;
  await render(svg, path.join(root, "public/images/og.png"), {
    width: 1200,
    height: 630,
    format: "png",
    quality: 90,
    maxBytes: 200 * 1024,
    minQuality: 30,
  });
}
