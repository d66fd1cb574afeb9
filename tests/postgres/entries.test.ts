/**
 * The entry rules on PostgreSQL 15 with hosted roles (the migrations applied by `supabase db push` as the
 * non-superuser `postgres`), and the last-place race with 50 real connections.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type pg from "pg";
import { DURING_REGISTRATION, boxer, freshEdition } from "../support/entries/harness";
import { entryRuleTests } from "../support/entries/rules";
import { pushMigrations, startCluster, type Cluster } from "./cluster";
import { postgresHarness } from "./entry-harness";

const RACERS = 50;

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
      await Promise.all(
        connections.map(async (db, i) => {
          await db.query("begin");
          await db.query("set local role authenticated");
          await db.query("select set_config('request.jwt.claims', $1, true)", [
            JSON.stringify({ sub: teams[i].id, role: "authenticated" }),
          ]);
        }),
      );
      const started = performance.now();
      const outcomes = await Promise.allSettled(
        connections.map(async (db, i) => {
          const row = boxer(edition, { first_name: `Racer ${i}` });
          await db.query(
            `insert into public.entries (edition, first_name, last_name, sex, birth_date, weight_class, record_book, nationality)
             values ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [row.edition, row.first_name, row.last_name, row.sex, row.birth_date, row.weight_class, row.record_book, row.nationality],
          );
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
        "select entered_count, waiting_count from public.weight_classes where edition = $1 and category = 'junior' and sex = 'F' and code = '48'",
        [edition],
      );
      assert.deepEqual(bracket.rows, [{ entered_count: 8, waiting_count: RACERS - 1 }]);
      console.log(
        `race on PostgreSQL 15: ${RACERS} connections, 1 entered (${rows[0].first_name}), ${RACERS - 1} waiting 1–${RACERS - 1} in commit order, ${wallMs} ms`,
      );
    } finally {
      await Promise.all(connections.map((db) => db.end()));
    }
  });
});
