import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { boxerIn, emptyBracket, fillBracket, teamClient, type Bracket } from "./helpers/entries";
import { overflowsIn } from "./helpers/overflow";
import { signIn } from "./helpers/team";

/**
 * The team's entries in the three languages, against the production build in the registration phase: each
 * test empties the brackets it uses (as the service) and acts as a new team.
 */

async function fillForm(page: Page, labels: Record<string, string>, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    const label = labels[field] ?? field;
    if (field === "sex" || field === "category") await page.getByRole("radio", { name: value, exact: true }).check();
    else if (field === "weight") await page.getByLabel(label).selectOption(value);
    else await page.getByLabel(label, { exact: true }).fill(value);
  }
}

const EN = { first: "First name", last: "Last name", born: "Date of birth", weight: "Weight class", book: "Record-book number" };
const PT = { first: "Nome próprio", last: "Apelido", born: "Data de nascimento", weight: "Categoria de peso", book: "Número da caderneta" };
const ES = { first: "Nombre", last: "Apellidos", born: "Fecha de nacimiento", weight: "Categoría de peso", book: "Número de cartilla" };

test("en: the category appears as the date of birth is typed, the classes follow category and sex, and the boxer is entered", async ({
  page,
  context,
  baseURL,
}) => {
  const bracket: Bracket = { category: "junior", sex: "F", weight: "63" };
  await emptyBracket(bracket);
  const { team } = await teamClient();
  await signIn(context, team, baseURL!);
  const response = await page.goto("/dashboard/entries");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "YOUR BOXERS" })).toBeVisible();
  await expect(page.getByText("No boxers entered yet.")).toBeVisible();

  const status = page.locator("#entry-category-status");
  await expect(status).toHaveText("The category follows from the year of birth.");
  await page.getByLabel(EN.born).fill("2010-04-09");
  await expect(status).toHaveText("Category: Junior (born 2010–2011).");
  await page.getByRole("radio", { name: "Female", exact: true }).check();
  const weights = page.getByLabel(EN.weight).locator("option");
  // Other specs enter boxers on the same backend at the same time, and may fill a bracket: only this test's own
  // bracket has a known count, so the others are read as a class with its state, whichever it is now.
  const withState = (label: string) => new RegExp(`^${label.replace(/[.+]/g, "\\$&")} kg \\((\\d places? left|full, \\d+ waiting)\\)$`);
  await expect(weights).toHaveText([
    "Choose a weight class",
    withState("44–46"),
    /^48 kg/,
    /^50 kg/,
    /^52 kg/,
    /^54 kg/,
    /^57 kg/,
    /^60 kg/,
    /^63 kg/,
    /^66 kg/,
    /^70 kg/,
    /^75 kg/,
    /^80 kg/,
    /^\+80 kg/,
  ]);
  await page.getByLabel(EN.born).fill("1996-04-09");
  await expect(status).toHaveText("Born in 1996: choose the category.");
  await page.getByRole("radio", { name: "Elite" }).check();
  await expect(weights).toContainText([withState("+81")]);
  await page.getByRole("radio", { name: "Male", exact: true }).check();
  await expect(weights).toContainText([withState("63.5"), withState("+92")]);
  await expectNoAxeViolations(page, "entries form, category chosen");

  await fillForm(page, EN, { first: "Maria", last: "Ølgaard-Núñez", born: "2010-04-09", sex: "Female", weight: "63", book: "dk 2010 77" });
  await page.getByRole("button", { name: "Add the boxer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Maria Ølgaard-Núñez is entered in Junior · Women · 63 kg." })).toBeVisible();
  const entry = page.getByRole("listitem").filter({ hasText: "Maria Ølgaard-Núñez" });
  await expect(entry).toContainText("Entered");
  await expect(entry).toContainText("dk 2010 77");
  await expect(entry).toContainText("Minor: a parent or guardian's signed consent is required at the entries check.");
  await expect(page.getByRole("heading", { name: "Junior · Women · 63 kg" })).toBeVisible();
  await expect(page.getByText("7 of 8 places left")).toBeVisible();
  await expectNoAxeViolations(page, "entries list after adding");
});

