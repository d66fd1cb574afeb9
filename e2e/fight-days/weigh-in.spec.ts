import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createClient } from "@supabase/supabase-js";
import { expect, test, type Page } from "@playwright/test";
import { SECRET_KEY } from "../../local-supabase/config";
import { edition } from "../../lib/content/edition";
import { bracketSlug, type BracketKey } from "../../lib/cup/bracket-slug";
import { drawBracket } from "../../lib/cup/draw";
import { weightClassesFor } from "../../lib/cup/weight-classes";
import { formatWeight } from "../../lib/weigh-in/weight";
import { seedBracket } from "../../tests/support/cup-seed";
import { expectNoAxeViolations } from "../helpers/axe";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { overflowsIn } from "../helpers/overflow";
import { bracketsOf } from "./brackets";
import { shotsDir } from "../helpers/shots";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * A morning at the scale (docs/cup.md §13), at the live scenario's instant (Friday 27 March 2026, 08:05 Lisbon: the
 * semi-finals' window is open until 09:30, Thursday's closed at 09:00). In each language, at 390 px: twelve boxers
 * of three brackets of four (their quarter-finals are byes, so they box the semi-finals) recorded through the page,
 * two over the limit and one unfit; the three walkovers on the desk's and the public bracket; one correction that
 * undoes a walkover; and, on Thursday's closed window, the absent boxers of a bracket of six recorded in one
 * confirmed action (both boxers of each quarter-final absent: those bouts have no winner).
 */
const languages = [
  {
    locale: "en",
    prefix: "",
    weight: "Weight (kg)",
    fit: "Fit",
    unfit: "Unfit",
    recorded: "Weigh-in recorded.",
    corrected: "Weigh-in corrected.",
    absent: "The absent boxers' walkovers are recorded.",
    correct: "Correct",
    reason: "Reason for the correction",
    saveFit: "Save: fit",
    over: "over the limit: walkover",
    unfitVerdict: "unfit: walkover",
    within: "within, fit",
    walkover: "Walkover",
    teamOver: "over the limit: loses the bout by walkover",
    teamWeighIn: "Weigh-in and medical",
    signature: "Weigh-in official: name",
    noWinner: "no winner: both boxers out at the weigh-in",
    precision: "Weigh to 0.1 kg: one decimal at most.",
    format: "Type the weight in kg as a number with a point, like 63.4 (no unit).",
    confirm: /We confirm these 4 boxers were absent/,
    absentButton: "Record 4 walkovers",
    badPrecision: "63.45",
  },
  {
    locale: "pt",
    prefix: "/pt",
    weight: "Peso (kg)",
    fit: "Apto",
    unfit: "Não apto",
    recorded: "Pesagem registada.",
    corrected: "Pesagem corrigida.",
    absent: "As faltas de comparência dos ausentes estão registadas.",
    correct: "Corrigir",
    reason: "Motivo da correção",
    saveFit: "Guardar: apto",
    over: "acima do limite: falta de comparência",
    unfitVerdict: "não apto: falta de comparência",
    within: "dentro do limite, apto",
    walkover: "Falta de comparência",
    teamOver: "acima do limite: perde o combate por falta de comparência",
    teamWeighIn: "Pesagem e exame médico",
    signature: "Oficial da pesagem: nome",
    noWinner: "sem vencedor: os dois pugilistas ficaram fora na pesagem",
    precision: "Pese ao décimo de quilo: no máximo uma casa decimal.",
    format: "Escreva o peso em kg como um número com vírgula, como 63,4 (sem unidade).",
    confirm: /Confirmamos que estes 4 pugilistas estiveram ausentes/,
    absentButton: "Registar 4 faltas de comparência",
    badPrecision: "63,45",
  },
  {
    locale: "esp",
    prefix: "/esp",
    weight: "Peso (kg)",
    fit: "Apto",
    unfit: "No apto",
    recorded: "Pesaje registrado.",
    corrected: "Pesaje corregido.",
    absent: "Las incomparecencias de los ausentes están registradas.",
    correct: "Corregir",
    reason: "Motivo de la corrección",
    saveFit: "Guardar: apto",
    over: "por encima del límite: incomparecencia",
    unfitVerdict: "no apto: incomparecencia",
    within: "dentro del límite, apto",
    walkover: "Incomparecencia",
    teamOver: "por encima del límite: pierde el combate por incomparecencia",
    teamWeighIn: "Pesaje y examen médico",
    signature: "Oficial del pesaje: nombre",
    noWinner: "sin ganador: los dos boxeadores quedaron fuera en el pesaje",
    precision: "Pesa al décimo de kilo: como mucho un decimal.",
    format: "Escribe el peso en kg como un número con coma, como 63,4 (sin unidad).",
    confirm: /Confirmamos que estos 4 boxeadores no se presentaron/,
    absentButton: "Registrar 4 incomparecencias",
    badPrecision: "63,45",
  },
] as const;

