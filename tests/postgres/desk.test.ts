/**
 * The organisers' row-level security, the draw and results rules, the draw's public proof, the day's order rules and the cup's event log
 * on PostgreSQL 15 with hosted roles (migrations applied by `supabase db push` as the non-superuser `postgres`); the
 * organiser flag of profiles kept by the trigger on auth.users when GoTrue (supabase_auth_admin) changes an account's
 * app_metadata; and the bracket the database derives held to the app's (lib/cup/bracket.ts) on the same cases.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, describe, it } from "node:test";
import type pg from "pg";
import { deskRuleTests } from "../support/entries/desk-rules";
import { drawProofRuleTests } from "../support/entries/draw-proof-rules";
import { drawRuleTests } from "../support/entries/draw-rules";
import { eventRuleTests } from "../support/entries/event-rules";
import { orderRuleTests } from "../support/entries/order-rules";
import { resultKeyRuleTests } from "../support/entries/result-key-rules";
import { weighInRuleTests } from "../support/entries/weigh-in-rules";
import { bracketParityTests } from "./bracket-parity";
import { eventOrderTests } from "./event-order";
import { orderRaceTests } from "./order-race";
import { weighInRaceTests } from "./weigh-in-race";
import { pushMigrations, startCluster, type Cluster } from "./cluster";
import { postgresHarness } from "./entry-harness";

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

deskRuleTests("the organisers' desk on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));
drawRuleTests("the draw and results on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));
weighInRuleTests("the weigh-in on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));
drawProofRuleTests("the draw's public proof on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));
orderRuleTests("the day's bout order on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));
eventRuleTests("the cup's event log on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));
resultKeyRuleTests("a result's idempotency key on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));
bracketParityTests(() => ({ harness: postgresHarness(cluster, clients), api: clients.api }));
orderRaceTests(() => ({ harness: postgresHarness(cluster, clients), cluster }));
weighInRaceTests(() => ({ harness: postgresHarness(cluster, clients), cluster }));
eventOrderTests(() => ({ harness: postgresHarness(cluster, clients), cluster }));

describe("the organiser flag of a profile", () => {
  it("follows the account's app_metadata as GoTrue writes it: set on grant, cleared on revoke", async () => {
    const id = randomUUID();
    await clients.gotrue.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, '{"provider":"email"}', '{"team_name":"Flag","country":"Portugal"}', now(), now())`,
      [id, `${id}@example.com`],
    );
    const flag = async () =>
      (await clients.owner.query("select is_organiser from public.user_profiles where user_id = $1", [id])).rows[0]?.is_organiser;
    assert.equal(await flag(), false);
    await clients.gotrue.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"organiser"}' where id = $1`, [id]);
    assert.equal(await flag(), true);
    await clients.gotrue.query(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [id]);
    assert.equal(await flag(), false);
  });
});
