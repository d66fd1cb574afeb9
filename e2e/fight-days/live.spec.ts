import { expect, test, type Browser, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import type { NodeId } from "../../lib/cup/bracket";
import { bracketSlug, type BracketKey } from "../../lib/cup/bracket-slug";
import { edition } from "../../lib/content/edition";
import { FIGHT_DAYS } from "../../lib/cup/fight-calendar";
import { ORDER_KEY } from "../../lib/cup/order-rows";
import { SECRET_KEY } from "../../local-supabase/config";
import { seedBracket, type SeededTeam } from "../../tests/support/cup-seed";
import { expectNoAxeViolations } from "../helpers/axe";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { overflowsIn } from "../helpers/overflow";
import { bracketsOf } from "./brackets";
import { shotsDir } from "../helpers/shots";
import { BACKEND_URL } from "../helpers/local-backend";
import { startCdn } from "../helpers/cdn-standin";
import { phase, shifted, watchShifts } from "../helpers/layout-shift";

/**
 * Open pages follow the desk live (issue 34, docs/cup.md §14, docs/decisions.md D93), on the semi-finals' morning, in
 * each language: a desk records a semi-final, then corrects it, and a visitor's public bracket and a coach's entries
 * page, both left open, show each within the bar (5 s) without a reload; offline, they say so, and a result recorded
 * meanwhile appears once they are back online. A bracket fought to its end polls nothing. The visitor reaches the site
 * through a CDN (the stand-in of tests/support/cdn-standin.ts, keeping docs/deploy.md §8's lifetimes: the page kept
 * 15 s and 15 s more while refetched), as production's visitors do, so the bar holds behind the CDN's copies (D112).
 */
const BAR_MS = 5_000;

/**
 * Each language's viewers at a phone's and a desk's width (the public bracket, then the team's entries page), so both
 * widths are seen in two languages on each page.
 */
const WIDTHS = [
  [1280, 1280],
  [1280, 390],
  [390, 1280],
] as const;

const languages = [
  { prefix: "", updated: /^Updated \d\d:\d\d:\d\d$/, offline: /^Offline:/, news: /^New result shown, updated at \d\d:\d\d:\d\d$/ },
  { prefix: "/pt", updated: /^Atualizado às \d\d:\d\d:\d\d$/, offline: /^Sem ligação:/, news: /^Novo resultado na página/ },
  { prefix: "/esp", updated: /^Actualizado a las \d\d:\d\d:\d\d$/, offline: /^Sin conexión:/, news: /^Nuevo resultado en la página/ },
] as const;

const [enBracket, ptBracket, espBracket, foughtOut, openToday] = bracketsOf("live");
const brackets: BracketKey[] = [enBracket, ptBracket, espBracket];

type Seeded = { teams: SeededTeam[]; entries: { id: string; team_id: string; first_name: string; last_name: string }[] };

async function deskPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await signInAs(context, await registerOrganiser(), baseURL);
  return context.newPage();
}

async function teamPage(browser: Browser, baseURL: string, team: SeededTeam, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await signInAs(context, { email: team.email, password: team.password, teamName: team.name, country: team.country }, baseURL);
  return context.newPage();
}

/** The desk draws and publishes the bracket (in English: the desk's language does not matter here). */
async function drawAndPublish(desk: Page, slug: string) {
  await desk.goto(`/desk/draw/${slug}`);
  await desk.getByRole("button", { name: "Draw", exact: true }).click();
  await desk.getByRole("button", { name: "Publish the draw", exact: true }).click();
  await expect(desk.locator("#notice")).toHaveText(/now see it/);
}

/**
 * Where the order holds the bracket's bouts, written as the service (a correction reason, in case the bout order's spec
 * has locked the day): the semi-finals on the semi-finals' day (today) when `semis`, the final on the finals' day. The
 * positions and numbers are past any proposal's (bout-order.spec.ts), one series per language.
 */
async function placeBouts(key: BracketKey, i: number, semis: boolean) {
  await upsertOrder(key, [
    ...(semis
      ? [
          { node: "sf1" as const, day: FRIDAY, n: 2 * i },
          { node: "sf2" as const, day: FRIDAY, n: 2 * i + 1 },
        ]
      : []),
    { node: "final" as const, day: SATURDAY, n: i },
  ]);
}

const FRIDAY = FIGHT_DAYS.find((d) => d.round === "semiFinal")!.date;
const SATURDAY = FIGHT_DAYS.find((d) => d.round === "final")!.date;

