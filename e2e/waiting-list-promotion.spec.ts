import { expect, test } from "@playwright/test";
import { DRAW_JOURNEY_BRACKETS } from "../tests/support/cup-seed";
import { expectNoAxeViolations } from "./helpers/axe";
import { boxerIn, emptyBracket, teamClient, type Bracket } from "./helpers/entries";
import { registerOrganiser, signInAs } from "./helpers/organiser";
import { signIn } from "./helpers/team";

/**
 * When a withdrawal lets the first waiting boxer in, the promoted boxer's team reads that its boxer moved up, as
 * the waiting list's doing, and nothing of the team that withdrew; the desk shows the same line as the waiting
 * list's with the withdrawal that caused it (docs/decisions.md D69). In each language. The bracket is one the draw
 * journey fights at the `live` date, which no other spec of this suite enters.
 */
const languages = [
  {
    prefix: "",
    promoted: "Moved up from the waiting list on 14 February 2026: a place was freed.",
    kind: "(waiting list)",
    after: "after Queue0 Boxer: withdrawn from",
  },
  {
    prefix: "/pt",
    promoted: "Subiu da lista de espera a 14 de fevereiro de 2026: vagou um lugar.",
    kind: "(lista de espera)",
    after: "depois de Queue0 Boxer: retirado de",
  },
  {
    prefix: "/esp",
    promoted: "Subió de la lista de espera el 14 de febrero de 2026: quedó libre una plaza.",
    kind: "(lista de espera)",
    after: "tras Queue0 Boxer: retirado de",
  },
] as const;

test("a promotion from the waiting list is the cup's: the team reads when, the desk reads why", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const key = DRAW_JOURNEY_BRACKETS[2];
  const bracket: Bracket = { category: key.category, sex: key.sex, weight: key.code };
  await emptyBracket(bracket);
  // Five teams enter nine boxers: eight are entered, the ninth (the fourth team's) waits.
  const teams = [];
  for (let i = 0; i < 5; i++) teams.push(await teamClient());
  const entries = [];
  for (let i = 0; i < 9; i++) {
    const { data, error } = await teams[i % 5].client
      .from("entries")
      .insert(boxerIn(bracket, { first_name: `Queue${i}` }))
      .select("id, status")
      .single();
    expect(error).toBeNull();
    entries.push(data!);
  }
  expect(entries.map((e) => e.status)).toEqual([...Array(8).fill("entered"), "waiting"]);
  const [withdrawing, promotedTeam, promoted] = [teams[0], teams[3], entries[8]];
  const { error } = await withdrawing.client.from("entries").update({ status: "withdrawn" }).eq("id", entries[0].id);
  expect(error).toBeNull();

  const team = await browser.newContext();
  await signIn(team, promotedTeam.team, baseURL!);
  const teamPage = await team.newPage();
  await signInAs(page.context(), await registerOrganiser(), baseURL!);
  for (const lang of languages) {
    await teamPage.goto(`${lang.prefix}/dashboard/entries`);
    await expect(teamPage.locator(`#entry-${promoted.id}`)).toContainText(lang.promoted);
    await expect(teamPage.locator("main")).not.toContainText(withdrawing.team.teamName);
    await expectNoAxeViolations(teamPage, `entries page, a boxer promoted (${lang.prefix || "/"})`);

    await page.goto(`${lang.prefix}/desk/entries/${promoted.id}`);
    const line = page.getByRole("row").filter({ hasText: lang.kind });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(lang.after);
    await expect(line).not.toContainText(withdrawing.team.teamName);
    await expectNoAxeViolations(page, `desk entry, promoted (${lang.prefix || "/"})`);
  }
  await team.close();
});
