import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** DESIGN.md §4: zero WCAG 2.2 A/AA violations, checked in every state a test reaches. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), state).toEqual([]);
}
