/**
 * Every rate limit, on a clock the test moves: the embedded backend's (GoTrue's per-IP token buckets with the
 * numbers of supabase/config.toml, the project's hourly e-mail quota, the per-address mail cooldown) and the
 * site's own (proxy.ts's session refreshes per client, the auth forms' per address). For each, its burst, its refill rate and its window are
 * written out here, so changing any one number fails the test that pins it.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { mailCooldownLeft } from "../../local-supabase/auth/mail";
import { RateLimiter, type LimitedRoute } from "../../local-supabase/auth/rate-limit";
import { loadProjectConfig } from "../../local-supabase/project-config";
import { REFRESH_ATTEMPTS } from "../../lib/supabase/refresh-limit";
import { TokenBuckets } from "../../lib/rate-limit/token-bucket";
import { addressKey, REGISTRATIONS_PER_ADDRESS, RESET_MAILS_PER_ADDRESS } from "../../components/auth/form-limits";

class Clock {
  ms = 1_700_000_000_000;
  readonly now = () => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** How many requests `take` lets through right now. */
function drain(take: () => boolean): number {
  let admitted = 0;
  while (admitted < 100_000 && take()) admitted++;
  return admitted;
}

/** How many requests get through over `seconds`, from an empty bucket, asking as often as allowed each second. */
function admittedOver(clock: Clock, take: () => boolean, seconds: number): number {
  let admitted = 0;
  for (let s = 0; s < seconds; s++) {
    clock.advance(1000);
    admitted += drain(take);
  }
  return admitted;
}

type Pinned = { burst: number; perWindow: number; windowSeconds: number };

/** The three tests of one token-bucket limit; `limiter` makes a fresh one on the given clock. */
function pinBucket(name: string, expected: Pinned, limiter: (clock: Clock) => () => boolean): void {
  const refillMs = (expected.windowSeconds * 1000) / expected.perWindow;
  describe(name, () => {
    it(`burst: ${expected.burst} at once, then refused`, () => {
      const take = limiter(new Clock());
      assert.equal(drain(take), expected.burst);
    });

    it(`refill rate: one more every ${refillMs / 1000} s (${expected.perWindow} per ${expected.windowSeconds} s)`, () => {
      const clock = new Clock();
      const take = limiter(clock);
      drain(take);
      clock.advance(refillMs - 1);
      assert.equal(take(), false, "a millisecond early");
      clock.advance(1);
      assert.equal(drain(take), 1);
    });

    it(`window: ${expected.perWindow} per ${expected.windowSeconds} s once the burst is spent`, () => {
      const clock = new Clock();
      const take = limiter(clock);
      drain(take);
      assert.equal(admittedOver(clock, take, expected.windowSeconds), expected.perWindow);
    });
  });
}

const { settings } = loadProjectConfig({ env: {} });
const backendLimit = (route: LimitedRoute) => (clock: Clock) => {
  const limiter = new RateLimiter(settings.rateLimits, clock.now);
  return () => limiter.request(route, "203.0.113.9") === null;
};

