/**
 * SITE_CLOCK, the chosen date for QA and demos (docs/decisions.md D44). Pure functions with no Next.js or
 * browser dependency, so next.config.ts, the Playwright config, scripts/run-site.sh and the embedded backend
 * read the setting exactly as the site does.
 *
 * The value is `<instant>` or `<instant>@<anchor>`, both ISO 8601 instants with a zone (`Z` or `±hh:mm`):
 * "the site's clock reads <instant> when the real clock reads <anchor>, and runs at real speed from there".
 * So the site's now is always the real now plus one fixed offset, `instant − anchor`, and two processes given
 * the same anchored value agree to the millisecond however long apart they start. A value without an anchor
 * is anchored once, by whatever reads it first (`npm run site`, `next build`, `npm run backend`), at its own
 * start; everything it starts gets the anchored form.
 */

import { isHostedBuild, type BuildEnv } from "../build/hosted-env";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `2026-02-30` is not a day (Date.parse would roll it over to 2 March). */
function isCalendarDay(isoDate: string): boolean {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

function parseInstant(text: string, setting: string): number {
  const ms = ISO_INSTANT.test(text) && isCalendarDay(text.slice(0, 10)) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) {
    throw new Error(
      `SITE_CLOCK="${setting}": "${text}" is not an ISO 8601 instant with a zone, e.g. 2026-03-26T09:00:00Z or 2026-03-26T10:00:00+01:00.`,
    );
  }
  return ms;
}

/** Reads a SITE_CLOCK value; `anchor` is undefined when the value has none yet. Throws on a malformed value. */
export function parseSiteClock(setting: string): { instant: number; anchor?: number } {
  const [instant, anchor, ...rest] = setting.trim().split("@");
  if (rest.length > 0) throw new Error(`SITE_CLOCK="${setting}" has more than one "@".`);
  return { instant: parseInstant(instant, setting), anchor: anchor === undefined ? undefined : parseInstant(anchor, setting) };
}

/** The anchored form of a setting: a value without an anchor is anchored at `realNowMs`; an anchored one is returned as it is. */
export function anchorSiteClock(setting: string, realNowMs: number): string {
  const { instant, anchor } = parseSiteClock(setting);
  return `${new Date(instant).toISOString()}@${new Date(anchor ?? realNowMs).toISOString()}`;
}

/** How many milliseconds the site's clock runs ahead of the real one (negative: behind) for an anchored setting. */
export function siteClockOffset(anchored: string): number {
  const { instant, anchor } = parseSiteClock(anchored);
  if (anchor === undefined) {
    throw new Error(`SITE_CLOCK="${anchored}" has no anchor: anchor it once with anchorSiteClock() and pass that value on.`);
  }
  return instant - anchor;
}

/**
 * The site's now at the real instant `realNowMs`, for an anchored setting or none (an empty or missing
 * setting is the real clock). The embedded backend imports this to give its database the site's notion of
 * now: `siteNow(process.env.SITE_CLOCK, Date.now())`.
 */
export function siteNow(setting: string | undefined, realNowMs: number): Date {
  return new Date(setting ? realNowMs + siteClockOffset(setting) : realNowMs);
}

/**
 * Why a build (or its server) may not use this setting, or null when it may: a chosen date is for the embedded
 * backend only, so a build configured for a hosted Supabase project (`isHostedBuild`: a Supabase URL that is
 * not this machine) can never be moved in time.
 */
export function siteClockRefusal(setting: string | undefined, env: BuildEnv): string | null {
  if (!setting || !isHostedBuild(env)) return null;
  return (
    `SITE_CLOCK="${setting}" moves the site's clock for QA and demos, and is honoured only with the embedded backend. ` +
    `This build is configured for hosted Supabase (NEXT_PUBLIC_SUPABASE_URL=${env.NEXT_PUBLIC_SUPABASE_URL}), so it refuses a chosen date: ` +
    "unset SITE_CLOCK, or unset NEXT_PUBLIC_SUPABASE_URL to use the embedded backend."
  );
}
