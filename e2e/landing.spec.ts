import { expect, test, type Page } from "@playwright/test";
import { expectPrerendered } from "./helpers/static-page";

const SECTION_IDS = ["home", "info", "stats", "categories", "registrations", "shop", "sponsors", "footer"];
const COUNT_FUNCTION = "**/functions/v1/get-user-count";
const CORS = { "Access-Control-Allow-Origin": "*" };

/** The value inside the live registrations card. */
const liveCount = (page: Page) => page.locator("#stats [aria-live]");

async function sectionIds(page: Page): Promise<string[]> {
  return page.$$eval("main > section[id], #footer", (els) => els.map((el) => el.id));
}

/** Answers the live count with `total`, as the backend's function would. */
async function answerCount(page: Page, total: number) {
  await page.route(COUNT_FUNCTION, (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: JSON.stringify({ total }) })
      : route.continue(),
  );
}

test.describe("landing page (en)", () => {
  test("is prerendered in every language", async ({ request }) => {
    for (const path of ["/", "/pt", "/esp"]) await expectPrerendered(request, path);
  });

  test("has the eight sections in order and one h1", async ({ page }) => {
    await page.goto("/");
    expect(await sectionIds(page)).toEqual(SECTION_IDS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("hero shows name, dates, location and links register-now to #registrations", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#home");
    await expect(hero.getByRole("heading", { level: 1, name: "Porto Box Cup" })).toBeVisible();
    await expect(hero).toContainText(/25\s*–\s*28 March 2026/);
    await expect(hero).toContainText("Porto, Portugal");
    await expect(hero).toContainText("700+ fighters from 18+ countries");
    await expect(hero.getByRole("img", { name: /boxing ring/i })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Back" })).toHaveCount(0);

    await hero.getByRole("link", { name: "Register now" }).click();
    await expect(page).toHaveURL(/#registrations$/);
    await expect(page.getByRole("heading", { level: 2, name: "Registrations" })).toBeInViewport();
  });

  test.describe("on a phone, the sections skipped at first paint (content-visibility) are drawn before a jump needs them", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    const skippedSections = (page: Page) =>
      page.$$eval("main section", (sections) => sections.filter((s) => getComputedStyle(s).contentVisibility === "auto").length);

    test("the sections stay skipped while nothing needs them: no layout of what the phone has not scrolled to", async ({ page }) => {
      await page.goto("/");
      const atFirstPaint = await skippedSections(page);
      expect(atFirstPaint).toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
      // Idle time comes and goes: drawing every section then cost a 4×-slowed CPU 105–135 ms a visit (D81).
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      expect(await skippedSections(page)).toBe(atFirstPaint);
    });

    test("a jump draws the sections first and lands on the heading", async ({ page }) => {
      await page.goto("/");
      expect(await skippedSections(page)).toBeGreaterThan(0);
      await page.locator("#home").getByRole("link", { name: "Register now" }).click();
      await expect(page).toHaveURL(/#registrations$/);
      await expect(page.getByRole("heading", { level: 2, name: "Registrations" })).toBeInViewport();
      expect(await skippedSections(page)).toBe(0);
    });

    test("an address with a fragment lands on its heading", async ({ page }) => {
      await page.goto("/#shop");
      await page.waitForLoadState("networkidle");
      await expect(page.locator("#shop").getByRole("heading", { level: 2 })).toBeInViewport();
    });
  });

  test("hero art is inline, covers the first screen on a desktop and a band above the text on a phone; below-the-fold pictures are lazy with reserved boxes", async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictures.push(request.url());
    });
    await page.goto("/");
    const art = page.locator("#home").getByRole("img", { name: "A boxing ring under spotlights in a packed arena" });
    // Vector art in the document itself: the first screen needs no picture file.
    await expect(art.locator("svg")).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await art.locator("svg").boundingBox()).toEqual(await page.locator("#home").boundingBox());
    // A portrait screen draws the scene across the top of the hero, 16:10, so the ring shows whole
    // (e2e/layout.spec.ts measures how much of it).
    await page.setViewportSize({ width: 390, height: 844 });
    const hero = (await page.locator("#home").boundingBox())!;
    const band = (await art.locator("svg").boundingBox())!;
    expect([band.x, band.y, band.width, Math.round(band.height)]).toEqual([hero.x, hero.y, hero.width, Math.round((hero.width * 10) / 16)]);
    expect(pictures.filter((url) => url.includes("hero"))).toEqual([]);
    // 2 tickets + 4 products + 11 sponsors: counted first, so an empty match cannot pass the loop.
    const below = page.locator("#shop img, #sponsors img");
    await expect(below).toHaveCount(17);
    for (const img of await below.all()) await expect(img).toHaveAttribute("loading", "lazy");
    const unsized = await page.$$eval(
      "main img",
      (imgs) => imgs.filter((i) => !i.getAttribute("width") || !i.getAttribute("height")).length,
    );
    expect(unsized).toBe(0);
  });

  test("the header logo comes with the HTML: drawn, named, and never fetched", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("logo")) fetched.push(request.url());
    });
    await page.goto("/");
    const logo = page.getByRole("banner").getByRole("img", { name: "Porto Box Cup home" });
    // Inline vector art: the mark and the lettering drawn as paths, at the logo's 348×48 proportions.
    const art = logo.locator("svg");
    await expect(art).toHaveAttribute("viewBox", "0 0 348 48");
    expect(await art.locator("path").count()).toBeGreaterThan(10);
    const box = (await art.boundingBox())!;
    expect(Math.round((box.width / box.height) * 48)).toBe(348);
    expect(fetched).toEqual([]);
  });

  test("info lists dates, map, participants, awards, championship, schedule and tickets", async ({ page }) => {
    await page.goto("/");
    const info = page.locator("#info");
    for (const label of ["Event dates", "Location", "Participants", "Awards", "The championship", "Tickets"]) {
      await expect(info.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    await expect(info).toContainText("3 days of fights");
    await expect(info).toContainText("Daily ticket €15, 3-day pass €35");

    const map = info.getByRole("link", { name: /Centro de Desporto da Universidade do Porto/ });
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Centro%20de%20Desporto/);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("rel", "noopener noreferrer");

    const days = info.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 4 }) });
    await expect(days.getByRole("heading", { level: 4 })).toHaveText(["Check-in", "Quarter-finals", "Semi-finals", "Finals"]);
    await expect(days.nth(0)).toContainText("Wednesday 25 March");
    await expect(days.nth(1)).toContainText("Thursday 26 March");
    await expect(days.nth(2)).toContainText("Friday 27 March");
    await expect(days.nth(3)).toContainText("Saturday 28 March");
    await expect(days.nth(3)).toContainText("15:00–21:00");
    await expect(info).toContainText("Europe/Lisbon");

    await expect(info.getByRole("link", { name: "Register now" })).toHaveAttribute("href", "#registrations");
    await info.getByRole("link", { name: "Tickets from €15" }).click();
    await expect(page).toHaveURL(/#shop$/);
    await expect(page.getByRole("heading", { level: 2, name: "Tickets and merchandise" })).toBeInViewport();
  });

  test("stats show both editions, years running and extra trophies", async ({ page }) => {
    await page.goto("/");
    const stats = page.locator("#stats");
    const expected = { "2024 edition": ["634", "98", "18"], "2025 edition": ["769", "96", "14"] };
    for (const [title, values] of Object.entries(expected)) {
      const card = stats.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.getByRole("definition")).toHaveText(values);
      await expect(card.getByRole("term")).toHaveText(["Registered fighters", "Boxing clubs", "Countries"]);
    }
    const extra = (label: string) => stats.locator("dl > div").filter({ hasText: label }).locator("dd");
    await expect(extra("Years running")).toHaveText("3");
    await expect(extra("Extra trophies")).toHaveText("5");
    await expect(extra("Team accounts created on this site")).toBeVisible();
  });

  test("live registrations card starts at 0, then shows the backend's total", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(COUNT_FUNCTION, async (route) => {
      if (route.request().method() === "GET") await gate;
      await route.continue();
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/functions/v1/get-user-count") && r.request().method() === "GET");
    await page.goto("/");
    await expect(liveCount(page)).toHaveText("0");
    release();

    const response = await answer;
    expect(response.status()).toBe(200);
    // The count is asked with GET so browsers and CDNs may reuse it for 30 s.
    expect(response.headers()["cache-control"]).toBe("public, max-age=30");
    const { total } = (await response.json()) as { total: number };
    expect(typeof total).toBe("number");
    await expect(liveCount(page)).toHaveText(new Intl.NumberFormat("en-GB").format(total));
  });

  test("live registrations card groups thousands the British way", async ({ page }) => {
    await answerCount(page, 1234567);
    await page.goto("/");
    await expect(liveCount(page)).toHaveText("1,234,567");
  });

  test("live registrations card says Indisponível and logs a Portuguese error when the call fails", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route(COUNT_FUNCTION, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 500, headers: CORS, contentType: "application/json", body: '{"error":"boom"}' })
        : route.continue(),
    );
    await page.goto("/");
    await expect(liveCount(page)).toHaveText("Indisponível");
    expect(errors.some((e) => e.includes("Erro ao obter o número de inscrições"))).toBe(true);
  });

  test("live registrations card says Indisponível when the backend is unreachable", async ({ page }) => {
    await page.route(COUNT_FUNCTION, (route) => route.abort("connectionrefused"));
    await page.goto("/");
    await expect(liveCount(page)).toHaveText("Indisponível");
  });

  test("categories show five cards with birth years and the three regulation PDFs", async ({ page, request }) => {
    await page.goto("/");
    const categories = page.locator("#categories");
    await expect(categories.getByRole("heading", { level: 2, name: "Age categories" })).toBeVisible();
    await expect(categories.getByRole("heading", { level: 3 }).filter({ hasNotText: "Regulation" })).toHaveText([
      "Benjamin",
      "Junior",
      "Youth",
      "Senior",
      "Elite",
    ]);
    const card = (name: string) =>
      categories.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
    await expect(card("Benjamin")).toContainText("2012–2013");
    await expect(card("Junior")).toContainText("2010–2011");
    await expect(card("Youth")).toContainText("2008–2009");
    await expect(card("Elite")).toContainText("1986–2007");
    await expect(card("Elite")).toContainText("3 rounds of 3 min");
    await expect(card("Benjamin")).toContainText("3 rounds of 1.5 min");
    await expect(card("Benjamin")).toContainText("Signed consent of a parent or guardian");
    await expect(card("Elite")).not.toContainText("Signed consent");
    await expect(categories).toContainText("IBA Technical & Competition Rules");

    const pdfs = categories.getByRole("link", { name: /^Regulation in/ });
    await expect(pdfs).toHaveCount(3);
    const expected = ["/pdfs/regulation-pt.pdf", "/pdfs/regulation-en.pdf", "/pdfs/regulation-es.pdf"];
    for (const [i, href] of expected.entries()) {
      await expect(pdfs.nth(i)).toHaveAttribute("href", href);
      await expect(pdfs.nth(i)).toHaveAttribute("target", "_blank");
      await expect(pdfs.nth(i)).toHaveAttribute("rel", /noopener/);
      const file = await request.get(href);
      expect(file.status(), href).toBe(200);
      expect(file.headers()["content-type"]).toContain("application/pdf");
    }
    // A new tab that navigates to the PDF: a browser with a PDF viewer shows it there, the headless shell the suite
    // drives (scripts/test/chromium-path.ts) saves it, so the tab's own address may stay blank.
    const [popup, navigation] = await Promise.all([
      page.waitForEvent("popup"),
      page.context().waitForEvent("request", (r) => r.isNavigationRequest() && new URL(r.url()).pathname === "/pdfs/regulation-en.pdf"),
      pdfs.nth(1).click(),
    ]);
    expect(navigation.frame().page()).toBe(popup);
  });

  test("registrations enroll goes to /auth and offers the two mail contacts", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#registrations");
    await expect(section).toContainText("28/02/2026");
    await expect(section.getByRole("link", { name: "registrations@portoboxcup.pt" })).toHaveAttribute(
      "href",
      "mailto:registrations@portoboxcup.pt",
    );
    await expect(section.getByRole("link", { name: "logistics@portoboxcup.pt" })).toHaveAttribute(
      "href",
      "mailto:logistics@portoboxcup.pt",
    );
    await expect(section.getByRole("heading", { name: "Technical and logistics" })).toBeVisible();
    await section.getByRole("link", { name: "Enroll your team" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

const translated = [
  {
    path: "/pt",
    lang: "pt",
    headings: [
      "Informações do evento",
      "A taça em números",
      "Escalões etários",
      "Inscrições",
      "Bilhetes e merchandising",
      "Os nossos patrocinadores",
    ],
    register: "Inscreva-se já",
    dates: /25\s*–\s*28 de março de 2026/,
    categories: ["Benjamim", "Júnior", "Jovens", "Sénior", "Elite"],
    location: "Porto, Portugal",
    venue: "Centro de Desporto da Universidade do Porto, Porto, Portugal",
    shopItems: ["Bilhete diário", "Passe de 3 dias", "T-shirt", "Sweat", "Garrafas metálicas", "T-shirts personalizadas"],
    ticketAlts: ["Bilhete diário do Porto Box Cup", "Passe de 3 dias do Porto Box Cup"],
    daily: "15 €",
    enroll: "Inscrever a equipa",
    auth: /\/pt\/auth$/,
    // European Portuguese groups from five digits, with a no-break space.
    thousands: "12\u00a0345",
  },
  {
    path: "/esp",
    lang: "es",
    headings: [
      "Información del evento",
      "La copa en cifras",
      "Categorías de edad",
      "Inscripciones",
      "Entradas y merchandising",
      "Nuestros patrocinadores",
    ],
    register: "Inscríbete ya",
    dates: /25\s*–\s*28 de marzo de 2026/,
    categories: ["Benjamín", "Júnior", "Joven", "Sénior", "Élite"],
    location: "Oporto, Portugal",
    venue: "Centro de Desporto da Universidade do Porto, Oporto, Portugal",
    shopItems: ["Entrada de un día", "Abono de 3 días", "Camiseta", "Sudadera", "Botellas metálicas", "Camisetas personalizadas"],
    ticketAlts: ["Entrada de un día para la Porto Box Cup", "Abono de 3 días para la Porto Box Cup"],
    daily: "15 €",
    enroll: "Inscribir al equipo",
    auth: /\/esp\/auth$/,
    thousands: "12.345",
  },
] as const;

for (const l of translated) {
  test.describe(`landing page (${l.path})`, () => {
    test("is fully translated and works", async ({ page }) => {
      await page.goto(l.path);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      expect(await sectionIds(page)).toEqual(SECTION_IDS);
      await expect(page.locator("main > section").getByRole("heading", { level: 2 })).toHaveText([...l.headings]);
      await expect(page.locator("#home")).toContainText(l.dates);
      await expect(page.locator("#home dd").last()).toHaveText(l.location);
      await expect(page.locator("#info").getByRole("link", { name: new RegExp(`^${l.venue}`) })).toBeVisible();
      await expect(page.locator("#shop").getByRole("heading", { level: 4 })).toHaveText([...l.shopItems]);
      for (const alt of l.ticketAlts) await expect(page.locator("#shop").getByRole("img", { name: alt, exact: true })).toHaveCount(1);
      await expect(page.locator("#home").getByRole("link", { name: l.register })).toHaveAttribute("href", "#registrations");
      await expect(page.locator("#categories").getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([...l.categories]);
      await expect(page.locator("#shop").getByRole("listitem").first()).toContainText(l.daily);
      await expect(liveCount(page)).not.toHaveAttribute("aria-busy", "true");
      await page.locator("#registrations").getByRole("link", { name: l.enroll }).click();
      await expect(page).toHaveURL(l.auth);
    });

    test("groups the live count's digits as this language does", async ({ page }) => {
      await answerCount(page, 12345);
      await page.goto(l.path);
      await expect(liveCount(page)).toHaveText(l.thousands);
    });

    test("says Indisponível in this language too", async ({ page }) => {
      await page.route(COUNT_FUNCTION, (route) => route.abort("failed"));
      await page.goto(l.path);
      await expect(liveCount(page)).toHaveText("Indisponível");
    });
  });
}

// What a coach reads in each language: the schedule's days as the language writes them, the documents each
// category needs (the regulation's identity card or passport, the consent form for minors, linked in the page's
// language), the ticket and T-shirt pictures worded in that language, and what the live counter counts.
const coach = [
  {
    path: "/",
    pictures: "en",
    days: ["Wednesday 25 March", "Thursday 26 March", "Friday 27 March", "Saturday 28 March"],
    id: "Identity card or passport (the original)",
    consent: { name: /^form, PDF/, href: "/pdfs/consent-en.pdf", minors: ["Benjamin", "Junior", "Youth"] },
    counter: "Team accounts created on this site",
  },
  {
    path: "/pt",
    pictures: "pt",
    days: ["Quarta-feira, 25 de março", "Quinta-feira, 26 de março", "Sexta-feira, 27 de março", "Sábado, 28 de março"],
    id: "Documento de identificação ou passaporte (original)",
    consent: { name: /^formulário, PDF/, href: "/pdfs/consent-pt.pdf", minors: ["Benjamim", "Júnior", "Jovens"] },
    counter: "Contas de equipa criadas neste site",
  },
  {
    path: "/esp",
    pictures: "es",
    days: ["Miércoles, 25 de marzo", "Jueves, 26 de marzo", "Viernes, 27 de marzo", "Sábado, 28 de marzo"],
    id: "Documento de identidad o pasaporte (original)",
    consent: { name: /^formulario, PDF/, href: "/pdfs/consent-es.pdf", minors: ["Benjamín", "Júnior", "Joven"] },
    counter: "Cuentas de equipo creadas en esta web",
  },
] as const;

for (const l of coach) {
  test(`${l.path}: schedule days, documents to bring, pictures and counter in the page's language`, async ({ page, request }) => {
    await page.goto(l.path);
    // As drawn (innerText applies CSS text-transform), so each section is read once scrolled to, as a visitor
    // reads it: the browser lays a section out only then (D81).
    await page.locator("#info ol").scrollIntoViewIfNeeded();
    expect(await page.locator("#info ol > li > p:first-child").allInnerTexts()).toEqual([...l.days]);

    await page.locator("#categories").scrollIntoViewIfNeeded();
    const cards = page.locator("#categories ul").first().locator(":scope > li");
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) await expect(card.getByRole("listitem").first()).toHaveText(l.id);
    // Minors' cards link the consent form in this language; the adults' cards have no such item.
    for (const card of await cards.all()) {
      const name = await card.getByRole("heading", { level: 3 }).innerText();
      const consent = card.getByRole("link", { name: l.consent.name });
      const minor = (l.consent.minors as readonly string[]).some((category) => category.toLowerCase() === name.toLowerCase());
      await expect(consent, name).toHaveCount(minor ? 1 : 0);
      if (minor) {
        await expect(consent).toHaveAttribute("href", l.consent.href);
        await expect(consent).toHaveAttribute("target", "_blank");
      }
    }
    const pdf = await request.get(l.consent.href);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");

    const pictures = await page
      .locator("#shop img")
      .evaluateAll((imgs) => imgs.map((img) => decodeURIComponent(img.getAttribute("src") ?? "")));
    for (const file of [
      `tickets/daily-${l.pictures}.webp`,
      `tickets/three-day-${l.pictures}.webp`,
      `products/custom-tshirt-${l.pictures}.webp`,
    ]) {
      expect(
        pictures.some((src) => src.includes(`/images/${file}?`)),
        file,
      ).toBe(true);
    }
    // The live card is the first of the cards below the two editions.
    await expect(page.locator("#stats dl").last().locator("dt").first()).toHaveText(l.counter);
  });
}
