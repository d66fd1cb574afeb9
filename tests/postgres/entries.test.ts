/**
 * The entry rules on PostgreSQL 15 with hosted roles (the migrations applied by `supabase db push` as the
 * non-superuser `postgres`); and what only real connections show: the last-place race with 50 of them, a team's
 * limit and a withdrawal under concurrent requests, and a team's UPDATE that PostgREST's filters would not hedge.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type pg from "pg";
import { DURING_REGISTRATION, boxer, freshEdition } from "../support/entries/harness";
import { entryRuleTests } from "../support/entries/rules";
import { pushMigrations, startCluster, type Cluster } from "./cluster";
import { postgresHarness } from "./entry-harness";

const RACERS = 50;

/** Opens a transaction on `db` signed in as the team, as PostgREST runs a request. */
async function signIn(db: pg.Client, teamId: string): Promise<void> {
  await db.query("begin");
  await db.query("set local role authenticated");
  await db.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: teamId, role: "authenticated" })]);
}

/** The team's INSERT of one boxer, in the transaction open on `db`. */
async function insertBoxer(db: pg.Client, row: Record<string, unknown>): Promise<void> {
  await db.query(
    `insert into public.entries (edition, first_name, last_name, sex, birth_date, weight_class, record_book, nationality, category)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.edition,
      row.first_name,
      row.last_name,
      row.sex,
      row.birth_date,
      row.weight_class,
      row.record_book,
      row.nationality,
      row.category ?? null,
    ],
  );
}

/**
 * Waits until each statement has either finished or is waiting for a lock another transaction holds, so that the
 * races below commit in a fixed order: with the bracket lock a statement waits for it, without it the statement
 * runs ahead on what it can see. A missing lock then fails every run, not only when the scheduler interleaves it.
 */
async function settledOrBlocked(owner: pg.Client, pids: number[], statements: Promise<unknown>[]): Promise<void> {
  const done = new Set<number>();
  statements.forEach(
    (statement, i) =>
      void statement.then(
        () => done.add(i),
        () => done.add(i),
      ),
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await owner.query<{ blocked: boolean[] }>(
      "select array_agg(cardinality(pg_blocking_pids(pid)) > 0 order by ord) as blocked from unnest($1::int[]) with ordinality as p(pid, ord)",
      [pids],
    );
    if (rows[0].blocked.every((blocked, i) => blocked || done.has(i))) return;
    assert.ok(Date.now() < deadline, "the statements neither finished nor waited for a lock within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pidOf = async (db: pg.Client) => (await db.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid;

let cluster: Cluster;
const clients = {} as { api: pg.Client; gotrue: pg.Client; owner: pg.Client };

before(async () => {
  cluster = await startCluster();
  await pushMigrations(cluster);
  [clients.api, clients.gotrue, clients.owner] = await Promise.all([
    cluster.connect("authenticator"),
    cluster.connect("supabase_auth_admin"),
    cluster.connect("postgres"),
  ]);
});
after(async () => {
  await Promise.all(Object.values(clients).map((client) => client?.end()));
  await cluster?.stop();
});

// First in the file, while the table holds only its two entries: were the policy loosened, the statement would
// reach the other team's entry, not stop at another test's withdrawn or closed one.
describe("a team's UPDATE with no WHERE and no RETURNING", () => {
  it("changes that team's entries only (PostgreSQL applies no SELECT policy to such a statement)", async () => {
    const harness = postgresHarness(cluster, clients);
    await harness.setNow(DURING_REGISTRATION);
    const edition = await freshEdition(harness);
    const [alpha, beta] = [await harness.team("Alpha Boxing"), await harness.team("Beta Boxing")];
    const ids = {
      alpha: (await alpha.insert(boxer(edition, { weight_class: "50" }))).data?.id,
      beta: (await beta.insert(boxer(edition))).data?.id,
    };
    await signIn(clients.api, alpha.id);
    const { rowCount } = await clients.api.query("update public.entries set club = 'Hijacked'").catch(async (error: unknown) => {
      await clients.api.query("rollback");
      throw error;
    });
    await clients.api.query("commit");

    const { data } = await harness.service().read("entries");
    const club = (id?: string) => data?.find((entry) => entry.id === id)?.club;
    assert.deepEqual({ alpha: club(ids.alpha), beta: club(ids.beta) }, { alpha: "Hijacked", beta: "Beta Boxing" });
    assert.equal(rowCount, 1);
  });
});

entryRuleTests("entry rules on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));

describe("the last place of a bracket, 50 teams at once on 50 connections", () => {
  it("goes to exactly one team; the other 49 wait in queue order, and queue order is commit order", async () => {
    const harness = postgresHarness(cluster, clients);
    await harness.setNow(DURING_REGISTRATION);
    const edition = await freshEdition(harness);
    for (let i = 0; i < 7; i++) assert.equal((await (await harness.team()).insert(boxer(edition))).error, null);

    const teams = await Promise.all(Array.from({ length: RACERS }, () => harness.team()));
    const connections = await Promise.all(teams.map(() => cluster.connect("authenticator")));
    try {
      // Every transaction is open and signed in as its team before any of them inserts.
      await Promise.all(connections.map((db, i) => signIn(db, teams[i].id)));
      const started = performance.now();
      const outcomes = await Promise.allSettled(
        connections.map(async (db, i) => {
          await insertBoxer(db, boxer(edition, { first_name: `Racer ${i}` }));
          await db.query("commit");
        }),
      );
      const wallMs = Math.round(performance.now() - started);
      assert.deepEqual(
        outcomes.filter((o) => o.status === "rejected").map((o) => String((o as PromiseRejectedResult).reason)),
        [],
      );

      const { rows } = await clients.owner.query<{ first_name: string; status: string; waiting_position: number | null; committed: Date }>(
        `select first_name, status, waiting_position, pg_xact_commit_timestamp(xmin) as committed
           from public.entries where edition = $1 and first_name like 'Racer %' order by queue_place`,
        [edition],
      );
      assert.equal(rows.length, RACERS);
      assert.deepEqual(
        rows.map((r) => `${r.status}${r.waiting_position ?? ""}`),
        ["entered", ...Array.from({ length: RACERS - 1 }, (_, i) => `waiting${i + 1}`)],
      );
      for (let i = 1; i < rows.length; i++)
        assert.ok(rows[i - 1].committed < rows[i].committed, `queue place ${i + 8} committed before ${i + 7}`);
      const bracket = await clients.owner.query(
        "select entered, waiting from public.bracket_places where edition = $1 and category = 'junior' and sex = 'F' and code = '48'",
        [edition],
      );
      assert.deepEqual(bracket.rows, [{ entered: 8, waiting: RACERS - 1 }]);
      console.log(
        `race on PostgreSQL 15: ${RACERS} connections, 1 entered (${rows[0].first_name}), ${RACERS - 1} waiting 1–${RACERS - 1} in commit order, ${wallMs} ms`,
      );
    } finally {
      await Promise.all(connections.map((db) => db.end()));
    }
  });
});

describe("one team's boxers in one bracket, 10 requests at once", () => {
  it("stores exactly the team's limit (2; 1 in elite) and refuses every other request with team_bracket_limit", async () => {
    const harness = postgresHarness(cluster, clients);
    await harness.setNow(DURING_REGISTRATION);
    const edition = await freshEdition(harness);
    const [team, other] = [await harness.team(), await harness.team()];
    const connections = await Promise.all(Array.from({ length: 11 }, () => cluster.connect("authenticator")));
    const [holder, ...requests] = connections;
    const pids = await Promise.all(requests.map(pidOf));
    try {
      for (const [bracket, limit] of [
        [{}, 2],
        [{ birth_date: "1990-01-01", category: "elite", sex: "M", weight_class: "75" }, 1],
      ] as const) {
        // Another team holds the bracket's lock, so all 10 requests are under way before any of them may commit.
        await signIn(holder, other.id);
        await insertBoxer(holder, boxer(edition, bracket));
        await Promise.all(requests.map((db) => signIn(db, team.id)));
        const inserts = requests.map((db) => insertBoxer(db, boxer(edition, bracket)));
        await settledOrBlocked(clients.owner, pids, inserts);
        await holder.query("commit");
        const outcomes = await Promise.all(
          inserts.map((insert, i) =>
            insert.then(
              () => requests[i].query("commit").then(() => "stored"),
              (error: Error) => requests[i].query("rollback").then(() => error.message),
            ),
          ),
        );
        const { rows } = await clients.owner.query<{ n: number }>(
          "select count(*)::int as n from public.entries where edition = $1 and team_id = $2 and category = $3 and status <> 'withdrawn'",
          [edition, team.id, "category" in bracket ? bracket.category : "junior"],
        );
        assert.equal(rows[0].n, limit);
        assert.deepEqual(outcomes.sort(), [
          ...Array.from({ length: limit }, () => "stored"),
          ...Array.from({ length: requests.length - limit }, () => "team_bracket_limit"),
        ]);
      }
    } finally {
      await Promise.all(connections.map((db) => db.end()));
    }
  });
});

describe("a withdrawal racing a ninth entry in a full bracket", () => {
  for (const first of ["entry", "withdrawal"] as const) {
    it(`leaves 8 entered and nobody waiting for a free place (the ${first} first)`, async () => {
      const harness = postgresHarness(cluster, clients);
      await harness.setNow(DURING_REGISTRATION);
      const edition = await freshEdition(harness);
      const teams = await Promise.all(Array.from({ length: 9 }, (_, i) => harness.team(`Team ${i}`)));
      const full: string[] = [];
      for (let i = 0; i < 8; i++) full.push((await teams[i].insert(boxer(edition, { first_name: `Full ${i}` }))).data?.id ?? "");
      const [entering, withdrawing] = [await cluster.connect("authenticator"), await cluster.connect("authenticator")];
      // The first writer's transaction stays open while the second runs (or waits for the bracket lock).
      const [opener, racer] = first === "entry" ? [entering, withdrawing] : [withdrawing, entering];
      const racerPid = await pidOf(racer);
      try {
        await signIn(entering, teams[8].id);
        await signIn(withdrawing, teams[0].id);
        const withdraw = () => withdrawing.query("update public.entries set status = 'withdrawn' where id = $1", [full[0]]);
        const enter = () => insertBoxer(entering, boxer(edition, { first_name: "Ninth" }));
        await (first === "entry" ? enter() : withdraw());
        const second = first === "entry" ? withdraw() : enter();
        await settledOrBlocked(clients.owner, [racerPid], [second]);
        await opener.query("commit");
        await second;
        await racer.query("commit");

        const { rows } = await clients.owner.query<{ first_name: string; status: string; waiting_position: number | null }>(
          "select first_name, status, waiting_position from public.entries where edition = $1 and status <> 'withdrawn' order by queue_place",
          [edition],
        );
        assert.deepEqual(
          rows.map((r) => `${r.first_name}:${r.status}${r.waiting_position ?? ""}`),
          [...Array.from({ length: 7 }, (_, i) => `Full ${i + 1}:entered`), "Ninth:entered"],
        );
      } finally {
        await Promise.all([entering.end(), withdrawing.end()]);
      }
    });
  }
});
