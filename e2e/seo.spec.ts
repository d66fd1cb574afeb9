import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "../lib/seo/site";
import { folderVersion } from "../tests/support/picture-version";

// Expectations are written out here rather than taken from lib/seo, so a wrong helper cannot agree with itself.
const locales = [
  { lang: "en", prefix: "", code: "en" },
  { lang: "pt", prefix: "/pt", code: "pt" },
  { lang: "es", prefix: "/esp", code: "esp" },
] as const;
const pages = ["/", "/terms&conditions", "/gallery-view/2024", "/gallery-view/2025", "/draw", "/today"];
// Normalised with the URL parser: Next prints the root as `http://host` in <link>s, the sitemap as `http://host/`.
const url = (prefix: string, path: string) => new URL(`${siteUrl}${path === "/" ? prefix || "/" : prefix + path}`).href;
// Crawlers keep a card's picture by URL: it carries the first 8 hex digits of the file's SHA-256.
const ogPath = `/images/og.png?v=${folderVersion("public/images")}`;
const ogImage = `${siteUrl}${ogPath}`;
const normalised = (href: string | null | undefined) => (href ? new URL(href).href : href);
const expectedAlternates = (path: string) => ({
  en: url("", path),
  pt: url("/pt", path),
  es: url("/esp", path),
  "x-default": url("", path),
});

async function head(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => (link as HTMLLinkElement).href),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        (link as HTMLLinkElement).href,
      ]),
    ),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content"),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
    twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute("content"),
  }));
}

