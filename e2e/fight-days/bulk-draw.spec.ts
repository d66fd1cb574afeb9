import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { edition } from "../../lib/content/edition";
import { bracketNodes, boutsToRecord } from "../../lib/cup/bracket";
import { bracketSlug, type BracketKey } from "../../lib/cup/bracket-slug";
import { drawBracket } from "../../lib/cup/draw";
import { SECRET_KEY } from "../../local-supabase/config";
import { emptyBracket, seedBracket } from "../../tests/support/cup-seed";
import { expectNoAxeViolations } from "../helpers/axe";
import { overflowsIn } from "../helpers/overflow";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { bracketsOf } from "./brackets";
import { shotsDir } from "../helpers/shots";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * The desk's bulk step (docs/cup.md §11): an organiser draws every undrawn bracket of a category and sex at once,
 * reviews them on one page and publishes the ticked ones in one action; each bracket gets its own `draw` and
 * `publish` lines; a refusal (a draw made stale, a draw redrawn since the review) names its bracket and why in the
 * page's language while the others are published; the public page shows the seed and the revision, and the
 * outsider's command recomputes the draw from the site's address; the results CSV comes in the desk's language.
 * This spec owns the benjamin men (e2e/fight-days/brackets.ts) and works on them alone, in order, in three languages;
 * the pt step runs without JavaScript.
 */
const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
const owned = bracketsOf("bulkDraw");
const [b36, b38, b40, b42, b44] = owned;
const run = promisify(execFile);
const SHOTS = shotsDir("bulk-draw");

type Row = { weight_class: string; seed: string; revision: number; published: boolean; slots: (string | null)[]; drawn_order: string[] };
type Log = { id: number; weight_class: string; event: string };
const match = (b: BracketKey) => ({ edition: edition.year, category: b.category, sex: b.sex, weight_class: b.code });

async function drawOf(b: BracketKey): Promise<Row | null> {
  const { data, error } = await service.from("draws").select("weight_class, seed, revision, published, slots, drawn_order").match(match(b));
  if (error) throw new Error(error.message);
  return (data?.[0] as Row | undefined) ?? null;
}

/** The benjamin men's log lines written since `since`, per weight class: the events in order. */
async function logSince(since: number): Promise<Record<string, string[]>> {
  const { data, error } = await service
    .from("draw_changes")
    .select("id, weight_class, event")
    .match({ edition: edition.year, category: "benjamin", sex: "M" })
    .gt("id", since)
    .order("id");
  if (error) throw new Error(error.message);
  const lines: Record<string, string[]> = {};
  for (const line of (data ?? []) as Log[]) (lines[line.weight_class] ??= []).push(line.event);
  return lines;
}

async function lastLogId(): Promise<number> {
  const { data } = await service.from("draw_changes").select("id").order("id", { ascending: false }).limit(1);
  return (data?.[0] as { id: number } | undefined)?.id ?? 0;
}