describe("the embedded backend, with supabase/config.toml's limits (as hosted GoTrue: 30 at once, per 5 minutes)", () => {
  pinBucket("POST /token per IP (token_refresh)", { burst: 30, perWindow: 150, windowSeconds: 300 }, backendLimit("token"));
  pinBucket("POST /signup per IP (sign_in_sign_ups)", { burst: 30, perWindow: 30, windowSeconds: 300 }, backendLimit("signup"));
  pinBucket("POST /recover per IP (sign_in_sign_ups)", { burst: 30, perWindow: 30, windowSeconds: 300 }, backendLimit("recover"));
  pinBucket("PUT /user per IP (sign_in_sign_ups)", { burst: 30, perWindow: 30, windowSeconds: 300 }, backendLimit("user"));
  pinBucket("/verify per IP (token_verifications)", { burst: 30, perWindow: 30, windowSeconds: 300 }, backendLimit("verify"));

  it("each IP has its own buckets, and each route its own", () => {
    const limiter = new RateLimiter(settings.rateLimits, new Clock().now);
    for (let i = 0; i < 30; i++) limiter.request("signup", "203.0.113.1");
    assert.equal(limiter.request("signup", "203.0.113.1")?.status, 429);
    assert.equal(limiter.request("signup", "203.0.113.2"), null);
    assert.equal(limiter.request("recover", "203.0.113.1"), null);
  });

  describe("the project's e-mails (email_sent): GoTrue's interval limiter, a count per hour since start", () => {
    const mails = (limiter: RateLimiter) =>
      drain(() => {
        if (limiter.mailAllowed()) return false;
        limiter.mailSent();
        return true;
      });

    it("burst: 30 mails, then 429 over_email_send_rate_limit", () => {
      const limiter = new RateLimiter(settings.rateLimits, new Clock().now);
      assert.equal(mails(limiter), 30);
      assert.deepEqual(JSON.parse(String(limiter.mailAllowed()?.body)), {
        code: "over_email_send_rate_limit",
        message: "email rate limit exceeded",
      });
    });

    it("window: refused until the hour since start is over, to the millisecond", () => {
      const clock = new Clock();
      const limiter = new RateLimiter(settings.rateLimits, clock.now);
      clock.advance(1_800_000);
      mails(limiter);
      clock.advance(1_799_999);
      assert.equal(limiter.mailAllowed()?.status, 429);
      clock.advance(1);
      assert.equal(limiter.mailAllowed(), null);
    });

    it("rate: 30 more in the next hour, all at once, and not one more", () => {
      const clock = new Clock();
      const limiter = new RateLimiter(settings.rateLimits, clock.now);
      mails(limiter);
      clock.advance(3_600_000);
      assert.equal(mails(limiter), 30);
    });
  });

  it("one address's mails of a kind (max_frequency): the next one 60 s after the last, to the millisecond", () => {
    assert.equal(settings.emailMaxFrequencySeconds, 60);
    const sent = new Date(1_700_000_000_000);
    assert.equal(mailCooldownLeft(sent, sent.getTime() + 59_001, 60), 1);
    assert.equal(mailCooldownLeft(sent, sent.getTime() + 59_999, 60), 1);
    assert.equal(mailCooldownLeft(sent, sent.getTime() + 60_000, 60), 0);
    assert.equal(mailCooldownLeft(null, sent.getTime(), 60), 0);
  });
});

describe("the site", () => {
  pinBucket("proxy.ts's session refreshes per client address", { burst: 10, perWindow: 10, windowSeconds: 300 }, (clock) => {
    const buckets = new TokenBuckets(REFRESH_ATTEMPTS, clock.now);
    return () => buckets.take("198.51.100.7");
  });

  it("per key, and a bounded number of keys: the least recently seen is forgotten (and starts full again)", () => {
    const clock = new Clock();
    const buckets = new TokenBuckets({ burst: 1, perWindow: 1, windowSeconds: 300 }, clock.now, 2);
    assert.deepEqual(
      ["a", "a", "b", "c"].map((key) => buckets.take(key)),
      [true, false, true, true],
    );
    // "a" was the least recently used of three, so it was forgotten: full again.
    assert.equal(buckets.take("a"), true);
    assert.equal(buckets.take("c"), false);
  });
});

describe("the site's forms, per e-mail address (components/auth/form-limits.ts)", () => {
  pinBucket("reset mails", { burst: 1, perWindow: 1, windowSeconds: 60 }, (clock) => {
    const buckets = new TokenBuckets(RESET_MAILS_PER_ADDRESS, clock.now);
    return () => buckets.take(addressKey(" Coach@Example.com "));
  });
  pinBucket("registrations", { burst: 3, perWindow: 3, windowSeconds: 600 }, (clock) => {
    const buckets = new TokenBuckets(REGISTRATIONS_PER_ADDRESS, clock.now);
    return () => buckets.take(addressKey("coach@example.com"));
  });

  it("an address is one whatever its case and spaces; asking whether there is room takes nothing", () => {
    const buckets = new TokenBuckets(RESET_MAILS_PER_ADDRESS, new Clock().now);
    assert.equal(buckets.has(addressKey("Coach@Example.com")), true);
    assert.equal(buckets.has(addressKey("Coach@Example.com")), true);
    assert.equal(buckets.take(addressKey(" coach@example.COM")), true);
    assert.equal(buckets.has(addressKey("Coach@Example.com")), false);
    assert.equal(buckets.has(addressKey("other@example.com")), true);
  });
});
