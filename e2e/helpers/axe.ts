import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 A/AA rule sets docs/quality-bars.md §5 holds every page to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** docs/quality-bars.md §5: zero WCAG 2.2 A/AA violations, checked in every state a test reaches. */
export async function expectNoAxeViolations(page: Page, state = page.url()): Promise<void> {
  // After a server action, Next renders the new tree and its streamed <title> in two commits a few ms apart: the
  // document has no title in between (docs/quality-bars.md §5). Audit the settled page; a page that never
  // gets a title still fails, here.
  await expect(page, `${state}: the page has its title`).toHaveTitle(/\S/);
  // axe measures a target by its visible part, so a field scrolled under the sticky header (after a fill or a focus
  // lower down) reads as too small (target-size) in one scroll position and not in the next. Audit from the top,
  // where the header covers nothing; what the page keeps clear of it when focusing is the spec's own check.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    state,
  ).toEqual([]);
}
