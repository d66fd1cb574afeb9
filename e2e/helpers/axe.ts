import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 A/AA rule sets docs/quality-bars.md §5 holds every page to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * docs/quality-bars.md §5: zero WCAG 2.2 A/AA violations, checked in every state a test reaches. `exclude` leaves out
 * third-party frames (the maps embed) that cannot load offline and are not ours to fix.
 */
export async function expectNoAxeViolations(page: Page, state = page.url(), options: { exclude?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    state,
  ).toEqual([]);
}
