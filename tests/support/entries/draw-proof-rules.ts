/**
 * The draw's public proof (supabase/migrations/*_draw_proof.sql, docs/cup.md §11 "Checking a draw", D74): what an
 * anonymous caller reads of a published draw is enough to recompute it, and the team key that stands for the
 * teams says which boxers of the bracket are team-mates and nothing else. One suite, run on the embedded backend
 * over REST (tests/backend/desk-rls.test.ts) and on PostgreSQL 15 with hosted roles (tests/postgres/desk.test.ts).
 *
 * Its brackets belong to an edition whose entries closed before the suite's clock, and their boxers are entered by
 * the service (which the deadline does not bind), so the draws are made after the deadline, as the cup makes them.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { drawBracket, type DrawEntry } from "../../../lib/cup/draw";
import type { PublicBoxer, PublicDraw } from "../../../scripts/verify-draw/recompute";
import { DURING_REGISTRATION, boxer, freshEdition, type Caller, type EntryHarness, type EntryRow } from "./harness";
import { ok } from "./result";

type PublicBoxerRow = PublicBoxer & { club: string };

const BRACKET = { category: "junior", sex: "F", weight_class: "48" } as const;

const seedOf = (i: number) => i.toString(16).padStart(16, "0");

export function drawProofRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => drawProofRules(harness));
}

function drawProofRules(harness: () => EntryHarness): void {
  let h: EntryHarness;
  let service: Caller;
  let organiser: Caller & { id: string };
  let teams: (Caller & { id: string })[];
  before(async () => {
    h = harness();
    service = h.service();
    await h.setNow(DURING_REGISTRATION);
    organiser = await h.organiser();
    teams = [];
    for (let i = 0; i < 4; i++) teams.push(await h.team(`Proof ${i}`));
  });

  /** An edition whose entries closed a fortnight before the suite's clock, with these boxers (team index, club). */
  async function closedBracket(boxers: [team: number, club: string][], weightClass: string = BRACKET.weight_class) {
    const edition = await freshEdition(h, { registrationDeadline: "2026-01-31" });
    const entries: EntryRow[] = [];
    for (const [i, [team, club]] of boxers.entries())
      entries.push(
        ok(await service.insert(boxer(edition, { team_id: teams[team].id, first_name: `P${i}`, club, weight_class: weightClass }))),
      );
    return { edition, entries };
  }

  async function drawAndPublish(edition: number, entries: EntryRow[], seed: string, weightClass: string = BRACKET.weight_class) {
    const { order, slots } = drawBracket(
      entries.map((e) => ({ id: e.id, team: e.team_id })),
      seed,
    );
    const key = { edition, ...BRACKET, weight_class: weightClass };
    ok(await organiser.post("draws", { ...key, seed, drawn_order: order, slots }));
    ok(await organiser.patch("draws", key, { published: true }));
  }

  const publicBoxers = async (caller: Caller, edition: number) =>
    ok(await caller.read<PublicBoxerRow>("drawn_boxers")).filter((b) => b.edition === edition);

  it("each boxer of a published draw carries a team key: shared by team-mates in the bracket, the rank of the team's smallest entry id", async () => {
    const { edition, entries } = await closedBracket([
      [0, "Clube Norte"],
      [0, "Clube Sul"],
      [1, "Clube Norte"],
      [1, "Clube Norte"],
      [2, "Ringue"],
      [3, "Ringue"],
    ]);
    assert.deepEqual(await publicBoxers(h.anon(), edition), [], "nothing before publication");
    await drawAndPublish(edition, entries, seedOf(1));
    const teamOf = new Map(entries.map((e) => [e.id, e.team_id]));
    // The documented rule, computed here from the private rows: teams ranked by their smallest entry id.
    const firstId = new Map<string, string>();
    for (const e of [...entries].sort((a, b) => (a.id < b.id ? -1 : 1))) if (!firstId.has(e.team_id)) firstId.set(e.team_id, e.id);
    const rank = [...firstId.entries()].sort((a, b) => (a[1] < b[1] ? -1 : 1)).map(([team]) => team);
    for (const caller of [h.anon(), teams[3]]) {
      const seen = await publicBoxers(caller, edition);
      assert.equal(seen.length, 6);
      for (const b of seen) assert.equal(b.team_key, rank.indexOf(teamOf.get(b.id)!) + 1, `key of ${b.id}`);
      for (const a of seen)
        for (const b of seen)
          assert.equal(a.team_key === b.team_key, teamOf.get(a.id) === teamOf.get(b.id), "same key exactly for team-mates");
      // Nothing of the account: a number from 1 to the number of teams in the bracket.
      assert.deepEqual([...new Set(seen.map((b) => b.team_key))].sort(), [1, 2, 3, 4]);
    }
  });

  it("the key is the bracket's own: a team's boxers in two brackets are ranked in each separately", async () => {
    const edition = await freshEdition(h, { registrationDeadline: "2026-01-31" });
    // Team 0 alone in the 50 kg bracket (key 1 there whatever its ids); with team 1 in the 48 kg one.
    const in48 = [
      ok(await service.insert(boxer(edition, { team_id: teams[0].id, first_name: "K0" }))),
      ok(await service.insert(boxer(edition, { team_id: teams[1].id, first_name: "K1" }))),
    ];
    const in50 = [ok(await service.insert(boxer(edition, { team_id: teams[0].id, first_name: "K2", weight_class: "50" })))];
    await drawAndPublish(edition, in48, seedOf(2));
    await drawAndPublish(edition, in50, seedOf(3), "50");
    const seen = await publicBoxers(h.anon(), edition);
    const key = (id: string) => seen.find((b) => b.id === id)!.team_key;
    assert.equal(key(in50[0].id), 1);
    assert.deepEqual([key(in48[0].id), key(in48[1].id)].sort(), [1, 2]);
  });

  it("an anonymous caller recomputes a published draw from the seed, the ids and the team keys, where clubs would not do", async () => {
    // Team 0's boxers list two clubs, and teams 1 and 2 list the same one: clubs and teams disagree.
    const boxers: [number, string][] = [
      [0, "Norte"],
      [0, "Sul"],
      [1, "Ringue"],
      [2, "Ringue"],
      [3, "Leões"],
    ];
    const { edition, entries } = await closedBracket(boxers);
    const byTeam = entries.map((e) => ({ id: e.id, team: e.team_id }));
    const byClub = entries.map((e) => ({ id: e.id, team: e.club }));
    const unseparated = entries.map((e) => ({ id: e.id, team: e.id }));
    const same = (a: DrawEntry[], b: DrawEntry[], seed: string) => drawBracket(a, seed).order.join() === drawBracket(b, seed).order.join();
    // A seed for which the clubs give another draw than the teams, and the teams another than no separation at all.
    const seed = Array.from({ length: 500 }, (_, i) => seedOf(i)).find((s) => !same(byTeam, byClub, s) && !same(byTeam, unseparated, s));
    assert.ok(seed, "some seed separates clubs and teams differently");
    await drawAndPublish(edition, entries, seed);

    const anon = h.anon();
    const draw = ok(await anon.read<PublicDraw>("draws")).find((d) => d.edition === edition)!;
    const seen = await publicBoxers(anon, edition);
    const recomputed = drawBracket(
      seen.map((b) => ({ id: b.id, team: String(b.team_key) })),
      draw.seed,
    );
    assert.deepEqual(recomputed, { order: draw.drawn_order, slots: draw.slots });
    assert.notDeepEqual(drawBracket(byClub, draw.seed).order, draw.drawn_order, "clubs give another draw");
  });

  it("nobody writes the view: anonymous callers and teams are refused", async () => {
    const { edition, entries } = await closedBracket([[0, "Norte"]]);
    await drawAndPublish(edition, entries, seedOf(4));
    for (const caller of [h.anon(), teams[0]]) {
      const row = {
        id: entries[0].id,
        edition,
        ...BRACKET,
        first_name: "X",
        last_name: "Y",
        club: "Z",
        nationality: "Portugal",
        team_key: 9,
      };
      assert.ok((await caller.insertInto("drawn_boxers", row)).error, "no insert");
      assert.deepEqual((await caller.patch("drawn_boxers", { id: entries[0].id }, { team_key: 9 })).data ?? [], [], "no update");
    }
    assert.deepEqual(
      (await publicBoxers(h.anon(), edition)).map((b) => [b.id, b.team_key]),
      [[entries[0].id, 1]],
    );
  });
}
