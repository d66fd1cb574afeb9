// Eleven marks for fictional local businesses (names and alt text in ../sponsors.json).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { star } from "../lib/brand.mjs";
import { render } from "../lib/raster.mjs";
import { glove } from "../lib/shapes.mjs";
import { t } from "../lib/text.mjs";

const W = (w, h, bg, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${bg}"/>${inner}</svg>`;

const designs = [
  // 01 hotel (wide)
  () =>
    W(
      700,
      400,
      "#14213d",
      `
    <circle cx="180" cy="170" r="92" fill="#fca311"/><circle cx="218" cy="146" r="84" fill="#14213d"/>
    <path d="M70 270q28-22 56 0t56 0 56 0 56 0M70 305q28-22 56 0t56 0 56 0 56 0" stroke="#e5e5e5" stroke-width="10" fill="none" stroke-linecap="round"/>
    ${t("HOTEL", { x: 340, y: 150, size: 44, weight: 400, fill: "#fca311", tracking: 14 })}
    ${t("CAIS DA LUA", { x: 336, y: 240, size: 80, fill: "#ffffff", maxWidth: 330 })}
    ${t("RIBEIRA · PORTO", { x: 340, y: 292, size: 30, weight: 400, fill: "#cfd6e6", tracking: 8 })}`,
    ),
  // 02 port-wine lodge (wide)
  () =>
    W(
      700,
      400,
      "#f3e9dc",
      `
    <path d="M40 250Q170 60 300 250" stroke="#5e0b15" stroke-width="16" fill="none"/>
    <path d="M40 250H300" stroke="#5e0b15" stroke-width="10"/>
    <path d="M95 250V190M140 250V150M200 250V150M245 250V190" stroke="#5e0b15" stroke-width="6"/>
    <g transform="translate(170 300)"><ellipse rx="78" ry="52" fill="#8c5a3c"/><path d="M-50 -50v100M0 -54v108M50 -50v100" stroke="#5b3520" stroke-width="8"/><ellipse rx="78" ry="52" fill="none" stroke="#3b2314" stroke-width="8"/></g>
    ${t("CAVES", { x: 340, y: 150, size: 44, weight: 400, fill: "#5e0b15", tracking: 16 })}
    ${t("VELHA PONTE", { x: 336, y: 240, size: 78, fill: "#5e0b15", maxWidth: 330 })}
    ${t("VINHO DO PORTO · DESDE 1924", { x: 340, y: 290, size: 26, weight: 500, fill: "#8c5a3c", tracking: 3, maxWidth: 330 })}`,
    ),
  // 03 gym
  () =>
    W(
      400,
      400,
      "#111111",
      `
    <path d="M200 30L318 98V232L200 300L82 232V98Z" fill="#1c1c1c" stroke="#e63946" stroke-width="12"/>
    ${glove(135, 70, 1.3, { fill: "#e63946", shade: "#9d0f1a", cuff: "#ffffff" })}
    ${t("CONTRAGOLPE", { x: 200, y: 352, size: 50, anchor: "middle", fill: "#ffffff", tracking: 2 })}
    ${t("GINÁSIO DE BOXE", { x: 200, y: 386, size: 22, weight: 400, anchor: "middle", fill: "#bbbbbb", tracking: 8 })}`,
    ),
  // 04 nutrition
  () =>
    W(
      400,
      400,
      "#e8f5e9",
      `
    <rect x="150" y="70" width="80" height="150" rx="16" fill="#1b5e20"/><rect x="160" y="48" width="60" height="30" rx="6" fill="#2e7d32"/>
    <rect x="150" y="120" width="80" height="40" fill="#a5d6a7"/>
    <path d="M238 200C238 140 290 110 340 116C338 176 296 204 238 200Z" fill="#43a047"/><path d="M244 194L320 130" stroke="#e8f5e9" stroke-width="5"/>
    ${t("NUTRI", { x: 200, y: 300, size: 64, weight: 400, anchor: "end", fill: "#2e7d32" })}
    ${t("PUNHO", { x: 200, y: 300, size: 64, anchor: "start", fill: "#1b5e20" })}
    ${t("SUPLEMENTOS · NUTRIÇÃO DESPORTIVA", { x: 200, y: 342, size: 19, weight: 500, anchor: "middle", fill: "#33691e", tracking: 1.5 })}`,
    ),
  // 05 physio
  () =>
    W(
      400,
      400,
      "#0077b6",
      `
    <circle cx="200" cy="150" r="100" fill="#ffffff"/>
    <path d="M175 80h50v45h45v50h-45v45h-50v-45h-45v-50h45z" fill="#00b4d8"/>
    <path d="M200 70c-14 20 14 40 0 60s14 40 0 60s14 40 0 60" stroke="#03045e" stroke-width="8" fill="none" stroke-linecap="round"/>
    ${t("CLÍNICA", { x: 200, y: 300, size: 28, weight: 400, anchor: "middle", fill: "#caf0f8", tracking: 10 })}
    ${t("FISIO RINGUE", { x: 200, y: 352, size: 52, anchor: "middle", fill: "#ffffff" })}`,
    ),
  // 06 printing
  () => {
    let tiles = "";
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++) {
        if (i > 0 && i < 3 && j > 0 && j < 3) continue;
        const x = 80 + i * 60,
          y = 40 + j * 60;
        tiles += `<rect x="${x}" y="${y}" width="56" height="56" fill="#1d4e89"/><circle cx="${x + 28}" cy="${y + 28}" r="16" fill="none" stroke="#ffffff" stroke-width="5"/><path d="M${x} ${y}l10 10M${x + 56} ${y}l-10 10M${x} ${y + 56}l10 -10M${x + 56} ${y + 56}l-10 -10" stroke="#ffffff" stroke-width="4"/>`;
      }
    return W(
      400,
      400,
      "#fbfbf8",
      `${tiles}${t("A", { x: 200, y: 198, size: 104, anchor: "middle", fill: "#1d4e89" })}
      ${t("TIPOGRAFIA", { x: 200, y: 322, size: 46, anchor: "middle", fill: "#1d4e89", tracking: 4 })}
      ${t("AZULEJO · IMPRESSÃO & DESIGN", { x: 200, y: 360, size: 21, weight: 500, anchor: "middle", fill: "#4a6fa5", tracking: 2 })}`,
    );
  },
  // 07 sports association
  () =>
    W(
      400,
      400,
      "#fdf6e3",
      `
    <path d="M200 36L310 70V170C310 240 260 282 200 306C140 282 90 240 90 170V70Z" fill="#006d3f" stroke="#c8102e" stroke-width="8"/>
    <path d="M200 40V300M92 160H308" stroke="#fdf6e3" stroke-width="8"/>
    <path d="M96 72L196 42V156H96Z" fill="#c8102e"/><path d="M204 160H304C302 224 262 268 204 298Z" fill="#c8102e"/>
    <path d="${star(200, 160, 34, 14)}" fill="#f4c430" stroke="#fdf6e3" stroke-width="4"/>
    ${t("A.D. QUATRO CANTOS", { x: 200, y: 350, size: 38, anchor: "middle", fill: "#006d3f", maxWidth: 340 })}
    ${t("ASSOCIAÇÃO DESPORTIVA", { x: 200, y: 382, size: 20, weight: 500, anchor: "middle", fill: "#7a5c00", tracking: 4 })}`,
    ),
  // 08 café
  () =>
    W(
      400,
      400,
      "#3e2723",
      `
    <circle cx="200" cy="200" r="170" fill="none" stroke="#d7ccc8" stroke-width="6"/><circle cx="200" cy="200" r="156" fill="none" stroke="#d7ccc8" stroke-width="2"/>
    <g transform="translate(0 -26)"><path d="M130 150H250V200C250 236 226 256 190 256C154 256 130 236 130 200Z" fill="#d7ccc8"/>
    <path d="M250 166C282 166 284 214 250 214" stroke="#d7ccc8" stroke-width="12" fill="none"/>
    <path d="M112 268H268" stroke="#d7ccc8" stroke-width="10" stroke-linecap="round"/>
    <path d="M160 130c-12-16 12-26 0-44M194 130c-12-16 12-26 0-44M228 130c-12-16 12-26 0-44" stroke="#ffab40" stroke-width="7" fill="none" stroke-linecap="round"/></g>
    ${t("CAFÉ GANCHO", { x: 200, y: 300, size: 40, anchor: "middle", fill: "#ffab40", tracking: 2 })}
    ${t("DESDE 1978", { x: 200, y: 334, size: 18, weight: 500, anchor: "middle", fill: "#d7ccc8", tracking: 6 })}`,
    ),
  // 09 transport
  () =>
    W(
      400,
      400,
      "#ffd60a",
      `
    <path d="M20 200Q60 120 100 200Q140 120 180 200Q220 120 260 200Q300 120 340 200Q370 140 390 170" stroke="#003566" stroke-width="8" fill="none"/>
    <rect x="70" y="150" width="260" height="110" rx="18" fill="#003566"/>
    <rect x="88" y="166" width="44" height="38" rx="5" fill="#ffd60a"/><rect x="142" y="166" width="44" height="38" rx="5" fill="#ffd60a"/><rect x="196" y="166" width="44" height="38" rx="5" fill="#ffd60a"/><rect x="250" y="166" width="62" height="38" rx="5" fill="#90e0ef"/>
    <rect x="70" y="222" width="260" height="8" fill="#ffd60a"/>
    <circle cx="125" cy="262" r="22" fill="#001d3d"/><circle cx="125" cy="262" r="9" fill="#ffd60a"/><circle cx="280" cy="262" r="22" fill="#001d3d"/><circle cx="280" cy="262" r="9" fill="#ffd60a"/>
    ${t("TRANSPORTES", { x: 200, y: 334, size: 40, anchor: "middle", fill: "#003566", tracking: 6 })}
    ${t("SETE PONTES", { x: 200, y: 376, size: 34, weight: 500, anchor: "middle", fill: "#003566", tracking: 8 })}`,
    ),
  // 10 gear store
  () =>
    W(
      400,
      400,
      "#f5f5f5",
      `
    <path d="M150 30Q200 70 250 30" stroke="#222" stroke-width="6" fill="none"/>
    <path d="M150 30L128 80M250 30L272 80" stroke="#222" stroke-width="5"/>
    ${glove(78, 70, 1.2, { fill: "#1f2937", shade: "#000000", cuff: "#e63946", flip: false })}
    ${glove(202, 70, 1.2, { fill: "#e63946", shade: "#9d0f1a", cuff: "#1f2937", flip: true })}
    ${t("CASA DO PUGILISTA", { x: 200, y: 350, size: 42, anchor: "middle", fill: "#111", maxWidth: 360 })}
    ${t("MATERIAL DE BOXE", { x: 200, y: 384, size: 20, weight: 500, anchor: "middle", fill: "#e63946", tracking: 6 })}`,
    ),
  // 11 radio
  () =>
    W(
      400,
      400,
      "#240046",
      `
    <path d="M110 100a130 130 0 0 0 0 150M290 100a130 130 0 0 1 0 150M140 125a90 90 0 0 0 0 100M260 125a90 90 0 0 1 0 100" stroke="#ff9e00" stroke-width="10" fill="none" stroke-linecap="round"/>
    <rect x="176" y="80" width="48" height="100" rx="24" fill="#e0aaff"/><path d="M160 150a40 40 0 0 0 80 0M200 190v30M176 222h48" stroke="#e0aaff" stroke-width="9" fill="none" stroke-linecap="round"/>
    ${t("RÁDIO MARÉ ALTA", { x: 200, y: 306, size: 44, anchor: "middle", fill: "#ffffff", maxWidth: 350 })}
    ${t("97.4 FM", { x: 200, y: 362, size: 46, weight: 500, anchor: "middle", fill: "#ff9e00", tracking: 6 })}`,
    ),
];

export async function buildSponsors(root) {
  const list = JSON.parse(await readFile(path.join(root, "scripts/assets/sponsors.json"), "utf8"));
  if (list.length !== designs.length) throw new Error("sponsors.json and designs differ in length");
  for (const [i, s] of list.entries()) {
    const svg = designs[i]();
    await render(svg, path.join(root, "public/images/sponsors", s.file), {
      width: s.width,
      height: s.height,
      maxBytes: 25 * 1024,
      quality: 88,
    });
  }
}
