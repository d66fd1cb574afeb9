import { siteClockOffset } from "./setting";

/**
 * The build's SITE_CLOCK (anchored by next.config.ts, which writes it into the server and the browser bundles
 * alike through its `env`), so a page the server renders and a script the browser runs read one clock. Empty
 * in every build made without it, and in every build configured for hosted Supabase, which refuses it.
 */
const SETTING = process.env.SITE_CLOCK;
const OFFSET_MS = SETTING ? siteClockOffset(SETTING) : 0;

/**
 * The site's current instant: what every page, route and browser script computes "now" from (ESLint refuses
 * `Date.now()` and `new Date()` elsewhere in the app). The real clock unless the build set a chosen date.
 */
export function now(): Date {
  return new Date(Date.now() + OFFSET_MS);
}
