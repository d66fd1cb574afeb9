import { createClient } from "@supabase/supabase-js";
import { expect, test, type Page } from "@playwright/test";
import { SECRET_KEY } from "../../local-supabase/config";
import { edition } from "../../lib/content/edition";
import type { BracketKey } from "../../lib/cup/bracket-slug";
import { drawBracket } from "../../lib/cup/draw";
import { weightClassesFor } from "../../lib/cup/weight-classes";
import { formatWeight } from "../../lib/weigh-in/weight";
import { seedBracket } from "../../tests/support/cup-seed";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { bracketsOf } from "./brackets";
import { shotsDir } from "../helpers/shots";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * The scale's page (docs/cup.md §13) as the issue asks it to work: without JavaScript (a phone with scripts off, or
 * a page whose script has not loaded yet), where every form is a plain POST to its server action and a redirect back;
 * and from the keyboard alone, with the focus visible at every stop. At the live scenario's instant (Friday 27 March
 * 2026, 08:05 Lisbon: the semi-finals' window is open), on brackets of four whose quarter-finals are byes.
 */
const languages = [
  {
    locale: "en",
    prefix: "",
    weight: "Weight (kg)",
    note: "Medical note (optional)",
    fit: "Fit",
    recorded: "Weigh-in recorded.",
    corrected: "Weigh-in corrected.",
    correct: "Correct",
    reason: "Reason for the correction",
    saveFit: "Save: fit",
    within: "within, fit",
    over: "over the limit: walkover",
    outOfRange: "A weight is between 20 and 200 kg.",
    search: "Find a boxer (name, team or bout)",
  },
  {
    locale: "pt",
    prefix: "/pt",
    weight: "Peso (kg)",
    note: "Nota médica (opcional)",
    fit: "Apto",
    recorded: "Pesagem registada.",
    corrected: "Pesagem corrigida.",
    correct: "Corrigir",
    reason: "Motivo da correção",
    saveFit: "Guardar: apto",
    within: "dentro do limite, apto",
    over: "acima do limite: falta de comparência",
    outOfRange: "Um peso está entre 20 e 200 kg.",
    search: "Procurar um pugilista (nome, equipa ou combate)",
  },
  {
    locale: "esp",
    prefix: "/esp",
    weight: "Peso (kg)",
    note: "Nota médica (opcional)",
    fit: "Apto",
    recorded: "Pesaje registrado.",
    corrected: "Pesaje corregido.",
    correct: "Corregir",
    reason: "Motivo de la corrección",
    saveFit: "Guardar: apto",
    within: "dentro del límite, apto",
    over: "por encima del límite: incomparecencia",
    outOfRange: "Un peso está entre 20 y 200 kg.",
    search: "Buscar un boxeador (nombre, equipo o combate)",
  },
] as const;

const SHOTS = shotsDir("weigh-in-access");
const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });

/** Seeds a bracket of four, then draws and publishes it as the service (the desk's draw is desk-draw.spec.ts). */
async function publishedBracket(key: BracketKey, prefix: string, seed: number) {
  const { entries } = await seedBracket(BACKEND_URL, { ...key, boxers: 4, teams: 2, prefix, seed });
  const drawSeed = seed.toString(16).padStart(16, "0").slice(-16);
  const { order, slots } = drawBracket(
    entries.map((e) => ({ id: e.id, team: e.team_id })),
    drawSeed,
  );
  const { error } = await service.from("draws").insert({
    edition: edition.year,
    category: key.category,
    sex: key.sex,
    weight_class: key.code,
    seed: drawSeed,
    drawn_order: order,
    slots,
    published: true,
  });
  if (error) throw new Error(`draw failed: ${error.message}`);
  return entries;
}

const limitOf = (b: BracketKey) => weightClassesFor(b.category, b.sex).find((c) => c.code === b.code)!.maxKg;
const handleOf = (index: number) => `${(Date.now() + index * 31) % 10_000}`.padStart(4, "0");

