import { createClient } from "@supabase/supabase-js";
import { expect, test, type BrowserContext, type Page, type Route } from "@playwright/test";
import { SECRET_KEY } from "../../local-supabase/config";
import { edition } from "../../lib/content/edition";
import { bracketSlug, type BracketKey } from "../../lib/cup/bracket-slug";
import { drawBracket } from "../../lib/cup/draw";
import { weightClassesFor } from "../../lib/cup/weight-classes";
import { formatWeight } from "../../lib/weigh-in/weight";
import { seedBracket } from "../../tests/support/cup-seed";
import { AUTH_COOKIE, cookieFor, sessionIn } from "../../tests/support/session-cookies";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { bracketsOf } from "./brackets";
import { shotsDir } from "../helpers/shots";
import { BACKEND_URL } from "../helpers/local-backend";
import { siteProxy } from "../helpers/site-proxy";
import { WORKER_URL } from "../../lib/offline/venue-pages";

/**
 * The desk without the hall's network (issue 35, docs/decisions.md D99-D100), on a production build at the live
 * scenario's instant (Friday 27 March 2026, 08:05 Lisbon: the semi-finals' weigh-in window is open). In two
 * languages: the weigh-in page and the brackets' pages open offline as last synced; 20 weigh-ins and 10 results are
 * typed offline and wait in the outbox; back online, the database holds all 30 within 10 s, once each, and the public
 * brackets show the results; the same outbox replayed stores nothing twice. Then two desks record one bout
 * differently: the offline one is refused, and shows it beside what it typed.
 */
const languages = [
  {
    locale: "en",
    expire: false,
    prefix: "",
    weight: "Weight (kg)",
    fit: "Fit",
    record: "Record the result",
    points: "Points",
    offline: "Offline",
    refused: "Refused by the database",
  },
  {
    locale: "pt",
    expire: true,
    prefix: "/pt",
    weight: "Peso (kg)",
    fit: "Apto",
    record: "Registar o resultado",
    points: "Pontos",
    offline: "Sem ligação",
    refused: "Recusado pela base de dados",
  },
] as const;

const SHOTS = shotsDir("offline-desk");
const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
const limitOf = (b: BracketKey) => weightClassesFor(b.category, b.sex).find((c) => c.code === b.code)!.maxKg!;
const match = (key: BracketKey) => ({ edition: edition.year, category: key.category, sex: key.sex, weight_class: key.code });

/** A bracket of four, drawn and published as the service: its quarter-finals are byes, its two semi-finals today's. */
async function publishedBracket(key: BracketKey, prefix: string, seed: number) {
  const { entries } = await seedBracket(BACKEND_URL, { ...key, boxers: 4, teams: 2, prefix, seed });
  const drawSeed = seed.toString(16).padStart(16, "0").slice(-16);
  const { order, slots } = drawBracket(
    entries.map((e) => ({ id: e.id, team: e.team_id })),
    drawSeed,
  );
  const { error } = await service.from("draws").insert({ ...match(key), seed: drawSeed, drawn_order: order, slots, published: true });
  if (error) throw new Error(`draw failed: ${error.message}`);
  return { key, entries };
}

/** The page once the desk's worker controls it: its next loads go through the worker and are kept for offline. */
async function underWorker(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
}

/**
 * The hall's Wi-Fi down: the pages' requests and the worker's own (Playwright routes a service worker's requests too,
 * and does not always hold them to the offline emulation), so a page the worker shows comes from its cache.
 */
const cutWorker = (route: Route) => (route.request().serviceWorker() ? route.abort("internetdisconnected") : route.fallback());
async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
  if (offline) await context.route("**", cutWorker);
  else await context.unroute("**", cutWorker);
}

/**
 * The access token expires while the desk is offline: the session cookie keeps its refresh token, but its access
 * token no longer verifies and its expiry is past, as after an hour without network. The value keeps its length, so
 * its chunks (an organiser's session is over one cookie's size) keep their boundaries.
 */
async function expireAccessToken(context: BrowserContext, baseURL: string) {
  const cookies = (await context.cookies(baseURL)).filter((c) => c.name === AUTH_COOKIE || c.name.startsWith(`${AUTH_COOKIE}.`));
  cookies.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  const session = sessionIn(new Map(cookies.map((c) => [c.name, c.value])));
  const signature = session.access_token.slice(-8);
  const forged = { ...session, access_token: session.access_token.slice(0, -8) + (signature === "AAAAAAAA" ? "BBBBBBBB" : "AAAAAAAA") };
  forged.expires_at = Math.floor(Date.now() / 1000) - 600;
  const value = cookieFor(forged);
  let at = 0;
  await context.addCookies(
    cookies.map((c) => {
      const part = value.slice(at, at + c.value.length);
      at += c.value.length;
      return { name: c.name, value: part, url: baseURL };
    }),
  );
  expect(at).toBe(value.length);
}

