import { expect, test } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { edition } from "../../lib/content/edition";
import { bracketSlug } from "../../lib/cup/bracket-slug";
import { emptyBracket } from "../../tests/support/cup-seed";
import { publishDraw } from "../helpers/entries";
import { notificationsTo, runSender, teamIn } from "../helpers/notifications";
import { bracketsOf } from "./brackets";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * Three draws published within a minute, each with a boxer of the same three teams (one team per language): each team
 * gets one digest, in its language, naming its three boxers with a link to each bracket's public page, which shows
 * the boxer. The notifications' brackets after the three the main suite's spec uses (e2e/notifications.spec.ts).
 */
const languages = [
  { locale: "en", prefix: "", subject: "Porto Box Cup: 3 updates about your boxers", drawn: "draw is published, with" },
  { locale: "pt", prefix: "/pt", subject: "Porto Box Cup: 3 novidades sobre os seus pugilistas", drawn: "foi publicado, com" },
  { locale: "es", prefix: "/esp", subject: "Porto Box Cup: 3 novedades sobre tus púgiles", drawn: "está publicado, con" },
] as const;

test("three draws published at once: one digest per team, in its language, linking to each bracket", async ({ page }) => {
  test.setTimeout(120_000);
  const brackets = bracketsOf("notifications").slice(3, 6);
  for (const key of brackets) await emptyBracket(BACKEND_URL, key);
  const teams = [];
  for (const lang of languages) teams.push({ lang, ...(await teamIn(lang.locale)) });
  // Entries closed weeks ago: the service enters the boxers, as the organisers would (the same triggers judge it).
  const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
  const born: Record<string, string> = { benjamin: "2012-06-15", youth: "2008-06-15" };
  const names = new Map<string, string[]>();
  for (const [b, key] of brackets.entries())
    for (const [t, team] of teams.entries()) {
      const first_name = `Digest${b}${t}`;
      const { error } = await service.from("entries").insert({
        edition: edition.year,
        team_id: team.id,
        first_name,
        last_name: "Boxer",
        sex: key.sex,
        birth_date: born[key.category],
        category: key.category,
        weight_class: key.code,
        record_book: `DIGEST-${Date.now().toString(36)}-${b}${t}`,
        nationality: "Portugal",
      });
      expect(error).toBeNull();
      names.set(team.id, [...(names.get(team.id) ?? []), `${first_name} Boxer`]);
    }
  await runSender(); // Whatever the fight-day specs beside this one left pending goes first.

  for (const key of brackets) await publishDraw({ category: key.category, sex: key.sex, weight: key.code });
  const result = await runSender();
  expect(result.failed).toBe(0);

  for (const team of teams) {
    const mails = await notificationsTo(team.team.email);
    expect(mails, `one digest to the ${team.lang.locale} team`).toHaveLength(1);
    const [mail] = mails;
    expect(mail.Subject).toBe(team.lang.subject);
    for (const name of names.get(team.id)!) expect(mail.Text).toContain(`${team.lang.drawn} ${name}.`);
    const links = [...mail.Text.matchAll(/: (http:\/\/\S+)\n/g)].map((m) => new URL(m[1]).pathname).filter((p) => p.includes("/draw/"));
    expect(links).toEqual(brackets.map((key) => `${team.lang.prefix}/draw/${bracketSlug(key)}`));
  }
  // The link shows the bracket with the team's boxer in it. The draws were published by the service, not the desk's
  // action that refreshes the public pages at once, so the page shows them at its next regeneration (15 s, D46).
  const [first] = teams;
  await expect(async () => {
    await page.goto(`/draw/${bracketSlug(brackets[0])}`);
    await expect(page.locator("main")).toContainText(names.get(first.id)![0], { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
});
