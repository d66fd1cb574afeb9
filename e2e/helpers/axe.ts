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
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    state,
  ).toEqual([]);
}