/** Places bouts of a bracket in a day's order as the service, at position and number 100 + n of ring 3, session 1. */
async function upsertOrder(key: BracketKey, bouts: { node: NodeId; day: string; n: number }[]) {
  const row = ({ node, day, n }: { node: NodeId; day: string; n: number }) => ({
    edition: edition.year,
    category: key.category,
    sex: key.sex,
    weight_class: key.code,
    node,
    day,
    session: 1,
    ring: 3,
    position: 100 + n,
    bout_number: 100 + n,
    correction: "Placed by the live spec",
  });
  const rows = bouts.map(row);
  const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
  const { error } = await service.from("bout_order").upsert(rows, { onConflict: ORDER_KEY });
  expect(error).toBeNull();
}

/** The published draw's slots (entry ids, null for nobody), read as the service. */
async function slotsOf(key: BracketKey): Promise<(string | null)[]> {
  const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
  const { data, error } = await service
    .from("draws")
    .select("slots")
    .match({ edition: edition.year, category: key.category, sex: key.sex, weight_class: key.code })
    .single();
  expect(error).toBeNull();
  return (data as { slots: (string | null)[] }).slots;
}

/**
 * Records (or corrects) a bout at the desk, won by a corner (0 red, 1 blue) or a named entry; returns the winner's
 * entry and when the desk's answer came back.
 */
async function atDesk(
  desk: Page,
  slug: string,
  bout: string,
  mode: "record" | "correct",
  corner: 0 | 1 | string,
): Promise<{ winner: string; at: number }> {
  await desk.goto(`/desk/draw/${slug}`);
  const form = desk.getByRole("form", { name: mode === "record" ? `Result of ${bout}` : `Correct the result of ${bout}` });
  if (mode === "correct") await desk.getByText(`Correct the result of ${bout}`, { exact: true }).click();
  const radio = typeof corner === "string" ? form.locator(`input[type=radio][value="${corner}"]`) : form.getByRole("radio").nth(corner);
  const winner = (await radio.getAttribute("value"))!;
  await radio.check();
  await form.getByRole("combobox").selectOption(mode === "record" ? "points" : "rsc");
  if (mode === "correct") await form.getByRole("textbox").fill("Judges' cards were swapped");
  await form.getByRole("button", { name: mode === "record" ? "Record the result" : "Correct the result" }).click();
  await expect(desk.locator("#notice")).toHaveText(mode === "record" ? "The result is recorded." : "The result is corrected.");
  return { winner, at: Date.now() };
}

/**
 * Marks the document, so a reload (which would drop the mark) is seen, and the live leaf's region, so a remount of the
 * leaf (which would start its announcements and its entity tag afresh, D112) is seen too.
 */
const mark = (page: Page) =>
  page.evaluate(() => {
    Reflect.set(window, "__liveMark", true);
    Reflect.set(document.querySelector("[data-live-announcement]")!, "__liveMark", true);
  });
const marked = (page: Page) =>
  page.evaluate(() => ({
    document: Reflect.get(window, "__liveMark") === true,
    leaf: Reflect.get(document.querySelector("[data-live-announcement]")!, "__liveMark") === true,
  }));

/** The CDN stand-in of the running test, stopped after it whatever its outcome. */
let stopCdn: (() => void) | undefined;
test.afterEach(() => {
  stopCdn?.();
  stopCdn = undefined;
});

