import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { edition } from "../../lib/content/edition";
import { bracketNodes, type Slots } from "../../lib/cup/bracket";
import { bracketSlug, type BracketKey } from "../../lib/cup/bracket-slug";
import { drawBracket } from "../../lib/cup/draw";
import { SECRET_KEY } from "../../local-supabase/config";
import { seedBracket, type SeededTeam } from "../../tests/support/cup-seed";
import { expectNoAxeViolations } from "../helpers/axe";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { overflowsIn } from "../helpers/overflow";
import { shifted, watchShifts } from "../helpers/layout-shift";
import { pdfText } from "../helpers/pdf-text";
import { expectPrerendered } from "../helpers/static-page";
import { bracketsOf } from "./brackets";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * The day's bout order on the semi-finals' morning (Friday 27 March, 08:05 Lisbon; the session starts at 11:00), one
 * step per language on the same day, in turn: the desk proposes Friday's and Saturday's orders (English), moves three
 * bouts to the head of ring 1 and has a move of a final to Thursday refused with its reason (Portuguese), locks the day and corrects it
 * with a reason (Spanish); the running order and bout sheets are read back as A4 PDFs; a team sees its boxer's ring,
 * bout number, corner and estimated time, and its calendar file; two results move the estimate and the "today"
 * page; the announcer reads the ring. Other specs publish brackets of the same days in parallel, so the proposal
 * covers more than these: the checks are on this spec's bouts and on properties of the day (numbers, balance).
 * Friday's and Saturday's orders are this spec's to propose and lock.
 */
test.describe.configure({ mode: "serial" });

const FRI = "2026-03-27";
const SAT = "2026-03-28";
const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });

type Row = {
  category: string;
  sex: string;
  weight_class: string;
  node: string;
  day: string;
  session: number;
  ring: number;
  position: number;
  bout_number: number;
};
type Seeded = {
  key: BracketKey;
  teams: SeededTeam[];
  entries: { id: string; team_id: string; first_name: string; last_name: string }[];
  slots: Slots;
};

/** This spec's brackets: four of 4 boxers (two semi-finals each) and two of 3 (one semi-final, a bye), all published. */
const SHAPES = [4, 4, 4, 4, 3, 3];
const seeded: Seeded[] = [];
let organiser: Awaited<ReturnType<typeof registerOrganiser>>;
/** The three bouts moved to the head of ring 1 (session 1): two to fight, and the team's bout after them. */
let first: Row, second: Row, target: Row;

const seededOf = (row: Pick<Row, "category" | "sex" | "weight_class">) =>
  seeded.find((s) => s.key.category === row.category && s.key.sex === row.sex && s.key.code === row.weight_class)!;

const mine = (row: Pick<Row, "category" | "sex" | "weight_class">) =>
  seeded.some((s) => s.key.category === row.category && s.key.sex === row.sex && s.key.code === row.weight_class);

async function orderOf(day: string): Promise<Row[]> {
  const { data, error } = await service
    .from("bout_order")
    .select("category, sex, weight_class, node, day, session, ring, position, bout_number")
    .eq("edition", edition.year)
    .eq("day", day);
  if (error) throw new Error(error.message);
  return data as Row[];
}

const sameBout = (a: Pick<Row, "category" | "sex" | "weight_class" | "node">) => (b: Row) =>
  a.category === b.category && a.sex === b.sex && a.weight_class === b.weight_class && a.node === b.node;

async function organiserPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await signInAs(context, organiser, baseURL);
  return { context, page: await context.newPage() };
}

