import { TokenBuckets, type BucketRule } from "@/lib/rate-limit/token-bucket";

/**
 * The site's own limits per e-mail address on the two forms that make Supabase send mail or create accounts.
 * They stop repeats from this page (a double click, a form resent in a loop) before they reach Supabase, and
 * they answer the same for an address with or without an account, where Supabase's 429 after a reset mail
 * tells the two apart. They are no defence against a script that calls Supabase directly: the CAPTCHA that
 * Supabase Auth verifies and its own limits are (docs/decisions.md D35).
 */

/** A reset mail per address per minute: Supabase's `max_frequency` for an account, here for every address. */
export const RESET_MAILS_PER_ADDRESS: BucketRule = { burst: 1, perWindow: 1, windowSeconds: 60 };

/** Registrations per address: 3 at once, then 3 per 10 minutes. */
export const REGISTRATIONS_PER_ADDRESS: BucketRule = { burst: 3, perWindow: 3, windowSeconds: 600 };

/** Supabase compares addresses in lower case. */
export const addressKey = (email: string) => email.trim().toLowerCase();

export const resetMails = new TokenBuckets(RESET_MAILS_PER_ADDRESS);
export const registrations = new TokenBuckets(REGISTRATIONS_PER_ADDRESS);
