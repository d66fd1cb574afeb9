// The arena scene shared by the hero, the Open Graph image and the gallery backdrops: dark hall, crowd
// silhouettes, lighting truss, spotlight cones and a boxing ring in one-point perspective (1920×1080 space).
import { C, star } from "../lib/brand.mjs";
import { rng } from "../lib/rand.mjs";
import { t } from "../lib/text.mjs";

const f = (n) => Math.round(n * 10) / 10;

export function defs() {
  return `<defs>
  <radialGradient id="hall" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#2a2f3d"/><stop offset=".45" stop-color="#141821"/><stop offset="1" stop-color="#07080b"/></radialGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6e0" stop-opacity=".55"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></linearGradient>
  <radialGradient id="pool" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffffff" stop-opacity=".55"/><stop offset=".6" stop-color="#fff3d6" stop-opacity=".18"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>
  <linearGradient id="canvas" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3c4358"/><stop offset="1" stop-color="#5a6380"/></linearGradient>
  <linearGradient id="apron" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a1e29"/><stop offset="1" stop-color="#0b0d12"/></linearGradient>
  <linearGradient id="postR" x1="0" x2="1"><stop offset="0" stop-color="#8d0f18"/><stop offset=".45" stop-color="#ff4d5a"/><stop offset="1" stop-color="#7a0c14"/></linearGradient>
  <linearGradient id="postB" x1="0" x2="1"><stop offset="0" stop-color="#123b8a"/><stop offset=".45" stop-color="#4d8dff"/><stop offset="1" stop-color="#0f2f70"/></linearGradient>
  <linearGradient id="postW" x1="0" x2="1"><stop offset="0" stop-color="#9aa1b0"/><stop offset=".45" stop-color="#ffffff"/><stop offset="1" stop-color="#8a909c"/></linearGradient>
  <linearGradient id="postM" x1="0" x2="1"><stop offset="0" stop-color="#30343d"/><stop offset=".5" stop-color="#9097a6"/><stop offset="1" stop-color="#262a33"/></linearGradient>
  <radialGradient id="vignette" cx="50%" cy="50%" r="72%"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></radialGradient>
  <filter id="blur8" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur3"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="6"/></filter>
  <radialGradient id="lamp"><stop offset=".3" stop-color="#fff6da" stop-opacity=".95"/><stop offset="1" stop-color="#fff6da" stop-opacity="0"/></radialGradient>
  <radialGradient id="spot"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>`;
}

function crowd(seed) {
  const r = rng(seed);
  const rows = [
    { y: 430, s: 12, n: 110, c: "#1a1f2b" },
    { y: 462, s: 14, n: 96, c: "#141822" },
    { y: 500, s: 17, n: 80, c: "#0e1118" },
  ];
  let out = "";
  for (const row of rows) {
    let d = "";
    for (let i = 0; i < row.n; i++) {
      const x = (i + r() * 0.6) * (1920 / row.n);
      const s = row.s * (0.85 + r() * 0.3);
      const y = row.y + (r() - 0.5) * 10;
      // head + shoulders
      d += `M${f(x - s * 1.5)} ${f(y + s * 3)}Q${f(x - s * 1.4)} ${f(y + s * 1.2)} ${f(x)} ${f(y + s * 1.15)}Q${f(x + s * 1.4)} ${f(y + s * 1.2)} ${f(x + s * 1.5)} ${f(y + s * 3)}Z`;
      d += `M${f(x - s * 0.55)} ${f(y + s * 0.2)}a${f(s * 0.55)} ${f(s * 0.62)} 0 1 0 ${f(s * 1.1)} 0a${f(s * 0.55)} ${f(s * 0.62)} 0 1 0 ${f(-s * 1.1)} 0Z`;
    }
    out += `<path d="${d}" fill="${row.c}"/><rect x="0" y="${row.y + row.s * 2.6}" width="1920" height="${row.s * 3}" fill="${row.c}"/>`;
  }
  // phone screens / camera flashes in the stands
  for (let i = 0; i < 26; i++) {
    const x = r() * 1920,
      y = 440 + r() * 90;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.5 + r() * 2)}" fill="#dfe8ff" opacity="${f(0.35 + r() * 0.5)}"/>`;
  }
  return out;
}

/**
 * The same three rows of spectators as `crowd`, each drawn once and repeated by an SVG pattern: a few
 * hundred bytes instead of 35 KB of paths, for the hero that is inlined in every landing page.
 */
