// Ticket pictures, one per ticket and language: every word on them comes from that language's messages
// (Shop.pictures, Places), and the dates and price are formatted as the page around them formats its own.
import path from "node:path";
import { C, ringMark } from "../lib/brand.mjs";
import { LANGUAGES, loadMessages } from "../lib/messages.mjs";
import { render } from "../lib/raster.mjs";
import { t } from "../lib/text.mjs";

/** The edition's dates and ticket prices, as in lib/content (tests/unit/assets.test.ts holds them equal). */
export const EDITION = { start: "2026-03-25", end: "2026-03-28" };
export const TICKETS = [
  { key: "daily", file: "daily", price: 15, accent: C.red },
  { key: "threeDay", file: "three-day", price: 35, accent: C.gold },
];

/** Every word and figure printed on the tickets of one language, in capitals as they are drawn. */
export async function ticketLettering(root, lang) {
  const m = await loadMessages(root, lang);
  const { intl } = LANGUAGES[lang];
  const upper = (text) => text.toLocaleUpperCase(intl);
  const noon = (date) => new Date(`${date}T12:00:00Z`);
  const dates = new Intl.DateTimeFormat(intl, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Lisbon" });
  const euros = new Intl.NumberFormat(intl, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const when = upper(`${dates.formatRange(noon(EDITION.start), noon(EDITION.end))} · ${m.Places.city}, ${m.Places.country}`);
  return TICKETS.map((ticket) => ({
    file: `${ticket.file}-${lang}.webp`,
    accent: ticket.accent,
    title: upper(m.Shop.pictures[`${ticket.key}Title`]),
    line: upper(m.Shop.pictures[`${ticket.key}Line`]),
    when,
    price: euros.format(ticket.price),
    admit: upper(m.Shop.pictures.admitOne),
  }));
}

function ticket({ title, line, when, price, admit, accent }) {
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
  ${t(line, { x: 118, y: 318, size: 26, weight: 500, fill: C.muted, tracking: 2, maxWidth: 420 })}
  ${t(when, { x: 118, y: 392, size: 22, weight: 500, fill: C.gold, tracking: 2, maxWidth: 420 })}
  ${t(price, { x: 650, y: 278, size: 80, anchor: "middle", fill: accent, maxWidth: 140 })}
  ${t(admit, { x: 650, y: 350, size: 22, weight: 500, anchor: "middle", fill: C.muted, tracking: 5, maxWidth: 150 })}
  </g></svg>`;
}

export async function buildTickets(root) {
  for (const lang of Object.keys(LANGUAGES))
    for (const lettering of await ticketLettering(root, lang))
      await render(ticket(lettering), path.join(root, "public/images/tickets", lettering.file), {
        width: 800,
        height: 500,
        maxBytes: 30 * 1024,
        quality: 78,
      });
}
