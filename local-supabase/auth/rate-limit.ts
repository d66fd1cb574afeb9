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
const WINDOW_SECONDS = 300;

/**
 * Token buckets as GoTrue's tollbooth limiters: `limit` requests per 5 minutes refill each IP's bucket,
 * which holds `burst` (GoTrue: 30). One difference: a limit below the burst also makes the bucket that small,
 * so a test that lowers a limit to 2 sees the third request refused (GoTrue would allow 30 at once first).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly mailSentAt: number[] = [];

  constructor(private readonly limits: RateLimits) {}

  /** Null when the request may go on, else hosted GoTrue's 429. */
  request(route: LimitedRoute, ip: string | undefined): ApiResponse | null {
    const limit = this.limits[LIMIT_OF[route]];
    const capacity = Math.min(this.limits.burst, limit);
    const key = `${route} ${ip ?? "unknown"}`;
    const now = Date.now();
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * (limit / WINDOW_SECONDS));
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return authError(429, "over_request_rate_limit", "Request rate limit reached");
    bucket.tokens -= 1;
    return null;
  }

  /** The project-wide e-mail quota (`email_sent` per hour), checked before a mail is prepared. */
  mailAllowed(): ApiResponse | null {
    const now = Date.now();
    while (this.mailSentAt.length > 0 && now - this.mailSentAt[0] > 3_600_000) this.mailSentAt.shift();
    if (this.mailSentAt.length >= this.limits.emailSentPerHour) {
      return authError(429, "over_email_send_rate_limit", "email rate limit exceeded");
    }
    return null;
  }

  mailSent(): void {
    this.mailSentAt.push(Date.now());
  }
}
