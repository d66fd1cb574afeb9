import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { createClient } from "@supabase/supabase-js";
import { expect, test, type BrowserContext, type Locator, type Page, type Route } from "@playwright/test";
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
    reason: "Reason (recorded)",
    correct: "Correct the result",
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
    reason: "Motivo (fica registado)",
    correct: "Corrigir o resultado",
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

/** Every write the page's outbox holds, as IndexedDB keeps it. */
function outboxWrites(page: Page): Promise<unknown[]> {
  return page.evaluate(
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
}

/** Puts writes back in the page's outbox, as a device would that replays what it already sent. */
function replay(page: Page, writes: unknown[]): Promise<void> {
  return page.evaluate(
    (all) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("pbc-desk-outbox");
        open.onsuccess = () => {
          const tx = open.result.transaction("writes", "readwrite");
          for (const write of all) tx.objectStore("writes").put(write);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    writes,
  );
}

/**
 * A tap on a page whose JavaScript does not run: the browser posts the form itself, and the desk's worker answers the
 * POST (D105). Resolves once the page it leads to has loaded.
 */
async function nativeTap(page: Page, submit: Locator): Promise<void> {
  const loaded = page.waitForEvent("load");
  await submit.click();
  await loaded;
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
    const outbox = await outboxWrites(page);
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
    await replay(page, outbox);
    expect(await queueLength(page)).toBe(30);
    await page.reload();
    // Acknowledged one by one: the queue empties without a refusal.
    await expect.poll(() => queueLength(page), { timeout: 15_000 }).toBe(0);
    await expect(page.getByText(lang.refused)).toHaveCount(0);
    expect(await stored(owned, entryIds)).toEqual({ weighIns: 20, results: 10, weighLog: 20, resultLog: 10 });

    // A result corrected offline, with its reason (D108): it waits, then the database stores it once, with its reason.
    const last = brackets.at(-1)!.key;
    const corrections = async () =>
      (
        await service
          .from("draw_changes")
          .select("reason, after")
          .match({ ...match(last), node: "sf1" })
          .eq("event", "result_correction")
      ).data;
    await setOffline(page.context(), true);
    await page.locator("#correct-sf1 > summary").click();
    const correction = page.locator("#correct-sf1 form");
    const other = correction.locator("input[name=winner]:not(:checked)");
    const winner = await other.getAttribute("value");
    await other.check();
    const reason = `${lang.locale}: wrong corner`;
    await correction.getByLabel(lang.reason).fill(reason);
    await correction.getByRole("button", { name: lang.correct }).click();
    await expect(page.getByTestId("outbox-waiting")).toHaveText(/\b1$/);
    const corrected = await outboxWrites(page);
    expect(await corrections()).toEqual([]);
    await setOffline(page.context(), false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    const once = [{ reason, after: { winner, method: "points", walkover_cause: null } }];
    await expect.poll(corrections, { timeout: 10_000, intervals: [250] }).toEqual(once);
    await expect(page.getByTestId("outbox-waiting")).toHaveText(/\b0$/);
    // Replayed, it is acknowledged under its key: nothing is corrected twice.
    await replay(page, corrected);
    await page.reload();
    await expect.poll(() => queueLength(page), { timeout: 15_000 }).toBe(0);
    await expect(page.getByText(lang.refused)).toHaveCount(0);
    expect(await corrections()).toEqual(once);
  });
}

test("two desks record one bout differently: the second to arrive is refused and shown beside what it typed; a desk that changes its mind offline is judged, not replayed; a tap before the page is hydrated waits too; a new deployment's worker takes over the waiting writes", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
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
  await online.goto(url);
  // The second semi-final's boxers are weighed (their bout is not recorded yet, so their weigh-ins may be corrected).
  const [fixed, stale] = await resultForm(online, "sf2")
    .locator("input[name=winner]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const weighed = await service.from("weigh_ins").insert(
    [fixed, stale].map((entry) => ({
      entry_id: entry,
      day: "semiFinals",
      weight_kg: limitOf(key) - 0.5,
      fit: true,
      idempotency_key: randomUUID(),
    })),
  );
  expect(weighed.error).toBeNull();
  // The boxers already weighed, where their corrections are.
  const scale = `/desk/weigh-in/semiFinals?q=${handle}&show=done`;
  await underWorker(offline, `${site.origin}${scale}`);
  await offline.goto(`${site.origin}${url}`);

  // The ringside desk, offline, corrects the first boxer's weigh-in at the scale with its reason (D108), then changes
  // its mind in the same form: that second correction is typed against the revision the page shows, which the first
  // changes, so the database refuses it (D111; it shared the first's key before, and was acknowledged as its replay).
  // Then it records both semi-finals and corrects the second boxer; meanwhile another desk corrects the second boxer's
  // weigh-in and records the first semi-final differently.
  await setOffline(ringside, true);
  await offline.goto(`${site.origin}${scale}`);
  const correctAtScale = async (entry: string, kg: number, reason: string) => {
    const row = offline.locator(`#boxer-${entry}`);
    if ((await row.locator("details[open]").count()) === 0) await row.locator("summary").click();
    await row.getByLabel("Weight (kg)").fill(formatWeight(kg, "en"));
    await row.getByLabel("Reason for the correction").fill(reason);
    return row.getByRole("button", { name: "Save: fit" });
  };
  await (await correctAtScale(fixed, limitOf(key) - 1, "scale 1 misread")).click();
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b1$/);
  await (await correctAtScale(fixed, limitOf(key) - 1.5, "scale 1 misread again")).click();
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b2$/);
  const otherDesk = await service
    .from("weigh_ins")
    .update({ weight_kg: limitOf(key) - 0.3, correction: "the other desk's", idempotency_key: randomUUID() })
    .match({ entry_id: stale, day: "semiFinals" });
  expect(otherDesk.error).toBeNull();
  await offline.goto(`${site.origin}${url}`);
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b2$/);
  const winners: Record<string, string> = {};
  const first = resultForm(offline, "sf1").locator("input[name=winner]").first();
  winners.sf1 = await first.getAttribute("value").then(String);
  await first.check();
  await resultForm(offline, "sf1").getByRole("button", { name: "Record the result" }).click();
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b3$/);
  // The second semi-final is tapped before the page's JavaScript runs: the browser posts the form itself, and the
  // worker queues it and shows the desk again (D105), instead of the browser's error page. The desk then changes its
  // mind on the page shown again (the same cached form, the same rendered key): another winner, its own write (D111).
  const scripts = await ringside.newCDPSession(offline);
  await scripts.send("Emulation.setScriptExecutionDisabled", { value: true });
  await offline.reload();
  for (const nth of [0, 1]) {
    const early = resultForm(offline, "sf2").locator("input[name=winner]").nth(nth);
    if (nth === 0) winners.sf2 = await early.getAttribute("value").then(String);
    await early.check();
    await nativeTap(offline, resultForm(offline, "sf2").getByRole("button", { name: "Record the result" }));
    await expect(resultForm(offline, "sf2")).toBeVisible();
  }
  // At the scale, still before the page's JavaScript: the second boxer's correction is queued by the worker (D108),
  // and a correction whose weight it cannot read is not kept: the page opens at #not-kept and says so.
  await offline.goto(`${site.origin}${scale}`);
  await nativeTap(offline, await correctAtScale(stale, limitOf(key) - 1, "scale 2 misread"));
  const unreadable = await correctAtScale(fixed, limitOf(key) - 1, "scale 1 misread");
  await offline.locator(`#boxer-${fixed}`).getByLabel("Weight (kg)").fill("sixty");
  await nativeTap(offline, unreadable);
  expect(new URL(offline.url()).hash).toBe("#not-kept");
  await scripts.send("Emulation.setScriptExecutionDisabled", { value: false });
  await offline.reload();
  await expect(offline.getByRole("alert").filter({ hasText: "was not kept: type it again" })).toBeVisible();
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b6$/);
  await offline.goto(`${site.origin}${url}`);
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b6$/);
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
  await expect.poll(() => asked).toMatch(/^6 writes have not reached the database yet/);
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b6$/);

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
  const deployed = Date.now();
  const tookOver = await offline.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 30_000);
        void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
      }),
  );
  // The figure behind the 30 s: a failure under load says whether the new worker was slow or never came.
  console.log(`the new deployment's worker took over ${Date.now() - deployed} ms after it was deployed`);
  expect(tookOver).toBe(true);
  expect(await queueLength(offline)).toBe(6);
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b6$/);

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
  const refusedResult = refused.getByRole("listitem").filter({ hasText: "Semi-final 1" });
  await expect(refusedResult.getByRole("link", { name: "Correct with a reason" })).toHaveAttribute("href", `${url}#correct-sf1`);
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b3$/);
  // The desk's second thought at the scale, typed against the revision its first correction changed, is refused beside
  // what was typed, with the way back to the boxer; the first is stored.
  const refusedAt = (kg: number) => refused.getByRole("listitem").filter({ hasText: `${formatWeight(kg, "en")} kg` });
  await expect(refusedAt(limitOf(key) - 1.5)).toContainText("perhaps by another organiser");
  await expect(refusedAt(limitOf(key) - 1.5).getByRole("link", { name: "Correct with a reason" })).toHaveAttribute(
    "href",
    `/desk/weigh-in/semiFinals#boxer-${fixed}`,
  );
  await expect(refused.getByRole("listitem")).toHaveCount(2);
  const weighLog = async () =>
    (
      await service
        .from("weigh_in_changes")
        .select("entry_id, event, reason")
        .in("entry_id", [fixed, stale])
        .eq("event", "correction")
        .order("id")
    ).data;
  expect(await weighLog()).toEqual([
    { entry_id: stale, event: "correction", reason: "the other desk's" },
    { entry_id: fixed, event: "correction", reason: "scale 1 misread" },
  ]);
  await expect(resultForm(offline, "sf1")).toHaveCount(0);
  await expect(refused).toBeVisible();
  // Then the rest: both semi-finals recorded, the final to fight, on the page left open. The other winner typed for the
  // second semi-final is refused (the bout is recorded), and so is the second boxer's correction the worker queued,
  // typed against the revision the other desk changed.
  await ringside.unroute(toDatabase, cutSecond);
  await offline.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(offline.getByTestId("outbox-waiting")).toHaveText(/\b0$/, { timeout: 10_000 });
  await expect(resultForm(offline, "sf2")).toHaveCount(0);
  await expect(resultForm(offline, "final")).toBeVisible();
  await expect(refused.getByRole("listitem").filter({ hasText: "Semi-final 2" })).toContainText("already recorded");
  await expect(refusedAt(limitOf(key) - 1).getByRole("link", { name: "Correct with a reason" })).toHaveAttribute(
    "href",
    `/desk/weigh-in/semiFinals#boxer-${stale}`,
  );
  await expect(refused.getByRole("listitem")).toHaveCount(4);
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
  // Each weigh-in correction once: the ringside desk's first, the other desk's second (the ringside one refused).
  expect(await weighLog()).toHaveLength(2);
  const { data: scaleRows } = await service.from("weigh_ins").select("entry_id, weight_kg").in("entry_id", [fixed, stale]);
  const tenths = (kg: number) => Math.round(kg * 10);
  expect(Object.fromEntries(scaleRows!.map((r) => [r.entry_id, tenths(Number(r.weight_kg))]))).toEqual({
    [fixed]: tenths(limitOf(key) - 1),
    [stale]: tenths(limitOf(key) - 0.3),
  });

  // Online, a tap before the page's JavaScript runs is the worker's to pass on (D105): the server action gets it, as
  // without a worker, and its answer opens the page.
  await scripts.send("Emulation.setScriptExecutionDisabled", { value: true });
  await offline.goto(`${site.origin}${url}`);
  await offline.locator("#correct-sf2 > summary").click();
  const online2 = offline.locator("#correct-sf2 form");
  await online2.locator("input[name=winner]:not(:checked)").check();
  await online2.getByLabel("Reason (recorded)").fill("wrong corner, online");
  // The worker's own requests go through the context's routes too: the POST it sends on is seen there.
  const passedOn: string[] = [];
  const byWorker = (route: Route) => {
    if (route.request().serviceWorker() && route.request().method() === "POST") passedOn.push(new URL(route.request().url()).pathname);
    return route.fallback();
  };
  await ringside.route("**", byWorker);
  await nativeTap(offline, online2.getByRole("button", { name: "Correct the result" }));
  await ringside.unroute("**", byWorker);
  expect(passedOn).toEqual([url]);
  expect(new URL(offline.url()).searchParams.get("outcome")).toBe("corrected");
  const { data: correctedOnline } = await service
    .from("draw_changes")
    .select("reason")
    .match({ ...match(key), node: "sf2" })
    .eq("event", "result_correction");
  expect(correctedOnline).toEqual([{ reason: "wrong corner, online" }]);
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
  // What the worker fetched after the first load (D114): every script the page loaded, no stylesheet (the pages inline
  // theirs) and not the whole site's scripts.
  const { kept, loaded } = await page.evaluate(async () => {
    const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname);
    const caches_ = await Promise.all((await caches.keys()).map((name) => caches.open(name)));
    const requests = (await Promise.all(caches_.map((cache) => cache.keys()))).flat();
    const resources = performance.getEntriesByType("resource").map((entry) => entry.name);
    return {
      kept: paths(requests.map((request) => request.url)).filter((path) => path.startsWith("/_next/static/")),
      loaded: paths(resources).filter((path) => path.startsWith("/_next/static/")),
    };
  });
  expect(loaded.filter((path) => path.endsWith(".css"))).toEqual([]);
  expect(kept.filter((path) => path.endsWith(".css"))).toEqual([]);
  expect(kept.length).toBeGreaterThan(0);
  for (const script of loaded.filter((path) => path.endsWith(".js"))) expect(kept, script).toContain(script);
  const siteScripts = readdirSync(".next/static", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  expect(kept.filter((path) => path.endsWith(".js")).length).toBeLessThan(siteScripts.length);
  const scopes = await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.map((x) => new URL(x.scope).pathname)));
  expect(scopes).toEqual(["/pt/desk/"]);
  // The same browser, on the site and the portal: outside the scope, no worker controls the page.
  for (const path of ["/pt", "/pt/draw", "/pt/dashboard"]) {
    await page.goto(path);
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null), path).toBe(true);
  }
});
