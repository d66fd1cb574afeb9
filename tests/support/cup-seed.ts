/**
 * A cup's worth of teams and entries for the desk's benchmark, its screenshots and its browser journey: teams
 * sign up as any team does (the profile trigger), and their boxers are entered through the REST API with the
 * secret key, as the service, so the same triggers place each in its bracket's queue (the service is not bound
 * by the deadline, which has passed by the time these run). Deterministic for a given seed; names in several
 * scripts. Loopback only.
 */
import { createClient } from "@supabase/supabase-js";
import { categories, type CategoryKey } from "../../lib/content/categories";
import { COUNTRIES } from "../../lib/content/countries";
import { edition } from "../../lib/content/edition";
import { weightClassesFor } from "../../lib/cup/weight-classes";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { SECRET_KEY } from "../../local-supabase/config";

const FIRST = {
  F: ["Inês", "Beatriz", "Lucía", "Ολυμπία", "Олена", "Chloé", "Zoë", "Ayşe", "Joana", "Marta", "Ніна", "Sofía"],
  M: ["João", "Tiago", "Íñigo", "Γιώργος", "Олег", "Łukasz", "Nguyễn", "Çağrı", "Rui", "Pedro", "Андрій", "Mateus"],
};
const LAST = [
  "Gonçalves",
  "Muñoz",
  "Παπαδόπουλος",
  "Шевченко",
  "Dvořák",
  "Ferreira",
  "Öztürk",
  "Silva",
  "García",
  "Lefèvre",
  "Ковальчук",
  "Sousa",
];
/** Second surnames long enough that a name wraps onto another line in a bracket's column, the more so in bold. */
const LONG = ["Vasconcelos-Albuquerque", "Castelo-Branco Meneses", "Bettencourt-Figueiredo", "Magalhães-Sarmento Pinto"];
const CLUB_WORDS = ["Boxe", "Ringue", "Punhos", "Guantes", "Leões", "Atlântico", "Norte", "Ribeira", "Águias", "Dragões"];

/** A small deterministic generator (mulberry32), so a seed gives the same cup every time. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The brackets the draw's journey (e2e/fight-days/desk-draw.spec.ts) fights, one per language: the heaviest class of a
 * category and sex. The seeded cup leaves them alone, so the journeys that run beside it never meet.
 */
export const DRAW_JOURNEY_BRACKETS = (
  [
    ["senior", "M"],
    ["youth", "M"],
    ["senior", "F"],
  ] as const
).map(([category, sex]) => ({ category, sex, code: weightClassesFor(category, sex).at(-1)!.code }));

export type SeededTeam = { id: string; email: string; password: string; name: string; country: string };

