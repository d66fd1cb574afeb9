import { expect, test } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { edition } from "../../lib/content/edition";
import { boutsToRecord, bracketNodes, medals, type NodeId, type Result } from "../../lib/cup/bracket";
import { SECRET_KEY } from "../../local-supabase/config";
import { registerOrganiser, signInAs } from "../helpers/organiser";
import { pdfText } from "../helpers/pdf-text";
import { BACKEND_URL } from "../helpers/local-backend";

/**
 * The end of the cup, after every other fight-day spec (its own Playwright project, playwright.config.ts): the
 * brackets they published and left unfinished are fought to their finals here, as the service, and the edition's
 * results document, which exists once every published bracket is decided, names each bracket's champion in each
 * language and is listed in the portal beside the earlier editions.
 */
const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });

type Row = { category: string; sex: string; weight_class: string; slots: (string | null)[] };

async function results(draw: Row): Promise<Partial<Record<NodeId, Result>>> {
  const { data, error } = await service
    .from("bouts")
    .select("node, winner, method")
    .match({ edition: edition.year, category: draw.category, sex: draw.sex, weight_class: draw.weight_class });
  if (error) throw new Error(error.message);
  return Object.fromEntries((data ?? []).map((b) => [b.node, { winner: b.winner, method: b.method }]));
}

/**
 * Records every bout still to fight in the bracket, the red corner (the upper side) winning on points; returns the
 * gold medallist: the champion, unless they never boxed (walkovers and byes only) and the edition gives them no medal.
 */
async function fightToFinal(draw: Row): Promise<string | null> {
  for (;;) {
    const nodes = bracketNodes(draw.slots, await results(draw));
    const next = boutsToRecord(nodes);
    if (next.length === 0) return medals(nodes, edition.walkoverEarnsMedal).gold;
    for (const node of next) {
      const red = node.sides[0];
      if (red.kind !== "boxer") throw new Error(`${node.id} has no red boxer`);
      const { error } = await service.from("bouts").insert({
        edition: edition.year,
        category: draw.category,
        sex: draw.sex,
        weight_class: draw.weight_class,
        node: node.id,
        winner: red.entry,
        method: "points",
      });
      if (error) throw new Error(`recording ${node.id}: ${error.message}`);
    }
  }
}

test("the edition's results document, from the recorded results, in each language and in the portal", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { data: draws, error } = await service
    .from("draws")
    .select("category, sex, weight_class, slots")
    .eq("edition", edition.year)
    .eq("published", true);
  if (error) throw new Error(error.message);
  expect(draws?.length, "the fight-day specs publish brackets").toBeGreaterThan(0);
  const championIds = (await Promise.all((draws as Row[]).map(fightToFinal))).filter((id): id is string => id !== null);
  const { data: boxers } = await service.from("drawn_boxers").select("id, first_name, last_name").in("id", championIds);
  const champions = (boxers ?? []).map((b) => `${b.first_name} ${b.last_name}`);
  expect(champions.length).toBeGreaterThan(0);

  const titles = {
    "": "Porto Box Cup 2026 · Official Results",
    "/pt": "Porto Box Cup 2026 · Resultados oficiais",
    "/esp": "Porto Box Cup 2026 · Resultados oficiales",
  };
  for (const [prefix, title] of Object.entries(titles)) {
    // Results recorded as the service revalidate nothing: the route is regenerated within the site's 15–30 s (D46).
    await expect.poll(async () => (await request.get(`${prefix}/results/2026`)).status(), { timeout: 45_000 }).toBe(200);
    const response = await request.get(`${prefix}/results/2026`);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const text = pdfText(await response.body());
    expect(text).toContain(title);
    // pdftotext joins a word broken at a line's end without its hyphen: a long name the table wraps at its hyphen
    // ("Vasconcelos-" / "Albuquerque", the live spec's) reads "VasconcelosAlbuquerque". Names are compared without
    // hyphens; the PDF itself holds them whole.
    const unhyphenated = (words: string) => words.replaceAll("-", "");
    for (const champion of champions) expect(unhyphenated(text)).toContain(unhyphenated(champion));
  }
  // The portal's yearly results block lists it beside the earlier editions.
  const organiser = await registerOrganiser();
  await signInAs(page.context(), organiser, baseURL!);
  const links = page.locator('section[aria-labelledby="results-title"]').getByRole("link");
  await expect(async () => {
    await page.goto("/pt/dashboard");
    await expect(links).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
    "/pdfs/results-2024.pdf",
    "/pdfs/results-2025.pdf",
    "/pt/results/2026",
  ]);
});