test.describe("search engines: per-page, per-language metadata", () => {
  for (const path of pages) {
    test(`${path}: own title and description per language, self canonical, hreflang set with x-default`, async ({ page }) => {
      const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
      for (const { lang, prefix } of locales) {
        const response = await page.goto(path === "/" ? prefix || "/" : prefix + path);
        expect(response?.status()).toBe(200);
        // One source of hreflang: no next-intl `Link` header beside the <link> elements and the sitemap.
        expect(response?.headers()["link"] ?? "").not.toContain("hreflang");
        const meta = await head(page);
        expect(meta.lang).toBe(lang);
        expect(meta.title.length).toBeGreaterThan(10);
        expect(meta.description.length).toBeGreaterThan(50);
        expect(meta.canonical).toEqual([url(prefix, path)]);
        expect(meta.alternates).toEqual(expectedAlternates(path));
        expect(normalised(meta.ogUrl)).toBe(url(prefix, path));
        expect(meta.ogImage).toBe(ogImage);
        expect(meta.twitterCard).toBe("summary_large_image");
        seen.titles.add(meta.title);
        seen.descriptions.add(meta.description);
      }
      // pt and es may share a word ("Premiados"), but neither is the English title.
      expect(seen.titles.size, "titles are translated").toBeGreaterThanOrEqual(2);
      expect(seen.descriptions.size, "descriptions are translated").toBe(3);
    });
  }

  test("pages have distinct titles within one language", async ({ page }) => {
    const titles = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(pages.length);
  });

  test("the Open Graph image exists at 1200x630", async ({ request }) => {
    const image = await request.get(ogPath);
    expect(image.status()).toBe(200);
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

test.describe("search engines: sitemap and robots", () => {
  test("sitemap.xml is well-formed and lists every public page in every language with all alternates", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    await page.goto("/");
    const entries = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      return [...doc.getElementsByTagName("url")].map((entry) => ({
        loc: new URL(entry.getElementsByTagName("loc")[0]?.textContent ?? "").href,
        alternates: Object.fromEntries(
          [...entry.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => [
            link.getAttribute("hreflang"),
            new URL(link.getAttribute("href") ?? "").href,
          ]),
        ),
      }));
    }, xml);
    expect(entries, "the sitemap parses as XML (a bare & in /terms&conditions would break it)").not.toBeNull();
    const expected = pages.flatMap((path) =>
      locales.map(({ prefix }) => ({ loc: url(prefix, path), alternates: expectedAlternates(path) })),
    );
    expect(entries).toEqual(expect.arrayContaining(expected));
    // Besides those, each published bracket's page (other specs publish some), in every language with its alternates.
    const brackets = (entries ?? []).filter((entry) => /\/draw\/[a-z0-9-]+$/.test(new URL(entry.loc).pathname));
    expect(entries).toHaveLength(expected.length + brackets.length);
    for (const entry of brackets) {
      const path = new URL(entry.loc).pathname.replace(/^\/(pt|esp)\//, "/");
      expect(entry.alternates, entry.loc).toEqual(expectedAlternates(path));
    }
    for (const entry of entries ?? []) expect(entry.loc).not.toMatch(/\/(dashboard|auth|reset)\b/);
  });

  test("robots.txt keeps the portal and account screens out in every language and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    for (const { prefix } of locales) {
      for (const path of ["/dashboard", "/auth", "/reset"]) expect(lines).toContain(`Disallow: ${prefix}${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

test.describe("search engines: SportsEvent structured data", () => {
  test("the landing page in every language carries a valid, localised SportsEvent", async ({ page }) => {
    const descriptions = new Set<string>();
    for (const { lang, prefix } of locales) {
      await page.goto(prefix || "/");
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const events = blocks.map((text) => JSON.parse(text)).filter((data) => data["@type"] === "SportsEvent");
      expect(events).toHaveLength(1);
      const event = events[0];
      expect(event["@context"]).toBe("https://schema.org");
      expect(event.name).toContain("Porto Box Cup");
      expect(event.sport).toBeTruthy();
      expect(event.inLanguage).toBe(lang);
      expect(normalised(event.url)).toBe(url(prefix, "/"));
      // Google requires the UTC offset; Lisbon is +00:00 until the last Sunday of March (29 March 2026).
      // The cup: check-in Wed 25 March 14:00, finals Sat 28 March 15:00–21:00, Lisbon time.
      expect(event.startDate).toBe("2026-03-25T14:00:00+00:00");
      expect(event.endDate).toBe("2026-03-28T21:00:00+00:00");
      expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
      expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
      expect(event.location["@type"]).toBe("Place");
      expect(event.location.name).toBeTruthy();
      expect(event.location.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Porto", addressCountry: "PT" });
      expect(event.location.address.streetAddress).toBeTruthy();
      expect(event.location.address.postalCode).toMatch(/^\d{4}-\d{3}$/);
      expect(event.organizer).toMatchObject({ "@type": "Organization" });
      expect(event.organizer.name).toBeTruthy();
      expect(event.image[0]).toBe(ogImage);
      const offers = event.offers as { price: string; priceCurrency: string; availability: string; url: string }[];
      expect(offers.map((offer) => Number(offer.price)).sort((a, b) => a - b)).toEqual([15, 35]);
      for (const offer of offers) {
        expect(offer.priceCurrency).toBe("EUR");
        expect(offer.availability).toMatch(/^https:\/\/schema\.org\//);
        expect(offer.url.startsWith(siteUrl)).toBe(true);
      }
      descriptions.add(event.description);
    }
    expect(descriptions.size, "the description is translated").toBe(3);
  });
});

test.describe("add to calendar", () => {
  test("the info section offers the calendar of its own language", async ({ page }) => {
    for (const { prefix, code } of locales) {
      await page.goto(prefix || "/");
      const link = page.locator("#info").locator(`a[href="/calendar/${code}/porto-box-cup.ics"]`);
      await expect(link).toHaveAttribute("download", "");
      await expect(link).toContainText(".ics");
    }
  });

  // The event days, written out: Lisbon is UTC+00:00 on all of them (summer time starts on 29 March 2026).
  const days = [
    { key: "checkIn", start: "20260325T140000Z", end: "20260325T200000Z" },
    { key: "quarterFinals", start: "20260326T100000Z", end: "20260326T200000Z" },
    { key: "semiFinals", start: "20260327T110000Z", end: "20260327T200000Z" },
    { key: "finals", start: "20260328T150000Z", end: "20260328T210000Z" },
  ];
  const titles = {
    en: ["Check-in", "Quarter-finals", "Semi-finals", "Finals"],
    pt: ["Acreditação", "Quartos de final", "Meias-finais", "Finais"],
    esp: ["Acreditación", "Cuartos de final", "Semifinales", "Finales"],
  };
  // The city as visitors of each language read it ("Oporto" in Spanish).
  const cities = { en: "Porto", pt: "Porto", esp: "Oporto" };
  const host = new URL(siteUrl).hostname;

  for (const { code, prefix } of locales) {
    test(`/calendar/${code}/porto-box-cup.ics downloads one VEVENT per event day, titled in its language`, async ({ request }) => {
      const response = await request.get(`/calendar/${code}/porto-box-cup.ics`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
      expect(response.headers()["content-disposition"]).toBe('attachment; filename="porto-box-cup-2026.ics"');
      const body = await response.text();
      expect(body.replace(/\r\n/g, "")).not.toContain("\n");
      // RFC 5545 §3.1, checked on the file as served, before unfolding: no physical line over 75 octets.
      for (const line of body.split("\r\n")) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
      const unfolded = body.replace(/\r\n /g, "");
      const lines = unfolded.split("\r\n");
      expect(lines[0]).toBe("BEGIN:VCALENDAR");
      expect(lines).toContain("VERSION:2.0");
      expect(lines).toContain("X-WR-CALNAME:Porto Box Cup 2026");
      const events = unfolded.split("BEGIN:VEVENT").slice(1);
      expect(events).toHaveLength(4);
      const homePage = prefix ? `${siteUrl}${prefix}` : `${siteUrl}/`;
      events.forEach((event, index) => {
        const field = (name: string) => event.match(new RegExp(`\\r\\n${name}:([^\\r]*)`))?.[1];
        expect(field("UID")).toBe(`2026-${days[index].key}@${host}`);
        expect(field("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
        expect(field("DTSTART")).toBe(days[index].start);
        expect(field("DTEND")).toBe(days[index].end);
        expect(field("SUMMARY")).toBe(`Porto Box Cup 2026 · ${titles[code][index]}`);
        expect(field("DESCRIPTION")?.endsWith(`\\n${homePage}`), field("DESCRIPTION")).toBe(true);
        expect(field("LOCATION")).toBe(
          `Centro de Desporto da Universidade do Porto\\, Rua Dr. Manuel Pereira da Silva\\, 4200-393 ${cities[code]}\\, Portugal`,
        );
        expect(field("URL")).toBe(homePage);
      });
    });
  }
});