export async function seedCup(
  url: string,
  { teams, boxers, seed = 25, prefix = "seed" }: { teams: number; boxers: number; seed?: number; prefix?: string },
) {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const service = createClient(url, SECRET_KEY, { auth: { persistSession: false } });

  const created: SeededTeam[] = [];
  for (let i = 0; i < teams; i++) {
    const team = {
      email: `${prefix}-${seed}-${i}@example.test`,
      password: `Seed-${seed}-${i}`,
      name: `Clube ${pick(CLUB_WORDS)} ${pick(CLUB_WORDS)} ${i + 1}`,
      country: i % 3 === 0 ? "Portugal" : i % 3 === 1 ? "Spain" : pick(COUNTRIES),
    };
    const client = createClient(url, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
    const { data, error } = await client.auth.signUp({
      email: team.email,
      password: team.password,
      options: { data: { team_name: team.name, country: team.country } },
    });
    if (error || !data.user) throw new Error(`seed sign-up failed: ${error?.message}`);
    created.push({ ...team, id: data.user.id });
  }

  // Each boxer in a bracket of its category and sex, at most the category's limit per team and bracket, and never
  // in one of the brackets the draw's journey empties, draws and publishes (a published bracket's boxers are fixed).
  const perTeamBracket = new Map<string, number>();
  const rows: Record<string, unknown>[] = [];
  while (rows.length < boxers) {
    const team = created[Math.floor(r() * created.length)];
    const category = pick(categories);
    const sex = r() < 0.3 ? "F" : "M";
    const weight = pick(weightClassesFor(category.key as CategoryKey, sex));
    const key = `${team.id}/${category.key}/${sex}/${weight.code}`;
    if (DRAW_JOURNEY_BRACKETS.some((b) => b.category === category.key && b.sex === sex && b.code === weight.code)) continue;
    if ((perTeamBracket.get(key) ?? 0) >= category.teamLimit) continue;
    perTeamBracket.set(key, (perTeamBracket.get(key) ?? 0) + 1);
    const born = category.bornFrom + Math.floor(r() * (category.bornTo - category.bornFrom + 1));
    rows.push({
      edition: edition.year,
      team_id: team.id,
      first_name: pick(FIRST[sex]),
      last_name: pick(LAST),
      sex,
      birth_date: `${born}-${String(1 + Math.floor(r() * 12)).padStart(2, "0")}-${String(1 + Math.floor(r() * 28)).padStart(2, "0")}`,
      category: category.key,
      weight_class: weight.code,
      record_book: `${prefix.toUpperCase()}-${seed}-${rows.length + 1}`,
      nationality: team.country,
    });
  }
  for (let i = 0; i < rows.length; i += 100) {
    const { error } = await service.from("entries").insert(rows.slice(i, i + 100));
    if (error) throw new Error(`seed entries failed: ${error.message} ${error.details ?? ""}`);
  }
  return created;
}

/**
 * Empties one bracket of the edition with the secret key: its results, its draw, and its active entries withdrawn, so
 * a spec that owns it starts from nothing however often it ran against the same backend.
 */
export async function emptyBracket(url: string, { category, sex, code }: { category: CategoryKey; sex: "F" | "M"; code: string }) {
  const service = createClient(url, SECRET_KEY, { auth: { persistSession: false } });
  const bracket = { edition: edition.year, category, sex, weight_class: code };
  // Its bouts' places in the day's order first: they refer to the draw.
  for (const table of ["bout_order", "bouts", "draws"]) {
    const { error } = await service.from(table).delete().match(bracket);
    if (error) throw new Error(`emptying ${table} failed: ${error.message}`);
  }
  const { error } = await service.from("entries").update({ status: "withdrawn" }).match(bracket).neq("status", "withdrawn");
  if (error) throw new Error(`emptying the bracket failed: ${error.message}`);
}

/**
 * One bracket of the edition filled with `boxers` boxers from `teams` new teams (at most the category's limit per
 * team), entered as the service through the same triggers, for the draw's journey: it draws, publishes and fights
 * that bracket alone. The bracket is emptied first (emptyBracket: its bouts' places in the day's order, its results,
 * its draw, its active entries withdrawn), so a second run against the same backend starts from nothing. With
 * `longNames`, each boxer has a second, long surname. Returns the teams and the entries.
 */
export async function seedBracket(
  url: string,
  {
    category,
    sex,
    code,
    boxers,
    teams,
    prefix,
    seed,
    longNames = false,
  }: {
    category: CategoryKey;
    sex: "F" | "M";
    code: string;
    boxers: number;
    teams: number;
    prefix: string;
    seed: number;
    longNames?: boolean;
  },
): Promise<{ teams: SeededTeam[]; entries: { id: string; team_id: string; first_name: string; last_name: string }[] }> {
  const service = createClient(url, SECRET_KEY, { auth: { persistSession: false } });
  await emptyBracket(url, { category, sex, code });
  const created = await seedCup(url, { teams, boxers: 0, prefix, seed });
  const band = categories.find((c) => c.key === category)!;
  const rows = Array.from({ length: boxers }, (_, i) => ({
    edition: edition.year,
    team_id: created[i % teams].id,
    first_name: FIRST[sex][i % FIRST[sex].length],
    last_name: `${LAST[i % LAST.length]}${longNames ? ` ${LONG[i % LONG.length]}` : ""} ${prefix.slice(-4)}`,
    sex,
    birth_date: `${band.bornFrom}-06-${String(10 + i).padStart(2, "0")}`,
    category,
    weight_class: code,
    record_book: `${prefix.toUpperCase()}-${seed}-${i + 1}`,
    nationality: created[i % teams].country,
  }));
  const { data, error } = await service.from("entries").insert(rows).select("id, team_id, first_name, last_name");
  if (error || !data) throw new Error(`seed bracket failed: ${error?.message}`);
  return { teams: created, entries: data };
}