for (const [i, lang] of languages.entries()) {
  test(`${lang.prefix || "/"}: a result and its correction reach an open public bracket and a team's entries page without a reload; offline, they catch up`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const key = brackets[i];
    const slug = bracketSlug(key);
    const seeded: Seeded = await seedBracket(BACKEND_URL, {
      ...key,
      boxers: 4,
      teams: 2,
      prefix: `live${i}`,
      seed: Date.now() % 100_000,
      // Names that wrap, the more so in bold: the final's "winner of Semi-final 2" becoming one moves nothing (D104).
      longNames: true,
    });
    const name = (id: string) => {
      const e = seeded.entries.find((x) => x.id === id)!;
      return `${e.first_name} ${e.last_name}`;
    };
    const desk = await deskPage(browser, baseURL!);
    await drawAndPublish(desk, slug);
    // The order the coach's page reads (D113), whatever the bout order's spec did: in English the semi-finals are in no
    // order and the final in Saturday's, so the team's boxers have lines all day (the draw that failed before D113: a
    // boxer's line became a card at the correction); in Portuguese and Spanish the semi-finals are in today's order, so
    // they have cards all day.
    const semisToday = i > 0;
    await placeBouts(key, i, semisToday);
    // The first semi-final played holds a boxer of the coach's team (the draw decides which): the other boxer wins it,
    // then the correction gives it to the team's boxer, who had "no bout left" in between; the other semi-final is
    // recorded while the pages are offline.
    const slots = await slotsOf(key);
    const own = new Set(seeded.entries.filter((e) => e.team_id === seeded.teams[0].id).map((e) => e.id));
    const ownSlot = slots.findIndex((e) => e !== null && own.has(e));
    const [first, second] = ownSlot < 4 ? ["Semi-final 1", "Semi-final 2"] : ["Semi-final 2", "Semi-final 1"];
    const half = ownSlot < 4 ? slots.slice(0, 4) : slots.slice(4);
    const teamBoxer = slots[ownSlot]!;
    const opponent = half.find((e) => e !== null && e !== teamBoxer)!;

    // The viewers open their pages once the bracket is public, and leave them open; the visitor's come through the CDN.
    const cdn = await startCdn(baseURL!);
    stopCdn = cdn.stop;
    const [visitorWidth, coachWidth] = WIDTHS[i];
    const visitor = await (await browser.newContext({ viewport: { width: visitorWidth, height: 844 }, baseURL: cdn.url })).newPage();
    // Every poll after the first names the entity tag the leaf holds: a remount would ask afresh (D112).
    const pollsWithoutTag: string[] = [];
    // The versions the visitor fetched its page at (`12`, or `12-1` for a second try after an older rendering).
    const versioned: string[] = [];
    visitor.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/live" && !request.headers()["if-none-match"]) pollsWithoutTag.push(request.url());
      const version = url.searchParams.get("live");
      if (version !== null && !versioned.includes(version)) versioned.push(version);
    });
    await expect(async () => {
      const response = await visitor.goto(`${lang.prefix}/draw/${slug}`);
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 45_000 });
    const coach = await teamPage(browser, baseURL!, seeded.teams[0], coachWidth);
    // The page once it reads the order placed above (its public read is cached up to 15 s): the calendar link shows.
    await expect(async () => {
      await coach.goto(`${lang.prefix}/dashboard/entries`);
      await expect(coach.locator("a[href$='/dashboard/entries/bouts.ics']")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    const cards = coach.locator("li[data-entry]");
    await expect(cards).toHaveCount(semisToday ? own.size : 0);
    const viewers = [visitor, coach];
    const final = (viewer: Page) => viewer.locator("[data-node='final']").first();
    // The reader looks at the bracket: scrolled to its top (as far as the page goes), so what moves in it, or above it
    // on the entries page (the team's next bouts), is in view: a shift out of view is not one.
    const tree = (viewer: Page) => viewer.locator("div:has(> section > [data-node='final'])").first();
    const readTree = (viewer: Page) => tree(viewer).evaluate((el) => el.scrollIntoView({ block: "start" }));
    // The bracket on both pages, and the team's cards and lines on the entries page.
    const teamBouts = coach.locator("#team-bouts-title").locator("..");
    const shot = async (viewer: Page, when: string) => {
      const width = viewer.viewportSize()!.width;
      await tree(viewer).screenshot({
        path: `${shotsDir("live")}/${viewer === visitor ? "bracket" : "entries"}-${i}-${width}-${when}.png`,
      });
      if (viewer === coach) await teamBouts.screenshot({ path: `${shotsDir("live")}/team-bouts-${i}-${width}-${when}.png` });
    };
    for (const viewer of viewers) {
      await expect(viewer.locator("[data-live-status]")).toHaveText(lang.updated);
      await mark(viewer);
      await shot(viewer, "before");
      await readTree(viewer);
      await watchShifts(viewer);
    }

    // A result: both open pages show the semi-final's winner in the final within the bar, and say so once.
    await phase(viewers, "result");
    const recorded = await atDesk(desk, slug, first, "record", opponent);
    for (const viewer of viewers) await expect(final(viewer)).toContainText(name(recorded.winner), { timeout: BAR_MS });
    console.log(`live ${lang.prefix || "/"}: result visible on both pages ${Date.now() - recorded.at} ms after the desk's answer`);
    for (const viewer of viewers) {
      await shot(viewer, "after");
      await readTree(viewer);
    }
    for (const viewer of viewers) {
      await expect(viewer.locator("[data-live-announcement]")).toHaveText(lang.news);
      await expectNoAxeViolations(viewer, `live page after a result (${lang.prefix || "/"})`);
    }

    // A correction travels the same path: the other boxer goes through.
    await phase(viewers, "correction");
    const corrected = await atDesk(desk, slug, first, "correct", teamBoxer);
    expect(corrected.winner).not.toBe(recorded.winner);
    for (const viewer of viewers) {
      await expect(final(viewer)).toContainText(name(corrected.winner), { timeout: BAR_MS });
      await expect(final(viewer)).not.toContainText(name(recorded.winner));
    }
    console.log(`live ${lang.prefix || "/"}: correction visible on both pages ${Date.now() - corrected.at} ms after the desk's answer`);
    // The team's boxer kept its element: in today's order its card with the result in its row ("Won · RSC" in every
    // language); otherwise its line, which now names its next bout, the final (bout 100 + i on Saturday).
    const teamCard = coach.locator(`li[data-entry='${teamBoxer}']`);
    if (semisToday) await expect(teamCard.locator("[data-result] > span > span").first()).toHaveText(/ · RSC$/);
    else await expect(coach.getByText(new RegExp(`^${name(teamBoxer)}: .*\\b${100 + i}\\b`))).toBeVisible();
    await expect(cards).toHaveCount(semisToday ? own.size : 0);

    // Offline: the pages say so; the other semi-final recorded meanwhile appears once they are back.
    await phase(viewers, "offline");
    for (const viewer of viewers) await viewer.context().setOffline(true);
    for (const viewer of viewers) await expect(viewer.locator("[data-live-status]")).toHaveText(lang.offline);
    const meanwhile = await atDesk(desk, slug, second, "record", 0);
    for (const viewer of viewers) await expect(final(viewer)).not.toContainText(name(meanwhile.winner));
    await phase(viewers, "online");
    for (const viewer of viewers) await viewer.context().setOffline(false);
    const back = Date.now();
    for (const viewer of viewers) {
      await expect(final(viewer)).toContainText(name(meanwhile.winner), { timeout: BAR_MS });
      await expect(viewer.locator("[data-live-status]")).toHaveText(lang.updated);
    }
    console.log(`live ${lang.prefix || "/"}: caught up ${Date.now() - back} ms after coming back online`);

    // The final: its result, and the medals under it, reach both pages; on the public bracket its last update moves
    // nothing either (the medals sit under the final, D104).
    await phase(viewers, "final");
    const champion = await atDesk(desk, slug, "Final", "record", 0);
    for (const viewer of viewers) {
      await expect(viewer.locator("[data-medals]")).toContainText(name(champion.winner), { timeout: BAR_MS });
      await shot(viewer, "final");
    }
    console.log(
      `live ${lang.prefix || "/"}: the final and its medals visible on both pages ${Date.now() - champion.at} ms after the desk's answer`,
    );
    // Nothing moved under the reader's finger while the results arrived, the final's included (issue 34: CLS 0).
    await expect(cards).toHaveCount(semisToday ? own.size : 0);
    const shifts = { public: await shifted(visitor), entries: await shifted(coach) };
    console.log(`live ${lang.prefix || "/"}: layout shift while updating ${shifts.public.cls} (public), ${shifts.entries.cls} (entries)`);
    expect(shifts, "the layout shifts of the open pages while results arrive").toEqual({
      public: { cls: 0, moved: [] },
      entries: { cls: 0, moved: [] },
    });
    for (const viewer of viewers) {
      expect(await marked(viewer), "the page was not reloaded, nor its live leaf remounted").toEqual({ document: true, leaf: true });
      await expectNoAxeViolations(viewer, `live page back online (${lang.prefix || "/"})`);
    }
    expect(pollsWithoutTag, "the visitor's polls without an entity tag: its first only").toHaveLength(1);
    console.log(
      `live ${lang.prefix || "/"}: through the CDN stand-in, ${JSON.stringify(await cdn.counts())}, versions asked ${versioned.join(" ")}`,
    );

    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsIn(visitor)).toEqual([]);
    await visitor.screenshot({ path: `${shotsDir("live")}/bracket-${i}-390.png`, fullPage: false });
    await visitor.setViewportSize({ width: 1280, height: 720 });
    await visitor.screenshot({ path: `${shotsDir("live")}/bracket-${i}-1280.png`, fullPage: false });
    await coach.screenshot({ path: `${shotsDir("live")}/entries-${i}-1280.png`, fullPage: false });
    // The team's cards and lines after the final, at a phone's and a desk's width: nothing overflows the phone.
    for (const width of [390, 1280]) {
      await coach.setViewportSize({ width, height: 844 });
      if (width === 390) expect(await overflowsIn(coach)).toEqual([]);
      await coach
        .locator("#team-bouts-title")
        .locator("..")
        .screenshot({ path: `${shotsDir("live")}/team-bouts-${i}-${width}.png` });
    }
    for (const page of [desk, ...viewers]) await page.context().close();
  });
}

