/**
 * The cup's entry rules (docs/cup.md §5), held by the database whatever the client: one suite, run against the
 * embedded backend over HTTP and against PostgreSQL 15 with hosted roles. Each test reads back what the
 * tables hold, so a refusal that silently wrote something, or an answer that wrote nothing, both fail.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { categories } from "../../../lib/content/categories";
import { categoriesForBirthYear } from "../../../lib/cup/category";
import { RECORD_BOOK_SEPARATORS, normaliseRecordBook } from "../../../lib/validation/record-book";
import {
  CLOSES_AT,
  DURING_REGISTRATION,
  boxer,
  freshEdition,
  type Caller,
  type ChangeRow,
  type EntryHarness,
  type EntryRow,
  type Result,
} from "./harness";
import { ok } from "./result";

/** The refusal's code and message (the stable key the app translates). */
function refused(result: Result<unknown>, code: string, message: string | RegExp): void {
  assert.equal(result.data === null || (Array.isArray(result.data) && result.data.length === 0), true, "nothing returned");
  assert.ok(result.error, `expected a refusal ${code} ${message}, got ${JSON.stringify(result.data)}`);
  assert.equal(result.error.code, code, result.error.message);
  if (typeof message === "string") assert.equal(result.error.message, message);
  else assert.match(result.error.message, message);
}

/** The bracket's active queue as the service reads it: `name:status[position]` in queue order. */
async function queue(service: Caller, edition: number, weightClass = "48", category = "junior", sex = "F"): Promise<string[]> {
  const rows = ok(await service.read("entries")).filter(
    (e) => e.edition === edition && e.category === category && e.sex === sex && e.weight_class === weightClass && e.status !== "withdrawn",
  );
  return rows.sort((a, b) => a.queue_place - b.queue_place).map((e) => `${e.first_name}:${e.status}${e.waiting_position ?? ""}`);
}

async function stored(service: Caller, id: string): Promise<EntryRow | undefined> {
  return ok(await service.read("entries")).find((e) => e.id === id);
}

export function entryRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => entryRules(harness));
}

