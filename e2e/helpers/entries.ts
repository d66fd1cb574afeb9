import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { edition } from "../../lib/content/edition";
import { registerTeam, uniqueTeam, type TestTeam } from "./team";

/**
 * Entries made straight through the REST API (each team with its own session, as the page's server client), so
 * a browser test starts from the bracket it needs. Each test owns its brackets: the e2e backend keeps its data
 * between runs, so a test empties its brackets first, as the service (the secret key) may.
 */
export type Bracket = { category: string; sex: "F" | "M"; weight: string };

const admin = () => createClient(LOCAL_SUPABASE_URL, SECRET_KEY, { auth: { persistSession: false } });

export async function emptyBracket(bracket: Bracket): Promise<void> {
  const { error } = await admin()
    .from("entries")
    .delete()
    .eq("edition", edition.year)
    .eq("category", bracket.category)
    .eq("sex", bracket.sex)
    .eq("weight_class", bracket.weight);
  if (error) throw new Error(`emptying ${JSON.stringify(bracket)}: ${error.message}`);
}

/** A registered team and a client with its session. */
export async function teamClient(team: TestTeam = uniqueTeam()): Promise<{ team: TestTeam; client: SupabaseClient }> {
  await registerTeam(team);
  const client = createClient(LOCAL_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
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
