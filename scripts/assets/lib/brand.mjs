// Shared palette (mirrors app/globals.css tokens) and the event mark: a boxing ring seen from above,
// red and blue corners diagonally opposite, white neutral corners.
import { t, measure } from "./text.mjs";

export const C = {
  bg: "#0d0f14",
  surface: "#161a22",
  surface2: "#1f2430",
  text: "#f3f4f6",
  muted: "#b4bac6",
  red: "#e63946",
  redDark: "#c1121f",
  blue: "#2f6fde",
  blueDark: "#1d4fb0",
  gold: "#f4c430",
};

/** Five-pointed star path centred on (cx,cy). */
export function star(cx, cy, ro, ri) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? ri : ro;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(2)} ${(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join("L")}Z`;
}

/** Ring mark in a `s`×`s` box at (x,y). `light` = drawn for a light background. */
export function ringMark(x, y, s, { light = false } = {}) {
  const u = s / 100;
  const rope = light ? "#14161c" : C.text;
  const floor = light ? "#e9e7e2" : "#1f2430";
  const post = (cx, cy, col) =>
    `<rect x="${x + (cx - 9) * u}" y="${y + (cy - 9) * u}" width="${18 * u}" height="${18 * u}" rx="${4 * u}" fill="${col}"/>`;
  return `<g>
  <rect x="${x + 8 * u}" y="${y + 8 * u}" width="${84 * u}" height="${84 * u}" rx="${6 * u}" fill="${floor}"/>
  <rect x="${x + 14 * u}" y="${y + 14 * u}" width="${72 * u}" height="${72 * u}" fill="none" stroke="${rope}" stroke-width="${5 * u}"/>
  <rect x="${x + 25 * u}" y="${y + 25 * u}" width="${50 * u}" height="${50 * u}" fill="none" stroke="${C.red}" stroke-width="${5 * u}"/>
  <path d="${star(x + 50 * u, y + 50 * u, 15 * u, 6.5 * u)}" fill="${C.gold}"/>
  ${post(14, 14, C.red)}${post(86, 86, C.blue)}${post(86, 14, "#ffffff")}${post(14, 86, "#ffffff")}
</g>`;
}

/** Horizontal lockup: mark + PORTO BOX CUP. Returns {svg,width}. Height = h. */
export function lockup(x, y, h, { light = false, sub } = {}) {
  const size = h * 0.86;
  const fg = light ? "#14161c" : C.text;
  const gap = h * 0.28;
  const tx = x + h + gap;
  const base = y + h * 0.84;
  const w1 = measure("PORTO ", { size, tracking: size * 0.02 });
  const w2 = measure("BOX ", { size, tracking: size * 0.02 });
  const w3 = measure("CUP", { size, tracking: size * 0.02 });
  const svg = `${ringMark(x, y, h, { light })}
  ${t("PORTO", { x: tx, y: base, size, tracking: size * 0.02, fill: fg })}
  ${t("BOX", { x: tx + w1, y: base, size, tracking: size * 0.02, fill: C.red })}
  ${t("CUP", { x: tx + w1 + w2, y: base, size, tracking: size * 0.02, fill: fg })}
  ${sub ? t(sub, { x: tx, y: y + h * 1.22, size: h * 0.26, weight: 500, tracking: h * 0.03, fill: light ? "#444" : C.muted }) : ""}`;
  return { svg, width: h + gap + w1 + w2 + w3 };
}
