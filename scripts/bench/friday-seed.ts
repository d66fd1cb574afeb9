/**
 * A semi-finals day at the cup's scale, for the benchmarks that need one (scripts/bench/today.ts, scripts/bench/live.ts):
 * 125 brackets of four boxers, drawn and published, the day's order proposed with the app's own module and written in
 * one upsert as the desk writes it (docs/decisions.md D77). Against the embedded backend on its fixed port, with the
 * secret key.
 */
import { performance } from "node:perf_hooks";
import { createClient } from "@supabase/supabase-js";
import { categories } from "../../lib/content/categories";
import { edition } from "../../lib/content/edition";
import { proposeDay, type Placed } from "../../lib/cup/bout-order";
import { allBrackets } from "../../lib/cup/bracket-slug";
import { boutsOf, type DrawnBracket } from "../../lib/cup/day-bouts";
import { drawBracket } from "../../lib/cup/draw";
import { BOUT_SECONDS, FIGHT_DAYS } from "../../lib/cup/fight-calendar";
import { rowOf, ORDER_KEY } from "../../lib/cup/order-rows";
import { LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { SECRET_KEY } from "../../local-supabase/config";
import { seedCup } from "../../tests/support/cup-seed";

export type SeededFriday = { brackets: DrawnBracket[]; placed: Placed[] };

export const service = () => createClient(LOCAL_SUPABASE_URL, SECRET_KEY, { auth: { persistSession: false } });

export async function seedFriday(prefix: string): Promise<SeededFriday> {
  const admin = service();
  const teams = await seedCup(LOCAL_SUPABASE_URL, { teams: 8, boxers: 0, prefix: `${prefix}${Date.now().toString(36)}` });
  const keys = allBrackets().slice(0, 125);
  const rows = keys.flatMap((key, b) =>
    Array.from({ length: 4 }, (_, i) => ({
      edition: edition.year,
      team_id: teams[(b + i) % teams.length].id,
      first_name: `Boxer${i}`,
      last_name: `Bracket ${b}`,
      sex: key.sex,
      birth_date: `${categories.find((c) => c.key === key.category)!.bornFrom}-05-0${i + 1}`,
      category: key.category,
      weight_class: key.code,
      // Letters and digits only: the database strips a record book's separators (D71), so the read below finds them.
      record_book: `TODAY${b}X${i}`,
      nationality: teams[(b + i) % teams.length].country,
    })),
  );
  // The backend's demo boxers would join some of these brackets: withdrawn first, as tests/support/cup-seed.ts does.
  const cleared = await admin.from("entries").update({ status: "withdrawn" }).eq("edition", edition.year).neq("status", "withdrawn");
  if (cleared.error) throw new Error(`withdrawing the demo entries: ${cleared.error.message}`);
  for (let i = 0; i < rows.length; i += 100) {
    const { error } = await admin.from("entries").insert(rows.slice(i, i + 100));
    if (error) throw new Error(`entries: ${error.message}`);
  }
  const { data: entries, error } = await admin
    .from("entries")
    .select("id, team_id, category, sex, weight_class")
    .like("record_book", "TODAY%");
  if (error || !entries) throw new Error(`entries read: ${error?.message}`);
  const brackets: DrawnBracket[] = keys.map((key, b) => {
    const seed = (b + 1).toString(16).padStart(16, "0");
    const mine = entries.filter((e) => e.category === key.category && e.sex === key.sex && e.weight_class === key.code);
    return {
      ...key,
      slots: drawBracket(
        mine.map((e) => ({ id: e.id, team: e.team_id })),
        seed,
      ).slots,
      results: {},
    };
  });
  const draws = brackets.map((b, i) => {
    const seed = (i + 1).toString(16).padStart(16, "0");
    const { order } = drawBracket(
      entries
        .filter((e) => e.category === b.category && e.sex === b.sex && e.weight_class === b.code)
        .map((e) => ({ id: e.id, team: e.team_id })),
      seed,
    );
    return {
      edition: edition.year,
      category: b.category,
      sex: b.sex,
      weight_class: b.code,
      seed,
      drawn_order: order,
      slots: b.slots,
      published: true,
    };
  });
  const drawn = await admin.from("draws").insert(draws);
  if (drawn.error) throw new Error(`draws: ${drawn.error.message}`);
  const friday = FIGHT_DAYS.find((d) => d.key === "semiFinals")!;
  const { placed } = proposeDay(
    friday,
    boutsOf(brackets, BOUT_SECONDS).filter((b) => b.round === "semiFinal"),
  );
  const writing = performance.now();
  const written = await admin.from("bout_order").upsert(
    placed.map((p) => rowOf(edition.year, { ...p, day: friday.date })),
    { onConflict: ORDER_KEY },
  );
  if (written.error) throw new Error(`order: ${written.error.message}`);
  // The desk writes a proposal the same way: one request, judged by the triggers as one statement (docs/decisions.md D77).
  console.log(`the proposal written: ${placed.length} bouts in one upsert, ${(performance.now() - writing).toFixed(0)} ms`);
  return { brackets, placed: placed.map((p) => ({ ...p, day: friday.date })) };
}

/** A placed semi-final's bracket, node and red corner (the upper side, which the benchmarks make win). */
export function boutOf(seeded: SeededFriday, placed: Placed) {
  const [category, sex, code, node] = placed.id.split("/");
  const bracket = seeded.brackets.find((b) => b.category === category && b.sex === sex && b.code === code)!;
  return { bracket, node: node as "sf1" | "sf2", red: bracket.slots[node === "sf1" ? 0 : 4]! };
}

/** The placed bout won by its red corner on points, written as the service (as the benchmarks' fought bouts are). */
export async function recordRedWin(seeded: SeededFriday, placed: Placed): Promise<void> {
  const { bracket, node, red } = boutOf(seeded, placed);
  const { error } = await service().from("bouts").insert({
    edition: edition.year,
    category: bracket.category,
    sex: bracket.sex,
    weight_class: bracket.code,
    node,
    winner: red,
    method: "points",
  });
  if (error) throw new Error(`result: ${error.message}`);
}