const SHOTS = shotsDir("weigh-in");
const limitOf = (b: BracketKey) => weightClassesFor(b.category, b.sex).find((c) => c.code === b.code)!.maxKg!;

/** Seeds a bracket, then draws and publishes it as the service (the desk's draw is e2e/fight-days/desk-draw.spec.ts). */
async function publishedBracket(key: BracketKey, boxers: number, prefix: string, seed: number) {
  const { entries, teams } = await seedBracket(BACKEND_URL, { ...key, boxers, teams: Math.ceil(boxers / 2), prefix, seed });
  const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
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
  return { key, entries, teams, slots };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const durations: number[] = [];

for (const [index, lang] of languages.entries()) {
  test(`a morning at the scale in ${lang.locale}: twelve boxers, two over and one unfit, a correction, the absent after the window`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const owned = bracketsOf("weighIn").slice(index * 4, index * 4 + 4);
    const handle = `${(Date.now() + index * 17) % 10_000}`.padStart(4, "0");
    const prefix = `weighin${lang.locale}${handle}`;
    const semis = [];
    for (const [i, key] of owned.slice(0, 3).entries()) semis.push(await publishedBracket(key, 4, prefix, Number(handle) * 10 + i));
    const quarters = await publishedBracket(owned[3], 6, prefix, Number(handle) * 10 + 3);

    await signInAs(page.context(), await registerOrganiser(), baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    const dayPage = `${lang.prefix}/desk/weigh-in/semiFinals?q=${handle}`;
    await page.goto(dayPage);
    // The twelve, and whichever boxers of the bracket of six the draw gave two byes into one semi-final.
    for (const { entries } of semis) for (const e of entries) await expect(page.locator(`#boxer-${e.id}`)).toBeVisible();
    await expectNoAxeViolations(page, `weigh-in page, ${lang.locale}`);
    expect(await overflowsIn(page)).toEqual([]);
    await shoot(page, `weigh-in-390-${lang.locale}-before`);

    // Four boxers in a bracket box two semi-finals (their quarter-finals are byes): one walkover in each of the three.
    const plan = semis.flatMap(({ key, entries }, b) =>
      entries.map((e, i) => {
        const limit = limitOf(key);
        const over = (b === 0 || b === 1) && i === 0;
        const unfit = b === 2 && i === 0;
        return {
          id: e.id,
          kg: over ? limit + 0.1 : limit - 0.4,
          fit: !unfit,
          expected: over ? lang.over : unfit ? lang.unfitVerdict : lang.within,
        };
      }),
    );

    // Bad input first: nothing typed is lost, and the sentence is in the page's language.
    const first = page.locator(`#boxer-${plan[3].id}`);
    await first.getByLabel(lang.weight).fill(lang.badPrecision);
    await first.getByRole("button", { name: lang.fit, exact: true }).click();
    await expect(page.locator(`#boxer-${plan[3].id}`).getByRole("alert")).toHaveText(lang.precision);
    await expect(page.locator(`#boxer-${plan[3].id}`).getByLabel(lang.weight)).toHaveValue(lang.badPrecision);
    await page.locator(`#boxer-${plan[3].id}`).getByLabel(lang.weight).fill("63,4 kg");
    await page.locator(`#boxer-${plan[3].id}`).getByRole("button", { name: lang.fit, exact: true }).click();
    await expect(page.locator(`#boxer-${plan[3].id}`).getByRole("alert")).toHaveText(lang.format);

    for (const boxer of plan) {
      const row = page.locator(`#boxer-${boxer.id}`);
      const started = Date.now();
      // Two taps and the weight: the field, then Fit or Unfit.
      await row.getByLabel(lang.weight).fill(formatWeight(boxer.kg, lang.locale));
      await row.getByRole("button", { name: boxer.fit ? lang.fit : lang.unfit, exact: true }).click();
      await expect(page.locator("#notice")).toHaveText(lang.recorded);
      await expect(page.locator(`#boxer-${boxer.id}`)).toContainText(boxer.expected);
      durations.push(Date.now() - started);
    }
    await page.goto(`${dayPage}&show=done`);
    await expect(page.locator("li[id^=boxer-]")).toHaveCount(12);
    await expectNoAxeViolations(page, `weigh-in page, recorded, ${lang.locale}`);
    expect(await overflowsIn(page)).toEqual([]);
    await shoot(page, `weigh-in-390-${lang.locale}-done`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, `weigh-in-1280-${lang.locale}-done`);

    // The three walkovers on the desk's bracket and the public one.
    const visitor = await (await browser.newContext()).newPage();
    for (const { key } of semis) {
      await page.goto(`${lang.prefix}/desk/draw/${bracketSlug(key)}`);
      await expect(page.locator("[data-node]", { hasText: lang.walkover })).toHaveCount(1);
      await visitor.goto(`${lang.prefix}/draw/${bracketSlug(key)}`);
      await expect(visitor.locator("[data-node]", { hasText: lang.walkover })).toHaveCount(1);
    }

    // The team of the second boxer over the limit reads the result and the walkover on its entries page.
    const heavy = semis[1].entries.find((e) => e.id === plan[4].id)!;
    const owner = semis[1].teams.find((team) => team.id === heavy.team_id)!;
    const teamContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInAs(teamContext, { email: owner.email, password: owner.password, teamName: owner.name, country: owner.country }, baseURL!);
    const portal = await teamContext.newPage();
    await portal.goto(`${lang.prefix}/dashboard/entries`);
    const weighIns = portal.getByRole("region", { name: lang.teamWeighIn });
    await expect(weighIns.getByRole("listitem").filter({ hasText: heavy.first_name })).toContainText(lang.teamOver);
    await expect(portal.locator("[data-node]", { hasText: lang.walkover })).toHaveCount(1);
    expect(await overflowsIn(portal)).toEqual([]);
    await expectNoAxeViolations(portal, `team's entries with a weigh-in, ${lang.locale}`);
    await shoot(portal, `team-entries-390-${lang.locale}`);
    await teamContext.close();

    // One correction: the first boxer over the limit was weighed in his tracksuit.
    await page.goto(`${dayPage}&show=done`);
    const corrected = page.locator(`#boxer-${plan[0].id}`);
    await corrected.getByText(lang.correct, { exact: true }).click();
    await corrected.getByLabel(lang.weight).fill(formatWeight(plan[0].kg - 0.6, lang.locale));
    await corrected.getByLabel(lang.reason).fill("Tracksuit");
    await corrected.getByRole("button", { name: lang.saveFit, exact: true }).click();
    await expect(page.locator("#notice")).toHaveText(lang.corrected);
    await expect(page.locator(`#boxer-${plan[0].id}`)).toContainText(lang.within);
    await page.goto(`${lang.prefix}/desk/draw/${bracketSlug(semis[0].key)}`);
    await expect(page.locator("[data-node]", { hasText: lang.walkover })).toHaveCount(0);

    // The morning's list, printed to be signed: A4, with the recorded weights and verdicts.
    const response = await page.request.get(`${lang.prefix}/desk/documents/weigh-in/semiFinals`);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const file = `${SHOTS}/weigh-in-${lang.locale}.pdf`;
    writeFileSync(file, await response.body());
    expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/\(A4\)/);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain(`${formatWeight(plan[4].kg, lang.locale)} kg`);
    expect(text).toContain(lang.signature);

    // Thursday's window has closed: the bracket of six's four quarter-finalists never came.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${lang.prefix}/desk/weigh-in/quarterFinals?q=${handle}`);
    const absent = page.getByRole("region", { name: /4/ });
    await expect(absent.getByRole("listitem")).toHaveCount(4);
    await shoot(page, `weigh-in-390-${lang.locale}-absent`);
    await absent.getByLabel(lang.confirm).check();
    await absent.getByRole("button", { name: lang.absentButton }).click();
    await expect(page.locator("#notice")).toHaveText(lang.absent);
    await page.goto(`${lang.prefix}/desk/draw/${bracketSlug(quarters.key)}`);
    await expect(page.getByText(lang.noWinner)).toHaveCount(2);
    await visitor.goto(`${lang.prefix}/draw/${bracketSlug(quarters.key)}`);
    await expect(visitor.getByText(lang.noWinner)).toHaveCount(2);
    await expectNoAxeViolations(visitor, `public bracket with bouts without a winner, ${lang.locale}`);
  });
}

test.afterAll(() => {
  if (durations.length === 0) return;
  const sorted = [...durations].sort((a, b) => a - b);
  console.log(
    `weigh-in: median ${sorted[Math.floor(sorted.length / 2)]} ms to record one boxer through the page (${sorted.length} boxers)`,
  );
});
