import { expect, test } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { seedBracket } from "../../tests/support/cup-seed";
import { expectNoAxeViolations } from "../helpers/axe";
import { publishDraw } from "../helpers/entries";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { bracketsOf } from "./brackets";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * A published draw fixes its boxers (docs/cup.md §11). Draws come only after entries close (entries_still_open), so a
 * team never meets one on its form; an organiser does, withdrawing a boxer who will not come, and reads why it is
 * refused and what to do instead, never "reload and try again" (issue 31, point 2). The team's read-only list says
 * the bracket's draw is published.
 */
const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });

test("pt and esp: an organiser's withdrawal from a published bracket says why and what to do; the team's list says it is published", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [key] = bracketsOf("publishedRefusal");
  const { teams, entries } = await seedBracket(BACKEND_URL, {
    ...key,
    boxers: 2,
    teams: 2,
    prefix: "fixed",
    seed: Date.now() % 100_000,
  });
  await publishDraw({ category: key.category, sex: key.sex, weight: key.code });
  const boxer = entries[0];
  const name = `${boxer.first_name} ${boxer.last_name}`;

  await signInAs(page.context(), await registerOrganiser(), baseURL!);
  await page.goto(`/pt/desk/entries/${boxer.id}`);
  await page.getByText("Retirar…").click();
  await page.getByRole("button", { name: `Confirmar: retirar ${name}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "publicado" })).toHaveText(
    "O sorteio deste quadro está publicado: os pugilistas estão fixados, e ninguém pode entrar, sair ou mudar de quadro. Um pugilista que não compareça perde por falta de comparência: registe-o como resultado do combate.",
  );
  await expectNoAxeViolations(page, "a published bracket's refusal at the desk");
  const { data: stored } = await service.from("entries").select("status, weight_class").eq("id", boxer.id).single();
  expect(stored).toEqual({ status: "entered", weight_class: key.code });

  const owner = teams.find((t) => t.id === boxer.team_id)!;
  const team = await browser.newContext();
  await signInAs(team, { email: owner.email, password: owner.password, teamName: owner.name, country: owner.country }, baseURL!);
  const list = await team.newPage();
  await list.goto("/esp/dashboard/entries");
  await expect(list.getByRole("region", { name: `Sénior · Hombres · ${key.code} kg` })).toContainText(
    "Sorteo publicado: cerrada a inscripciones",
  );
  await team.close();
});