for (const [index, lang] of languages.entries()) {
  test(`without JavaScript in ${lang.locale}: a refused weight keeps what was typed, a weight with its verdict, a correction with its reason`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const key = bracketsOf("weighInAccess")[index];
    const limit = limitOf(key)!;
    const handle = handleOf(index);
    const [boxer] = await publishedBracket(key, `wiaccess${lang.locale}${handle}`, Number(handle) * 10 + index);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await signInAs(context, await registerOrganiser(), baseURL!);
    const page = await context.newPage();
    await page.goto(`${lang.prefix}/desk/weigh-in/semiFinals?q=${handle}`);
    const row = () => page.locator(`#boxer-${boxer.id}`);

    // A weight out of range: told in the page's language, with the weight and the note as they were typed.
    await row().getByLabel(lang.weight).fill("250");
    await row().getByLabel(lang.note).fill("Left wrist strapped");
    await row().getByRole("button", { name: lang.fit, exact: true }).click();
    await expect(row().getByRole("alert")).toHaveText(lang.outOfRange);
    await expect(row().getByLabel(lang.weight)).toHaveValue("250");
    await expect(row().getByLabel(lang.note)).toHaveValue("Left wrist strapped");

    // The weight, within the limit: recorded, with its verdict at once.
    await row()
      .getByLabel(lang.weight)
      .fill(formatWeight(limit - 0.3, lang.locale));
    await row().getByRole("button", { name: lang.fit, exact: true }).click();
    await expect(page.locator("#notice")).toHaveText(lang.recorded);
    await expect(row()).toContainText(lang.within);

    // A correction with its reason (the <details> opens without a script): now over the limit.
    await row().getByText(lang.correct, { exact: true }).click();
    await row()
      .getByLabel(lang.weight)
      .fill(formatWeight(limit + 0.2, lang.locale));
    await row().getByLabel(lang.reason).fill("Scale not zeroed");
    await row().getByRole("button", { name: lang.saveFit, exact: true }).click();
    await expect(page.locator("#notice")).toHaveText(lang.corrected);
    await expect(row()).toContainText(lang.over);
    await page.screenshot({ path: `${SHOTS}/weigh-in-nojs-390-${lang.locale}.png`, fullPage: true });

    // What the database holds: the corrected weight, and the reason in the change log.
    const { data: stored } = await service.from("weigh_ins").select("weight_kg, fit, note, revision").eq("entry_id", boxer.id);
    expect(stored?.map((w) => [Number(w.weight_kg), w.fit, w.note, w.revision])).toEqual([
      [Number((limit + 0.2).toFixed(1)), true, "Left wrist strapped", 2],
    ]);
    const { data: log } = await service.from("weigh_in_changes").select("event, reason").eq("entry_id", boxer.id).order("id");
    expect(log).toEqual([
      { event: "weigh_in", reason: null },
      { event: "correction", reason: "Scale not zeroed" },
    ]);
    await context.close();
  });
}

/** The focused element, and whether it shows the focus: `:focus-visible` with an outline one can see. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      id: el.closest("li[id^=boxer-]")?.id ?? null,
      tag: el.tagName.toLowerCase(),
      name: el.getAttribute("name"),
      type: el.getAttribute("type"),
      text: el.textContent?.trim() ?? "",
      visible: el.matches(":focus-visible") && style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/** Presses Tab until the focus is on the element `wanted` picks out (at most `max` stops), each stop visibly focused. */
async function tabTo(page: Page, wanted: (f: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    if (!f) continue;
    expect(f.visible, `focus visible on ${f.tag} ${f.name ?? ""} ${f.text}`).toBe(true);
    if (wanted(f)) return f;
  }
  throw new Error(`no such element within ${max} Tab stops`);
}

test("by keyboard alone: find a boxer, type the weight, press Fit; the focus is visible at every stop", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const key = bracketsOf("weighInAccess")[3];
  const handle = handleOf(3);
  const entries = await publishedBracket(key, `wiaccesskb${handle}`, Number(handle) * 10 + 3);
  const boxer = entries[0];
  await signInAs(page.context(), await registerOrganiser(), baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/desk/weigh-in/semiFinals");

  // Find: Tab to the search field, type the boxer's name and Enter.
  await tabTo(page, (f) => f.tag === "input" && f.name === "q");
  await page.keyboard.type(`${boxer.first_name} ${boxer.last_name}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.locator("li[id^=boxer-]")).toHaveCount(1);
  await expect(page.locator(`#boxer-${boxer.id}`)).toBeVisible();

  // Record: Tab to the weight, type it, Tab past the note to Fit, press Space.
  await tabTo(page, (f) => f.id === `boxer-${boxer.id}` && f.name === "weight");
  await page.keyboard.type("75.0");
  await tabTo(page, (f) => f.id === `boxer-${boxer.id}` && f.name === "note", 1);
  await tabTo(page, (f) => f.id === `boxer-${boxer.id}` && f.tag === "button" && f.text === "Fit", 1);
  await page.screenshot({ path: `${SHOTS}/weigh-in-keyboard-1280-en.png` });
  await page.keyboard.press("Space");
  await expect(page.locator("#notice")).toHaveText("Weigh-in recorded.");
  await expect(page.locator(`#boxer-${boxer.id}`)).toContainText("75.0 kg");
  await expect(page.locator(`#boxer-${boxer.id}`)).toContainText("within, fit");
  const { data } = await service.from("weigh_ins").select("weight_kg, fit").eq("entry_id", boxer.id);
  expect(data?.map((w) => [Number(w.weight_kg), w.fit])).toEqual([[75, true]]);
});
