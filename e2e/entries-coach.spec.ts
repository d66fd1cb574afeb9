import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { boxerIn, emptyBracket, teamClient, type Bracket } from "./helpers/entries";
import { overflowsIn } from "./helpers/overflow";
import { signIn } from "./helpers/team";

/**
 * What a coach met on the entries page (issue 31) and what the page says now, in the registration phase: the
 * refusals say why and belong to what was sent, nothing typed is cut, the team's own limits are on the page, a
 * record-book number copied from a PDF is taken, and a notice is said once. A published bracket's refusal is met only
 * after entries close, at the desk: e2e/fight-days/published-bracket-refusal.spec.ts.
 */
const PT = {
  first: "Nome próprio",
  last: "Apelido",
  born: "Data de nascimento",
  weight: "Categoria de peso",
  book: "Número da caderneta",
  male: "Masculino",
  female: "Feminino",
  add: "Inscrever o atleta",
};
const ES = {
  first: "Nombre",
  last: "Apellidos",
  born: "Fecha de nacimiento",
  weight: "Categoría de peso",
  book: "Número de cartilla",
  male: "Masculino",
  female: "Femenino",
  add: "Inscribir al púgil",
};
const EN = { born: "Date of birth", weight: "Weight class", male: "Male" };

async function fill(
  page: Page,
  labels: typeof PT,
  values: { first: string; last: string; born: string; sex: string; weight?: string; book: string },
) {
  await page.getByLabel(labels.first, { exact: true }).fill(values.first);
  await page.getByLabel(labels.last, { exact: true }).fill(values.last);
  await page.getByRole("radio", { name: values.sex, exact: true }).check();
  await page.getByLabel(labels.born).fill(values.born);
  if (values.weight) await page.getByLabel(labels.weight).selectOption(values.weight);
  await page.getByLabel(labels.book).fill(values.book);
}

test("en: the team's own count and limit are beside each class's places, and a class where the team is full is not offered", async ({
  page,
  baseURL,
}) => {
  const full: Bracket = { category: "junior", sex: "M", weight: "75" };
  const half: Bracket = { category: "junior", sex: "M", weight: "70" };
  await Promise.all([emptyBracket(full), emptyBracket(half)]);
  const { team, client } = await teamClient();
  for (const bracket of [full, full, half]) await client.from("entries").insert(boxerIn(bracket));
  await signIn(page.context(), team, baseURL!);
  await page.goto("/dashboard/entries");
  await expect(page.getByText(/^Entries are open until/)).toContainText(
    "A team may enter at most 2 boxers in each weight class of Benjamin, Junior, Youth and Senior. A team may enter at most 1 boxer in each weight class of Elite.",
  );
  await page.getByRole("radio", { name: EN.male, exact: true }).check();
  await page.getByLabel(EN.born).fill("2010-06-06");
  const option = (code: string) => page.getByLabel(EN.weight).locator(`option[value="${code}"]`);
  await expect(option("75")).toHaveText("75 kg (full for your team: 2 of 2)");
  await expect(option("75")).toBeDisabled();
  await expect(option("70")).toHaveText(/^70 kg \(\d places? left · your team: 1 of 2\)$/);
  await expect(option("70")).toBeEnabled();
  // Not this test's bracket: specs beside it may have filled it meanwhile.
  await expect(option("66")).toHaveText(/^66 kg \((\d places? left|full, \d+ waiting)\)$/);
  const head = page.getByRole("region", { name: "Junior · Men · 75 kg" });
  await expect(head).toContainText(/\d of 8 places left · your team: 2 of 2/);
});

