import { expect, test, type Page } from "@playwright/test";
import { accountRules, landingRules, portalRules, sponsorCaptionProblems, touchSponsorProblems, type Rules } from "./helpers/layout-rules";
import { overflowsIn, type Overflow } from "./helpers/overflow";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

// Every page, in every language, at a phone, a tablet and two desktop widths: no text runs out of its box,
// no page scrolls sideways, the header keeps its logo at full size and each of its buttons on one line, and
// the page's own layout rules hold (e2e/helpers/layout-rules.ts). One load per page and language; the
// viewport is then resized in place.
const widths = [390, 768, 1280, 1440];
const prefixes = ["", "/pt", "/esp"];
const routes = ["/", "/terms&conditions", "/gallery-view", "/gallery-view/2024", "/gallery-view/2025", "/auth", "/reset", "/no-such-page"];
const pageRules: Record<string, Rules> = { "/": landingRules, "/auth": accountRules, "/reset": accountRules };

async function expectLayoutAtEveryWidth(page: Page, path: string, rules?: Rules) {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const found: Overflow[] = await overflowsIn(page);
    problems.push(...found.map((o) => `${width}px ${path}: ${o.what} runs ${o.by}px over: "${o.text}"`));
    problems.push(...(await headerProblems(page)).map((problem) => `${width}px ${path}: ${problem}`));
    if (rules) problems.push(...(await rules(page)).map((problem) => `${width}px ${path}: ${problem}`));
    // A mouse over a sponsor: its caption shows clear of its logo.
    if (rules === landingRules && width >= 1280)
      problems.push(...(await sponsorCaptionProblems(page)).map((p) => `${width}px ${path}: ${p}`));
  }
  expect(problems, problems.join("\n")).toEqual([]);
}

/**
 * The logo (348×48) is drawn 36 px tall, 28 px on a phone (up to 480 px); a header button whose label takes
 * two lines is broken.
 */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const logo = document.querySelector("header a svg")!.getBoundingClientRect();
    const [width, height] = window.innerWidth <= 480 ? [203, 28] : [261, 36];
    if (Math.round(logo.width) !== width || Math.round(logo.height) !== height) {
      problems.push(`the header logo is ${Math.round(logo.width)}×${Math.round(logo.height)} px instead of ${width}×${height}`);
    }
    const range = document.createRange();
    for (const button of Array.from(document.querySelectorAll("header button"))) {
      range.selectNodeContents(button);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`the header button "${button.textContent}" wraps onto ${lines.size} lines`);
    }
    return problems;
  });
}

async function load(page: Page, path: string, status: number) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  // Text is measured once the web font has settled: drawn, or (font-display: optional) given up for this page.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const prefix of prefixes) {
  for (const route of routes) {
    const path = route === "/" ? prefix || "/" : `${prefix}${route}`;
    test(`${path}: layout at ${widths.join(", ")} px`, async ({ page }) => {
      await load(page, path, route === "/no-such-page" ? 404 : 200);
      await expectLayoutAtEveryWidth(page, path, pageRules[route]);
    });
  }

  test(`${prefix || "/"} on a touch phone: every sponsor caption is shown under its logo`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await load(page, prefix || "/", 200);
    await page.locator("#sponsors").scrollIntoViewIfNeeded();
    expect(await touchSponsorProblems(page)).toEqual([]);
    await context.close();
  });

  test(`${prefix}/dashboard signed in: layout at ${widths.join(", ")} px`, async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    // As offline, behind a blocker or on a network that refuses Google.
    await page.route(/^https:\/\/www\.google\.com\//, (route) => route.abort());
    await load(page, `${prefix}/dashboard`, 200);
    await expect(page.getByText(team.teamName)).toBeVisible();
    await expect(page.locator("header").getByRole("button")).toBeVisible();
    await expectLayoutAtEveryWidth(page, `${prefix}/dashboard`, portalRules);
  });
}
