import type { RateLimits } from "../config";
import { authError } from "../http/errors";
import type { ApiResponse } from "../http/types";

/** GoTrue's per-IP limiters and the `[auth.rate_limit]` key each one reads (internal/api/apilimiter). */
export type LimitedRoute = "token" | "signup" | "recover" | "user" | "verify";
const LIMIT_OF: Record<LimitedRoute, keyof RateLimits> = {
  token: "tokenRefresh",
  signup: "signInSignUps",
  recover: "signInSignUps",
  user: "signInSignUps",
  verify: "tokenVerifications",
};
/** The per-IP limits are per 5 minutes; `email_sent` per hour. */
const WINDOW_SECONDS = 300;
const MAIL_WINDOW_MS = 3_600_000;

/**
 * Token buckets as GoTrue's tollbooth limiters: `limit` requests per 5 minutes refill each IP's bucket,
 * which holds `burst` (GoTrue: 30). One difference: a limit below the burst also makes the bucket that small,
 * so a test that lowers a limit to 2 sees the third request refused (GoTrue would allow 30 at once first).
 * The clock is injected for tests/unit/rate-limits.test.ts.
 */
export class RateLimiter {
  /** Tokens in units of 1 / (5 minutes in ms), so refills over whole milliseconds stay exact integers. */
  private readonly buckets = new Map<string, { units: number; at: number }>();
  /** GoTrue's interval limiter for mail: a count that starts again every hour from when the server started. */
  private mailWindow: { start: number; sent: number };

  constructor(
    private readonly limits: RateLimits,
    readonly now: () => number = Date.now,
  ) {
    this.mailWindow = { start: now(), sent: 0 };
  }

  /** Null when the request may go on, else hosted GoTrue's 429. */
  request(route: LimitedRoute, ip: string | undefined): ApiResponse | null {
    const limit = this.limits[LIMIT_OF[route]];
    const capacity = Math.min(this.limits.burst, limit);
    const key = `${route} ${ip ?? "unknown"}`;
    const now = this.now();
    const unit = WINDOW_SECONDS * 1000;
    const bucket = this.buckets.get(key) ?? { units: capacity * unit, at: now };
    bucket.units = Math.min(capacity * unit, bucket.units + (now - bucket.at) * limit);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.units < unit) return authError(429, "over_request_rate_limit", "Request rate limit reached");
    bucket.units -= unit;
    return null;
  }

  private currentMailWindow(): { start: number; sent: number } {
    const elapsed = Math.floor((this.now() - this.mailWindow.start) / MAIL_WINDOW_MS);
    if (elapsed > 0) this.mailWindow = { start: this.mailWindow.start + elapsed * MAIL_WINDOW_MS, sent: 0 };
    return this.mailWindow;
  }

  /** The project-wide e-mail quota (`email_sent` per hour), checked before a mail is prepared. */
  mailAllowed(): ApiResponse | null {
    if (this.currentMailWindow().sent >= this.limits.emailSentPerHour) {
      return authError(429, "over_email_send_rate_limit", "email rate limit exceeded");
    }
    return null;
  }

  mailSent(): void {
    this.currentMailWindow().sent++;
  }
}
