import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { edition } from "../../lib/content/edition";
import { drawBracket, newSeed } from "../../lib/cup/draw";
import { registerTeam, uniqueTeam, type TestTeam } from "./team";
import { BACKEND_URL } from "./local-backend";

/**
 * Entries made straight through the REST API (each team with its own session, as the page's server client), so
 * a browser test starts from the bracket it needs. Each test owns its brackets: the e2e backend keeps its data
 * between runs, so a test empties its brackets first, as the service (the secret key) may.
 */
export type Bracket = { category: string; sex: "F" | "M"; weight: string };

const admin = () => createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });

export async function emptyBracket(bracket: Bracket): Promise<void> {
  // A published draw fixes its boxers (bracket_drawn): the draw goes first, with its results.
  for (const table of ["bouts", "draws"]) {
    const { error } = await admin().from(table).delete().match(match(bracket));
    if (error) throw new Error(`emptying ${table} of ${JSON.stringify(bracket)}: ${error.message}`);
  }
  const { error } = await admin()
    .from("entries")
    .delete()
    .eq("edition", edition.year)
    .eq("category", bracket.category)
    .eq("sex", bracket.sex)
    .eq("weight_class", bracket.weight);
  if (error) throw new Error(`emptying ${JSON.stringify(bracket)}: ${error.message}`);
}

const match = (bracket: Bracket) => ({ edition: edition.year, category: bracket.category, sex: bracket.sex, weight_class: bracket.weight });

/**
 * Draws the bracket from its entered boxers and publishes the draw, as the service: from then on its boxers are
 * fixed. Only once entries are closed (the database refuses it before: entries_still_open), so at the fight days'
 * date.
 */
export async function publishDraw(bracket: Bracket): Promise<void> {
  const { data, error } = await admin().from("entries").select("id, team_id").match(match(bracket)).eq("status", "entered");
  if (error) throw new Error(`reading ${JSON.stringify(bracket)}: ${error.message}`);
  const seed = newSeed();
  const { order, slots } = drawBracket(
    data.map((e) => ({ id: e.id, team: e.team_id })),
    seed,
  );
  const { error: drawn } = await admin()
    .from("draws")
    .insert({ ...match(bracket), seed, drawn_order: order, slots, published: true });
  if (drawn) throw new Error(`publishing ${JSON.stringify(bracket)}: ${drawn.message}`);
}

/** A registered team and a client with its session. */
export async function teamClient(team: TestTeam = uniqueTeam()): Promise<{ team: TestTeam; client: SupabaseClient }> {
  await registerTeam(team);
  const client = createClient(BACKEND_URL, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
  const { error } = await client.auth.signInWithPassword({ email: team.email, password: team.password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return { team, client };
}

let n = 0;
/** Birth dates that fall in each category of the edition (senior and elite share theirs: the category is chosen). */
const BORN: Record<string, string> = {
  benjamin: "2012-06-15",
  junior: "2010-06-15",
  youth: "2008-06-15",
  senior: "1996-06-15",
  elite: "1996-06-15",
};

export function boxerIn(bracket: Bracket, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  n++;
  return {
    edition: edition.year,
    first_name: `Other${n}`,
    last_name: "Boxer",
    sex: bracket.sex,
    birth_date: BORN[bracket.category],
    category: bracket.category,
    weight_class: bracket.weight,
    record_book: `E2E-${Date.now().toString(36)}-${process.pid}-${n}`,
    nationality: "Spain",
    ...overrides,
  };
}

/** `count` entries in the bracket by other teams (two per team, the limit outside elite). */
export async function fillBracket(bracket: Bracket, count: number): Promise<void> {
  const perTeam = bracket.category === "elite" ? 1 : 2;
  for (let i = 0; i < count; i += perTeam) {
    const { client } = await teamClient();
    for (let j = i; j < Math.min(count, i + perTeam); j++) {
      const { error } = await client.from("entries").insert(boxerIn(bracket));
      if (error) throw new Error(`filling ${JSON.stringify(bracket)}: ${error.message}`);
    }
  }
}
