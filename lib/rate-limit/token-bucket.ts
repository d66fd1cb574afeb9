/**
 * Token buckets per key (a client address, an e-mail address): each holds at most `burst` tokens, refilled at
 * `perWindow` tokens every `windowSeconds`, and a request takes one. The clock is injected so the tests can move
 * it (tests/unit/rate-limits.test.ts pins each rule's three numbers).
 */
export type BucketRule = {
  /** Requests allowed at once, from a full bucket. */
  burst: number;
  /** Tokens added back per window, continuously. */
  perWindow: number;
  windowSeconds: number;
};

/** Tokens are counted in units of 1 / (windowSeconds × 1000), so refills over whole milliseconds stay exact integers. */
type Bucket = { units: number; at: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rule: BucketRule,
    private readonly now: () => number = Date.now,
    /** Past this many keys the least recently used are forgotten (a forgotten key starts full again). */
    private readonly maxKeys = 10_000,
  ) {}

  private refilled(key: string): Bucket {
    const now = this.now();
    const { burst, perWindow, windowSeconds } = this.rule;
    const full = burst * windowSeconds * 1000;
    const bucket = this.buckets.get(key) ?? { units: full, at: now };
    return { units: Math.min(full, bucket.units + (now - bucket.at) * perWindow), at: now };
  }

  /** Whether `key` has a token now, without taking it. */
  has(key: string): boolean {
    return this.refilled(key).units >= this.rule.windowSeconds * 1000;
  }

  /** Takes a token for `key`: true when the request may go on. */
  take(key: string): boolean {
    const unit = this.rule.windowSeconds * 1000;
    const bucket = this.refilled(key);
    const allowed = bucket.units >= unit;
    if (allowed) bucket.units -= unit;
    // Re-inserted, so the Map's order is least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return allowed;
  }
}
