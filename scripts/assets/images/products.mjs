// Shop illustrations: clean vector product shots on a neutral studio background, event mark printed on. The
// custom T-shirt shows what a buyer has printed, so it comes in each language (words from Shop.pictures).
import path from "node:path";
import { C, ringMark } from "../lib/brand.mjs";
import { LANGUAGES, loadMessages } from "../lib/messages.mjs";
import { render } from "../lib/raster.mjs";
import { t } from "../lib/text.mjs";

const studio = (inner) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#f4f3f0"/><stop offset="1" stop-color="#d9d7d2"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="fold" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".2" stop-color="#000" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>
<linearGradient id="metal" x1="0" x2="1"><stop offset="0" stop-color="#6b7280"/><stop offset=".18" stop-color="#e5e7eb"/><stop offset=".32" stop-color="#ffffff"/><stop offset=".55" stop-color="#9ca3af"/><stop offset=".85" stop-color="#4b5563"/><stop offset="1" stop-color="#9ca3af"/></linearGradient>
<linearGradient id="metalDark" x1="0" x2="1"><stop offset="0" stop-color="#111"/><stop offset=".3" stop-color="#4b5563"/><stop offset=".6" stop-color="#1f2937"/><stop offset="1" stop-color="#111"/></linearGradient>
</defs>
<rect width="800" height="800" fill="url(#bg)"/><ellipse cx="400" cy="735" rx="290" ry="26" fill="url(#shadow)"/>${inner}</svg>`;

const TEE = "M270 130L335 108Q400 150 465 108L530 130L690 230L628 352L560 314V700Q400 716 240 700V314L172 352L110 230Z";
const tee = (body, trim, print) => `
  <path d="${TEE}" fill="${body}"/>
  <path d="${TEE}" fill="url(#fold)"/>
  <path d="M335 108Q400 150 465 108L452 100Q400 134 348 100Z" fill="${trim}"/>
  <path d="M240 314L240 700M560 314V700" stroke="#000" stroke-opacity=".12" stroke-width="3"/>
  <path d="M172 352L110 230M628 352L690 230" stroke="#000" stroke-opacity=".15" stroke-width="2"/>
  ${print}`;

const chestPrint = (dark) => `${ringMark(340, 220, 120, { light: !dark })}
  ${t("PORTO BOX CUP", { x: 400, y: 406, size: 50, anchor: "middle", fill: dark ? C.text : "#14161c", tracking: 1, maxWidth: 270 })}
  ${t("PORTO · 2026", { x: 400, y: 450, size: 26, weight: 500, anchor: "middle", fill: C.red, tracking: 8 })}`;

const SWEAT = "M262 136L336 112Q400 146 464 112L538 136L640 230L700 560L640 580L580 330V690H220V330L160 580L100 560L160 230Z";

/** The placeholder lines printed on the custom T-shirt of one language, in capitals as they are drawn. */
export async function customTshirtLettering(root, lang) {
  const { Shop } = await loadMessages(root, lang);
  const upper = (text) => text.toLocaleUpperCase(LANGUAGES[lang].intl);
  return { file: `custom-tshirt-${lang}.webp`, name: upper(Shop.pictures.yourName), club: upper(Shop.pictures.clubCountry) };
}

const customTshirt = ({ name, club }) =>
  studio(
    tee(
      "#fafafa",
      "#dcdcdc",
      `${ringMark(362, 200, 76, { light: true })}
      <rect x="270" y="300" width="260" height="150" rx="10" fill="none" stroke="${C.red}" stroke-width="4" stroke-dasharray="14 10"/>
      ${t(name, { x: 400, y: 364, size: 46, anchor: "middle", fill: "#14161c", tracking: 2, maxWidth: 220 })}
      ${t(club, { x: 400, y: 418, size: 30, weight: 500, anchor: "middle", fill: C.red, tracking: 2, maxWidth: 220 })}
      ${t("PORTO BOX CUP 2026", { x: 400, y: 492, size: 24, weight: 500, anchor: "middle", fill: "#555", tracking: 4 })}`,
    ),
  );

const items = {
  "tshirt.webp": () => studio(tee("#16181d", "#2a2d35", chestPrint(true))),
  "sweat.webp": () =>
    studio(`<path d="${SWEAT}" fill="#8f1520"/><path d="${SWEAT}" fill="url(#fold)"/>
    <path d="M336 112Q400 146 464 112L456 102Q400 134 344 102Z" fill="#5c0d14"/>
    <path d="M336 112Q400 160 464 112" stroke="#5c0d14" stroke-width="14" fill="none"/>
    <rect x="220" y="660" width="360" height="30" fill="#6e1018"/><path d="M160 580L100 560L96 586L156 606Z" fill="#6e1018"/><path d="M640 580L700 560L704 586L644 606Z" fill="#6e1018"/>
    <path d="M${Array.from({ length: 36 }, (_, i) => `${224 + i * 10} 664v22`).join("M")}" stroke="#000" stroke-opacity=".15" stroke-width="2"/>
    ${ringMark(345, 220, 110)}
    ${t("PORTO BOX CUP", { x: 400, y: 398, size: 50, anchor: "middle", fill: "#ffffff", tracking: 1, maxWidth: 300 })}
    ${t("EST. 2024", { x: 400, y: 440, size: 24, weight: 500, anchor: "middle", fill: "#f4c430", tracking: 8 })}`),
  "bottle.webp": () =>
    studio(`<rect x="352" y="62" width="96" height="64" rx="12" fill="url(#metalDark)"/>
    <rect x="368" y="40" width="64" height="30" rx="10" fill="#1f2937"/><path d="M384 40a16 16 0 0 1 32 0" stroke="#1f2937" stroke-width="10" fill="none"/>
    <path d="M360 126H440L452 170Q520 190 520 250V690Q520 720 490 720H310Q280 720 280 690V250Q280 190 348 170Z" fill="url(#metal)"/>
    <rect x="280" y="300" width="240" height="300" fill="#14161c" opacity=".92"/>
    <rect x="280" y="300" width="240" height="300" fill="url(#fold)"/>
    ${ringMark(355, 330, 90)}
    ${t("PORTO", { x: 400, y: 490, size: 46, anchor: "middle", fill: C.text, tracking: 3 })}
    ${t("BOX CUP", { x: 400, y: 540, size: 40, anchor: "middle", fill: C.red, tracking: 3 })}
    ${t("750 ML", { x: 400, y: 576, size: 18, weight: 500, anchor: "middle", fill: C.muted, tracking: 6 })}
    <path d="M318 200V690" stroke="#fff" stroke-opacity=".55" stroke-width="10" stroke-linecap="round"/>`),
};

export async function buildProducts(root) {
  const pictures = Object.entries(items).map(([file, draw]) => ({ file, svg: draw() }));
  for (const lang of Object.keys(LANGUAGES)) {
    const lettering = await customTshirtLettering(root, lang);
    pictures.push({ file: lettering.file, svg: customTshirt(lettering) });
  }
  for (const { file, svg } of pictures)
    await render(svg, path.join(root, "public/images/products", file), { width: 800, height: 800, maxBytes: 40 * 1024, quality: 86 });
}
