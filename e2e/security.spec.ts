import { expect, test, type Page } from "@playwright/test";
import { supabaseUrl } from "../lib/supabase/env";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

const supabaseOrigin = new URL(supabaseUrl).origin;

// A page, a localized page, a client-heavy page, a 404 and a static file: config headers cover them all.
const paths = [
  { path: "/", status: 200 },
  { path: "/pt", status: 200 },
  { path: "/auth", status: 200 },
  { path: "/no-such-page", status: 404 },
  { path: "/pdfs/regulation-en.pdf", status: 200 },
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name, values]),
  );
}

test.describe("security headers", () => {
  for (const { path, status } of paths) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) expect(headers["permissions-policy"]).toContain(feature);
      // The e2e build serves http://localhost: HSTS there would pin a scheme the site does not have.
      expect(headers["strict-transport-security"]).toBeUndefined();

      const csp = directives(headers["content-security-policy"] ?? "");
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("connect-src")).toEqual(["'self'", supabaseOrigin]);
      expect(csp.get("frame-src")).toEqual(["https://www.google.com"]);
      // The portal's map is an <object> (its content is the address when the map cannot load): one origin, no plugins.
      expect(csp.get("object-src")).toEqual(["https://www.google.com"]);
      expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      // A production build never allows eval; 'unsafe-inline' is the static-page trade-off (lib/security/headers.ts).
      expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    });
  }

  test("the headers keep the public pages prerendered", async ({ request }) => {
    for (const path of ["/", "/pt", "/esp", "/terms&conditions"]) {
      const response = await request.get(path);
      // Served from the cache (HIT or, past 15 s, STALE while it is rendered again), or rendered again before
      // this answer when it was older than 30 s (REVALIDATED): docs/decisions.md D46. Never a per-request page.
      expect(response.headers()["x-nextjs-cache"], path).toMatch(/^(HIT|STALE|REVALIDATED)$/);
    }
  });
});

async function collectViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

test.describe("the policy allows everything the site uses", () => {
  for (const path of ["/", "/esp", "/auth"]) {
    test(`${path} loads and hydrates without a CSP violation`, async ({ page }) => {
      const problems = await collectViolations(page);
      await page.goto(path, { waitUntil: "networkidle" });
      // Scrolling the whole page triggers the lazy images and client islands below the fold.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });
  }

  test("the signed-in portal (Supabase calls, Google Maps frame) has no CSP violation", async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    const problems = await collectViolations(page);
    // Google answers (given by the test, so the run needs no internet): the map's <object> may load it.
    await page.route(/^https:\/\/www\.google\.com\/maps\?/, (route) => route.fulfill({ contentType: "text/html", body: "<p>The map</p>" }));
    await page.goto("/dashboard", { waitUntil: "networkidle" });
    await page.getByRole("region", { name: "Venue map" }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith("https://www.google.com/maps?"))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
});