async function checkPage(page: Page, state: string): Promise<void> {
  await expectNoAxeViolations(page, state);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsIn(page), `${state} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

function pdfPages(bytes: Buffer): { pages: number; size: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pbc-order-"));
  try {
    writeFileSync(path.join(dir, "doc.pdf"), bytes);
    const info = execFileSync("pdfinfo", [path.join(dir, "doc.pdf")], { encoding: "utf8" });
    return { pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]), size: /Page size:\s+(.*)/.exec(info)?.[1] ?? "" };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const brackets = bracketsOf("boutOrder");
  const stamp = Date.now() % 100_000;
  for (const [i, boxers] of SHAPES.entries()) {
    const key = brackets[i];
    const { teams, entries } = await seedBracket(BACKEND_URL, {
      ...key,
      boxers,
      teams: boxers,
      prefix: `order${i}`,
      seed: stamp + i,
    });
    const { order, slots } = drawBracket(
      entries.map((e) => ({ id: e.id, team: e.team_id })),
      `${(stamp + i).toString(16).padStart(16, "0")}`,
    );
    const { error } = await service.from("draws").insert({
      edition: edition.year,
      category: key.category,
      sex: key.sex,
      weight_class: key.code,
      seed: (stamp + i).toString(16).padStart(16, "0"),
      drawn_order: order,
      slots,
      published: true,
    });
    if (error) throw new Error(`publishing ${bracketSlug(key)}: ${error.message}`);
    seeded.push({ key, teams, entries, slots });
  }
  organiser = await registerOrganiser();
});

test("the desk proposes Friday's and Saturday's orders: one number series, the rings balanced, every bout of this spec placed", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await organiserPage(browser, baseURL!);
  await page.goto("/desk/order");
  await page.getByRole("link", { name: /Friday 27 March · Semi-finals/ }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Friday 27 March · Semi-finals");
  await page.getByRole("button", { name: /^Propose/ }).click();
  await expect(page.locator("#notice")).toHaveText("The order is proposed: every bout placed, numbered and balanced over the rings.");
  const friday = await orderOf(FRI);
  expect(friday.map((r) => r.bout_number).sort((a, b) => a - b)).toEqual(friday.map((_, i) => i + 1));
  for (const session of [1, 2]) {
    const counts = [1, 2, 3].map((ring) => friday.filter((r) => r.session === session && r.ring === ring).length);
    expect(Math.max(...counts) - Math.min(...counts), `session ${session}: ${counts}`).toBeLessThanOrEqual(1);
  }
  const semiFinals = seeded.flatMap((s) =>
    (["sf1", "sf2"] as const)
      .filter((node) => bracketNodes(s.slots)[node].kind === "bout")
      .map((node) => ({ category: s.key.category, sex: s.key.sex, weight_class: s.key.code, node })),
  );
  expect(semiFinals).toHaveLength(10);
  for (const bout of semiFinals) expect(friday.some(sameBout(bout)), `${bout.weight_class} ${bout.node}`).toBe(true);
  await checkPage(page, "desk: Friday's order proposed");

  await page.goto(`/desk/order/${SAT}`);
  await page.getByRole("button", { name: /^Propose/ }).click();
  await expect(page.locator("#notice")).toHaveText("The order is proposed: every bout placed, numbered and balanced over the rings.");
  expect((await orderOf(SAT)).filter(mine).map((r) => r.node)).toEqual(seeded.map(() => "final"));
  await context.close();
});

test("in Portuguese, the desk moves bouts to the head of ring 1 and a refused move keeps the order as it was, with its reason", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await organiserPage(browser, baseURL!);
  const friday = (await orderOf(FRI)).filter(mine);
  // The bouts of the 4-boxer brackets: both corners known (the draw's byes carry them to the semi-finals).
  [first, second, target] = friday.filter((r) => seededOf(r).entries.length === 4);
  // Each move from a fresh page: the notice of the last move must not be mistaken for this one's.
  const move = async (row: Row, values: { day?: string; session: string; ring: string; position: string; reason?: string }) => {
    await page.goto(`/pt/desk/order/${row.day}`);
    const form = page.getByRole("form", { name: "Mudar um combate de lugar" });
    await form.getByLabel("Número do combate", { exact: true }).fill(String(row.bout_number));
    await form.getByLabel("Para o dia", { exact: true }).selectOption(values.day ?? FRI);
    await form.getByLabel("Sessão", { exact: true }).selectOption(values.session);
    await form.getByLabel("Ringue", { exact: true }).selectOption(values.ring);
    await form.getByLabel("Posição no ringue", { exact: true }).fill(values.position);
    if (values.reason !== undefined) await form.getByLabel(/^Motivo/).fill(values.reason);
    await form.getByRole("button", { name: "Mudar" }).click();
  };
  for (const [i, row] of [first, second, target].entries()) {
    // Alone on the backend, the proposal may already have put a bout there: the desk then says nothing changed.
    const now = (await orderOf(FRI)).find(sameBout(row))!;
    const already = now.session === 1 && now.ring === 1 && now.position === i + 1;
    await move(row, { session: "1", ring: "1", position: String(i + 1) });
    await expect(page.locator("#notice")).toHaveText(
      already ? "Nada mudou: o combate já está nesse lugar." : "O combate foi mudado de lugar.",
    );
  }
  const moved = await orderOf(FRI);
  for (const [i, row] of [first, second, target].entries()) {
    const now = moved.find(sameBout(row))!;
    expect([now.session, now.ring, now.position, now.bout_number]).toEqual([1, 1, i + 1, row.bout_number]);
  }
  [first, second, target] = [first, second, target].map((row) => moved.find(sameBout(row))!);

  // On Saturday's page, a final moved to Thursday would come before the semi-finals that decide its boxers.
  const saturday = await orderOf(SAT);
  const final = saturday.find(
    (r) => r.node === "final" && r.weight_class === first.weight_class && r.category === first.category && r.sex === first.sex,
  )!;
  await move(final, { day: "2026-03-26", session: "1", ring: "1", position: "1" });
  await expect(page.locator("#notice")).toHaveText("Não mudado: o combate ficaria antes de um combate que decide um dos pugilistas.");
  expect(await orderOf(SAT)).toEqual(saturday);
  expect(await orderOf("2026-03-26")).toEqual([]);
  await checkPage(page, "desk (pt): a move refused");
  await context.close();
});

test("in Spanish, the desk locks the day; a change then needs a reason, which the log keeps", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await organiserPage(browser, baseURL!);
  await page.goto(`/esp/desk/order/${FRI}`);
  await page.getByRole("button", { name: "Cerrar el día" }).click();
  await expect(page.locator("#notice")).toHaveText("El día está cerrado.");
  const last = (await orderOf(FRI)).filter(mine).find((r) => ![first, second, target].some((m) => sameBout(m)(r)))!;
  const form = page.getByRole("form", { name: "Mover un combate" });
  const move = async (reason: string) => {
    await page.goto(`/esp/desk/order/${FRI}`);
    await form.getByLabel("Número del combate", { exact: true }).fill(String(last.bout_number));
    await form.getByLabel("Sesión", { exact: true }).selectOption(String(last.session));
    await form.getByLabel("Ring", { exact: true }).selectOption(String(last.ring === 3 ? 2 : 3));
    await form.getByLabel("Posición en el ring", { exact: true }).fill("99");
    await form.getByLabel(/^Motivo/).fill(reason);
    await form.getByRole("button", { name: "Mover" }).click();
  };
  await move("   ");
  await expect(page.locator("#notice")).toHaveText("No guardado: el día está cerrado. Indica el motivo del cambio.");
  await move("Boxeador en el médico");
  await expect(page.locator("#notice")).toHaveText("El combate se ha movido.");
  await expect(page.getByRole("region", { name: "Registro de este día" })).toContainText("Boxeador en el médico");
  const { data: log } = await service.from("order_changes").select("event, reason").eq("edition", edition.year).eq("day", FRI);
  expect(log?.some((l) => l.event === "lock")).toBe(true);
  expect(log?.some((l) => l.event === "move" && l.reason === "Boxeador en el médico")).toBe(true);
  await checkPage(page, "desk (esp): day locked");
  await context.close();
});

test("the running order and the bout sheets of session 1, as A4 PDFs in each language", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await organiserPage(browser, baseURL!);
  const names = (row: Row) => {
    const s = seededOf(row);
    const node = bracketNodes(s.slots)[row.node as "sf1"];
    return node.sides.map((side) => {
      const e = s.entries.find((x) => side.kind === "boxer" && x.id === side.entry)!;
      return `${e.first_name} ${e.last_name}`;
    });
  };
  const session1 = (await orderOf(FRI)).filter((r) => r.session === 1);
  for (const [prefix, words] of [
    [
      "",
      {
        order: "Running order · Session 1",
        ring: "RING 1",
        red: "Red corner",
        judges: "Judge 5",
        round: "Round 3",
        sign: "Referee",
        must: "10-point must system",
      },
    ],
    [
      "/pt",
      {
        order: "Ordem dos combates · Sessão 1",
        ring: "RINGUE 1",
        red: "Canto vermelho",
        judges: "Juiz 5",
        round: "Assalto 3",
        sign: "Árbitro",
        must: "10 pontos obrigatórios",
      },
    ],
    [
      "/esp",
      {
        order: "Orden de combates · Sesión 1",
        ring: "RING 1",
        red: "Esquina roja",
        judges: "Juez 5",
        round: "Asalto 3",
        sign: "Árbitro",
        must: "10 puntos obligatorios",
      },
    ],
  ] as const) {
    const runningOrder = await page.request.get(`${prefix}/desk/documents/order/${FRI}/1`);
    expect(runningOrder.headers()["content-type"]).toBe("application/pdf");
    const orderBytes = await runningOrder.body();
    expect(pdfPages(orderBytes).size).toContain("(A4)");
    const orderText = pdfText(orderBytes);
    expect(orderText).toContain(words.order);
    expect(orderText).toContain(words.ring);
    for (const name of names(first)) expect(orderText).toContain(name);

    const sheets = await page.request.get(`${prefix}/desk/documents/sheets/${FRI}/1`);
    const sheetBytes = await sheets.body();
    const info = pdfPages(sheetBytes);
    expect(info.size).toContain("(A4)");
    expect(info.pages, "one page per bout of the session").toBe(session1.length);
    const sheetText = pdfText(sheetBytes);
    for (const word of [words.red, words.judges, words.round, words.sign, words.must]) expect(sheetText).toContain(word);
    for (const name of names(target)) expect(sheetText).toContain(name);
  }
  await context.close();
});

/** The team of the target bout's red boxer, signed in. */
/** A team's page, signed in: by default the team of the target bout's red corner. */
async function teamPage(browser: Browser, baseURL: string, bout: Row = target, side: 0 | 1 = 0) {
  const s = seededOf(bout);
  const boxer = bracketNodes(s.slots)[bout.node as "sf1"].sides[side];
  const entry = s.entries.find((e) => boxer.kind === "boxer" && e.id === boxer.entry)!;
  const team = s.teams.find((t) => t.id === entry.team_id)!;
  const context = await browser.newContext();
  await signInAs(context, { email: team.email, password: team.password, teamName: team.name, country: team.country }, baseURL);
  return { context, page: await context.newPage(), entry };
}

const TEAM_LANGUAGES = [
  { prefix: "", title: "When your boxers fight", when: /Friday 27 March, session 1, about (\d\d:\d\d)/, corner: "Red", ring: "Ring" },
  {
    prefix: "/pt",
    title: "Quando combatem os seus pugilistas",
    when: /sexta-feira, 27 de março, sessão 1, por volta das (\d\d:\d\d)/,
    corner: "Vermelho",
    ring: "Ringue",
  },
  {
    prefix: "/esp",
    title: "Cuándo combaten tus boxeadores",
    when: /viernes, 27 de marzo, sesión 1, hacia las (\d\d:\d\d)/,
    corner: "Rojo",
    ring: "Ring",
  },
];

/** The estimated time the team's page shows for the target bout, in each language (all the same instant). */
async function teamEstimate(page: Page, entry: { id: string; first_name: string; last_name: string }): Promise<string[]> {
  const times: string[] = [];
  for (const l of TEAM_LANGUAGES) {
    const row = page.locator(`li[data-entry="${entry.id}"]`);
    await expect(async () => {
      await page.goto(`${l.prefix}/dashboard/entries`);
      await expect(page.getByRole("heading", { level: 3, name: l.title })).toBeVisible({ timeout: 1_000 });
      await expect(row).toContainText(String(target.bout_number), { timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await expect(row.locator("strong")).toHaveText(`${entry.first_name} ${entry.last_name}`);
    const facts = row.getByRole("definition");
    await expect(row.getByRole("term").nth(1)).toHaveText(l.ring);
    await expect(facts.nth(1)).toHaveText(String(target.ring));
    await expect(facts.nth(2)).toHaveText(String(target.bout_number));
    await expect(facts.nth(3)).toHaveText(l.corner);
    const when = (await facts.nth(0).textContent()) ?? "";
    expect(when).toMatch(l.when);
    times.push(l.when.exec(when)![1]);
  }
  return times;
}

let estimateBefore = "";

test("a team sees its boxer's day, session, ring, bout number, corner and estimated time, and its calendar file", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { context, page, entry } = await teamPage(browser, baseURL!);
  const times = await teamEstimate(page, entry);
  // Two elite or youth bouts of 15 minutes before it in ring 1, from 11:00.
  expect(times).toEqual(["11:30", "11:30", "11:30"]);
  estimateBefore = times[0];
  await checkPage(page, "team's bouts");
  const ics = await page.request.get("/pt/dashboard/entries/bouts.ics");
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(ics.headers()["cache-control"]).toContain("private");
  const calendar = (await ics.text()).replace(/\r\n /g, "");
  expect(calendar).toContain(`SUMMARY:Combate ${target.bout_number} · Ringue 1 · ${entry.first_name} ${entry.last_name}`);
  expect(calendar).toContain("Canto vermelho. Adversário:");
  expect(calendar).toContain("DTSTART:20260327T113000Z");
  expect(calendar).toContain("DTEND:20260327T114500Z");
  await context.close();
});

test('after two results in ring 1, the team\'s estimate and the "today" page have moved; the announcer reads the ring', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await organiserPage(browser, baseURL!);
  // The "today" page before: the two bouts to fight are the first in ring 1.
  await expectPrerendered(page.request, "/today");
  const ringOne = page.getByRole("region", { name: "Ring 1", exact: true });
  await expect(async () => {
    await page.goto("/today");
    await expect(ringOne).toContainText(`Bout ${first.bout_number} ·`, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(ringOne.locator("p").first()).toHaveText("Next in this ring, about 11:00");
  await checkPage(page, "today, before the results");
  // A visitor keeps the page open in another tab: it follows the results with no reload, within the live bar (D93).
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto("/today");
  const watchedRing = watcher.getByRole("region", { name: "Ring 1", exact: true });
  await expect(watchedRing).toContainText(`Bout ${first.bout_number} ·`);
  let reloads = 0;
  watcher.on("load", () => reloads++);
  // The team whose boxer loses the first bout keeps its page open at the boxer's card: the card stays, the result in
  // its last line, and nothing on the page moves (D104; before, the card became a one-line "no bout left").
  const loser = await teamPage(browser, baseURL!, first, 1);
  const card = loser.page.locator(`li[data-entry="${loser.entry.id}"]`);
  await expect(async () => {
    await loser.page.goto("/dashboard/entries");
    await expect(card.locator("[data-result]")).toHaveText("Still to box", { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await card.evaluate((el) => el.scrollIntoView({ block: "start" }));
  await watchShifts(loser.page);

  // Two results recorded at the desk, each through its bracket's form: the red corner wins, on points then by RSC.
  for (const [row, method] of [
    [first, "RSC"],
    [second, "Points"],
  ] as const) {
    const slug = bracketSlug({
      category: row.category as BracketKey["category"],
      sex: row.sex as BracketKey["sex"],
      code: row.weight_class,
    });
    await page.goto(`/desk/draw/${slug}`);
    const form = page.getByRole("form", { name: `Result of ${row.node === "sf1" ? "Semi-final 1" : "Semi-final 2"}` });
    await form.getByRole("radio").first().check();
    await form.getByRole("combobox").selectOption({ label: method });
    await form.getByRole("button", { name: "Record the result" }).click();
    await expect(page.locator("#notice")).toContainText(/recorded/i);
  }

  // The open page has moved on by itself within 5 s of the second result: the first bout is gone from the ring, the
  // team's bout is next, no reload.
  await expect(watchedRing.locator("p").nth(1)).toContainText(`Bout ${target.bout_number} ·`, { timeout: 5_000 });
  await expect(watchedRing).not.toContainText(`Bout ${first.bout_number} ·`);
  expect(reloads).toBe(0);
  await watcherContext.close();
  await expect(card.locator("[data-result]")).toHaveText("Lost · RSC", { timeout: 5_000 });
  expect(await shifted(loser.page), "the layout shifts of the losing team's open page").toEqual({ cls: 0, moved: [] });
  await loser.context.close();

  // The team's estimate: the two bouts ahead are boxed, so its bout is next, from the session's start.
  const team = await teamPage(browser, baseURL!);
  const after = await teamEstimate(team.page, team.entry);
  expect(after).toEqual(["11:00", "11:00", "11:00"]);
  expect(after[0] < estimateBefore).toBe(true);
  await team.context.close();

  // The "today" page, in each language: the results listed, the team's bout now first in ring 1.
  for (const [prefix, words] of [
    ["", { ring: "Ring 1", bout: "Bout", results: "Results so far" }],
    ["/pt", { ring: "Ringue 1", bout: "Combate", results: "Resultados até agora" }],
    ["/esp", { ring: "Ring 1", bout: "Combate", results: "Resultados hasta ahora" }],
  ] as const) {
    const ring = page.getByRole("region", { name: words.ring, exact: true });
    await expect(async () => {
      await page.goto(`${prefix}/today`);
      await expect(ring.locator("p").nth(1)).toContainText(`${words.bout} ${target.bout_number} ·`, { timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    const results = page.getByRole("region", { name: words.results });
    await expect(results).toContainText(`${words.bout} ${first.bout_number} ·`);
    await expect(results).toContainText(`${words.bout} ${second.bout_number} ·`);
    await expect(ring).not.toContainText(`${words.bout} ${first.bout_number} ·`);
    await checkPage(page, `today ${prefix || "/"} after two results`);
  }

  // The announcer's view of ring 1, in the desk's language: the bout about to start, both boxers, the last result.
  const s = seededOf(target);
  const [red, blue] = bracketNodes(s.slots)[target.node as "sf1"].sides.map((side) =>
    s.entries.find((e) => side.kind === "boxer" && e.id === side.entry)!,
  );
  for (const [prefix, words] of [
    ["", { upNext: "Bout about to start", bout: "Bout", red: "Red corner", last: "Points" }],
    ["/pt", { upNext: "Combate prestes a começar", bout: "Combate", red: "Canto vermelho", last: "Pontos" }],
    ["/esp", { upNext: "Combate a punto de empezar", bout: "Combate", red: "Esquina roja", last: "Puntos" }],
  ] as const) {
    await page.goto(`${prefix}/desk/order/${FRI}/ring/1`);
    const view = page.locator("section[aria-labelledby='announcer-title']");
    await expect(view).toContainText(words.upNext);
    await expect(view).toContainText(`${words.bout} ${target.bout_number} ·`);
    await expect(view).toContainText(words.red);
    for (const boxer of [red, blue]) await expect(view).toContainText(`${boxer.first_name} ${boxer.last_name}`);
    const club = s.teams.find((t) => t.id === red.team_id)!.name;
    await expect(view).toContainText(club);
    await expect(view).toContainText(`${words.bout} ${second.bout_number} ·`);
    await expect(view).toContainText(words.last);
    await checkPage(page, `announcer ${prefix || "/"}`);
  }
  await context.close();
});
