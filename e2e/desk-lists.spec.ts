import { expect, test, type Page } from "@playwright/test";
import { seedCup, type SeededTeam } from "../tests/support/cup-seed";
import { expectNoAxeViolations } from "./helpers/axe";
import { overflowsIn } from "./helpers/overflow";
import { matchCount } from "./helpers/desk-list";
import { registerOrganiser, signInAs } from "./helpers/organiser";
import type { TestTeam } from "./helpers/team";
import { BACKEND_URL } from "./helpers/local-backend";

/**
 * The desk's long lists at a cup's size (docs/quality-bars.md §3): the brackets and the teams are filtered and paged
 * on the server, a page lists at most 80 boxers, and the filter and the page live in the address, so a reload, the
 * keyboard and a browser without JavaScript all reach the same screens.
 */
const ROWS_PER_PAGE = 80;
// One seeded cup for both tests, in one worker: beforeAll runs once per worker, and two workers seeding the same
// cup at once collided ("User already registered").
test.describe.configure({ mode: "serial" });

const BOXERS = 170;
const seed = Date.now() % 100_000;
let organiser: TestTeam;
let teams: SeededTeam[];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // 170 boxers, about 120 of them men: the men's brackets take two pages or more, whatever other specs add.
  teams = await seedCup(BACKEND_URL, { teams: 12, boxers: BOXERS, seed, prefix: "lists" });
  organiser = await registerOrganiser();
});

/** The boxers a brackets page lists, by their links to their entry's page. */
const listed = (page: Page) => page.locator('main a[href*="/desk/entries/"]');

test("the brackets are paged on the server, the filter and the page kept in the address, by keyboard", async ({ page, baseURL }) => {
  await signInAs(page.context(), organiser, baseURL!);
  await page.goto("/desk/brackets");
  // This spec's own boxers (their record-book numbers start "lists <seed>"): the specs beside this one enter and
  // withdraw boxers in the same cup meanwhile, so an unscoped count may change between two pages.
  await page.getByLabel("Sex").selectOption("M");
  await page.getByRole("searchbox").fill(`lists ${seed}`);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("sex") === "M" && url.searchParams.get("q") === `lists ${seed}`);
  const total = await matchCount(page).textContent();
  expect(Number(total?.match(/^(\d+) /)?.[1])).toBeGreaterThan(ROWS_PER_PAGE);

  // The first page holds at most a page's budget of boxers, and names the pages.
  const firstPage = await listed(page).allTextContents();
  expect(firstPage.length).toBeGreaterThan(0);
  expect(firstPage.length).toBeLessThanOrEqual(ROWS_PER_PAGE);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page, "desk brackets, first page of a filter");

  // The next page by keyboard: the link takes the focus and Enter follows it, the filter kept.
  await pager.getByRole("link", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/desk/brackets\\?sex=M&q=lists\\+${seed}&page=2$`));
  await expect(matchCount(page)).toHaveText(total!);
  await expect(page.getByLabel("Sex")).toHaveValue("M");
  await expect(pager.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  const secondPage = await listed(page).allTextContents();
  expect(secondPage.length).toBeLessThanOrEqual(ROWS_PER_PAGE);
  expect(secondPage).not.toEqual(firstPage);

  // A reload shows the same screen (the filter and the page); the previous page is one link back.
  await page.reload();
  await expect(page.getByLabel("Sex")).toHaveValue("M");
  await expect(page.getByRole("searchbox")).toHaveValue(`lists ${seed}`);
  await expect(listed(page)).toHaveText(secondPage);
  await expect(pager.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/brackets\\?sex=M&q=lists\\+${seed}$`));
  await expect(listed(page)).toHaveText(firstPage);
  await expect(pager.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  expect(await listed(page).count()).toBeLessThanOrEqual(ROWS_PER_PAGE);

  // Nothing runs out sideways on a phone.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await overflowsIn(page)).toEqual([]);
});

test("without JavaScript, a search by record-book number, then the teams' search and pages, work as links and forms", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAs(context, organiser, baseURL!);
  const page = await context.newPage();
  const team = teams[0];

  await page.goto("/pt/desk/brackets");
  expect(await listed(page).count()).toBeLessThanOrEqual(ROWS_PER_PAGE);
  await page.getByRole("navigation", { name: "Páginas" }).getByRole("link", { name: "Seguinte" }).click();
  await expect(page).toHaveURL(/\/pt\/desk\/brackets\?page=2$/);
  // The last boxer seeded: no other record-book number contains its own.
  const recordBook = `lists ${seed} ${BOXERS}`;
  await page.getByRole("searchbox").fill(recordBook);
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page).toHaveURL(/\/pt\/desk\/brackets\?q=lists/);
  await expect(matchCount(page)).toHaveText("1 inscrição corresponde");
  await expect(listed(page)).toHaveCount(1);

  // The seeded teams alone take more than a page (a row per team and per boxer).
  await page.goto("/pt/desk/teams");
  const teamPages = page.getByRole("navigation", { name: "Páginas" }).getByRole("link", { name: /^Página \d+$/ });
  expect(await teamPages.count()).toBeGreaterThan(1);
  expect(await listed(page).count()).toBeLessThanOrEqual(ROWS_PER_PAGE);
  await page.getByRole("searchbox").fill(team.email);
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(matchCount(page)).toHaveText("1 equipa corresponde");
  await expect(page.locator("main details summary")).toHaveCount(1);
  await expect(page.locator("main details summary")).toContainText(team.name);
  await expect(page.getByRole("navigation", { name: "Páginas" })).toHaveCount(0);
  // The team opened on a phone: its boxers' table scrolls in its frame, and nothing else runs out sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.locator("main details summary").click();
  await expect(page.locator("main details table")).toBeVisible();
  expect(await overflowsIn(page)).toEqual([]);
  await context.close();
});
