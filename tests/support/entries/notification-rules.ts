/**
 * The teams' notifications (supabase/migrations/*_notifications.sql, docs/cup.md §15): each event worth a message
 * writes exactly one outbox row per team in its change's transaction, a change rolled back writes none, a replayed
 * event none, a kind switched off or a team unsubscribed none; the sender's claim groups a team's rows into one mail,
 * leases it, retries it with a back-off and keeps it once it has failed for good; no API role reads another team's.
 * One suite, run on the embedded backend over REST (tests/backend/notifications.test.ts) and on PostgreSQL 15 with
 * hosted roles (tests/postgres/notifications.test.ts).
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, describe, it } from "node:test";
import { BRACKET, publishedBracket } from "./order-rules";
import { DURING_REGISTRATION, boxer, freshEdition, type Caller, type EntryHarness, type EntryRow } from "./harness";
import { ok, refused } from "./result";

/** A refusal by a constraint or a policy: its message names it. */
function refusedBy(result: { error: { message: string } | null }, name: string): void {
  assert.ok(result.error?.message.includes(name), `expected ${name}: ${JSON.stringify(result.error)}`);
}

type Notification = { id: number; event_id: number; team_id: string; kind: string; entries: string[]; mail_id: string | null };
type Mail = { id: string; team_id: string; status: string; attempts: number; last_error: string | null };
type Claimed = {
  id: string;
  team_id: string;
  locale: string;
  to: string;
  unsubscribe_token: string;
  items: { kind: string; event: string; boxers: { id: string; name: string }[] }[];
};

const THU = "2026-03-26";
/** The clock publishedBracket leaves (order-rules.ts): entries closed, the cup ahead. */
const BEFORE_THE_CUP = "2026-03-20T12:00:00Z";
const FRI = "2026-03-27";

export function notificationRuleTests(name: string, harness: () => EntryHarness): void {
  describe(name, () => notificationRules(harness));
}