function entryRules(harness: () => EntryHarness): void {
  let h: EntryHarness;
  let service: Caller;
  before(async () => {
    h = harness();
    service = h.service();
    await h.setNow(DURING_REGISTRATION);
  });

  describe("a boxer entry", () => {
    it("stores trimmed names in any script, the club defaulting to the team's name, and the category from the birth year", async () => {
      const edition = await freshEdition(h);
      const team = await h.team("Clube Ring Norte");
      const names: [string, string, string][] = [
        ["  Łukasz ", "Żółć", "48"],
        ["李", "小龙", "50"],
        ["أحمد", "Ñúñez-O'Brien", "52"],
      ];
      for (const [first, last, weight] of names) {
        const entry = ok(await team.insert(boxer(edition, { first_name: first, last_name: last, weight_class: weight })));
        assert.deepEqual(
          [entry.first_name, entry.last_name, entry.club, entry.category, entry.team_id],
          [first.trim(), last, "Clube Ring Norte", "junior", team.id],
        );
      }
    });

    it("refuses names and clubs that are blank or too long, a sex other than F or M, an unlisted nationality", async () => {
      const edition = await freshEdition(h);
      const team = await h.team();
      const cases: [Record<string, unknown>, string, string | RegExp][] = [
        [{ first_name: "   " }, "23514", /entries_first_name_check/],
        [{ first_name: "x".repeat(61) }, "23514", /entries_first_name_check/],
        [{ last_name: "x".repeat(61) }, "23514", /entries_last_name_check/],
        [{ first_name: "Tab\tbed" }, "23514", /entries_first_name_check/],
        [{ club: "c".repeat(81) }, "23514", /entries_club_check/],
        [{ sex: "X" }, "23514", /entries_sex_check/],
        [{ nationality: "Atlantis" }, "P0001", "nationality_not_listed"],
        [{ record_book: "RB 1; drop" }, "23514", /entries_record_book_check/],
        [{ record_book: "R".repeat(31) }, "23514", /entries_record_book_check/],
        [{ birth_date: null }, "23502", /birth_date/],
      ];
      for (const [change, code, message] of cases) refused(await team.insert(boxer(edition, change)), code, message);
      assert.ok(ok(await team.insert(boxer(edition, { first_name: "x".repeat(60), club: "c".repeat(80) }))));
      assert.equal(ok(await team.read("entries")).filter((e) => e.edition === edition).length, 1);
    });
  });

  describe("the category and the weight class", () => {
    it("agree with lib/cup for every band edge: out-of-band years refused, senior or elite chosen by the team", async () => {
      const edition = await freshEdition(h);
      const team = await h.team();
      for (const year of [1985, 1986, 2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014]) {
        const allowed = categoriesForBirthYear(year).map((c) => c.key);
        // A class no category has: a refusal that names the class proves the category itself was accepted.
        for (const key of categories.map((c) => c.key)) {
          const probe = await team.insert(boxer(edition, { birth_date: `${year}-06-15`, category: key, weight_class: "none" }));
          const expected =
            allowed.length === 0
              ? "birth_year_out_of_range"
              : allowed.includes(key)
                ? "weight_class_not_offered"
                : "category_birth_year_mismatch";
          refused(probe, "P0001", expected);
        }
        const chosenByNobody = await team.insert(boxer(edition, { birth_date: `${year}-06-15`, weight_class: "none" }));
        refused(
          chosenByNobody,
          "P0001",
          allowed.length === 0 ? "birth_year_out_of_range" : allowed.length > 1 ? "category_choice_required" : "weight_class_not_offered",
        );
      }
      const senior = ok(
        await team.insert(boxer(edition, { birth_date: "1995-02-03", category: "senior", sex: "M", weight_class: "63.5" })),
      );
      assert.equal(senior.category, "senior");
      const refusal = await team.insert(boxer(edition, { birth_date: "1970-01-01" }));
      refused(refusal, "P0001", "birth_year_out_of_range");
      assert.match(refusal.error?.details ?? "", /born in 1970/, "the detail says why, in English");
    });

    it("takes only the classes of the category and sex", async () => {
      const edition = await freshEdition(h);
      const team = await h.team();
      refused(
        await team.insert(boxer(edition, { sex: "M", birth_date: "1999-01-01", category: "elite", weight_class: "50" })),
        "P0001",
        "weight_class_not_offered",
      );
      refused(
        await team.insert(boxer(edition, { sex: "F", birth_date: "1999-01-01", category: "elite", weight_class: "51" })),
        "P0001",
        "weight_class_not_offered",
      );
      refused(await team.insert(boxer(edition, { weight_class: "36" })), "P0001", "weight_class_not_offered");
      ok(await team.insert(boxer(edition, { sex: "F", birth_date: "1999-01-01", category: "elite", weight_class: "+81" })));
    });
  });

  describe("brackets of 8 and the waiting list", () => {
    it("enters the first 8, queues the rest in order, and lets the first waiting boxer in when an entered one withdraws", async () => {
      const edition = await freshEdition(h);
      const teams = await Promise.all(Array.from({ length: 6 }, (_, i) => h.team(`Queue ${i}`)));
      const ids: string[] = [];
      for (let i = 0; i < 11; i++) ids.push(ok(await teams[i % 6].insert(boxer(edition, { first_name: `B${i}` }))).id);
      assert.deepEqual(await queue(service, edition), [
        ...Array.from({ length: 8 }, (_, i) => `B${i}:entered`),
        "B8:waiting1",
        "B9:waiting2",
        "B10:waiting3",
      ]);
      const withdrawn = ok(await teams[2].update(ids[2], { status: "withdrawn" }));
      assert.equal(withdrawn[0]?.status, "withdrawn");
      assert.deepEqual((await queue(service, edition)).slice(7), ["B8:entered", "B9:waiting1", "B10:waiting2"]);
      // A waiting boxer who withdraws moves the ones behind up.
      ok(await teams[3].update(ids[9], { status: "withdrawn" }));
      assert.deepEqual((await queue(service, edition)).slice(7), ["B8:entered", "B10:waiting1"]);
      type Places = { edition: number; category: string; sex: string; code: string; entered: number; waiting: number };
      const bracket = ok(await teams[0].read<Places>("bracket_places")).find(
        (w) => w.edition === edition && w.category === "junior" && w.sex === "F" && w.code === "48",
      );
      assert.deepEqual([bracket?.entered, bracket?.waiting], [8, 1], "places taken and waiting, readable by every team");
    });

    it("a move to another bracket joins the end of its queue; an edit that stays keeps the place", async () => {
      const edition = await freshEdition(h);
      const teams = await Promise.all(Array.from({ length: 5 }, (_, i) => h.team(`Move ${i}`)));
      const ids: string[] = [];
      for (let i = 0; i < 9; i++) ids.push(ok(await teams[i % 5].insert(boxer(edition, { first_name: `M${i}` }))).id);
      for (let i = 0; i < 2; i++) ok(await teams[i].insert(boxer(edition, { first_name: `N${i}`, weight_class: "50" })));
      const renamed = ok(await teams[1].update(ids[1], { first_name: "M1 renamed", record_book: "NEW 1" }))[0];
      assert.equal(renamed.status, "entered");
      assert.deepEqual((await queue(service, edition)).slice(0, 2), ["M0:entered", "M1 renamed:entered"]);
      // M0 moves to 50 kg: it is third there, and the first waiting boxer of 48 kg takes its place.
      const moved = ok(await teams[0].update(ids[0], { weight_class: "50" }))[0];
      assert.deepEqual([moved.weight_class, moved.status], ["50", "entered"]);
      assert.deepEqual(await queue(service, edition, "50"), ["N0:entered", "N1:entered", "M0:entered"]);
      assert.equal((await queue(service, edition)).at(-1), "M8:entered");
      // A new birth year in another category is a move too (a null category is derived again from the year).
      refused(await teams[2].update(ids[2], { birth_date: "2008-03-03" }), "P0001", "category_birth_year_mismatch");
      const older = ok(await teams[2].update(ids[2], { birth_date: "2008-03-03", category: null }))[0];
      assert.deepEqual([older.category, older.weight_class], ["youth", "48"]);
    });
  });

  describe("per-team limit", () => {
    it("holds a team to 2 boxers per bracket and 1 in elite; withdrawn entries do not count; moves are checked too", async () => {
      const edition = await freshEdition(h);
      const team = await h.team();
      const first = ok(await team.insert(boxer(edition)));
      ok(await team.insert(boxer(edition)));
      const third = await team.insert(boxer(edition));
      refused(third, "P0001", "team_bracket_limit");
      assert.match(third.error?.details ?? "", /2 boxer/);
      const elite = { birth_date: "1990-01-01", category: "elite", sex: "M", weight_class: "75" };
      ok(await team.insert(boxer(edition, elite)));
      refused(await team.insert(boxer(edition, elite)), "P0001", "team_bracket_limit");
      const other = ok(await team.insert(boxer(edition, { weight_class: "50" })));
      refused(await team.update(other.id, { weight_class: "48" }), "P0001", "team_bracket_limit");
      ok(await team.update(first.id, { status: "withdrawn" }));
      ok(await team.update(other.id, { weight_class: "48" }));
      // Another team is not limited by this one.
      ok(await (await h.team()).insert(boxer(edition, elite)));
    });
  });

  describe("record-book numbers", () => {
    it("are entered once per edition across all teams, case and spaces ignored, and free again once withdrawn", async () => {
      const edition = await freshEdition(h);
      const [alpha, beta] = [await h.team(), await h.team()];
      const number = `Por ${process.pid} 77`;
      const entry = ok(await alpha.insert(boxer(edition, { record_book: number })));
      for (const variant of [number.toUpperCase(), number.replace(/ /g, ""), ` ${number.toLowerCase()} `]) {
        const duplicate = await beta.insert(boxer(edition, { record_book: variant, weight_class: "52" }));
        refused(duplicate, "23505", /entries_record_book_unique/);
        assert.equal(duplicate.error?.details, null, "row-level security keeps the other team's key out of the detail");
      }
      const changed = ok(await beta.insert(boxer(edition, { weight_class: "52" })));
      refused(await beta.update(changed.id, { record_book: number.toUpperCase() }), "23505", /entries_record_book_unique/);
      ok(await (await h.team()).insert(boxer(await freshEdition(h), { record_book: number })));
      ok(await alpha.update(entry.id, { status: "withdrawn" }));
      ok(await beta.insert(boxer(edition, { record_book: number.replace(/ /g, "") })));
    });

    it("tell another team nothing through a bad nationality: the refusal is the same whether the number is taken or free", async () => {
      const edition = await freshEdition(h);
      const [alpha, beta] = [await h.team(), await h.team()];
      const taken = `Taken ${process.pid}`;
      ok(await alpha.insert(boxer(edition, { record_book: taken })));
      const own = ok(await beta.insert(boxer(edition, { weight_class: "52" })));
      const probes = {
        "insert, number taken": await beta.insert(boxer(edition, { record_book: taken, nationality: "Atlantis" })),
        "insert, number free": await beta.insert(boxer(edition, { record_book: `Free ${process.pid}`, nationality: "Atlantis" })),
        "update, number taken": await beta.update(own.id, { record_book: taken, nationality: "Atlantis" }),
        "update, number free": await beta.update(own.id, { record_book: `Free ${process.pid}`, nationality: "Atlantis" }),
      };
      for (const [label, probe] of Object.entries(probes)) {
        refused(probe, "P0001", "nationality_not_listed");
        assert.deepEqual(probe.error, probes["insert, number free"].error, label);
      }
      assert.deepEqual(
        ok(await service.read("entries"))
          .filter((e) => e.edition === edition)
          .map((e) => e.record_book)
          .sort(),
        [taken, own.record_book].sort(),
        "nothing written",
      );
    });

    it("are stored as a copy from a PDF would mean them: every Unicode space, invisible character and typographic separator normalised", async () => {
      const edition = await freshEdition(h);
      const [alpha, beta] = [await h.team(), await h.team()];
      // No-break spaces around, a narrow no-break space inside, a non-breaking hyphen, a zero-width space.
      const pasted = `\u00a0PT\u202f${process.pid}\u2011\u200b77\u00a0`;
      const entry = ok(await alpha.insert(boxer(edition, { record_book: pasted })));
      assert.equal(entry.record_book, `PT ${process.pid}-77`);
      assert.equal((await stored(service, entry.id))?.record_book, `PT ${process.pid}-77`);
      // The same number with other separators is the same number (entries_record_book_unique).
      refused(
        await beta.insert(boxer(edition, { record_book: `pt\u2009${process.pid}\u2013\u00ad77`, weight_class: "52" })),
        "23505",
        /entries_record_book_unique/,
      );
      // Each character the form normalises (lib/validation/record-book.ts) the database normalises the same way.
      for (const [character, replacement] of RECORD_BOOK_SEPARATORS) {
        const [row] = ok(await alpha.update(entry.id, { record_book: `A${character}${process.pid}` }));
        assert.equal(row.record_book, `A${replacement}${process.pid}`, `U+${character.codePointAt(0)!.toString(16).padStart(4, "0")}`);
        assert.equal(row.record_book, normaliseRecordBook(`A${character}${process.pid}`));
      }
      // What is not a separator is still refused.
      refused(await alpha.update(entry.id, { record_book: "A;1" }), "23514", /entries_record_book_check/);
    });
  });

  describe("the deadline", () => {
    it("refuses every team write from the end of the deadline day, Lisbon time, and binds neither organisers nor the service", async () => {
      const edition = await freshEdition(h);
      const team = await h.team();
      const organiser = await h.organiser();
      const entry = ok(await team.insert(boxer(edition)));
      try {
        await h.setNow(new Date(Date.parse(CLOSES_AT) - 1000).toISOString());
        ok(await team.update(entry.id, { first_name: "Last second" }));
        await h.setNow(CLOSES_AT);
        const late = await team.insert(boxer(edition));
        refused(late, "P0001", "registration_closed");
        refused(await team.update(entry.id, { first_name: "Too late" }), "P0001", "registration_closed");
        refused(await team.update(entry.id, { status: "withdrawn" }), "P0001", "registration_closed");
        assert.equal((await stored(service, entry.id))?.first_name, "Last second");
        // The service, and organisers (they act at the entries check, after the deadline), are not bound. The
        // organisers change the teams' rows through the desk's policies (tests/support/entries/desk-rules.ts).
        ok(await service.insert(boxer(edition, { team_id: team.id, first_name: "By the service" })));
        ok(await organiser.update(entry.id, { first_name: "Checked in" }));
        assert.equal((await stored(service, entry.id))?.first_name, "Checked in");
      } finally {
        await h.setNow(DURING_REGISTRATION);
      }
    });
  });

  describe("who may read and write", () => {
    it("a team reads and changes only its own entries, and cannot write another team's id, the status or the queue", async () => {
      const edition = await freshEdition(h);
      const [alpha, beta] = [await h.team(), await h.team()];
      const theirs = ok(await beta.insert(boxer(edition)));
      const mine = ok(await alpha.insert(boxer(edition, { weight_class: "50" })));
      assert.deepEqual(
        ok(await alpha.read("entries")).map((e) => e.id),
        [mine.id],
      );
      assert.deepEqual(ok(await alpha.update(theirs.id, { first_name: "Hijacked" })), []);
      assert.deepEqual(ok(await alpha.update(theirs.id, { status: "withdrawn" })), []);
      assert.equal((await stored(service, theirs.id))?.first_name, "Ana");
      refused(await alpha.insert(boxer(edition, { team_id: beta.id })), "42501", /permission denied/);
      refused(await alpha.update(mine.id, { team_id: beta.id }), "42501", /permission denied/);
      refused(await alpha.update(mine.id, { queue_place: 0 }), "42501", /permission denied/);
      refused(await alpha.update(mine.id, { status: "waiting" }), "P0001", "status_not_writable");
      refused(await alpha.remove(mine.id), "42501", /permission denied/);
      assert.equal((await stored(service, mine.id))?.status, "entered");
    });

    it("a withdrawal is final and sets the status alone", async () => {
      const edition = await freshEdition(h);
      const team = await h.team();
      const entry = ok(await team.insert(boxer(edition)));
      refused(await team.update(entry.id, { status: "withdrawn", first_name: "Renamed" }), "P0001", "withdrawal_changes_nothing_else");
      ok(await team.update(entry.id, { status: "withdrawn" }));
      refused(await team.update(entry.id, { first_name: "Back" }), "P0001", "withdrawn_is_final");
      refused(await team.update(entry.id, { status: "withdrawn" }), "P0001", "withdrawn_is_final");
      const row = await stored(service, entry.id);
      assert.deepEqual([row?.status, row?.waiting_position, typeof row?.withdrawn_at], ["withdrawn", null, "string"]);
    });

    it("anonymous callers get nothing and write nothing; nobody writes the edition's data or the log through the API", async () => {
      const edition = await freshEdition(h);
      const team = await h.team();
      const anon = h.anon();
      for (const table of ["entries", "entry_changes", "editions", "categories", "weight_classes", "bracket_places"] as const) {
        refused(await anon.read(table), "42501", /permission denied/);
        assert.ok(ok(await team.read(table)));
      }
      refused(await anon.insert(boxer(edition)), "42501", /permission denied/);
      assert.ok(ok(await team.read("weight_classes")).length >= 129, "the edition's brackets are readable by teams");
      refused(
        await team.insertInto("editions", {
          year: 2998,
          time_zone: "UTC",
          registration_deadline: "2998-01-01",
          registration_closes_at: "2998-01-02T00:00:00Z",
          bracket_size: 8,
        }),
        "42501",
        /permission denied/,
      );
      refused(await team.insertInto("entry_changes", { entry_id: crypto.randomUUID() }), "42501", /permission denied/);
    });
  });

  describe("the change log", () => {
    it("records every change with who, when and what, including the promotions the queue made, and shows a team its own lines only", async () => {
      const edition = await freshEdition(h);
      const teams = await Promise.all(Array.from({ length: 5 }, (_, i) => h.team(`Log ${i}`)));
      const ids: string[] = [];
      for (let i = 0; i < 9; i++) ids.push(ok(await teams[i % 5].insert(boxer(edition, { first_name: `L${i}` }))).id);
      ok(await teams[0].update(ids[0], { status: "withdrawn" }));
      const log = ok(await service.read<{ entry_id: string } & Record<string, unknown>>("entry_changes")).filter((c) =>
        ids.includes(c.entry_id),
      );
      const lines = log.map(
        (c) => `${c.operation}/${c.reason}/${c.actor_kind}/${c.entry_id === ids[0] ? "L0" : c.entry_id === ids[8] ? "L8" : "x"}`,
      );
      assert.equal(lines.filter((l) => l.startsWith("insert/request/team")).length, 9);
      assert.ok(lines.includes("update/request/team/L0"), lines.join(" "));
      assert.ok(lines.includes("update/queue/cup/L8"), "the promotion is recorded as the cup's");
      const withdrawal = log.find((c) => c.entry_id === ids[0] && c.operation === "update") as Record<
        string,
        Record<string, unknown> | string
      >;
      assert.equal(withdrawal.actor_id, teams[0].id);
      assert.deepEqual(
        [(withdrawal.before as Record<string, unknown>).status, (withdrawal.after as Record<string, unknown>).status],
        ["entered", "withdrawn"],
      );
      assert.equal(Date.parse(String(withdrawal.changed_at)) < Date.parse(CLOSES_AT), true, "stamped by cup.now(), the cup's clock");
      const own = ok(await teams[1].read<{ team_id: string }>("entry_changes"));
      assert.ok(own.length >= 2 && own.every((c) => c.team_id === teams[1].id));
    });

    it("a promotion is the cup's doing: the promoted boxer's team reads no trace of the team whose withdrawal freed the place", async () => {
      const edition = await freshEdition(h);
      const teams = await Promise.all(Array.from({ length: 5 }, (_, i) => h.team(`Cause ${i}`)));
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) ids.push(ok(await teams[i % 5].insert(boxer(edition, { first_name: `C${i}` }))).id);
      // C8 (team 3) and C9 (team 4) wait; team 0 withdraws C0: C8 is entered, C9 moves up to first in line.
      ok(await teams[0].update(ids[0], { status: "withdrawn" }));
      const all = ok(await service.read<ChangeRow & { id: number }>("entry_changes")).filter((c) => ids.includes(c.entry_id));
      const withdrawal = all.find((c) => c.entry_id === ids[0] && c.operation === "update")!;
      assert.deepEqual([withdrawal.reason, withdrawal.actor_kind, withdrawal.actor_id], ["request", "team", teams[0].id]);
      const queued = all.filter((c) => c.reason === "queue");
      assert.deepEqual(
        queued.map((c) => [c.entry_id, c.after?.status, c.actor_kind, c.actor_id, c.cause_id]).sort(),
        [
          [ids[8], "entered", "cup", null, withdrawal.id],
          [ids[9], "waiting", "cup", null, withdrawal.id],
        ].sort(),
      );
      for (const [team, entry] of [
        [teams[3], ids[8]],
        [teams[4], ids[9]],
      ] as const) {
        const seen = ok(await team.read<ChangeRow>("entry_changes")).filter((c) => c.entry_id === entry);
        assert.ok(
          seen.some((c) => c.reason === "queue"),
          "the team reads its own promotion",
        );
        assert.ok(!JSON.stringify(seen).includes(teams[0].id), "nothing of the withdrawing team's account");
        assert.ok(!JSON.stringify(seen).includes(ids[0]), "nor of its entry");
      }
    });
  });
}
