import { expect, test, type Page, type Request } from "@playwright/test";

/**
 * The page is hydrated (React has attached its props to the language selector, whose effect applies a stored
 * preference) and the network is quiet: any client-side language switch it was going to make has started.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector("header nav a");
    return !!link && Object.keys(link).some((key) => key.startsWith("__reactProps$"));
  });
  await page.waitForLoadState("networkidle");
}

/** The language selector's link to one language (its code, e.g. "PT"), named by the selector's label. */
const languageLink = (page: Page, label: string, code: string) =>
  page.getByRole("navigation", { name: label }).getByRole("link", { name: new RegExp(`^${code} `) });

test.describe("language choice (docs/product.md §9)", () => {
  test("English is the default at the spec's unprefixed paths", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(languageLink(page, "Language", "EN")).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("navigation", { name: "Language" }).locator("[aria-current]")).toHaveCount(1);
  });

  test("the selector names every language in its own words and links to this page in each, on every page", async ({ page }) => {
    for (const [path, label, hrefs] of [
      ["/", "Language", ["/", "/pt", "/esp"]],
      ["/pt/terms&conditions", "Idioma", ["/terms&conditions", "/pt/terms&conditions", "/esp/terms&conditions"]],
      ["/esp/auth", "Idioma", ["/auth", "/pt/auth", "/esp/auth"]],
    ] as const) {
      await page.goto(path);
      const links = page.getByRole("navigation", { name: label }).getByRole("link");
      await expect(links).toHaveText(["EN · English", "PT · Português", "ESP · Español"]);
      for (const [i, href] of hrefs.entries()) await expect(links.nth(i)).toHaveAttribute("href", href);
    }
  });

  test("without JavaScript the selector's links still change the language", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/gallery-view/2024");
    await languageLink(page, "Language", "ESP").click();
    await expect(page).toHaveURL(/\/esp\/gallery-view\/2024$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await context.close();
  });

  test("the selector switches language, keeps the page and is remembered", async ({ page, context }) => {
    await page.goto("/terms&conditions?x=1#photos");
    await settled(page);
    await languageLink(page, "Language", "PT").click();
    // The query and the hash stay.
    await expect(page).toHaveURL(/\/pt\/terms&conditions\?x=1#photos$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    expect(await page.evaluate(() => localStorage.getItem("lng"))).toBe("pt");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("pt");

    // The next visit to an English address lands on the remembered language.
    await page.goto("/");
    await expect(page).toHaveURL(/\/pt$/);

    await settled(page);
    await languageLink(page, "Idioma", "ESP").click();
    await expect(page).toHaveURL(/\/esp$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("lng"))).toBe("esp");

    await settled(page);
    await languageLink(page, "Idioma", "EN").click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("?lng= switches language on any page", async ({ page }) => {
    await page.goto("/gallery-view/2024?lng=esp");
    await expect(page).toHaveURL(/\/esp\/gallery-view\/2024$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/esp/terms&conditions?lng=pt");
    await expect(page).toHaveURL(/\/pt\/terms&conditions$/);
    await page.goto("/pt?lng=en");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("an unknown ?lng= value is dropped and the page stays as it is", async ({ page }) => {
    await page.goto("/pt?lng=fr");
    await expect(page).toHaveURL(/\/pt$/);
  });

  // The browser's locale is what it sends as Accept-Language.
  for (const [browserLocale, expected, lang] of [
    ["pt-PT", /\/pt$/, "pt"],
    ["es-ES", /\/esp$/, "es"],
    ["fr-FR", /localhost:\d+\/$/, "en"],
  ] as const) {
    test(`a first visit from a ${browserLocale} browser gets ${lang}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, locale: browserLocale });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page).toHaveURL(expected);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await context.close();
    });
  }

  test("a language kept only in browser storage is honoured when the cookie is gone", async ({ page, context }) => {
    // A returning visitor: storage remembers Spanish, no cookie (this context starts without any).
    await context.addInitScript(() => localStorage.getItem("lng") ?? localStorage.setItem("lng", "esp"));
    await page.goto("/terms&conditions");
    await expect(page).toHaveURL(/\/esp\/terms&conditions$/);
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("es");
  });

  // Where the sources disagree, the documented order decides: ?lng → cookie → local/session storage → Accept-Language.
  test("?lng= wins over a cookie and storage that both say otherwise", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "pt", url: baseURL! }]);
    await context.addInitScript(() => localStorage.setItem("lng", "pt"));
    await page.goto("/terms&conditions?lng=esp");
    await expect(page).toHaveURL(/\/esp\/terms&conditions$/);
    await settled(page);
    await expect(page).toHaveURL(/\/esp\/terms&conditions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  for (const [cookie, stored, expected, lang] of [
    ["pt", "esp", /\/pt\/terms&conditions$/, "pt"],
    ["es", "pt", /\/esp\/terms&conditions$/, "es"],
    ["en", "esp", /localhost:\d+\/terms&conditions$/, "en"],
  ] as const) {
    test(`the cookie (${cookie}) wins over local storage (${stored})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "NEXT_LOCALE", value: cookie, url: baseURL! }]);
      await context.addInitScript((value) => localStorage.setItem("lng", value), stored);
      await page.goto("/terms&conditions");
      await settled(page);
      await expect(page).toHaveURL(expected);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });
  }

  test("local storage wins over the browser's Accept-Language when no cookie is set", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "pt-PT" });
    await context.addInitScript(() => localStorage.getItem("lng") ?? localStorage.setItem("lng", "esp"));
    const page = await context.newPage();
    await page.goto("/terms&conditions");
    await expect(page).toHaveURL(/\/esp\/terms&conditions$/);
    await settled(page);
    await expect(page).toHaveURL(/\/esp\/terms&conditions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await context.close();
  });

  test("session storage counts when local storage is empty, also against Accept-Language", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "es-ES" });
    await context.addInitScript(() => sessionStorage.getItem("lng") ?? sessionStorage.setItem("lng", "pt"));
    const page = await context.newPage();
    await page.goto("/gallery-view/2024");
    await expect(page).toHaveURL(/\/pt\/gallery-view\/2024$/);
    await settled(page);
    await expect(page).toHaveURL(/\/pt\/gallery-view\/2024$/);
    await context.close();
  });

  test("an explicit language address wins over the remembered one", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "pt", url: baseURL! }]);
    await page.goto("/esp/terms&conditions");
    await expect(page).toHaveURL(/\/esp\/terms&conditions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("old and internal locale forms redirect to the canonical addresses", async ({ request }) => {
    for (const [from, to] of [
      ["/en", "/"],
      ["/en/auth", "/auth"],
      ["/es", "/esp"],
      ["/es/terms&conditions", "/esp/terms&conditions"],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()["location"], "http://x").pathname, from).toBe(to);
    }
  });

  test("unknown paths get a 404 in the page's language, and /favicon.ico is never a 500", async ({ page, request }) => {
    const response = await page.goto("/pt/esta-pagina-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page).toHaveTitle("Página não encontrada · Porto Box Cup");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    expect((await page.goto("/esp/nada"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await expect(page).toHaveTitle("Página no encontrada · Porto Box Cup");
    await page.goto("/no-such-page");
    await expect(page).toHaveTitle("Page not found · Porto Box Cup");
    expect((await request.get("/favicon.ico")).status()).toBeLessThan(500);
  });
});

