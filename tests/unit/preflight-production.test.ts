import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { livePlaceholders } from "../../lib/content/placeholders";
import { preflight, type Options } from "../../scripts/preflight/run";
import { fakeNetwork, KEY, PUBLIC, type Breakage } from "../support/fake-deployment";
import { PREFLIGHT_CHECKS } from "../support/preflight-checks";

// preflight against a production deployment (tests/support/fake-deployment.ts): right by default, then broken
// one way at a time, each the way a launch goes wrong quietly (docs/deploy.md §9).
async function failures(breakage: Breakage = {}, options: Options = {}, at = breakage.servedAt ?? PUBLIC): Promise<string[]> {
  const findings = await preflight(at, options, fakeNetwork(breakage));
  return findings.filter((f) => !f.ok && f.check !== "placeholders").map((f) => `${f.check}: ${f.message}`);
}
const one = async (breakage: Breakage, options: Options = {}) => {
  const found = await failures(breakage, options);
  assert.equal(found.length, 1, found.join("\n"));
  return found[0];
};

describe("a right production deployment", () => {
  it("passes every check; only the placeholders still in the code are listed, one line each", async () => {
    const findings = await preflight(PUBLIC, {}, fakeNetwork());
    assert.deepEqual(
      findings.filter((f) => !f.ok && f.check !== "placeholders"),
      [],
    );
    assert.deepEqual([...new Set(findings.map((f) => f.check))], PREFLIGHT_CHECKS);
    const placeholders = findings.filter((f) => f.check === "placeholders");
    assert.deepEqual(
      placeholders.map((f) => f.message.split(":")[0]),
      livePlaceholders.map((p) => p.title),
    );
    assert.ok(placeholders.every((f) => !f.ok));
  });

  it("checked on its host through http://localhost:3000 with --public-url, before DNS points at it", async () => {
    assert.deepEqual(await failures({ servedAt: "http://localhost:3000" }, { publicUrl: PUBLIC }), []);
  });
});

describe("each misconfiguration fails", () => {
  it("built without NEXT_PUBLIC_SITE_URL and checked on its host: loopback is no excuse for a hosted build", async () => {
    const found = await failures({ servedAt: "http://localhost:3000", builtSiteUrl: "http://localhost:3000" });
    assert.ok(
      found.includes("no local addresses: / mentions http://localhost:3000, which for a visitor is their own computer."),
      found.join("\n"),
    );
    assert.ok(
      found.some((f) =>
        /^site URL: \/ <link rel="canonical"> is http:\/\/localhost:3000\/: the build has no public https site URL/.test(f),
      ),
      found.join("\n"),
    );
  });

  it("built for another origin than --public-url says", async () => {
    const found = await failures({ servedAt: "http://localhost:3000", builtSiteUrl: "https://www.portoboxcup.pt" }, { publicUrl: PUBLIC });
    assert.ok(
      found.includes(
        "site URL: /sitemap.xml <loc> is https://www.portoboxcup.pt/, not on https://portoboxcup.pt: build with NEXT_PUBLIC_SITE_URL=https://portoboxcup.pt (docs/deploy.md §7).",
      ),
      found.join("\n"),
    );
  });

  it("a publishable key given on the command line that the site does not carry is reported, not used instead", async () => {
    assert.equal(
      await one({}, { publishableKey: "sb_publishable_OtherProject0123456" }),
      `supabase: The site's pages carry the key ${KEY.slice(0, 20)}…, not sb_publishable_Other…: it was built with another NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (the checks below use the site's).`,
    );
  });

  it("a Supabase URL given on the command line that the site does not talk to", async () => {
    assert.match(
      await one({}, { supabaseUrl: "https://zyxwvutsrqponmlkjihg.supabase.co" }),
      /^supabase: The site talks to https:\/\/abcdefghijklmnopqrst\.supabase\.co, not to/,
    );
  });

  for (const [where, breakage] of [
    ["/sitemap.xml <loc>", { sitemapOrigin: "http://localhost:3000" }],
    ["/ og:image", { ogImageOrigin: "http://localhost:3000" }],
    ["/calendar/en/porto-box-cup.ics URL", { calendarOrigin: "https://portoboxcup.vercel.app" }],
  ] as const) {
    it(`${where} on another origin than the canonical links`, async () => {
      const found = await failures(breakage);
      assert.ok(
        found.some((f) => f.startsWith(`site URL: ${where} is `) && f.includes("not on https://portoboxcup.pt")),
        found.join("\n"),
      );
    });
  }

  it("www serves the site instead of redirecting to the apex", async () => {
    const found = await failures({ wwwRedirect: 200 });
    assert.deepEqual(found, [
      "redirects: https://www.portoboxcup.pt/pt should redirect to https://portoboxcup.pt/pt: https://www.portoboxcup.pt/pt answered 200, not a redirect. (docs/deploy.md §11)",
      "redirects: http://www.portoboxcup.pt/pt should redirect to https://portoboxcup.pt/pt: http://www.portoboxcup.pt/pt answered 200, not a redirect. (docs/deploy.md §11)",
    ]);
  });

  it("http serves the site instead of redirecting to https", async () => {
    assert.equal(
      await one({ httpRedirect: 200 }),
      "redirects: http://portoboxcup.pt/pt should redirect to https://portoboxcup.pt/pt: http://portoboxcup.pt/pt answered 200, not a redirect. (docs/deploy.md §11)",
    );
  });

  it("a temporary redirect, which search engines do not follow with the index", async () => {
    assert.match(await one({ httpRedirect: 302 }), /redirects with 302, a temporary redirect: use 301 or 308/);
  });

  it("the function's CORS preflight does not allow the apikey header", async () => {
    assert.match(
      await one({ corsAllowHeaders: "authorization, content-type" }),
      /^get-user-count: The browser's CORS preflight \(OPTIONS https:\/\/abcdefghijklmnopqrst\.supabase\.co\/functions\/v1\/get-user-count\) is refused: the answer lacks apikey in Access-Control-Allow-Headers/,
    );
  });

  for (const [record, expected] of [
    [
      "mx",
      /^mail DNS: portoboxcup\.pt has no MX record, so mail to info@portoboxcup\.pt, registrations@portoboxcup\.pt, logistics@portoboxcup\.pt is refused/,
    ],
    ["spf", /^mail DNS: mail\.portoboxcup\.pt \(the sender no-reply@mail\.portoboxcup\.pt\) has no SPF record/],
    ["dkim", /^mail DNS: resend\._domainkey\.mail\.portoboxcup\.pt has no DKIM key/],
    ["dmarc", /^mail DNS: No DMARC policy at _dmarc\.mail\.portoboxcup\.pt or _dmarc\.portoboxcup\.pt/],
  ] as const) {
    it(`no ${record.toUpperCase()} record`, async () => {
      assert.match(await one({ missingDns: [record] }), expected);
    });
  }
});