test("pt: past 8 the boxer waits; withdrawing an entered boxer, after a confirmation, lets the first waiting one in", async ({
  page,
  context,
  baseURL,
}) => {
  const bracket: Bracket = { category: "youth", sex: "M", weight: "71" };
  await emptyBracket(bracket);
  await fillBracket(bracket, 7);
  const { team } = await teamClient();
  await signIn(context, team, baseURL!);
  await page.goto("/pt/dashboard/entries");
  for (const [first, book] of [
    ["Duarte", "PT-Y-1"],
    ["Gonçalo", "PT-Y-2"],
  ]) {
    await fillForm(page, PT, { first, last: "Matos", born: "2008-02-02", sex: "Masculino", weight: "71", book });
    await page.getByRole("button", { name: "Inscrever o atleta" }).click();
    await expect(page.getByRole("status")).toContainText(`${first} Matos`);
  }
  await expect(page.getByRole("status")).toHaveText("Gonçalo Matos está na lista de espera de Jovens · Masculinos · 71 kg, na posição 1.");
  await expect(page.getByRole("listitem").filter({ hasText: "Duarte Matos" })).toContainText("Inscrito");
  await expect(page.getByRole("listitem").filter({ hasText: "Gonçalo Matos" })).toContainText("Lista de espera, posição 1");
  await expect(page.getByText("Completa de 8, 1 em espera").or(page.getByText(/Completa.*1 em espera/))).toBeVisible();

  await page.getByRole("link", { name: "Retirar Duarte Matos" }).click();
  const confirm = page.getByRole("heading", { name: "Retirar Duarte Matos?" });
  await expect(confirm).toBeFocused();
  await expect(page.getByText(/A desistência é definitiva/)).toBeVisible();
  await expectNoAxeViolations(page, "withdrawal confirmation");
  await page.getByRole("button", { name: "Sim, retirar Duarte Matos" }).click();
  await expect(page.getByRole("status")).toHaveText("A inscrição de Duarte Matos foi retirada.");
  await expect(page.getByRole("listitem").filter({ hasText: "Gonçalo Matos" })).toContainText("Inscrito");
  await expect(page.getByRole("listitem").filter({ hasText: "Duarte Matos" })).toContainText("Retirado");
  await expect(page.getByRole("link", { name: "Retirar Duarte Matos" })).toHaveCount(0);
});

