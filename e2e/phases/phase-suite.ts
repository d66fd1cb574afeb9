import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { registerTeam, signIn, uniqueTeam } from "../helpers/team";

/**
 * What one phase of the cup's calendar shows, in one language, written out as a visitor reads it
 * (docs/product.md §2). Each scenario spec of e2e/phases/ fills this table for its phase, and phaseSuite() checks
 * every page where the phase matters against the production build at that scenario's chosen date.
 */
export type PhaseTexts = {
  /** The landing's path in this language. */
  home: "/" | "/pt" | "/esp";
  /** The hero's status line, as rendered text (none while entries are open). */
  heroStatus: string | null;
  /** The hero's links, in order. */
  heroLinks: string[];
  /** The links under the event info (the ticket price and register-now buttons), in order. */
  infoLinks: string[];
  /** What the registrations card says (each text must appear) and its button. */
  registrations: string[];
  registrationsButton: string;
  /** The footer's deadline card: its closed badge (or none) and its sentence. */
  footerBadge: string | null;
  footerText: string;
  /** The introduction of /auth in register mode. */
  authIntro: string;
  /** The portal's submit-team block: what it says, and whether it offers a link (to the entries page, editable or read-only). */
  portalStatus: string;
  portalForm: boolean;
};

const toRegister = (home: PhaseTexts["home"]) => {
  const file = { "/": "en", "/pt": "pt", "/esp": "esp" }[home];
  return (JSON.parse(readFileSync(`messages/${file}.json`, "utf8")) as { Auth: { toRegister: string } }).Auth.toRegister;
};

const linkNames = (links: Locator) =>
  links.evaluateAll((elements) => elements.map((a) => (a.textContent ?? "").replace(/\s+/g, " ").trim()));

/**
 * Waits until the server answers `path` with `text` in its HTML: at once in a scenario that started in its phase,
 * within the 30 s a switch may take in one whose server crossed the boundary (docs/decisions.md D46).
 */
async function servedWith(request: APIRequestContext, path: string, text: string) {
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 30_000, intervals: [500] }).toContain(text);
}

/** The text of the parts of the landing that show the phase (textContent: the same whether a section is drawn yet or not). */
const phaseRegions = (page: Page) =>
  page.evaluate(() =>
    ["#home", "#info", "#registrations", "#shop", "#footer"].map((selector) => document.querySelector(selector)?.textContent),
  );

/** The landing's phase as the server's HTML says it, before any script runs. */
async function htmlRegions(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  const regions = await phaseRegions(page);
  await context.close();
  return regions;
}

/** The sum of the page's layout shifts so far (the CLS of a page nobody has touched). */
const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = (observer.takeRecords() as Shift[]).filter((e) => !e.hadRecentInput);
    observer.disconnect();
    // What moved, so a failure says where to look.
    return entries.map((e) => ({
      value: e.value,
      at: Math.round(e.startTime),
      moved: e.sources.map((source) => {
        const element = source.node instanceof Element ? source.node : source.node?.parentElement;
        return `${element?.tagName.toLowerCase()}${element?.id ? `#${element.id}` : ""}.${element?.className} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`;
      }),
    }));
  });

/**
 * With PHASE_SHOTS=<folder>, what a visitor sees of the phase is saved for a person to look at: the first screen
 * at 1280 and 390 px wide, and at 390 px the parts of the landing the phase changes.
 */
async function saveShots(page: Page, name: string) {
  const folder = process.env.PHASE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}-1280.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(folder, `${name}-390.png`) });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const part of ["#schedule", "#registrations", "#shop", "#footer"]) {
    await page.locator(part).evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
    await page.screenshot({ path: path.join(folder, `${name}-390-${part.slice(1)}.png`) });
  }
}

/** Pages whose texts a scenario checks beyond the landing: a scenario leaves out those that say what another scenario checked. */
type Extra = "auth" | "portal";