test.describe("navigation", () => {
  test("the page scrolls to the top on every path change", async ({ page }) => {
    await page.goto("/gallery-view/2024");
    await page.getByRole("contentinfo").getByRole("link", { name: /Terms/ }).click();
    await expect(page).toHaveURL(/\/terms&conditions$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("internal links prefetch after hovering, not when they scroll into view", async ({ page }) => {
    const prefetches: string[] = [];
    const isAuthPrefetch = (r: Request) => new URL(r.url()).pathname.endsWith("/auth") && r.headers()["next-router-prefetch"] === "1";
    page.on("request", (r) => isAuthPrefetch(r) && prefetches.push(r.url()));
    await page.goto("/");
    const enroll = page.getByRole("link", { name: "Enroll your team" });
    await enroll.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(prefetches).toEqual([]);

    const prefetched = page.waitForRequest(isAuthPrefetch);
    await enroll.hover();
    await prefetched;
    await enroll.click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("an internal link also prefetches once it has keyboard focus", async ({ page }) => {
    const isAuthPrefetch = (r: Request) => new URL(r.url()).pathname.endsWith("/auth") && r.headers()["next-router-prefetch"] === "1";
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const prefetched = page.waitForRequest(isAuthPrefetch);
    await page.getByRole("link", { name: "Enroll your team" }).focus();
    await prefetched;
  });
});
