// What every generated PDF under public/pdfs says about itself: a fixed date, so `npm run assets` rewrites the
// same bytes when nothing changed (the layout itself is lib/pdf/layout.ts, shared with the organisers' desk).
export const ASSET_DOC = { creator: "scripts/assets (npm run assets)", date: new Date(Date.UTC(2026, 0, 15)) };
