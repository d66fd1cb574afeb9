/**
 * The organisers' row-level security (supabase/migrations/*_organisers_desk.sql, docs/decisions.md D53, D56):
 * what an organiser's token may read and change through the REST API, and that a team's token gets nothing
 * beyond its own rows. One suite, run on the embedded backend over HTTP and on PostgreSQL 15 with hosted roles,
 * like the entry rules beside it.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import {
  CLOSES_AT,
  DURING_REGISTRATION,
  boxer,
  freshEdition,
  type Caller,
  type EntryHarness,
  type EntryRow,
  type Organiser,
} from "./harness";
import { ok } from "./result";

type Profile = { user_id: string; team_name: string; is_organiser: boolean };
type Change = {
  entry_id: string;
  team_id: string;
  operation: string;
  reason: string;
  actor_id: string | null;
  actor_kind: string;
  cause_id: number | null;
};

const ofEdition = (rows: EntryRow[], edition: number) => rows.filter((e) => e.edition === edition);
const names = (rows: { first_name: string }[]) => rows.map((e) => e.first_name).sort();

export function deskRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => deskRules(harness));
}

function deskRules(harness: () => EntryHarness): void {
  let h: EntryHarness;
  let service: Caller;
  before(async () => {
    h = harness();
    service = h.service();
    await h.setNow(DURING_REGISTRATION);
  });

  async function twoTeams() {
    const edition = await freshEdition(h);
    const [a, b] = await Promise.all([h.team("Desk A"), h.team("Desk B")]);
    const aEntry = ok(await a.insert(boxer(edition, { first_name: "Alpha" })));
    const bEntry = ok(await b.insert(boxer(edition, { first_name: "Bravo", weight_class: "50" })));
    return { edition, a, b, aEntry, bEntry };
  }

  describe("reading", () => {
    it("an organiser reads every team's entries, profiles and change log lines", async () => {
      const { edition, a, b, aEntry, bEntry } = await twoTeams();
      const organiser = await h.organiser();
      assert.deepEqual(names(ofEdition(ok(await organiser.read("entries")), edition)), ["Alpha", "Bravo"]);
      const profiles = ok(await organiser.read<Profile>("user_profiles"));
      for (const team of [a, b])
        assert.ok(
          profiles.some((p) => p.user_id === team.id && !p.is_organiser),
          `profile of ${team.id}`,
        );
      assert.ok(
        profiles.some((p) => p.user_id === organiser.id && p.is_organiser),
        "an organiser's own profile is flagged",
      );
      const log = ok(await organiser.read<Change>("entry_changes")).map((c) => c.entry_id);
      assert.ok(log.includes(aEntry.id) && log.includes(bEntry.id));
    });

    it("a team's token reads only its own entries, profile and log lines, and sees no organiser", async () => {
      const { edition, a, aEntry } = await twoTeams();
      await h.organiser();
      assert.deepEqual(names(ofEdition(ok(await a.read("entries")), edition)), ["Alpha"]);
      assert.deepEqual(
        ok(await a.read<Profile>("user_profiles")).map((p) => p.user_id),
        [a.id],
      );
      const log = ok(await a.read<Change>("entry_changes"));
      assert.ok(log.length > 0 && log.every((c) => c.team_id === a.id), "only its own lines");
      assert.ok(log.some((c) => c.entry_id === aEntry.id));
    });
  });

  describe("writing on a team's behalf", () => {
    it("an organiser withdraws a boxer: the first waiting one takes the place, and the log names the organiser", async () => {
      const edition = await freshEdition(h);
      const teams = await Promise.all(Array.from({ length: 5 }, (_, i) => h.team(`Desk W${i}`)));
      const ids: string[] = [];
      for (let i = 0; i < 9; i++) ids.push(ok(await teams[i % 5].insert(boxer(edition, { first_name: `W${i}` }))).id);
      const organiser = await h.organiser();
      const [withdrawn] = ok(await organiser.update(ids[3], { status: "withdrawn" }));
      assert.equal(withdrawn.status, "withdrawn");
      const stored = ofEdition(ok(await service.read("entries")), edition);
      assert.equal(stored.find((e) => e.id === ids[8])?.status, "entered", "W8 promoted");
      const log = ok(await service.read<Change & { id: number }>("entry_changes"));
      const lines = log.filter((c) => c.entry_id === ids[3] && c.operation === "update");
      assert.deepEqual(
        lines.map((c) => [c.reason, c.actor_kind, c.actor_id]),
        [["request", "organiser", organiser.id]],
      );
      const promotion = log.filter((c) => c.entry_id === ids[8] && c.reason === "queue");
      assert.deepEqual(
        promotion.map((c) => [c.actor_kind, c.actor_id, c.cause_id]),
        [["cup", null, lines[0].id]],
        "the promotion is the cup's, caused by the organiser's withdrawal",
      );
    });

    it("an organiser moves a boxer under the same rules (the team's limit holds), and after the deadline too", async () => {
      const edition = await freshEdition(h);
      const team = await h.team("Desk Mover");
      const x = ok(await team.insert(boxer(edition, { first_name: "X", weight_class: "50" })));
      ok(await team.insert(boxer(edition, { first_name: "Y", weight_class: "50" })));
      const z = ok(await team.insert(boxer(edition, { first_name: "Z" })));
      const organiser = await h.organiser();
      const refused = await organiser.update(z.id, { weight_class: "50" });
      assert.equal(refused.error?.message, "team_bracket_limit", "two per team and bracket, whoever asks");
      assert.equal(ofEdition(ok(await service.read("entries")), edition).find((e) => e.id === z.id)?.weight_class, "48");

      await h.setNow(CLOSES_AT);
      try {
        assert.equal((await team.update(x.id, { weight_class: "52" })).error?.message, "registration_closed");
        const [moved] = ok(await organiser.update(x.id, { weight_class: "52" }));
        assert.deepEqual([moved.weight_class, moved.status], ["52", "entered"]);
      } finally {
        await h.setNow(DURING_REGISTRATION);
      }
    });

    it("an organiser enters nobody, for a team or under their own account, before or after the deadline, and deletes nothing", async () => {
      const { edition, b, bEntry } = await twoTeams();
      const organiser = await h.organiser();
      const forB = await organiser.insertInto("entries", { ...boxer(edition), team_id: b.id });
      assert.equal(forB.error?.code, "42501");
      try {
        for (const instant of [DURING_REGISTRATION, CLOSES_AT]) {
          await h.setNow(instant);
          const own = await organiser.insert(boxer(edition, { first_name: "Organiser's own", weight_class: "52" }));
          assert.equal(own.error?.code, "42501", `${instant}: ${JSON.stringify(own.data ?? own.error)}`);
          assert.match(own.error?.message ?? "", /row-level security/);
        }
      } finally {
        await h.setNow(DURING_REGISTRATION);
      }
      const removed = await organiser.remove(bEntry.id);
      assert.equal(removed.error?.code, "42501");
      const stored = ofEdition(ok(await service.read("entries")), edition);
      assert.ok(stored.some((e) => e.id === bEntry.id));
      assert.deepEqual(names(stored), ["Alpha", "Bravo"], "nothing entered by the organiser");
    });

    it("a team's token withdraws or moves no other team's entry (the organisers' policy does not apply to it)", async () => {
      const { edition, a, bEntry } = await twoTeams();
      for (const patch of [{ status: "withdrawn" }, { weight_class: "52" }, { first_name: "Hijacked" }]) {
        const result = await a.update(bEntry.id, patch);
        assert.deepEqual(result.data ?? [], [], `${JSON.stringify(patch)} changed nothing visible`);
      }
      const stored = ofEdition(ok(await service.read("entries")), edition).find((e) => e.id === bEntry.id);
      assert.deepEqual([stored?.status, stored?.weight_class, stored?.first_name], ["entered", "50", "Bravo"]);
    });
  });

  // An access token stays validly signed for its hour whatever happens to the session it names (D63).
  describe("when an organiser's rights end before its token does", () => {
    for (const [how, end] of [
      ["signs out", (organiser: Organiser) => organiser.signOut()],
      ["loses the role", (organiser: Organiser) => organiser.revoke()],
    ] as const) {
      it(`an organiser who ${how} reads and changes, with the same unexpired token, only what a team would`, async () => {
        const { edition, a, b, bEntry } = await twoTeams();
        const organiser = await h.organiser();
        // While the session lives and the role stays, the token is the desk's.
        assert.deepEqual(names(ofEdition(ok(await organiser.read("entries")), edition)), ["Alpha", "Bravo"]);
        const profiles = ok(await organiser.read<Profile>("user_profiles")).map((p) => p.user_id);
        assert.ok(profiles.includes(a.id) && profiles.includes(b.id), "every team's profile");
        assert.ok(
          ok(await organiser.read<Change>("entry_changes")).some((c) => c.entry_id === bEntry.id),
          "the whole log",
        );

        await end(organiser);
        assert.deepEqual(ofEdition(ok(await organiser.read("entries")), edition), []);
        assert.deepEqual(
          ok(await organiser.read<Profile>("user_profiles")).map((p) => p.user_id),
          [organiser.id],
        );
        assert.deepEqual(ok(await organiser.read<Change>("entry_changes")), []);
        assert.deepEqual(ok(await organiser.read("draw_changes")), []);
        assert.deepEqual((await organiser.update(bEntry.id, { status: "withdrawn" })).data ?? [], [], "no withdrawal");
        const stored = ofEdition(ok(await service.read("entries")), edition).find((e) => e.id === bEntry.id);
        assert.equal(stored?.status, "entered");
      });
    }
  });
}
