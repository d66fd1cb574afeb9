/** The teams' notifications (tests/support/entries/notification-rules.ts) on PostgreSQL 15 with hosted roles. */
import { after, before } from "node:test";
import type pg from "pg";
import { notificationRuleTests } from "../support/entries/notification-rules";
import { estimateRaceTests } from "./estimate-race";
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

notificationRuleTests("the teams' notifications on PostgreSQL 15 with hosted roles", () => postgresHarness(cluster, clients));
estimateRaceTests(() => ({ harness: postgresHarness(cluster, clients), cluster }));