function crowdTiles(seed) {
  const r = rng(seed);
  const rows = [
    { y: 430, s: 12, n: 110, c: "#1a1f2b", dx: 0 },
    { y: 462, s: 14, n: 96, c: "#141822", dx: 0.37 },
    { y: 500, s: 17, n: 80, c: "#0e1118", dx: 0.71 },
  ];
  let defs = "",
    out = "";
  rows.forEach((row, i) => {
    const w = f(1920 / row.n),
      s = row.s,
      x = w / 2;
    const shape =
      `M${f(x - s * 1.5)} ${f(s * 3)}Q${f(x - s * 1.4)} ${f(s * 1.2)} ${f(x)} ${f(s * 1.15)}Q${f(x + s * 1.4)} ${f(s * 1.2)} ${f(x + s * 1.5)} ${f(s * 3)}Z` +
      `M${f(x - s * 0.55)} ${f(s * 0.2)}a${f(s * 0.55)} ${f(s * 0.62)} 0 1 0 ${f(s * 1.1)} 0a${f(s * 0.55)} ${f(s * 0.62)} 0 1 0 ${f(-s * 1.1)} 0Z`;
    defs += `<pattern id="crowd${i}" width="${w}" height="${s * 3}" x="${f(row.dx * w)}" y="${row.y - s * 0.5}" patternUnits="userSpaceOnUse"><path d="${shape}" fill="${row.c}"/></pattern>`;
    out += `<rect x="0" y="${row.y - s * 0.5}" width="1920" height="${s * 3}" fill="url(#crowd${i})"/><rect x="0" y="${row.y + s * 2.6}" width="1920" height="${s * 3}" fill="${row.c}"/>`;
  });
  for (let i = 0; i < 26; i++) {
    const x = r() * 1920,
      y = 440 + r() * 90;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.5 + r() * 2)}" fill="#dfe8ff" opacity="${f(0.35 + r() * 0.5)}"/>`;
  }
  return `<defs>${defs}</defs>${out}`;
}

function truss(filters) {
  let lamps = "";
  for (let i = 0; i < 9; i++) {
    const x = 520 + i * 110;
    const glow = filters
      ? `<circle cx="${x}" cy="118" r="16" fill="#fff6da" filter="url(#glow)"/>`
      : `<circle cx="${x}" cy="118" r="30" fill="url(#lamp)"/>`;
    lamps += `${glow}<circle cx="${x}" cy="118" r="7" fill="#ffffff"/>`;
  }
  return `<g><rect x="420" y="92" width="1080" height="10" fill="#2a2e38"/><rect x="420" y="132" width="1080" height="6" fill="#20242d"/>
  <path d="${Array.from({ length: 27 }, (_, i) => `M${420 + i * 40} 102L${440 + i * 40} 132`).join("")}" stroke="#2a2e38" stroke-width="3"/>
  <path d="M520 0V92M1400 0V92" stroke="#1c2029" stroke-width="5"/>${lamps}</g>`;
}

/** Ring geometry: back edge y=560 (x 600..1320), front edge y=850 (x 250..1670). */
const G = { by: 560, bl: 600, br: 1320, fy: 850, fl: 250, fr: 1670, bh: 150, fh: 250 };

function ropes(filters) {
  const cols = [C.red, "#f3f4f6", C.blue, "#f3f4f6"];
  const heights = [0.32, 0.55, 0.78, 1];
  const backTop = (xSide, k) => ({ x: xSide, y: G.by - G.bh * k });
  let back = "",
    sides = "",
    front = "";
  heights.forEach((k, i) => {
    const bl = backTop(G.bl, k),
      br = backTop(G.br, k);
    const fl = { x: G.fl, y: G.fy - G.fh * k },
      fr = { x: G.fr, y: G.fy - G.fh * k };
    back += `<path d="M${bl.x} ${f(bl.y)}Q960 ${f(bl.y + 6)} ${br.x} ${f(br.y)}" stroke="${cols[i]}" stroke-width="5" fill="none" opacity=".9"/>`;
    sides += `<path d="M${bl.x} ${f(bl.y)}L${fl.x} ${f(fl.y)}M${br.x} ${f(br.y)}L${fr.x} ${f(fr.y)}" stroke="${cols[i]}" stroke-width="7" fill="none"/>`;
    front += `<path d="M${fl.x} ${f(fl.y)}Q960 ${f(fl.y + 14)} ${fr.x} ${f(fr.y)}" stroke="#000" stroke-opacity=".45" stroke-width="14" fill="none" transform="translate(0 6)"${filters ? ' filter="url(#blur3)"' : ""}/>`;
    front += `<path d="M${fl.x} ${f(fl.y)}Q960 ${f(fl.y + 14)} ${fr.x} ${f(fr.y)}" stroke="${cols[i]}" stroke-width="11" fill="none"/>`;
    front += `<path d="M${fl.x} ${f(fl.y - 3)}Q960 ${f(fl.y + 11)} ${fr.x} ${f(fr.y - 3)}" stroke="#fff" stroke-opacity=".35" stroke-width="3" fill="none"/>`;
  });
  return { back, sides, front };
}

