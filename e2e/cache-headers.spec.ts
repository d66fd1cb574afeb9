import { expect, test, type APIResponse } from "@playwright/test";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

// The Cache-Control each kind of response carries, as docs/deploy.md §8 tells a CDN to use it. Written out
// here from a production build (`next start`), so a change of caching is a visible change of this file.
const YEAR = "s-maxage=31536000";
// Public pages show the cup's phase: a shared cache keeps one 15 s, and may serve it 15 s more while it fetches
// the next (docs/decisions.md D46).
const PHASE_PAGE = "s-maxage=15, stale-while-revalidate=15";

const cacheControl = (response: APIResponse) => response.headers()["cache-control"] ?? "";
const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "set-cookie")
    .map(({ value }) => value);

test.describe("Cache-Control a CDN can rely on", () => {
  for (const path of [
    "/",
    "/pt",
    "/esp",
    "/terms&conditions",
    "/pt/terms&conditions",
    "/gallery-view/2024",
    "/esp/gallery-view/2025",
    "/gallery-view",
  ]) {
    test(`public page ${path}: shared caches may keep it until the phase may change, and it sets no cookie`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(cacheControl(response)).toBe(PHASE_PAGE);
      expect(setCookies(response)).toEqual([]);
    });
  }

  test("a public page stays shareable for a visitor who carries a session cookie", async ({ request }) => {
    const response = await request.get("/", { headers: { cookie: "sb-127-auth-token=base64-e30" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(cacheControl(response)).toBe(PHASE_PAGE);
    expect(setCookies(response)).toEqual([]);
  });

  test("team pages go through proxy.ts: the anonymous /auth and /reset are the prerendered page plus a language cookie, never shared", async ({
    playwright,
    baseURL,
  }) => {
    for (const [path, locale] of [
      ["/auth", "en"],
      ["/reset", "en"],
      ["/pt/auth", "pt"],
      ["/esp/reset", "es"],
    ] as const) {
      // A first visit each time: a context that already holds NEXT_LOCALE is not sent it again.
      const visitor = await playwright.request.newContext({ baseURL });
      const response = await visitor.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      // A stored /auth would keep a signed-in team on the login form instead of sending it to /dashboard.
      expect(cacheControl(response), path).toBe("private, no-store");
      expect(setCookies(response).join("\n"), path).toContain(`NEXT_LOCALE=${locale}`);
      await visitor.dispose();
    }
  });

  test("/dashboard is never shareable: the anonymous redirect and the signed-in portal are private, no-store", async ({
    request,
    context,
    baseURL,
  }) => {
    const anonymous = await request.get("/dashboard", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(307);
    expect(anonymous.headers()["location"]).toBe("/auth?next=%2Fdashboard");
    expect(cacheControl(anonymous)).toBe("private, no-store");

    await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
    const signedIn = await context.request.get("/esp/dashboard", { maxRedirects: 0 });
    expect(signedIn.status()).toBe(200);
    expect(cacheControl(signedIn)).toBe("private, no-store");
  });

  test("language redirects carry no shared-cache lifetime", async ({ request }) => {
    const switched = await request.get("/?lng=pt", { maxRedirects: 0 });
    expect(switched.status()).toBe(307);
    expect(switched.headers()["location"]).toBe("/pt");
    expect(cacheControl(switched)).not.toMatch(/max-age|public/);

    const detected = await request.get("/", { headers: { "accept-language": "pt-PT,pt;q=0.9" }, maxRedirects: 0 });
    expect(detected.status()).toBe(307);
    expect(detected.headers()["location"]).toBe("/pt");
    expect(cacheControl(detected)).not.toMatch(/max-age|public/);
  });

  test("assets: hashed build files are immutable for a year, public/ files are revalidated", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    expect(cacheControl(await request.get(script!))).toBe("public, max-age=31536000, immutable");

    for (const path of ["/pdfs/regulation-en.pdf", "/images/logo.svg"]) {
      expect(cacheControl(await request.get(path)), path).toBe("public, max-age=0");
    }
    for (const path of ["/sitemap.xml", "/robots.txt", "/icon.svg"]) {
      expect(cacheControl(await request.get(path)), path).toBe("public, max-age=0, must-revalidate");
    }
    expect(cacheControl(await request.get("/calendar/en/porto-box-cup.ics"))).toBe(YEAR);
  });

  test("a page that does not exist is not cached", async ({ request }) => {
    const response = await request.get("/no-such-page", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(cacheControl(response)).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  });
});
