import { expect, test } from "@playwright/test";
import { entriesClosed, registrationsClosed } from "./entries-closed";
import { machineReadable, phaseSuite } from "./phase-suite";

// Friday 27 March 2026, 08:05 in Lisbon (e2e/phases/scenarios.ts): the semi-finals' morning (weigh-in from 08:00),
// their session starts at 11:00 and is the next to start.
// /auth and the portal say what they say once entries close, which the deadline scenario checks.
phaseSuite(
  "live",
  [
    {
      ...entriesClosed.en,
      heroStatus: "The cup is on now. Today: Semi-finals, from 11:00.",
      registrations: registrationsClosed.en,
    },
    {
      ...entriesClosed.pt,
      heroStatus: "A taça está a decorrer. Hoje: Meias-finais, a partir das 11:00.",
      registrations: registrationsClosed.pt,
    },
    {
      ...entriesClosed.esp,
      heroStatus: "La copa se está disputando. Hoy: Semifinales, desde las 11:00.",
      registrations: registrationsClosed.esp,
    },
  ],
  [],
);

for (const [home, today, next] of [
  ["/", "Today", "Next session"],
  ["/pt", "Hoje", "Próxima sessão"],
  ["/esp", "Hoy", "Próxima sesión"],
] as const) {
  test(`${home} (live): the schedule marks today's session and the next one`, async ({ page }) => {
    await page.goto(home);
    const days = page.locator("#schedule li");
    await expect(days).toHaveCount(4);
    // Semi-finals today and next to start (the day named for screen readers too); no other day is marked.
    await expect(days.nth(2)).toHaveAttribute("aria-current", "date");
    await expect(page.locator('#schedule li[aria-current="date"]')).toHaveCount(1);
    await expect(days.nth(2)).toContainText(today);
    await expect(days.nth(2)).toContainText(next);
    await expect(days.nth(2)).toContainText("11:00–20:00");
    for (const i of [0, 1, 3]) {
      await expect(days.nth(i)).not.toContainText(today);
      await expect(days.nth(i)).not.toContainText(next);
    }
  });
}

test("machine-readable (live): tickets in stock; the landing's lastmod is the start of the semi-finals' day", async ({ page }) => {
  expect(await machineReadable(page)).toEqual({
    eventStatus: "https://schema.org/EventScheduled",
    availability: ["https://schema.org/InStock"],
    landingLastmod: "2026-03-27T00:00:00.000Z",
    termsLastmod: "2026-03-01T00:00:00.000Z",
  });
});