test("pt at 390 px: a notice is said once; a refusal replaces it, quotes what was sent, and nothing typed is cut", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const bracket: Bracket = { category: "benjamin", sex: "M", weight: "46" };
  await emptyBracket(bracket);
  const { team, client } = await teamClient();
  await signIn(page.context(), team, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pt/dashboard/entries");
  await fill(page, PT, { first: "Vasco", last: "Reis", born: "2012-02-02", sex: PT.male, weight: "46", book: `PT-C-${Date.now()}` });
  await page.getByRole("button", { name: PT.add }).click();
  const notice = page.getByRole("status");
  await expect(notice).toHaveText("Vasco Reis está inscrito(a) em Benjamim · Masculinos · 46 kg.");
  // Said once: the address no longer carries it, so a reload does not say it again.
  await expect(page).not.toHaveURL(/added=/);

  // A name of 300 characters pasted in: kept whole, refused with the limit named, nothing saved.
  const long = "Ç".repeat(300);
  await fill(page, PT, { first: long, last: "Reis", born: "2015-02-02", sex: PT.male, book: `PT-D-${Date.now()}` });
  await page.getByRole("button", { name: PT.add }).click();
  const alert = page.locator("#entry-form-message");
  await expect(alert).toHaveText("O nome próprio tem 300 caracteres, mais do que os 60 permitidos: encurte-o. Nada foi guardado.");
  await expect(page.getByLabel(PT.first, { exact: true })).toHaveValue(long);
  // The refusal takes the notice's place: the earlier boxer's success is not shown above it.
  await expect(notice).toHaveText("");
  await expect(page.getByText("Vasco Reis está inscrito(a)")).toHaveCount(0);

  // Born 2015 is refused; changing the date keeps the refusal about 2015, beside the new year's category.
  await page.getByLabel(PT.first, { exact: true }).fill("Simão");
  await page.getByRole("button", { name: PT.add }).click();
  await expect(alert).toHaveText(
    "Nenhum escalão desta edição aceita atletas nascidos em 2015: os atletas têm de ter nascido entre 1986 e 2013.",
  );
  await expect(page.getByLabel(PT.born)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(PT.born).fill("2009-02-02");
  await expect(page.locator("#entry-category-status")).toHaveText("Escalão: Jovens (nascidos em 2008–2009).");
  await expect(alert).toHaveText(/nascidos em 2015:/);
  await expect(page.getByLabel(PT.born)).not.toHaveAttribute("aria-invalid", "true");
  expect(await overflowsIn(page)).toEqual([]);
  await expectNoAxeViolations(page, "a refusal after a notice, at 390 px");

  await page.reload();
  await expect(page.getByText("Vasco Reis está inscrito(a)")).toHaveCount(0);
  // Only the boxer entered before is stored: neither refusal wrote anything.
  const { data } = await client.from("entries").select("first_name");
  expect(data?.map((e) => e.first_name)).toEqual(["Vasco"]);
});

test("pt: a team whose boxers were all withdrawn reads 0 in the plural", async ({ page, baseURL }) => {
  const bracket: Bracket = { category: "benjamin", sex: "F", weight: "52" };
  await emptyBracket(bracket);
  const { team, client } = await teamClient();
  const { data } = await client.from("entries").insert(boxerIn(bracket)).select("id").single();
  await client.from("entries").update({ status: "withdrawn" }).eq("id", data!.id);
  await signIn(page.context(), team, baseURL!);
  await page.goto("/pt/dashboard/entries");
  await expect(page.getByText("0 atletas inscritos, nenhum em espera.")).toBeVisible();
});

test("esp: a record-book number copied from a PDF, with no-break spaces, is taken as the number it is", async ({ page, baseURL }) => {
  const bracket: Bracket = { category: "youth", sex: "F", weight: "75" };
  await emptyBracket(bracket);
  const { team } = await teamClient();
  await signIn(page.context(), team, baseURL!);
  await page.goto("/esp/dashboard/entries");
  const stamp = String(Date.now()).slice(-6);
  await fill(page, ES, {
    first: "Nerea",
    last: "Copia",
    born: "2008-08-08",
    sex: ES.female,
    weight: "75",
    book: `\u00a0ES\u00a0${stamp}\u202f77\u00a0`,
  });
  await page.getByRole("button", { name: ES.add }).click();
  await expect(page.getByRole("status")).toHaveText(/^Nerea Copia está inscrito\/a en Joven · Mujeres · 75 kg\.$/);
  await expect(page.getByRole("listitem").filter({ hasText: "Nerea Copia" })).toContainText(`ES ${stamp} 77`);
  // The same number with a thin space is the same number.
  await fill(page, ES, {
    first: "Nerea",
    last: "Otra",
    born: "2008-08-08",
    sex: ES.female,
    weight: "75",
    book: `es\u2009${stamp}\u200977`,
  });
  await page.getByRole("button", { name: ES.add }).click();
  await expect(page.locator("#entry-form-message")).toHaveText(/^Este número de cartilla ya está inscrito en esta edición/);
});