test("esp: each rule's refusal is a sentence in Spanish beside its field, with everything typed kept", async ({
  page,
  context,
  baseURL,
}) => {
  const full: Bracket = { category: "senior", sex: "M", weight: "80" };
  await emptyBracket(full);
  const { team, client } = await teamClient();
  const taken = boxerIn({ category: "senior", sex: "M", weight: "86" }, { record_book: `TAKEN ${Date.now()}` });
  await (await teamClient()).client.from("entries").insert(taken);
  await signIn(context, team, baseURL!);
  await page.goto("/esp/dashboard/entries");
  // The team's limit is reached from another tab after the page was read: the form still offered the class.
  for (let i = 0; i < 2; i++) await client.from("entries").insert(boxerIn(full));
  const alert = page.locator("#entry-form-message");
  const typed = {
    first: "Iñaki",
    last: "Etxeberria",
    born: "1994-09-09",
    sex: "Masculino",
    category: "Sénior",
    weight: "80",
    book: "ES-S-1",
  };

  await fillForm(page, ES, typed);
  await page.getByRole("button", { name: "Inscribir al púgil" }).click();
  await expect(alert).toHaveText(
    "Tu equipo ya tiene 2 púgiles en esta categoría de peso, el máximo que un equipo puede inscribir en esta categoría.",
  );
  await expect(page.getByLabel(ES.weight)).toBeFocused();
  await expect(page.getByLabel(ES.weight)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(ES.first, { exact: true })).toHaveValue("Iñaki");
  await expect(page.getByLabel(ES.book)).toHaveValue("ES-S-1");
  await expect(page.getByRole("radio", { name: "Masculino", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Sénior" })).toBeChecked();
  await expect(page.getByLabel(ES.weight)).toHaveValue("80");
  await expectNoAxeViolations(page, "a refusal");

  await fillForm(page, ES, { weight: "86", book: String(taken.record_book).toLowerCase().replace(" ", "") });
  await page.getByRole("button", { name: "Inscribir al púgil" }).click();
  await expect(alert).toHaveText(/^Este número de cartilla ya está inscrito en esta edición/);
  await expect(page.getByLabel(ES.book)).toBeFocused();
  await expect(page.getByLabel(ES.last, { exact: true })).toHaveValue("Etxeberria");

  await fillForm(page, ES, { born: "1970-01-01" });
  await page.getByRole("button", { name: "Inscribir al púgil" }).click();
  await expect(alert).toHaveText("Ninguna categoría de esta edición admite púgiles nacidos en 1970: deben haber nacido entre 1986 y 2013.");

  await fillForm(page, ES, { born: "1994-09-09", first: "   " });
  await page.getByRole("radio", { name: "Sénior" }).check();
  await page.getByRole("button", { name: "Inscribir al púgil" }).click();
  await expect(alert).toHaveText("Escribe el nombre del púgil (hasta 60 caracteres).");
  await expect(page.getByLabel(ES.first, { exact: true })).toBeFocused();
  await expect(page.getByLabel(ES.book)).toHaveValue(String(taken.record_book).toLowerCase().replace(" ", ""));
});

test("en: editing moves a boxer to the end of another bracket's queue; a name change keeps the place", async ({
  page,
  context,
  baseURL,
}) => {
  const from: Bracket = { category: "junior", sex: "M", weight: "57" };
  const to: Bracket = { category: "junior", sex: "M", weight: "60" };
  await Promise.all([emptyBracket(from), emptyBracket(to)]);
  await fillBracket(to, 8);
  const { team, client } = await teamClient();
  const { data } = await client
    .from("entries")
    .insert(boxerIn(from, { first_name: "Rafael", last_name: "Costa" }))
    .select("id")
    .single();
  await signIn(context, team, baseURL!);
  await page.goto("/dashboard/entries");
  await page.getByRole("link", { name: "Edit Rafael Costa" }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${data!.id}`));
  await expect(page.getByRole("heading", { name: "Edit Rafael Costa" })).toBeVisible();
  await expect(page.getByLabel(EN.first, { exact: true })).toHaveValue("Rafael");
  await page.getByLabel(EN.first, { exact: true }).fill("Rafa");
  await page.getByRole("button", { name: "Save the changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Changes to Rafa Costa saved (Junior · Men · 57 kg).");
  await expect(page.getByRole("listitem").filter({ hasText: "Rafa Costa" })).toContainText("Entered");

  await page.getByRole("link", { name: "Edit Rafa Costa" }).click();
  await page.getByLabel(EN.weight).selectOption("60");
  await page.getByRole("button", { name: "Save the changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Changes to Rafa Costa saved (Junior · Men · 60 kg).");
  await expect(page.getByRole("listitem").filter({ hasText: "Rafa Costa" })).toContainText("Waiting list, position 1");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("pt: the form posts, a refusal comes back with the fields as typed, and the boxer is entered", async ({
    page,
    context,
    baseURL,
  }) => {
    const bracket: Bracket = { category: "benjamin", sex: "F", weight: "40" };
    await emptyBracket(bracket);
    const { team } = await teamClient();
    await signIn(context, team, baseURL!);
    await page.goto("/pt/dashboard/entries");
    // Before JavaScript, the category is chosen from a list (or left to the date of birth).
    await fillForm(page, PT, { first: "Leonor", born: "2013-01-20", sex: "Feminino", weight: "40", book: "PT-B-7" });
    await page.getByRole("button", { name: "Inscrever o atleta" }).click();
    await expect(page.locator("#entry-form-message")).toHaveText("Indique o apelido do atleta (até 60 caracteres).");
    await expect(page.getByLabel(PT.first, { exact: true })).toHaveValue("Leonor");
    await expect(page.getByLabel(PT.born)).toHaveValue("2013-01-20");
    await expect(page.locator("#entry-category-status")).toHaveText("Escalão: Benjamim (nascidos em 2012–2013).");
    await expect(page.getByRole("radio", { name: "Feminino", exact: true })).toBeChecked();
    await expect(page.getByLabel(PT.weight)).toHaveValue("40");
    await page.getByLabel(PT.last, { exact: true }).fill("Sá");
    await page.getByRole("button", { name: "Inscrever o atleta" }).click();
    await expect(page.getByRole("status")).toHaveText("Leonor Sá está inscrito(a) em Benjamim · Femininos · 40 kg.");
  });
});

test("en: everything works from the keyboard, withdrawal included", async ({ page, context, baseURL }) => {
  const bracket: Bracket = { category: "youth", sex: "F", weight: "66" };
  await emptyBracket(bracket);
  const { team } = await teamClient();
  await signIn(context, team, baseURL!);
  await page.goto("/dashboard/entries");
  await page.getByLabel(EN.first, { exact: true }).focus();
  await page.keyboard.type("Keyla");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Board");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "Female", exact: true })).toBeChecked();
  await page.getByLabel(EN.born).fill("2009-07-07");
  await page.getByLabel(EN.weight).focus();
  await page.keyboard.press("End");
  await page.getByLabel(EN.weight).selectOption("66");
  await page.getByLabel(EN.book).focus();
  await page.keyboard.type("KB-1");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Keyla Board is entered in Youth · Women · 66 kg.");
  await page.getByRole("link", { name: "Withdraw Keyla Board" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Withdraw Keyla Board?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Yes, withdraw Keyla Board" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Keyla Board was withdrawn.");
});

test("esp: the team entry sheet prints the team and its boxers on A4, without the site around it", async ({ page, context, baseURL }) => {
  const bracket: Bracket = { category: "elite", sex: "F", weight: "57" };
  await emptyBracket(bracket);
  const { team, client } = await teamClient();
  await client.from("entries").insert(boxerIn(bracket, { first_name: "Lucía", last_name: "Ortega", record_book: "ESP-E-99" }));
  await signIn(context, team, baseURL!);
  await page.goto("/esp/dashboard/entries");
  await page.getByRole("link", { name: "Imprimir la hoja de inscripción del equipo" }).click();
  await expect(page).toHaveURL(/\/esp\/dashboard\/entries\/sheet$/);
  await expect(page.getByRole("heading", { level: 1, name: "HOJA DE INSCRIPCIÓN DEL EQUIPO" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "ORTEGA, Lucía" });
  await expect(row).toContainText("Élite · Mujeres");
  await expect(row).toContainText("57 kg");
  await expect(row).toContainText("ESP-E-99");
  await expect(page.getByRole("definition").filter({ hasText: team.teamName })).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir o guardar en PDF" })).toBeVisible();
  await expectNoAxeViolations(page, "entry sheet");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimir o guardar en PDF" })).toBeHidden();
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("#footer")).toBeHidden();
  await expect(row).toBeVisible();
  const pdf = await page.pdf({ format: "A4", landscape: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
});

for (const [path, language] of [
  ["/dashboard", "en"],
  ["/pt/dashboard", "pt"],
  ["/esp/dashboard", "esp"],
] as const) {
  test(`${language}: the portal's submit-team block leads to the entries; at 390 px nothing runs off the page`, async ({
    page,
    context,
    baseURL,
  }) => {
    const bracket: Bracket = { category: "junior", sex: "F", weight: "+80" };
    const { team, client } = await teamClient();
    await client.from("entries").insert(boxerIn(bracket, { first_name: "Anastasiya", last_name: "Wolkenstein-Oberhausen" }));
    await signIn(context, team, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    // The block also links the minors' consent form: the entries are the link to this team's entries page.
    await page.locator('[aria-labelledby="submit-team-title"]').locator(`a[href="${path}/entries"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}/entries$`));
    expect(await overflowsIn(page)).toEqual([]);
    await expectNoAxeViolations(page, `${language} entries at 390 px`);
    await page.goto(`${path}/entries/sheet`);
    await expectNoAxeViolations(page, `${language} sheet at 390 px`);
  });
}
