/**
 * Cloudflare Turnstile, the CAPTCHA Supabase Auth verifies (`[auth.captcha]` in supabase/config.toml). The site
 * only shows the widget and hands its token to supabase-js; verifying it is Supabase's job. Relative imports
 * only: next.config.ts loads this file (through lib/security/headers.ts).
 */

/** The widget's public site key, inlined at build time; empty when this build has no CAPTCHA. */
export const captchaSiteKey = process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY ?? "";

/** Where the widget's script and frame come from: the only origin the CSP adds, and only with a site key. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** Explicit rendering: the form decides when the widget appears. */
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
