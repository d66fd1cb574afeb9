import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./helpers/axe";
import { boxerIn, emptyBracket, teamClient, type Bracket } from "./helpers/entries";
import { overflowsIn } from "./helpers/overflow";
import { pdfText } from "./helpers/pdf-text";
import { signIn } from "./helpers/team";

/**
 * Issue 31 point 13: on a phone the team entry sheet's table scrolled sideways with no cue, and the sheet could be
 * saved only through the print dialog. Now the table says it scrolls and takes the keyboard, and the sheet is a PDF
 * download built on the server in the page's language, with the team's own boxers only.
 */

test("pt at 390 px: the sheet's table says it scrolls sideways and scrolls from the keyboard; at 1280 px it fits and says nothing", async ({
  page,
  context,
  baseURL,
}) => {
  const { team, client } = await teamClient();
  await client
    .from("entries")
    .insert(boxerIn({ category: "junior", sex: "M", weight: "54" }, { first_name: "Tomás", last_name: "Aguiar-Vasconcelos" }));
  await signIn(context, team, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pt/dashboard/entries/sheet");
  const table = page.getByRole("region", { name: "Os atletas da equipa" });
  const hint = page.getByText("A tabela é mais larga do que o ecrã: deslize-a para o lado");
  await expect(table).toBeVisible();
  await expect(hint).toBeVisible();
  const scroll = () => table.evaluate((el) => ({ left: el.scrollLeft, hidden: el.scrollWidth - el.clientWidth }));
  expect((await scroll()).hidden).toBeGreaterThan(0);
  expect(await overflowsIn(page)).toEqual([]);
  await expectNoAxeViolations(page, "pt sheet at 390 px");

  // The keyboard reaches the hidden columns: the region takes focus, and the arrow keys scroll it.
  await table.focus();
  await expect(table).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await scroll()).left).toBeGreaterThan(0);
  // Each press moves it a step; held long enough, it shows the last column.
  const end = (await scroll()).hidden - 1;
  await expect
    .poll(
      async () => {
        await page.keyboard.press("ArrowRight");
        return (await scroll()).left;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(end);
  const status = page.getByRole("columnheader", { name: "Estado" });
  const box = (await status.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(hint).toBeHidden();
  expect((await scroll()).hidden).toBe(0);
});

test("esp: the sheet downloads as a PDF in Spanish with the team's own boxers, names in any script, never cached", async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  const elite: Bracket = { category: "elite", sex: "F", weight: "60" };
  const junior: Bracket = { category: "junior", sex: "F", weight: "50" };
  await Promise.all([emptyBracket(elite), emptyBracket(junior)]);
  const { team, client } = await teamClient();
  await client.from("entries").insert(boxerIn(elite, { first_name: "Lucía", last_name: "Ortega", record_book: "ESP-E-60" }));
  await client.from("entries").insert(boxerIn(junior, { first_name: "Ксения", last_name: "Орлова", record_book: "RU-J-50" }));
  // Another team's boxer in the same bracket: never on this team's sheet.
  await (await teamClient()).client.from("entries").insert(boxerIn(elite, { first_name: "Ajena", last_name: "Zubizarreta" }));
  await signIn(context, team, baseURL!);
  await page.goto("/esp/dashboard/entries/sheet");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Descargar el PDF" }).click()]);
  expect(download.suggestedFilename()).toBe("porto-box-cup-2026-entry-sheet.pdf");
  const text = pdfText(await readFile((await download.path())!));
  for (const expected of [
    "Hoja de inscripción del equipo",
    team.teamName,
    "Portugal",
    "Porto Box Cup 2026",
    "ORTEGA, Lucía",
    "Élite · Mujeres",
    "60 kg",
    "ESP-E-60",
    "ОРЛОВА, Ксения (Menor)",
    "Júnior · Mujeres",
    "Menor: trae el consentimiento firmado de su padre, madre o tutor.",
    "Responsable del equipo (nombre y firma)",
    "Página 1 de 1",
  ])
    expect(text, expected).toContain(expected);
  expect(text).not.toContain("ZUBIZARRETA");

  const response = await context.request.get("/esp/dashboard/entries/sheet/pdf");
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  // Without a session the proxy sends the visitor to sign in, as for every page of the portal.
  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.get("/esp/dashboard/entries/sheet/pdf", { maxRedirects: 0 });
  expect(refused.status()).toBe(307);
  expect(refused.headers()["location"]).toMatch(/\/esp\/auth\?next=/);
  await anonymous.dispose();
});
