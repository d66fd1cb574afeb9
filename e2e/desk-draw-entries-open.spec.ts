import { expect, test } from "@playwright/test";
import { bracketSlug } from "../lib/cup/bracket-slug";
import { DRAW_JOURNEY_BRACKETS } from "../tests/support/cup-seed";
import { expectNoAxeViolations } from "./helpers/axe";
import { boxerIn, emptyBracket, teamClient, type Bracket } from "./helpers/entries";
import { registerOrganiser, signInAs } from "./helpers/organiser";
import { overflowsIn } from "./helpers/overflow";

/**
 * While entries are open (the main suite's date: two weeks before the deadline) the desk offers no draw, even for a
 * bracket with boxers entered, and says until when, in each language (docs/decisions.md D66); a refusal the database
 * might still give is translated too. The bracket is one the draw journey fights at the `live` date, which no other
 * spec of this suite enters.
 */
const languages = [
  {
    prefix: "",
    draw: "Draw",
    open: "Entries are open until 28 February 2026 (end of the day, Lisbon time): brackets are drawn once they close, so that no team is locked out of a bracket it may still enter.",
    refused: "Entries are still open: a bracket is drawn only once they close, at the end of the deadline day.",
  },
  {
    prefix: "/pt",
    draw: "Sortear",
    open: "As inscrições estão abertas até 28 de fevereiro de 2026 (fim do dia, hora de Lisboa): os quadros só são sorteados depois de fecharem, para que nenhuma equipa fique impedida de inscrever atletas num quadro em que ainda o pode fazer.",
    refused: "As inscrições ainda estão abertas: um quadro só é sorteado depois de fecharem, no fim do dia do prazo.",
  },
  {
    prefix: "/esp",
    draw: "Sortear",
    open: "Las inscripciones están abiertas hasta el 28 de febrero de 2026 (fin del día, hora de Lisboa): los cuadros se sortean cuando se cierran, para que ningún equipo quede fuera de un cuadro en el que aún puede inscribir.",
    refused: "Las inscripciones siguen abiertas: un cuadro solo se sortea cuando se cierran, al final del día del plazo.",
  },
] as const;

test("the desk offers no draw while entries are open, and says until when, in each language", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const key = DRAW_JOURNEY_BRACKETS[1];
  const bracket: Bracket = { category: key.category, sex: key.sex, weight: key.code };
  await emptyBracket(bracket);
  // Two boxers entered: the bracket could be drawn, were entries closed.
  for (let i = 0; i < 2; i++) {
    const { client } = await teamClient();
    const { error } = await client.from("entries").insert(boxerIn(bracket));
    expect(error).toBeNull();
  }
  await signInAs(page.context(), await registerOrganiser(), baseURL!);
  const slug = bracketSlug(key);
  for (const lang of languages) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${lang.prefix}/desk/draw`);
    await expect(page.getByText(lang.open)).toBeVisible();
    // Nor the bulk draw of many brackets at once.
    await expect(page.locator("main form button")).toHaveCount(0);
    await page.goto(`${lang.prefix}/desk/draw/${slug}`);
    await expect(page.getByText(lang.open)).toBeVisible();
    await expect(page.getByRole("button", { name: lang.draw, exact: true })).toHaveCount(0);
    // No form of the page offers anything (the header's Logout is a form too, outside main).
    await expect(page.locator("main form button")).toHaveCount(0);
    await expectNoAxeViolations(page, `desk bracket while entries are open (${lang.prefix || "/"})`);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsIn(page)).toEqual([]);
    // Should the database refuse a draw all the same (entries_still_open), the notice says why in the page's language.
    await page.goto(`${lang.prefix}/desk/draw/${slug}?outcome=entries_still_open`);
    await expect(page.locator("#notice")).toHaveText(lang.refused);
  }
});
