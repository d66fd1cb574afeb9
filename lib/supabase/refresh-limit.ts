import type { NextRequest } from "next/server";
import { TokenBuckets, type BucketRule } from "../rate-limit/token-bucket";

/**
 * Session refreshes proxy.ts asks Supabase for on behalf of one client address: 10 at once, then 10 per 5 minutes
 * (one every 30 s). Hosted Supabase allows the host's address 150 per 5 minutes for every visitor together, so
 * no one client can spend more than a fifteenth of it; past this a team is told its session could not be
 * checked and keeps it (docs/decisions.md D30, D34).
 */
export const REFRESH_ATTEMPTS: BucketRule = { burst: 10, perWindow: 10, windowSeconds: 300 };

export const refreshAttempts = new TokenBuckets(REFRESH_ATTEMPTS);

/**
 * The address the request came from: the last `X-Forwarded-For` entry, the one added by the host's own reverse
 * proxy (a client can only prepend entries), or by `next start` itself from the socket when there is none
 * (docs/deploy.md §7).
 */
export function clientAddress(request: NextRequest): string {
  const forwarded = request.headers.get("x-forwarded-for");
  return forwarded?.split(",").at(-1)?.trim() || "unknown";
}
