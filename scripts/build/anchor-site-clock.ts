/**
 * Prints SITE_CLOCK anchored now (lib/clock/setting.ts), for a script that starts several processes with one
 * site (scripts/run-site.sh: the embedded backend, `next build`, `next start`), so they all share one clock.
 * Exits 1 with the reason when the setting is malformed, or when NEXT_PUBLIC_SUPABASE_URL names a hosted project.
 */
import { anchorSiteClock, siteClockRefusal } from "../../lib/clock/setting";

const setting = process.env.SITE_CLOCK ?? "";
try {
  const refusal = siteClockRefusal(setting, process.env);
  if (refusal) throw new Error(refusal);
  if (setting) console.log(anchorSiteClock(setting, Date.now()));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