/** The checks a scenario runs for its phase, in each of the three languages. */
export function phaseSuite(phase: string, languages: PhaseTexts[], extras: readonly Extra[] = ["auth", "portal"]) {
  for (const l of languages) {
    test(`${l.home} (${phase}): the landing says so from the first byte to the hydrated page, without a shift`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await servedWith(page.request, l.home, `data-phase="${phase}"`);
      // What the server sent, read with scripts off; then the same regions once the page has hydrated and settled.
      const served = await htmlRegions(browser, baseURL!, l.home);
      // A hydration mismatch (a phase computed differently in the browser) is an uncaught error in production.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        // Text changed after parsing (a phase rendered again by a script) is counted, wherever it happens.
        document.addEventListener("DOMContentLoaded", () => {
          const w = window as unknown as { phaseMutations: string[] };
          w.phaseMutations = [];
          new MutationObserver((records) => {
            for (const record of records) {
              const element = record.target instanceof Element ? record.target : record.target.parentElement;
              if (element?.closest("#home, #info, #registrations, #shop, #footer")) w.phaseMutations.push(element.outerHTML.slice(0, 120));
            }
          }).observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      });
      await page.goto(l.home);
      await page.waitForLoadState("networkidle");
      expect(await phaseRegions(page)).toEqual(served);
      expect(await page.evaluate(() => (window as unknown as { phaseMutations: string[] }).phaseMutations)).toEqual([]);
      expect(await layoutShifts(page)).toEqual([]);
      expect(errors).toEqual([]);

      const hero = page.locator("#home");
      await expect(hero).toHaveAttribute("data-phase", phase);
      if (l.heroStatus) await expect(hero.locator("p").filter({ hasText: l.heroStatus.slice(0, 20) })).toHaveText(l.heroStatus);
      expect(await linkNames(hero.getByRole("link"))).toEqual(l.heroLinks);
      // The info section's in-page buttons (its other links are the map and the calendar file).
      expect(await linkNames(page.locator('#info a[href^="#"]'))).toEqual(l.infoLinks);
      const card = page.locator("#registrations").getByRole("link", { name: l.registrationsButton });
      await expect(card).toHaveAttribute("href", `${l.home === "/" ? "" : l.home}/auth`);
      for (const text of l.registrations) await expect(page.locator("#registrations")).toContainText(text);
      const deadline = page.locator("#footer time").locator("..");
      if (l.footerBadge) await expect(deadline).toContainText(l.footerBadge);
      else await expect(deadline).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
      await expect(page.locator("#footer")).toContainText(l.footerText);
      await expectNoAxeViolations(page, `${l.home} (${phase})`);
      await saveShots(page, `${process.env.E2E_SCENARIO || phase}-${l.home === "/" ? "en" : l.home.slice(1)}`);
    });

    if (!extras.includes("auth")) continue;
    test(`${l.home} (${phase}): account creation stays open, and says where the cup stands`, async ({ page }) => {
      const path = `${l.home === "/" ? "" : l.home}/auth`;
      await servedWith(page.request, path, l.authIntro.slice(0, 40));
      await page.goto(path);
      await page.getByRole("button", { name: toRegister(l.home) }).click();
      await expect(page.getByText(l.authIntro)).toBeVisible();
      await expectNoAxeViolations(page, `${l.home}/auth (${phase}, register)`);
    });
  }

  if (!extras.includes("portal")) return;
  test(`the teams portal (${phase}): the submit-team block says whether entries are open, in each language`, async ({
    context,
    baseURL,
  }) => {
    await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
    const page = await context.newPage();
    for (const l of languages) {
      const path = `${l.home === "/" ? "" : l.home}/dashboard`;
      await servedWith(context.request, path, l.portalStatus);
      await page.goto(path);
      const block = page.locator("#submit-team-title").locator("..");
      await expect(block).toContainText(l.portalStatus);
      // Beside the minors' consent form, which the block links in every phase.
      await expect(block.locator(`a[href="${path}/entries"]`)).toHaveCount(l.portalForm ? 1 : 0);
      await expectNoAxeViolations(page, `${l.home} portal (${phase})`);
    }
  });
}

/** The SportsEvent's status and offers' availability on the landing, and the sitemap's lastmod of `/` and of the terms page. */
export async function machineReadable(page: Page) {
  await page.goto("/");
  const event = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    eventStatus: string;
    offers: { availability: string }[];
  };
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const entry = (path: string) => sitemap.split("<url>").find((url) => new RegExp(`<loc>https?://[^/<]+${path}</loc>`).test(url)) ?? "";
  const lastmod = (path: string) => /<lastmod>([^<]+)<\/lastmod>/.exec(entry(path))?.[1] ?? null;
  return {
    eventStatus: event.eventStatus,
    availability: [...new Set(event.offers.map((offer) => offer.availability))],
    landingLastmod: lastmod("/"),
    termsLastmod: lastmod("/terms&amp;conditions"),
  };
}
