import { expect, test, type Page } from "@playwright/test";
import { overflowsIn, type Overflow } from "./helpers/overflow";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

// Every page, in every language, at a phone, a tablet and two desktop widths: no text runs out of its box,
// no page scrolls sideways, and the header keeps its logo at full size and each of its buttons on one line.
// One load per page and language; the viewport is then resized in place.
const widths = [390, 768, 1280, 1440];
const prefixes = ["", "/pt", "/esp"];
const routes = ["/", "/terms&conditions", "/gallery-view", "/gallery-view/2024", "/gallery-view/2025", "/auth", "/reset", "/no-such-page"];

async function expectNoOverflowAtEveryWidth(page: Page, path: string) {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const found: Overflow[] = await overflowsIn(page);
    problems.push(...found.map((o) => `${width}px ${path}: ${o.what} runs ${o.by}px over: "${o.text}"`));
    problems.push(...(await headerProblems(page)).map((problem) => `${width}px ${path}: ${problem}`));
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
    test(`${path}: no overflow at ${widths.join(", ")} px`, async ({ page }) => {
      await load(page, path, route === "/no-such-page" ? 404 : 200);
      await expectNoOverflowAtEveryWidth(page, path);
    });
  }

  test(`${prefix}/dashboard signed in: no overflow at ${widths.join(", ")} px`, async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    await load(page, `${prefix}/dashboard`, 200);
    await expect(page.getByText(team.teamName)).toBeVisible();
    await expect(page.locator("header").getByRole("button")).toBeVisible();
    await expectNoOverflowAtEveryWidth(page, `${prefix}/dashboard`);
  });
}
