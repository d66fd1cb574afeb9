import { intlTag, parsePublicLocale, type Locale } from "../../i18n/routing";
import type { Country } from "../../lib/content/countries";
import { ISO_CODES } from "../../lib/content/country-codes";
import { expect, test } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { weightClassesFor } from "../../lib/cup/weight-classes";
import { bracketSlug, type BracketKey } from "../../lib/cup/bracket-slug";
import { SECRET_KEY } from "../../local-supabase/config";
import { DRAW_JOURNEY_BRACKETS, seedBracket } from "../../tests/support/cup-seed";
import { expectNoAxeViolations } from "../helpers/axe";
import { overflowsIn } from "../helpers/overflow";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * The draw's journey, in each language: an organiser draws a bracket of five boxers at the desk, redraws it,
 * publishes it (its public page is a 404 until then), records every bout to the final through the forms, and
 * the medals follow; a visitor reads the public page and a team sees its boxers' bracket in its portal.
 * Each language fights a bracket of its own, which the seeded cup of the other journeys leaves alone.
 */
const languages = [
  {
    prefix: "",
    t: {
      draw: "Draw",
      redraw: "Redraw",
      publish: "Publish the draw",
      record: "Record the result",
      resultOf: /^Result of /,
      medals: "Medals",
    },
    t2: { gold: "Gold", teamTitle: "Your boxers in the draw", drawn: "The bracket is drawn.", published: /now see it/ },
  },
  {
    prefix: "/pt",
    t: {
      draw: "Sortear",
      redraw: "Sortear de novo",
      publish: "Publicar o sorteio",
      record: "Registar o resultado",
      resultOf: /^Resultado do /,
      medals: "Medalhas",
    },
    t2: { gold: "Ouro", teamTitle: "Os seus pugilistas no sorteio", drawn: "O quadro está sorteado.", published: /já o veem/ },
  },
  {
    prefix: "/esp",
    t: {
      draw: "Sortear",
      redraw: "Volver a sortear",
      publish: "Publicar el sorteo",
      record: "Registrar el resultado",
      resultOf: /^Resultado de /,
      medals: "Medallas",
    },
    t2: { gold: "Oro", teamTitle: "Tus boxeadores en el sorteo", drawn: "El cuadro está sorteado.", published: /ya lo ven/ },
  },
] as const;

const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });

for (const [index, lang] of languages.entries()) {
  test(`draw, publish and fight a bracket to its final at ${lang.prefix}/desk/draw`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const key: BracketKey = DRAW_JOURNEY_BRACKETS[index];
    const classes = weightClassesFor(key.category, key.sex);
    const slug = bracketSlug(key);
    const seed = Date.now() % 100_000;
    const { teams, entries } = await seedBracket(BACKEND_URL, {
      ...key,
      boxers: 5,
      teams: 3,
      prefix: `draw${lang.prefix.slice(1) || "en"}`,
      seed,
    });
    const organiser = await registerOrganiser();
    await signInAs(page.context(), organiser, baseURL!);

    await page.goto(`${lang.prefix}/desk/draw/${slug}`);
    await page.getByRole("button", { name: lang.t.draw, exact: true }).click();
    await expect(page.locator("#notice")).toHaveText(lang.t2.drawn);
    const firstSeed = (
      await service.from("draws").select("seed").match({ category: key.category, sex: key.sex, weight_class: key.code }).single()
    ).data?.seed;
    await page.getByRole("button", { name: lang.t.redraw, exact: true }).click();
    await expect(page.locator("#notice")).toHaveText(lang.t2.drawn);
    await expectNoAxeViolations(page, "desk bracket, drawn");

    // Not published yet: nobody else sees it. (Against a backend kept from an earlier run, whose copy of this bracket
    // was published, the page may be served from the cache until its regeneration, within the site's 15 s.)
    const anonymous = await browser.newContext();
    await expect
      .poll(async () => (await anonymous.request.get(`${baseURL}${lang.prefix}/draw/${slug}`)).status(), { timeout: 30_000 })
      .toBe(404);

    await page.getByRole("button", { name: lang.t.publish, exact: true }).click();
    await expect(page.locator("#notice")).toHaveText(lang.t2.published);
    const { data: drawn } = await service
      .from("draws")
      .select("seed, revision, published, slots")
      .match({ category: key.category, sex: key.sex, weight_class: key.code })
      .single();
    expect([drawn?.revision, drawn?.published, drawn?.seed === firstSeed]).toEqual([2, true, false]);
    expect((drawn?.slots as (string | null)[]).filter(Boolean).sort()).toEqual(entries.map((e) => e.id).sort());

    // Every bout to the final, each through its form: the red corner wins on points.
    const forms = page.getByRole("form", { name: lang.t.resultOf });
    for (let bouts = 0; bouts < 4; bouts++) {
      const form = forms.first();
      const name = (await form.getAttribute("aria-label"))!;
      await form.getByRole("radio").first().check();
      await form.getByRole("button", { name: lang.t.record }).click();
      await expect(page.getByRole("form", { name, exact: true })).toHaveCount(0);
    }
    await expect(forms).toHaveCount(0);
    const { data: bouts } = await service
      .from("bouts")
      .select("node, winner")
      .match({ category: key.category, sex: key.sex, weight_class: key.code });
    expect(bouts?.map((b) => b.node).sort()).toEqual(["final", "qf4", "sf1", "sf2"]);
    const gold = entries.find((e) => e.id === bouts?.find((b) => b.node === "final")?.winner)!;
    await expectNoAxeViolations(page, "desk bracket, fought to its final");

    // A visitor reads the public page: the medals and the bracket, without a session.
    const visitor = await anonymous.newPage();
    await visitor.goto(`${lang.prefix}/draw/${slug}`);
    await expect(visitor.getByRole("heading", { level: 2, name: lang.t.medals })).toBeVisible();
    const goldItem = visitor.getByRole("listitem").filter({ hasText: lang.t2.gold });
    await expect(goldItem).toContainText(`${gold.first_name} ${gold.last_name}`);
    // The boxer's country in the page's language (the database keeps the English name).
    const goldCountry = teams.find((team) => team.id === gold.team_id)!.country;
    const locale: Locale = parsePublicLocale(lang.prefix.slice(1)) ?? "en";
    const countryName =
      locale === "en" ? goldCountry : new Intl.DisplayNames([intlTag[locale]], { type: "region" }).of(ISO_CODES[goldCountry as Country])!;
    await expect(goldItem).toContainText(countryName);
    await expectNoAxeViolations(visitor, "public bracket page");
    // Read on a phone at the venue: nothing runs off a 390 px screen.
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsIn(visitor)).toEqual([]);
    await visitor.goto(`${lang.prefix}/draw`);
    await expect(
      visitor.getByRole("link", { name: new RegExp(classes[classes.length - 1].label.replace("+", "\\+")) }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(visitor, "public draw index");
    await anonymous.close();

    // A team of the bracket sees its boxers' bracket in its portal.
    const teamContext = await browser.newContext();
    const team = teams[0];
    await signInAs(teamContext, { email: team.email, password: team.password, teamName: team.name, country: team.country }, baseURL!);
    const portal = await teamContext.newPage();
    await portal.goto(`${lang.prefix}/dashboard/entries`);
    await expect(portal.getByRole("heading", { level: 2, name: lang.t2.teamTitle })).toBeVisible();
    const own = entries.find((e) => e.team_id === team.id)!;
    await expect(portal.locator("#team-draws-title ~ article")).toContainText(`${own.first_name} ${own.last_name}`);
    await expectNoAxeViolations(portal, "team's draws in the portal");
    await teamContext.close();
  });
}