function post(x, yBase, h, w, grad) {
  return `<rect x="${x - w / 2}" y="${yBase - h}" width="${w}" height="${h}" rx="${w * 0.3}" fill="url(#postM)"/>
  <rect x="${x - w * 0.9}" y="${yBase - h * 1.02}" width="${w * 1.8}" height="${h * 0.95}" rx="${w * 0.5}" fill="url(#${grad})"/>
  <rect x="${x - w * 0.9}" y="${yBase - h * 1.02}" width="${w * 1.8}" height="${h * 0.95}" rx="${w * 0.5}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="2"/>`;
}

/** A spotlight cone from (top left, top right) at y=top down to (bottom left, bottom right) at y=bottom. */
function beam([tl, tr, top], [bl, br, bottom], opacity, filters) {
  const cone = (d, o) =>
    `<path d="M${tl - d / 4} ${top}L${bl - d} ${bottom}L${br + d} ${bottom}L${tr + d / 4} ${top}Z" fill="url(#beam)" opacity="${o}"/>`;
  // Without a blur filter, three nested cones of a third of the opacity each give the cone its soft edge.
  return filters ? cone(0, opacity) : [28, 0, -28].map((d) => cone(d, f(opacity / 3))).join("");
}

/**
 * The whole scene as SVG children (no <svg> wrapper). `filters: false` draws the soft light with gradients
 * alone: a browser rasterises every feGaussianBlur on each paint, a phone's first paint included (the inline
 * hero), while the pictures rendered to files keep the blurs.
 */
export function arena({ seed = 7, logo = true, apron = true, lightCrowd = false, filters = true } = {}) {
  const rp = ropes(filters);
  const beams = [
    beam([760, 820, 120], [520, 1000, 820], 0.55, filters),
    beam([1160, 1220, 120], [920, 1400, 820], 0.55, filters),
    beam([930, 990, 118], [700, 1220, 800], 0.7, filters),
  ].join("");
  const canvasLogo = logo
    ? `<g transform="translate(960 700) scale(1 .34)" opacity=".5"><circle r="180" fill="none" stroke="#e9ecf5" stroke-width="14"/><path d="${star(0, 0, 120, 50)}" fill="${C.gold}"/></g>`
    : "";
  return `<rect width="1920" height="1080" fill="url(#hall)"/>
  ${truss(filters)}
  ${lightCrowd ? crowdTiles(seed) : crowd(seed)}
  <rect x="0" y="550" width="1920" height="530" fill="#08090d"/>
  <ellipse cx="960" cy="900" rx="900" ry="120" fill="#151925"/>
  <path d="M${G.bl} ${G.by}L${G.br} ${G.by}L${G.fr} ${G.fy}L${G.fl} ${G.fy}Z" fill="url(#canvas)"/>
  <ellipse cx="960" cy="720" rx="560" ry="150" fill="url(#pool)"/>
  ${canvasLogo}
  ${filters ? `<ellipse cx="960" cy="705" rx="330" ry="95" fill="#fff" opacity=".12" filter="url(#blur8)"/>` : `<ellipse cx="960" cy="705" rx="370" ry="115" fill="url(#spot)"/>`}
  <path d="M${G.fl} ${G.fy}L${G.fr} ${G.fy}L${G.fr + 10} ${G.fy + 110}L${G.fl - 10} ${G.fy + 110}Z" fill="url(#apron)"/>
  <path d="M${G.fl} ${G.fy}L${G.fr} ${G.fy}" stroke="#8b93a8" stroke-width="4"/>
  <path d="M${G.fl - 2} ${G.fy + 22}H960" stroke="${C.blue}" stroke-width="6" opacity=".7"/><path d="M960 ${G.fy + 22}H${G.fr + 2}" stroke="${C.red}" stroke-width="6" opacity=".7"/>
  ${apron ? t("PORTO BOX CUP · 2026", { x: 960, y: G.fy + 74, size: 50, anchor: "middle", fill: "#c6cbd8", tracking: 8, extra: 'opacity=".8"' }) : ""}
  ${rp.back}
  ${post(G.bl, G.by, G.bh, 16, "postB")}${post(G.br, G.by, G.bh, 16, "postW")}
  ${rp.sides}
  <g${filters ? ' filter="url(#blur8)"' : ""} opacity=".6">${beams}</g>
  ${post(G.fl, G.fy, G.fh, 26, "postW")}${post(G.fr, G.fy, G.fh, 26, "postR")}
  ${rp.front}
  <rect width="1920" height="1080" fill="url(#vignette)"/>`;
}