function notificationRules(harness: () => EntryHarness): void {
  let h: EntryHarness;
  let service: Caller;
  let organiser: Caller & { id: string };
  let teams: (Caller & { id: string })[];
  before(async () => {
    h = harness();
    service = h.service();
    organiser = await h.organiser();
    teams = [];
    for (let i = 0; i < 5; i++) teams.push(await h.team(`Notified ${i}`, (["en", "pt", "es", undefined, "pt"] as const)[i]));
  });

  /** The outbox rows of `team`, as `caller` reads them. */
  const outbox = async (team: Caller & { id: string }, caller: Caller = service) =>
    ok(await caller.read<Notification>("notifications"))
      .filter((n) => n.team_id === team.id)
      .sort((a, b) => a.id - b.id);
  const kinds = async (team: Caller & { id: string }) => (await outbox(team)).map((n) => n.kind);
  /** Everything due, grouped and leased, as the sender claims it and reads it. */
  const claim = async (lease = 60) => {
    const { mail_ids } = ok(
      await service.post<{ mail_ids: string[] }>("notification_claims", { max_mails: 1000, lease_seconds: lease, settle_seconds: 0 }),
    );
    const outgoing = ok(await service.read<Claimed>("notification_outgoing"));
    return mail_ids.map((id) => outgoing.find((m) => m.id === id)!);
  };
  /** The sender's report of one attempt; answers the mail's state after it. */
  const report = async (mail: string, error: string | null = null) => {
    ok(await service.insertInto("notification_attempts", { mail_id: mail, error }));
    return ok(await service.read<Mail>("notification_mails")).find((m) => m.id === mail)!.status;
  };
  const unsubscribe = (token: string) => h.anon().insertInto("notification_unsubscribes", { token });
  const mine = (claimed: Claimed[], team: Caller & { id: string }) => claimed.filter((m) => m.team_id === team.id);

  it("a desk withdrawal: the withdrawn boxer's team and the promoted boxer's team get one row each, in the same transaction", async () => {
    await h.setNow(DURING_REGISTRATION);
    const edition = await freshEdition(h);
    const entries: EntryRow[] = [];
    // Nine boxers of five teams for eight places: team 3's second boxer waits.
    for (let i = 0; i < 9; i++) entries.push(ok(await teams[i % 5].insert(boxer(edition, { first_name: `N${i}` }))));
    const waiting = entries[8];
    assert.equal(waiting.status, "waiting");
    const before = await Promise.all(teams.map(kinds));
    ok(await organiser.update(entries[0].id, { status: "withdrawn" }));
    const after = await Promise.all(teams.map(kinds));
    assert.deepEqual(
      after.map((k, i) => k.slice(before[i].length)),
      [["entry_changed"], [], [], ["promoted"], []],
    );
    const [promoted] = (await outbox(teams[3])).slice(before[3].length);
    assert.deepEqual(promoted.entries, [waiting.id]);
    assert.equal(promoted.mail_id, null);
    // A team withdrawing its own boxer is not told what it just did.
    ok(await teams[1].update(entries[1].id, { status: "withdrawn" }));
    assert.deepEqual((await kinds(teams[1])).slice(before[1].length), []);
  });

  it("a draw published with two of a team's boxers: one row for that team naming both; results, bouts placed, a walkover: one row per team", async () => {
    const { edition, slots } = await publishedBracket(h, organiser, teams.slice(0, 4), 8);
    // Eight boxers entered by four teams in turn: team 0 has two of them (a junior team's most in one bracket).
    const draw = (await outbox(teams[0])).filter((n) => n.kind === "draw").at(-1)!;
    assert.equal(draw.entries.length, 2);
    const since = await Promise.all(teams.map(async (t) => (await outbox(t)).length));
    ok(
      await organiser.post("bout_order", { edition, ...BRACKET, node: "qf1", day: THU, session: 1, ring: 1, position: 1, bout_number: 1 }),
    );
    ok(await organiser.post("bouts", { edition, ...BRACKET, node: "qf1", winner: slots[0], method: "points" }));
    ok(await organiser.post("bouts", { edition, ...BRACKET, node: "qf2", winner: slots[2], method: "walkover" }));
    const entries = ok(await service.read<EntryRow>("entries"));
    const teamOf = (id: string | null) => entries.find((e) => e.id === id)?.team_id;
    const expected = (node: string, kind: string, sides: (string | null)[]) =>
      [...new Set(sides.map(teamOf))].map((team) => [team, kind, node]);
    const fresh = (await Promise.all(teams.map(async (t, i) => (await outbox(t)).slice(since[i])))).flat();
    const events = ok(await service.read<{ id: number; node: string | null }>("cup_events"));
    const nodeOf = (n: Notification) => events.find((e) => e.id === n.event_id)?.node;
    assert.deepEqual(
      fresh.map((n) => [n.team_id, n.kind, nodeOf(n)]).sort(),
      [
        ...expected("qf1", "schedule", [slots[0], slots[1]]),
        ...expected("qf1", "result", [slots[0], slots[1]]),
        ...expected("qf2", "weigh_in", [slots[2], slots[3]]),
      ].sort(),
    );
    // A move of the placement that changes nothing a coach reads (the position alone) is not worth a message.
    const count = (await Promise.all(teams.map((t) => outbox(t)))).flat().length;
    ok(await organiser.patch("bout_order", { edition, ...BRACKET, node: "qf1" }, { ring: 2 }));
    assert.equal((await Promise.all(teams.map((t) => outbox(t)))).flat().length, count + expected("qf1", "", [slots[0], slots[1]]).length);
  });

  it("a bout's estimated start, computed by the database: a move of more than 30 minutes, its own or another bout's, tells its teams once", async () => {
    const { edition, slots } = await publishedBracket(h, organiser, teams.slice(0, 4), 8);
    const at = (node: string, fields: { session?: number; ring: number; position: number; bout_number: number }) => ({
      edition,
      ...BRACKET,
      node,
      day: THU,
      session: 1,
      ...fields,
    });
    const place = async (rows: ReturnType<typeof at>[]) =>
      ok(await organiser.upsert("bout_order", rows, ["edition", "category", "sex", "weight_class", "node"]));
    const hhmm = (iso: string) => new Date(iso).toISOString().slice(11, 16);
    /** What the site shows: the public view, as anyone reads it. */
    const estimates = async () =>
      Object.fromEntries(
        ok(await h.anon().read<{ edition: number; node: string; starts_at: string }>("bout_estimates"))
          .filter((e) => e.edition === edition)
          .map((e) => [e.node, hhmm(e.starts_at)]),
      );
    type TimeEvent = {
      id: number;
      edition: number;
      kind: string;
      node: string;
      before: { starts_at: string };
      after: { starts_at: string };
    };
    const moved = async () =>
      ok(await service.read<TimeEvent>("cup_events"))
        .filter((e) => e.edition === edition && e.kind === "bout_time_moved")
        .map((e) => `${e.node} ${hhmm(e.before.starts_at)}→${hhmm(e.after.starts_at)}`)
        .sort();
    const counts = async () => Promise.all(teams.map(async (t) => (await outbox(t)).length));

    // Four junior bouts (12 minutes each) in ring 1 of Thursday's first session, from 10:00: the placement gives each its
    // estimate, and its own event (`bout_placed`) tells it.
    await place([1, 2, 3, 4].map((i) => at(`qf${i}`, { ring: 1, position: i, bout_number: i })));
    assert.deepEqual(await estimates(), { qf1: "10:00", qf2: "10:12", qf3: "10:24", qf4: "10:36" });
    assert.deepEqual(await moved(), []);

    // Three bouts moved to ring 2: the fourth, never moved itself but now first in ring 1, starts 36 minutes earlier.
    const before = await counts();
    const moves = [
      at("qf1", { ring: 2, position: 1, bout_number: 1 }),
      at("qf2", { ring: 2, position: 2, bout_number: 2 }),
      at("qf3", { ring: 2, position: 3, bout_number: 3 }),
      at("qf4", { ring: 1, position: 1, bout_number: 4 }),
    ];
    await place(moves);
    assert.deepEqual(await estimates(), { qf1: "10:00", qf2: "10:12", qf3: "10:24", qf4: "10:00" });
    assert.deepEqual(await moved(), ["qf4 10:36→10:00"]);
    const events = ok(await service.read<TimeEvent>("cup_events"));
    const told = (await Promise.all(teams.map(async (t, i) => (await outbox(t)).slice(before[i]))))
      .flat()
      .filter((n) => events.find((e) => e.id === n.event_id)?.kind === "bout_time_moved");
    const entries = ok(await service.read<EntryRow>("entries"));
    const teamOf = (id: string | null) => entries.find((e) => e.id === id)?.team_id;
    assert.deepEqual(
      told.map((n) => [n.team_id, n.kind]).sort(),
      [...new Set([slots[6], slots[7]].map(teamOf))].map((t) => [t, "schedule"]).sort(),
    );
    await place(moves);
    assert.deepEqual(await moved(), ["qf4 10:36→10:00"], "a replayed move tells nothing again");

    // The session's start moved 45 minutes later (the venue's data changed): every bout in it moves, in every ring.
    ok(await service.patch("fight_sessions", { edition, day: THU, session: 1 }, { starts_at: "2026-03-26T10:45:00Z" }));
    assert.deepEqual(await moved(), ["qf1 10:00→10:45", "qf2 10:12→10:57", "qf3 10:24→11:09", "qf4 10:00→10:45", "qf4 10:36→10:00"]);

    // A move of 30 minutes or less tells nothing, even to another session (here starting 20 minutes later).
    ok(await service.patch("fight_sessions", { edition, day: THU, session: 2 }, { starts_at: "2026-03-26T11:05:00Z" }));
    const quiet = await counts();
    await place([at("qf4", { session: 2, ring: 1, position: 1, bout_number: 4 })]);
    assert.deepEqual((await estimates()).qf4, "11:05");
    assert.equal((await moved()).length, 5);
    assert.deepEqual(await counts(), quiet, "nobody hears of a bout 20 minutes later");

    // A result takes its bout out of the count (ring 2 closes up by 12 minutes: nothing to tell). A ring running late
    // starts what is left now, and a session never before its start; the clock alone tells nobody, the next change of
    // the day does.
    ok(await organiser.post("bouts", { edition, ...BRACKET, node: "qf1", winner: slots[0], method: "points" }));
    assert.deepEqual(await estimates(), { qf2: "10:45", qf3: "10:57", qf4: "11:05" });
    await h.setNow("2026-03-26T12:00:00Z");
    assert.deepEqual(await estimates(), { qf2: "12:00", qf3: "12:12", qf4: "12:00" });
    assert.equal((await moved()).length, 5);
    ok(await organiser.post("bouts", { edition, ...BRACKET, node: "qf2", winner: slots[2], method: "points" }));
    assert.deepEqual(await estimates(), { qf3: "12:00", qf4: "12:00" });
    assert.deepEqual(
      (await moved()).filter((m) => m.endsWith("12:00")),
      ["qf3 11:09→12:00", "qf4 10:45→12:00"],
    );

    // A placed bout left a bye (both boxers of the bout below it out at the weigh-in) is done: it has no estimate.
    await place([{ ...at("sf2", { ring: 1, position: 1, bout_number: 1 }), day: FRI }]);
    assert.equal((await estimates()).sf2, "11:00");
    for (const boxer of [slots[4], slots[5]])
      ok(
        await organiser.post("weigh_ins", {
          entry_id: boxer,
          day: "quarterFinals",
          weight_kg: 47,
          fit: false,
          idempotency_key: randomUUID(),
        }),
      );
    assert.equal((await estimates()).sf2, undefined);
    // The estimates are the database's alone: neither a team nor an anonymous caller writes the view.
    for (const caller of [teams[0], h.anon()]) {
      const starts_at = new Date().toISOString();
      assert.ok((await caller.insertInto("bout_estimates", { edition, ...BRACKET, node: "sf1", starts_at })).error, "no insert");
      assert.deepEqual((await caller.patch("bout_estimates", { edition }, { starts_at })).data ?? [], [], "no update");
    }
  });

  it("a weigh-in failed: one row for the boxer's team alone; none again on a replay or a correction that leaves it failed; switched off like the others", async () => {
    const { slots } = await publishedBracket(h, organiser, teams.slice(0, 4), 8);
    const entries = ok(await service.read<EntryRow>("entries"));
    const teamOf = (id: string | null) => teams.find((t) => t.id === entries.find((e) => e.id === id)?.team_id)!;
    const failures = async (team: Caller & { id: string }) => (await outbox(team)).filter((n) => n.kind === "weigh_in_failed");
    const [boxer, opponent] = [slots[0]!, slots[1]!];
    const [team, other] = [teamOf(boxer), teamOf(opponent)];
    const write = { entry_id: boxer, day: "quarterFinals", weight_kg: 48.6, fit: true, idempotency_key: randomUUID() };
    const correct = (fields: Record<string, unknown>) =>
      organiser.patch(
        "weigh_ins",
        { entry_id: boxer, day: "quarterFinals" },
        { idempotency_key: randomUUID(), correction: "scale", ...fields },
      );
    const before = (await failures(team)).length;
    const otherBefore = (await failures(other)).length;

    // 48.6 kg in the 48 kg class: over the limit. The boxer's team hears it (and of the walkover, its own kind).
    ok(await organiser.insertInto("weigh_ins", write));
    const [failed] = (await failures(team)).slice(before);
    assert.deepEqual(failed?.entries, [boxer]);
    const events = ok(await service.read<{ id: number; kind: string; audience: string; after: Record<string, unknown> }>("cup_events"));
    const event = events.find((e) => e.id === failed.event_id)!;
    assert.deepEqual(
      [event.kind, event.audience, event.after.cause, Number(event.after.weight_kg), Number(event.after.max_kg)],
      ["weigh_in_failed", "teams", "over", 48.6, 48],
    );
    if (other.id !== team.id) assert.equal((await failures(other)).length, otherBefore, "the opponent's team is not told the weight");
    assert.ok(!ok(await h.anon().read<{ kind: string }>("cup_events")).some((e) => e.kind === "weigh_in_failed"), "nor the public");

    // A replayed write, and a correction that leaves the boxer over the limit: nothing more.
    ok(await organiser.insertInto("weigh_ins", write));
    ok(await correct({ weight_kg: 48.7 }));
    assert.equal((await failures(team)).length, before + 1);
    // Corrected to within the limit, then found unfit: that is a failure again, told once.
    ok(await correct({ weight_kg: 47.9 }));
    ok(await correct({ weight_kg: 47.9, fit: false }));
    assert.equal((await failures(team)).length, before + 2);

    // A team that switched the kind off hears nothing of its boxer's failure.
    const muted = teamOf(slots.slice(2).find((s) => teamOf(s).id !== team.id)!);
    const mutedBoxer = slots.slice(2).find((s) => teamOf(s).id === muted.id)!;
    // A patch, not an upsert: the team keeps its language (it has settings since its draw's notification).
    assert.equal(ok(await muted.patch("notification_settings", { team_id: muted.id }, { muted: ["weigh_in_failed"] })).length, 1);
    const mutedBefore = (await failures(muted)).length;
    ok(
      await organiser.post("weigh_ins", {
        entry_id: mutedBoxer,
        day: "quarterFinals",
        weight_kg: 47.5,
        fit: false,
        idempotency_key: randomUUID(),
      }),
    );
    assert.equal((await failures(muted)).length, mutedBefore);
    ok(await muted.patch("notification_settings", { team_id: muted.id }, { muted: [] }));
  });

  it("a change rolled back writes no row; a replayed event or a second row for the same event and team adds none", async () => {
    const { edition } = await publishedBracket(h, organiser, teams.slice(0, 4), 8);
    const count = async () => (await Promise.all(teams.map((t) => outbox(t)))).flat().length;
    const before = await count();
    const refusedUpsert = await organiser.upsert(
      "bout_order",
      [
        { edition, ...BRACKET, node: "qf1", day: FRI, session: 1, ring: 1, position: 1, bout_number: 1 },
        { edition, ...BRACKET, node: "qf2", day: FRI, session: 1, ring: 9, position: 1, bout_number: 2 },
      ],
      ["edition", "category", "sex", "weight_class", "node"],
    );
    assert.equal(refusedUpsert.error?.message, "order_ring_not_in_session");
    assert.equal(await count(), before, "the refused statement's events and notifications roll back with it");

    const [row] = (await outbox(teams[0])).slice(-1);
    const concern = ok(await service.read<{ event_id: number; entry_id: string; team_id: string }>("cup_event_teams")).find(
      (c) => c.event_id === row.event_id && c.team_id === teams[0].id,
    )!;
    assert.equal((await service.insertInto("cup_event_teams", concern)).error?.code, "23505", "the event's concern is written once");
    const copy = { event_id: row.event_id, team_id: row.team_id, kind: row.kind, entries: row.entries, created_at: "2026-03-27T10:00:00Z" };
    assert.equal((await service.insertInto("notifications", copy)).error?.code, "23505", "one row per (event, team)");
    assert.equal(await count(), before);
  });

  it("a kind switched off, or a team unsubscribed through its token, writes no row; other teams still get theirs", async () => {
    const [muted, other] = [teams[0], teams[1]];
    ok(await muted.upsert("notification_settings", [{ team_id: muted.id, locale: "en", muted: ["draw"] }], ["team_id"]));
    const beforeMuted = await kinds(muted);
    const beforeOther = await kinds(other);
    await publishedBracket(h, organiser, [muted, other], 4);
    assert.deepEqual((await kinds(muted)).slice(beforeMuted.length), [], "a kind switched off");
    assert.deepEqual((await kinds(other)).slice(beforeOther.length), ["draw"]);
    refusedBy(
      await muted.upsert("notification_settings", [{ team_id: muted.id, locale: "en", muted: ["gossip"] }], ["team_id"]),
      "notification_settings_muted_check",
    );
    ok(await muted.patch("notification_settings", { team_id: muted.id }, { muted: [] }));

    // The token reaches the team only in its mails: claim them, as the sender does.
    const [mail] = mine(await claim(), other);
    assert.match(mail.unsubscribe_token, /^[0-9a-f]{64}$/);
    refused(await unsubscribe("0".repeat(64)), "unsubscribe_token_unknown");
    ok(await unsubscribe(mail.unsubscribe_token));
    const [settings] = ok(await other.read<{ team_id: string; unsubscribed_at: string | null }>("notification_settings"));
    assert.ok(settings.unsubscribed_at, "the token's team is unsubscribed");
    const [mutedSettings] = ok(await muted.read<{ unsubscribed_at: string | null }>("notification_settings"));
    assert.equal(mutedSettings.unsubscribed_at, null, "and no other team");
    const count = (await outbox(other)).length;
    await publishedBracket(h, organiser, [muted, other], 4);
    assert.equal((await outbox(other)).length, count, "an unsubscribed team gets nothing");
    assert.equal((await kinds(muted)).at(-1), "draw");
    ok(await other.patch("notification_settings", { team_id: other.id }, { unsubscribed_at: null }));
  });

  it("the claim: one digest per team in its language, leased once; a failure backs off, the fifth is kept as failed", async () => {
    await claim(); // What earlier tests left pending.
    const [en, pt, es, unsaid] = teams;
    await publishedBracket(h, organiser, teams.slice(0, 4), 8);
    await publishedBracket(h, organiser, teams.slice(0, 4), 4);
    const claimed = await claim();
    for (const [team, locale] of [
      [en, "en"],
      [pt, "pt"],
      [es, "es"],
      [unsaid, "en"],
    ] as const) {
      const mails = mine(claimed, team);
      assert.equal(mails.length, 1, "two draws, one digest");
      assert.equal(mails[0].locale, locale);
      assert.deepEqual(
        mails[0].items.map((i) => i.event),
        ["draw_published", "draw_published"],
      );
    }
    assert.deepEqual(mine(await claim(), en), [], "a leased mail is not claimed twice");
    const mail = mine(claimed, en)[0];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const state = await report(mail.id, `550 attempt ${attempt}`);
      assert.equal(state, attempt < 5 ? "queued" : "failed");
      if (attempt < 5) {
        const again = async () => mine(await claim(0), en).filter((m) => m.id === mail.id);
        assert.deepEqual(await again(), [], "backing off");
        // The back-offs (1, 2, 4, 8 minutes) are over an hour later.
        await h.setNow(new Date(Date.parse(BEFORE_THE_CUP) + attempt * 3_600_000).toISOString());
        assert.equal((await again()).length, 1, `attempt ${attempt + 1} after the back-off`);
      }
    }
    const [failed] = ok(await organiser.read<Mail>("notification_mails")).filter((m) => m.id === mail.id);
    assert.deepEqual([failed.status, failed.attempts, failed.last_error], ["failed", 5, "550 attempt 5"]);
    assert.equal(await report(mine(claimed, pt)[0].id), "sent");
    assert.equal(await report(mine(claimed, pt)[0].id, "421 too late"), "sent", "a report after the mail was sent changes nothing");
  });

  it("a mail whose sender died is claimed again once its lease ends, with the same id", async () => {
    await publishedBracket(h, organiser, teams.slice(0, 2), 2);
    const [first] = mine(await claim(0), teams[0]);
    const [again] = mine(await claim(60), teams[0]);
    assert.equal(again.id, first.id, "the same mail, so the same Message-ID");
    assert.deepEqual(mine(await claim(60), teams[0]), []);
  });

  it("no API role reads another team's rows, writes the outbox or runs the sender's functions", async () => {
    await publishedBracket(h, organiser, teams.slice(0, 2), 2);
    const own = ok(await teams[0].read<Notification>("notifications"));
    assert.ok(own.length > 0 && own.every((n) => n.team_id === teams[0].id));
    assert.ok(ok(await teams[0].read<Mail>("notification_mails")).every((m) => m.team_id === teams[0].id));
    assert.ok(ok(await teams[0].read<{ team_id: string }>("notification_settings")).every((s) => s.team_id === teams[0].id));
    assert.ok((await outbox(teams[1], organiser)).length > 0, "organisers read every team's");
    const anon = h.anon();
    for (const table of ["notifications", "notification_mails", "notification_settings"] as const)
      assert.ok((await anon.read(table)).error, `the public reads no ${table}`);
    for (const caller of [anon, teams[0], organiser]) {
      assert.ok((await caller.insertInto("notification_claims", { settle_seconds: 0 })).error, "only the sender claims");
      assert.ok((await caller.read("notification_outgoing")).error, "only the sender reads the mails' contents and tokens");
      const mail = ok(await service.read<Mail>("notification_mails"))[0];
      assert.ok((await caller.insertInto("notification_attempts", { mail_id: mail.id })).error, "only the sender reports");
      assert.ok(
        (await caller.insertInto("notifications", { event_id: own[0].event_id, team_id: teams[1].id, kind: "draw", entries: [] })).error,
      );
      assert.ok(
        (
          await caller.insertInto("notification_mails", {
            team_id: teams[1].id,
            locale: "en",
            next_attempt_at: "2026-03-27T10:00:00Z",
            created_at: "2026-03-27T10:00:00Z",
          })
        ).error,
      );
    }
    assert.ok((await anon.read("notification_unsubscribes")).error, "an unsubscribe says nothing back");
    refusedBy(await teams[0].insertInto("notification_settings", { team_id: teams[1].id, locale: "pt" }), "notification_settings");
    assert.deepEqual(ok(await teams[0].patch("notification_settings", { team_id: teams[1].id }, { muted: ["draw"] })), []);
  });
}
