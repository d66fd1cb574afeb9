import { expect, test } from "@playwright/test";
import { bracketSlug } from "../../lib/cup/bracket-slug";
import { seedBracket } from "../../tests/support/cup-seed";
import { expectNoAxeViolations } from "../helpers/axe";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { overflowsIn } from "../helpers/overflow";
import { bracketsOf } from "./brackets";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * A final recorded as a walkover, in a bracket of two: neither boxer ever boxed, so the edition (walkoverEarnsMedal
 * false) gives neither gold nor silver (docs/cup.md §11). The desk, the public page and the team's portal show both
 * places as not awarded and say why, in each language.
 */
const languages = [
  {
    prefix: "",
    medals: "Medals",
    gold: "Gold",
    silver: "Silver",
    notAwarded: (name: string) => `— not awarded (${name} did not box in this bracket)`,
    rule: "Championship rules give no medal to a boxer who has not boxed at least once: a walkover or a bye is not a bout.",
  },
  {
    prefix: "/pt",
    medals: "Medalhas",
    gold: "Ouro",
    silver: "Prata",
    notAwarded: (name: string) => `— medalha não atribuída (${name} não chegou a combater neste quadro)`,
    rule: "Segundo as regras de campeonato, o pugilista que não tenha combatido pelo menos uma vez não recebe medalha: uma falta de comparência ou uma isenção não conta como combate.",
  },
  {
    prefix: "/esp",
    medals: "Medallas",
    gold: "Oro",
    silver: "Plata",
    notAwarded: (name: string) => `— medalla no otorgada (${name} no llegó a combatir en este cuadro)`,
    rule: "Según las reglas de campeonato, el púgil que no haya combatido al menos una vez no recibe medalla: una incomparecencia o una exención no cuenta como combate.",
  },
] as const;

test("a walkover final gives no gold and no silver: the desk, the public page and the portal say why", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [key] = bracketsOf("walkoverMedals");
  const slug = bracketSlug(key);
  const { teams, entries } = await seedBracket(BACKEND_URL, {
    ...key,
    boxers: 2,
    teams: 2,
    prefix: "walkover",
    seed: Date.now() % 100_000,
  });
  const name = (id: string) => {
    const e = entries.find((x) => x.id === id)!;
    return `${e.first_name} ${e.last_name}`;
  };

  // The organiser draws, publishes and records the final as a walkover: the red corner wins, the blue did not come.
  await signInAs(page.context(), await registerOrganiser(), baseURL!);
  await page.goto(`/desk/draw/${slug}`);
  await page.getByRole("button", { name: "Draw", exact: true }).click();
  await page.getByRole("button", { name: "Publish the draw", exact: true }).click();
  await expect(page.locator("#notice")).toHaveText(/now see it/);
  const final = page.getByRole("form", { name: "Result of Final" });
  const winner = (await final.getByRole("radio").first().getAttribute("value"))!;
  const absent = entries.find((e) => e.id !== winner)!.id;
  await final.getByRole("radio").first().check();
  await final.getByRole("combobox").selectOption("walkover");
  await final.getByRole("button", { name: "Record the result" }).click();
  await expect(page.locator("#notice")).toHaveText("The result is recorded.");

  const team = await browser.newContext();
  const owner = teams.find((t) => t.id === entries.find((e) => e.id === winner)!.team_id)!;
  await signInAs(team, { email: owner.email, password: owner.password, teamName: owner.name, country: owner.country }, baseURL!);
  const portal = await team.newPage();
  const visitor = await (await browser.newContext()).newPage();
  for (const lang of languages) {
    const medalsOn = async (where: typeof page, state: string) => {
      const medals = where.getByRole("region", { name: lang.medals, exact: true });
      await expect(medals).toContainText(lang.rule);
      await expect(medals.getByRole("listitem")).toHaveText([
        `${lang.gold} ${lang.notAwarded(name(winner))}`,
        `${lang.silver} ${lang.notAwarded(name(absent))}`,
      ]);
      await expectNoAxeViolations(where, state);
    };
    await page.goto(`${lang.prefix}/desk/draw/${slug}`);
    await medalsOn(page, `desk bracket, walkover final (${lang.prefix || "/"})`);

    await visitor.goto(`${lang.prefix}/draw/${slug}`);
    await medalsOn(visitor, `public bracket, walkover final (${lang.prefix || "/"})`);
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsIn(visitor)).toEqual([]);
    await visitor.setViewportSize({ width: 1280, height: 720 });

    await portal.goto(`${lang.prefix}/dashboard/entries`);
    await medalsOn(portal, `team's draws, walkover final (${lang.prefix || "/"})`);
  }
  await team.close();
});