/** The page at a phone's width and a desk's, saved for a look, and nothing running off the phone's screen. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  // From the top, as a reader arrives: a full-page capture scrolled to #notice draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsIn(page), `${name} at 390 px`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const seed = (b: BracketKey, boxers: number, teams: number, tag: string) =>
  seedBracket(BACKEND_URL, { ...b, boxers, teams, prefix: `bulk${tag}`, seed: Date.now() % 100_000 });

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  for (const b of owned) await emptyBracket(BACKEND_URL, b);
});

test("draw a category and sex at once, review every bracket on one page, publish the ticked ones (en)", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const since = await lastLogId();
  await seed(b36, 5, 3, "a");
  await seed(b38, 3, 2, "b");
  await seed(b40, 2, 2, "c");
  const organiser = await registerOrganiser();
  await signInAs(page.context(), organiser, baseURL!);

  await page.goto("/desk/draw");
  const bulk = page.getByRole("region", { name: "Draw many brackets at once" });
  await bulk.getByLabel("Category").selectOption({ label: "Benjamin" });
  await bulk.getByLabel("Sex").selectOption({ label: "Men" });
  await expectNoAxeViolations(page, "desk draw index with the bulk step");
  await atBothWidths(page, "draw-index-en");
  await bulk.getByRole("button", { name: "Draw the undrawn brackets" }).click();

  await expect(page.locator("#notice").getByRole("status")).toHaveText("3 brackets drawn: review them below.");
  await expect(page).toHaveURL(/\/desk\/draw\/review\?category=benjamin&sex=M&drawn=3#notice$/);
  const drawn = await Promise.all([b36, b38, b40].map(drawOf));
  for (const [i, label] of ["Benjamin · Men · 34–36 kg", "Benjamin · Men · 38 kg", "Benjamin · Men · 40 kg"].entries()) {
    const box = page.getByRole("checkbox", { name: label });
    await expect(box).toBeChecked();
    const article = page.getByRole("article", { name: label });
    await expect(article).toContainText(`Draw 1 (seed ${drawn[i]!.seed}), not published`);
  }
  expect(drawn.map((d) => [d?.revision, d?.published])).toEqual([
    [1, false],
    [1, false],
    [1, false],
  ]);
  expect(await logSince(since)).toEqual({ "36": ["draw"], "38": ["draw"], "40": ["draw"] });
  await expectNoAxeViolations(page, "review of three draws");
  await atBothWidths(page, "review-en");

  // One bracket is held back; the two others are published in one action.
  await page.getByRole("checkbox", { name: "Benjamin · Men · 40 kg" }).uncheck();
  await page.getByRole("button", { name: "Publish the ticked draws" }).first().click();
  await expect(page.locator("#notice").getByRole("status")).toHaveText("2 draws published: teams and visitors now see them.");
  await expect(page.locator("#notice").getByRole("alert")).toHaveCount(0);
  expect((await Promise.all([b36, b38, b40].map(drawOf))).map((d) => d?.published)).toEqual([true, true, false]);
  expect(await logSince(since)).toEqual({ "36": ["draw", "publish"], "38": ["draw", "publish"], "40": ["draw"] });
  await expect(page.getByRole("checkbox")).toHaveCount(1);

  // The public page shows what anyone needs to recompute the draw, and the outsider's command does, from the site.
  await page.goto(`/draw/${bracketSlug(b36)}`);
  await expect(page.getByText(`Seed ${drawn[0]!.seed} · drawn once.`)).toBeVisible();
  await expectNoAxeViolations(page, "public bracket page with its seed");
  await atBothWidths(page, "public-en");
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/verify-draw/main.ts", `${baseURL}/draw/${bracketSlug(b36)}`],
    {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test" },
    },
  );
  expect(stdout).toMatch(new RegExp(`^ok +${edition.year} +benjamin-men-36kg +seed ${drawn[0]!.seed} +draw 1 .*matches$`, "m"));
  expect(stdout).toContain(`(named by ${new URL(baseURL!).origin})`);
});

test("without JavaScript: a stale draw and one redrawn since the review are named with why, the others published (pt)", async ({
  browser,
  page: audited,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const since = await lastLogId();
  const stale = await seed(b42, 4, 2, "d");
  await seed(b44, 2, 2, "e");
  const organiser = await registerOrganiser();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAs(context, organiser, baseURL!);
  const page = await context.newPage();

  await page.goto("/pt/desk/draw");
  const bulk = page.getByRole("region", { name: "Sortear vários quadros de uma vez" });
  await bulk.getByLabel("Escalão").selectOption({ label: "Benjamim" });
  await bulk.getByLabel("Sexo").selectOption({ label: "Masculino" });
  await bulk.getByRole("button", { name: "Sortear os quadros por sortear" }).click();
  await expect(page.locator("#notice").getByRole("status")).toHaveText("2 quadros sorteados: reveja-os abaixo.");
  // The 40 kg draw left unpublished by the English step waits here too.
  await expect(page.getByRole("checkbox")).toHaveCount(3);
  expect(await logSince(since)).toEqual({ "42": ["draw"], "44": ["draw"] });

  // Meanwhile a boxer of 42 kg withdraws (the draw is stale) and 44 kg is redrawn at another desk.
  await service.from("entries").update({ status: "withdrawn" }).eq("id", stale.entries[0].id);
  const before = (await drawOf(b44))!;
  const again = drawBracket(
    before.drawn_order.map((id) => ({ id, team: id })),
    "00000000000000aa",
  );
  await service.from("draws").update({ seed: "00000000000000aa", drawn_order: again.order, slots: again.slots }).match(match(b44));

  await page.getByRole("button", { name: "Publicar os sorteios marcados" }).last().click();
  await expect(page.locator("#notice").getByRole("status")).toHaveText("1 sorteio publicado: equipas e visitantes já o veem.");
  const alert = page.locator("#notice").getByRole("alert");
  await expect(alert).toContainText("2 sorteios não foram publicados:");
  await expect(
    alert.getByRole("listitem").filter({ hasText: "As inscrições do quadro mudaram desde este sorteio: sorteie de novo." }),
  ).toContainText("Benjamim · Masculino · 42 kg");
  await expect(alert.getByRole("listitem").filter({ hasText: "Este quadro foi sorteado de novo depois da sua revisão" })).toContainText(
    "Benjamim · Masculino · 44 kg",
  );
  expect((await Promise.all([b40, b42, b44].map(drawOf))).map((d) => [d?.revision, d?.published])).toEqual([
    [1, true],
    [1, false],
    [2, false],
  ]);
  expect(await logSince(since)).toEqual({ "40": ["publish"], "42": ["draw"], "44": ["draw", "redraw"] });
  // The audits run scripts in the page: the same address (the report is in it) is audited where scripts run.
  const reached = page.url();
  await context.close();
  await signInAs(audited.context(), organiser, baseURL!);
  await audited.goto(reached);
  await expect(audited.locator("#notice").getByRole("alert")).toContainText("2 sorteios não foram publicados:");
  await expectNoAxeViolations(audited, "review after refusals");
  await atBothWidths(audited, "review-refusals-pt");
});

test("a draw the database refuses before entries close is named with the reason, in each language", async ({ page, baseURL }) => {
  // At this date entries are closed, so the refusal (e2e/desk-draw-entries-open.spec.ts meets it at the registration
  // date) is read back from the address the bulk action writes: what the page says of it is the point here.
  await signInAs(page.context(), await registerOrganiser(), baseURL!);
  const report = `category=benjamin&sex=M&drawn=0&refused=entries_still_open:${bracketSlug(b36)}`;
  for (const [prefix, notDrawn, reason, name] of [
    ["", "1 bracket was not drawn:", "Entries are still open: a bracket is drawn only once they close", "Benjamin · Men · 34–36 kg"],
    [
      "/pt",
      "1 quadro não foi sorteado:",
      "As inscrições ainda estão abertas: um quadro só é sorteado depois de fecharem",
      "Benjamim · Masculino · 34–36 kg",
    ],
    [
      "/esp",
      "1 cuadro no se ha sorteado:",
      "Las inscripciones siguen abiertas: un cuadro solo se sortea cuando se cierran",
      "Benjamín · Masculino · 34–36 kg",
    ],
  ]) {
    await page.goto(`${prefix}/desk/draw/review?${report}`);
    const alert = page.locator("#notice").getByRole("alert");
    await expect(alert).toContainText(notDrawn);
    await expect(alert.getByRole("listitem").filter({ hasText: reason })).toContainText(name);
  }
});

test("the review in Spanish, and the edition's results as a CSV in the desk's language (esp)", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const organiser = await registerOrganiser();
  await signInAs(page.context(), organiser, baseURL!);

  // Nothing is left to draw; the review shows the two unpublished draws and publishes the one ticked.
  await page.goto("/esp/desk/draw");
  const bulk = page.getByRole("region", { name: "Sortear varios cuadros a la vez" });
  await bulk.getByLabel("Categoría").selectOption({ label: "Benjamín" });
  await bulk.getByLabel("Sexo").selectOption({ label: "Masculino" });
  await bulk.getByRole("button", { name: "Sortear los cuadros sin sortear" }).click();
  await expect(page.locator("#notice").getByRole("status")).toHaveText("Ningún cuadro de esta elección esperaba sorteo.");
  await expect(page.getByRole("checkbox")).toHaveCount(2);
  await expectNoAxeViolations(page, "review in Spanish");
  await atBothWidths(page, "review-esp");
  await page.getByRole("checkbox", { name: "Benjamín · Masculino · 42 kg" }).uncheck();
  await page.getByRole("button", { name: "Publicar los sorteos marcados" }).first().click();
  await expect(page.locator("#notice").getByRole("status")).toHaveText("1 sorteo publicado: los equipos y el público ya lo ven.");
  expect((await drawOf(b44))?.published).toBe(true);

  // The 34–36 kg bracket fought to its final (as the service, the red corner winning): its medals in the CSV.
  const draw = (await drawOf(b36))!;
  const results: Record<string, { winner: string; method: "points" }> = {};
  for (
    let next = boutsToRecord(bracketNodes(draw.slots, results));
    next.length > 0;
    next = boutsToRecord(bracketNodes(draw.slots, results))
  ) {
    for (const node of next) {
      const red = node.sides[0];
      if (red.kind !== "boxer") throw new Error(`${node.id} has no red corner`);
      const { error } = await service.from("bouts").insert({ ...match(b36), node: node.id, winner: red.entry, method: "points" });
      if (error) throw new Error(error.message);
      results[node.id] = { winner: red.entry, method: "points" };
    }
  }
  const { data: champion } = await service.from("drawn_boxers").select("first_name, last_name").eq("id", results.final.winner).single();

  await page.goto("/esp/desk/documents");
  const link = page.getByRole("link", { name: "Resultados (CSV)" });
  await expectNoAxeViolations(page, "documents with the results CSV");
  const response = await page.request.get(new URL((await link.getAttribute("href"))!, baseURL).href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="porto-box-cup-${edition.year}-results.csv"`);
  const text = (await response.body()).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const lines = text.slice(1).split("\r\n");
  expect(lines[0]).toBe("Categoría;Sexo;Peso;Boxeadores en el cuadro;Medalla;Apellidos;Nombre;Club del boxeador;Nacionalidad;Equipo");
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^Benjamín;Masculino;34–36 kg;5;Oro;${champion!.last_name};${champion!.first_name};`)),
  );
});