/** How many writes the page's outbox holds, read from IndexedDB itself. */
function queueLength(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("pbc-desk-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction("writes").objectStore("writes").count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}

async function stored(keys: BracketKey[], entryIds: string[]) {
  const [weighIns, bouts, weighLog, boutLog] = await Promise.all([
    service.from("weigh_ins").select("entry_id").eq("day", "semiFinals").in("entry_id", entryIds),
    service.from("bouts").select("category, sex, weight_class, node").eq("edition", edition.year).in("node", ["sf1", "sf2"]),
    service.from("weigh_in_changes").select("entry_id").in("entry_id", entryIds),
    service.from("draw_changes").select("category, sex, weight_class, node").eq("edition", edition.year).eq("event", "result"),
  ]);
  const ours = (r: { category: string; sex: string; weight_class: string }) =>
    keys.some((k) => k.category === r.category && k.sex === r.sex && k.code === r.weight_class);
  return {
    weighIns: weighIns.data?.length ?? 0,
    results: (bouts.data ?? []).filter(ours).length,
    weighLog: weighLog.data?.length ?? 0,
    resultLog: (boutLog.data ?? []).filter(ours).length,
  };
}

for (const [index, lang] of languages.entries()) {
  test(`offline in ${lang.locale}: 20 weigh-ins and 10 results wait, then reach the database once each within 10 s${lang.expire ? ", the access token expired meanwhile" : ""}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const owned = bracketsOf("offline").slice(index * 5, index * 5 + 5);
    const handle = `${(Date.now() + index * 31) % 10_000}`.padStart(4, "0");
    const prefix = `offline${lang.locale}${handle}`;
    const brackets = [];
    for (const [i, key] of owned.entries()) brackets.push(await publishedBracket(key, prefix, Number(handle) * 10 + i));
    const entryIds = brackets.flatMap((b) => b.entries.map((e) => e.id));

    await signInAs(page.context(), await registerOrganiser(), baseURL!);
    const dayPage = `${lang.prefix}/desk/weigh-in/semiFinals?q=${handle}`;
    const deskBracket = (key: BracketKey) => `${lang.prefix}/desk/draw/${bracketSlug(key)}`;
    // Open the desk online: the worker installs and keeps each page as it is opened.
    await underWorker(page, dayPage);
    for (const { key } of brackets) await page.goto(deskBracket(key));
    await page.goto(dayPage);

    await setOffline(page.context(), true);
    if (lang.expire) await expireAccessToken(page.context(), baseURL!);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: lang.offline })).toBeVisible();
    for (const id of entryIds) await expect(page.locator(`#boxer-${id}`)).toBeVisible();
    for (const { key, entries } of brackets) {
      for (const e of entries) {
        const row = page.locator(`#boxer-${e.id}`);
        await row.getByLabel(lang.weight).fill(formatWeight(limitOf(key) - 0.5, lang.locale));
        await row.getByRole("button", { name: lang.fit, exact: true }).click();
      }
    }
    await expect(page.getByTestId("outbox-waiting")).toHaveText(/\b20$/);
    for (const [i, { key }] of brackets.entries()) {
      await page.goto(deskBracket(key));
      // The outbox has read its queue, so the count below is the page's. A tap before that is the browser's own
      // POST, which the worker queues (D105, the conflict test below): waiting keeps each count exact.
      await expect(page.getByTestId("outbox-waiting")).toHaveText(new RegExp(`\\b${20 + 2 * i}$`));
      for (const node of ["sf1", "sf2"]) {
        const form = page.locator(`form[data-outbox=result]:has(input[name=node][value=${node}])`);
        await form.locator("input[name=winner]").first().check();
        await form.getByRole("button", { name: lang.record }).click();
      }
      // Queued before the next page is opened: a page left while IndexedDB still writes loses that write (the tap
      // a loaded run lost here), as a desk would that changed page within those milliseconds.
      await expect(page.getByTestId("outbox-waiting")).toHaveText(new RegExp(`\\b${22 + 2 * i}$`));
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/offline-390-${lang.locale}.png`, fullPage: true });
    expect(await stored(owned, entryIds)).toEqual({ weighIns: 0, results: 0, weighLog: 0, resultLog: 0 });
    // What the outbox holds, to replay it afterwards.
    const outbox = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open("pbc-desk-outbox");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction("writes").objectStore("writes").getAll();
            all.onsuccess = () => resolve(all.result);
          };
        }),
    );
    expect(outbox).toHaveLength(30);

    const back = Date.now();
    await setOffline(page.context(), false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect
      .poll(() => stored(owned, entryIds), { timeout: 10_000, intervals: [250] })
      .toEqual({
        weighIns: 20,
        results: 10,
        weighLog: 20,
        resultLog: 10,
      });
    console.log(`offline ${lang.locale}: 30 writes stored ${Date.now() - back} ms after the network returned`);
    await expect(page.getByTestId("outbox-waiting")).toHaveText(/\b0$/);
    // The bracket page left open shows its semi-finals recorded without a reload: their forms gone, the final's up.
    await expect(page.locator("form[data-outbox=result]:has(input[name=node][value=sf1])")).toHaveCount(0);
    await expect(page.locator("form[data-outbox=result]:has(input[name=node][value=final])")).toBeVisible();

    // The public brackets show the results.
    const visitor = await (await browser.newContext()).newPage();
    for (const { key } of brackets) {
      await visitor.goto(`${lang.prefix}/draw/${bracketSlug(key)}`);
      await expect(visitor.locator("[data-node]", { hasText: lang.points })).toHaveCount(2);
    }
    await visitor.context().close();

    // The same outbox again: every write is acknowledged under its key, nothing is stored twice.
    await page.evaluate(
      (writes) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("pbc-desk-outbox");
          open.onsuccess = () => {
            const tx = open.result.transaction("writes", "readwrite");
            for (const write of writes) tx.objectStore("writes").put(write);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      outbox,
    );
    expect(await queueLength(page)).toBe(30);
    await page.reload();
    // Acknowledged one by one: the queue empties without a refusal.
    await expect.poll(() => queueLength(page), { timeout: 15_000 }).toBe(0);
    await expect(page.getByText(lang.refused)).toHaveCount(0);
    expect(await stored(owned, entryIds)).toEqual({ weighIns: 20, results: 10, weighLog: 20, resultLog: 10 });
  });
}

test("two desks record one bout differently: the second to arrive is refused and shown beside what it typed; a tap before the page is hydrated waits too; a new deployment's worker takes over the waiting writes", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const key = bracketsOf("offline")[10];
  const handle = `${Date.now() % 10_000}`.padStart(4, "0");
  const { entries } = await publishedBracket(key, `offlineconflict${handle}`, Number(handle));
  const organiser = await registerOrganiser();
  const [ringside, scorer] = [await browser.newContext(), await browser.newContext()];
  await signInAs(ringside, organiser, baseURL!);
  await signInAs(scorer, organiser, baseURL!);
  // The ringside desk opens the site through a proxy that can serve a new deployment's worker script.
  const site = await siteProxy(baseURL!, WORKER_URL);
  // Its live poller (D93) is silent: the page it refreshes is not the outbox's doing, and after an outage it waits up to
  // 16 s between polls, so the page left open must refresh itself once the outbox has sent.
  await ringside.route(
    (target) => target.pathname === "/live",
    (route) => route.abort("internetdisconnected"),
  );
  const offline = await ringside.newPage();
  const online = await scorer.newPage();
  const url = `/desk/draw/${bracketSlug(key)}`;
  const resultForm = (page: Page, node: string) => page.locator(`form[data-outbox=result]:has(input[name=node][value=${node}])`);
  await underWorker(offline, `${site.origin}${url}`);
  await online.goto(url);

  // The ringside desk, offline, records both semi-finals; the other desk, online, records the first one differently.
  await setOffline(ringside, true);
  const winners: Record<string, string> = {};
  const first = resultForm(offline, "sf1").locator("input[name=winner]").first();
  winners.sf1 = await first.getAttribute("value").then(String);
  await first.check();
  await resultForm(offline, "sf1").getByRole("button", { name: "Record the result" }).click();
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b1$/);
  // The second semi-final is tapped before the page's JavaScript runs: the browser posts the form itself, and the
  // worker queues it and shows the desk again (D105), instead of the browser's error page.
  const scripts = await ringside.newCDPSession(offline);
  await scripts.send("Emulation.setScriptExecutionDisabled", { value: true });
  await offline.reload();
  const early = resultForm(offline, "sf2").locator("input[name=winner]").first();
  winners.sf2 = await early.getAttribute("value").then(String);
  await early.check();
  await resultForm(offline, "sf2").getByRole("button", { name: "Record the result" }).click();
  await expect(resultForm(offline, "sf2")).toBeVisible();
  await scripts.send("Emulation.setScriptExecutionDisabled", { value: false });
  await offline.reload();
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b2$/);
  // Signing out with writes waiting asks first; declined, nothing changes.
  let asked = "";
  offline.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await offline
    .locator("form[data-session=logout]")
    .first()
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect.poll(() => asked).toMatch(/^2 writes have not reached the database yet/);
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b2$/);

  const other = resultForm(online, "sf1");
  await other.locator("input[name=winner]").nth(1).check();
  await other.getByRole("button", { name: "Record the result" }).click();
  await expect(online.locator("#notice")).toBeVisible();

  // The network is back but the database is not reachable yet, and a new deployment's worker arrives: it takes over
  // the page, and the writes still wait in the outbox.
  const toDatabase = (target: URL) => target.port === new URL(BACKEND_URL).port;
  const cutDatabase = (route: Route) => route.abort("internetdisconnected");
  await ringside.route(toDatabase, cutDatabase);
  await setOffline(ringside, false);
  site.deploy();
  const tookOver = await offline.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 30_000);
        void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
      }),
  );
  expect(tookOver).toBe(true);
  expect(await queueLength(offline)).toBe(2);
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b2$/);

  // The database answers, but the hall's network drops again before the second write goes: this round settles only
  // the refused one. The page shows what the database now holds without a reload (the other desk's result), and the
  // refusal stays beside what was typed.
  await ringside.unroute(toDatabase, cutDatabase);
  const cutSecond = (route: Route) =>
    route.request().postData()?.includes('"node":"sf2"') ? route.abort("internetdisconnected") : route.fallback();
  await ringside.route(toDatabase, cutSecond);
  await offline.evaluate(() => window.dispatchEvent(new Event("online")));
  const refused = offline.getByRole("alert").filter({ hasText: "Refused by the database" });
  await expect(refused).toBeVisible({ timeout: 10_000 });
  await expect(refused).toContainText("Semi-final 1");
  await expect(refused.getByRole("link", { name: "Correct with a reason" })).toHaveAttribute("href", `${url}#correct-sf1`);
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b1$/);
  await expect(resultForm(offline, "sf1")).toHaveCount(0);
  await expect(refused).toBeVisible();
  // Then the second: both semi-finals recorded, the final to fight, on the page left open.
  await ringside.unroute(toDatabase, cutSecond);
  await offline.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b0$/, { timeout: 10_000 });
  await expect(resultForm(offline, "sf2")).toHaveCount(0);
  await expect(resultForm(offline, "final")).toBeVisible();
  await expect(refused).toBeVisible();
  await offline.screenshot({ path: `${SHOTS}/conflict-1280-en.png`, fullPage: true });

  // The database kept the online desk's result and the offline desk's other bout, once each: nothing else is lost.
  const [{ data }, { data: log }] = await Promise.all([
    service.from("bouts").select("node, winner").match(match(key)).order("node"),
    service.from("draw_changes").select("node").match(match(key)).eq("event", "result"),
  ]);
  const boxers = entries.map((e) => e.id);
  expect(data).toHaveLength(2);
  expect(data![0].winner).not.toBe(winners.sf1);
  expect(boxers).toContain(data![0].winner);
  expect(data![1]).toEqual({ node: "sf2", winner: winners.sf2 });
  expect(log!.map((l) => l.node).sort()).toEqual(["sf1", "sf2"]);
  await ringside.close();
  await scorer.close();
  await site.close();
});

test("the worker is the desk's alone: public pages and the teams' portal have none and are never answered by it", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newPage();
  for (const path of ["/", "/pt/draw", "/esp"]) {
    await visitor.goto(path);
    expect(await visitor.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)), path).toBe(0);
    await expect(visitor.locator("link[rel=manifest]")).toHaveCount(0);
  }
  await visitor.close();

  await signInAs(page.context(), await registerOrganiser(), baseURL!);
  await underWorker(page, "/pt/desk/weigh-in");
  await expect(page.locator("link[rel=manifest]")).toHaveAttribute("href", "/offline/desk-pt.webmanifest");
  const scopes = await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.map((x) => new URL(x.scope).pathname)));
  expect(scopes).toEqual(["/pt/desk/"]);
  // The same browser, on the site and the portal: outside the scope, no worker controls the page.
  for (const path of ["/pt", "/pt/draw", "/pt/dashboard"]) {
    await page.goto(path);
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null), path).toBe(true);
  }
});
