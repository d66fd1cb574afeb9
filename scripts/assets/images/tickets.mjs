import path from "node:path";
import { C, ringMark } from "../lib/brand.mjs";
import { render } from "../lib/raster.mjs";
import { t } from "../lib/text.mjs";

function ticket({ title, price, days, accent }) {
  const notch = (cx, cy) => `<circle cx="${cx}" cy="${cy}" r="22" fill="#0d0f14"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="tk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2430"/><stop offset="1" stop-color="#12151c"/></linearGradient></defs>
  <rect width="800" height="500" fill="#0d0f14"/>
  <g transform="rotate(-4 400 250)">
  <rect x="60" y="70" width="680" height="360" rx="22" fill="url(#tk)" stroke="${accent}" stroke-width="4"/>
  <rect x="60" y="70" width="24" height="360" fill="${accent}"/>
  ${notch(560, 70)}${notch(560, 430)}
  <path d="M560 100V400" stroke="#5b6272" stroke-width="4" stroke-dasharray="10 10"/>
  ${ringMark(116, 104, 70)}
  ${t("PORTO BOX CUP", { x: 204, y: 160, size: 40, fill: C.text, tracking: 2 })}
  ${t(title, { x: 116, y: 268, size: 78, fill: "#ffffff", tracking: 2, maxWidth: 420 })}
  ${t(days, { x: 118, y: 318, size: 26, weight: 500, fill: C.muted, tracking: 2, maxWidth: 420 })}
  ${t("25–28 MARCH 2026 · PORTO, PORTUGAL", { x: 118, y: 392, size: 22, weight: 500, fill: C.gold, tracking: 2, maxWidth: 420 })}
  ${t(price, { x: 650, y: 278, size: 80, anchor: "middle", fill: accent, maxWidth: 140 })}
  ${t("ADMIT ONE", { x: 650, y: 350, size: 22, weight: 500, anchor: "middle", fill: C.muted, tracking: 5 })}
  </g></svg>`;
}

export async function buildTickets(root) {
  const out = (f) => path.join(root, "public/images/tickets", f);
  await render(ticket({ title: "DAILY PASS", price: "15 €", days: "ONE DAY OF FIGHTS · ANY SESSION", accent: C.red }), out("daily.webp"), {
    width: 800,
    height: 500,
    maxBytes: 30 * 1024,
    quality: 78,
  });
  await render(
    ticket({ title: "3-DAY PASS", price: "35 €", days: "QUARTER-FINALS · SEMI-FINALS · FINALS", accent: C.gold }),
    out("three-day.webp"),
    { width: 800, height: 500, maxBytes: 30 * 1024, quality: 78 },
  );
}