test("a bracket fought to its end loads no poller and asks /live nothing; an open one does", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const slug = bracketSlug(foughtOut);
  await seedBracket(BACKEND_URL, { ...foughtOut, boxers: 2, teams: 2, prefix: "livedone", seed: Date.now() % 100_000 });
  const desk = await deskPage(browser, baseURL!);
  await drawAndPublish(desk, slug);
  await atDesk(desk, slug, "Final", "record", 0);

  const visitor = await (await browser.newContext()).newPage();
  let polls = 0;
  visitor.on("request", (request) => {
    if (new URL(request.url()).pathname === "/live") polls++;
  });
  // The page once it shows the final's result (the desk's action regenerates it).
  await expect(async () => {
    await visitor.goto(`/draw/${slug}`);
    await expect(visitor.locator("[data-node='final']")).toContainText("Points", { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(visitor.locator("[data-live-status]")).toHaveCount(0);
  // Absence takes a wait: longer than the idle callback's deadline (2 s) and one poll interval (2 s) together.
  await visitor.waitForTimeout(6_000);
  expect(polls).toBe(0);

  // The control: the day's page, with bouts left to fight, polls within the same time; seen in two languages. The day
  // has one whatever the other tests decided (the journeys' semi-finals): a final of its own in today's order, which
  // the page shows once its cached order is read again (up to 15 s).
  await seedBracket(BACKEND_URL, { ...openToday, boxers: 2, teams: 2, prefix: "liveopen", seed: Date.now() % 100_000 });
  await drawAndPublish(desk, bracketSlug(openToday));
  await upsertOrder(openToday, [{ node: "final", day: FRIDAY, n: 9 }]);
  for (const lang of [languages[0], languages[1]]) {
    await expect(async () => {
      await visitor.goto(`${lang.prefix}/today`);
      await expect(visitor.locator("[data-live-status]")).toHaveText(lang.updated, { timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    await expectNoAxeViolations(visitor, `today, live (${lang.prefix || "/"})`);
    await visitor.screenshot({ path: `${shotsDir("live")}/today${lang.prefix.replace("/", "-")}-1280.png` });
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsIn(visitor)).toEqual([]);
    await visitor.screenshot({ path: `${shotsDir("live")}/today${lang.prefix.replace("/", "-")}-390.png` });
    await visitor.setViewportSize({ width: 1280, height: 720 });
  }
  expect(polls).toBeGreaterThan(0);
  await desk.context().close();
  await visitor.context().close();
});

test("the production server sends /live with the CDN's Cache-Control, an ETag and a 304 for a client that has it", async ({ request }) => {
  // Other specs record results meanwhile, so the document may move between two requests: try again until a pair meets.
  await expect(async () => {
    const first = await request.get("/live");
    expect(first.status()).toBe(200);
    const headers = first.headers();
    expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=1");
    expect(headers["set-cookie"]).toBeUndefined();
    const body = (await first.json()) as { edition: number; version: number };
    expect(headers.etag).toBe(`"${body.edition}-${body.version}"`);
    const again = await request.get("/live", { headers: { "If-None-Match": headers.etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=1");
    expect(again.headers().etag).toBe(headers.etag);
    expect(await again.body()).toHaveLength(0);
  }).toPass({ timeout: 15_000 });
  // The same document for a visitor who reads in Portuguese or Spanish: no redirect to a /pt/live that does not exist.
  const visitors: Record<string, string>[] = [
    { Cookie: "NEXT_LOCALE=pt" },
    { Cookie: "NEXT_LOCALE=es" },
    { "Accept-Language": "pt-PT,pt;q=0.9" },
  ];
  for (const headers of visitors) {
    const response = await request.get("/live", { headers, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).toBe(200);
  }
});
