import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { createClient } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { SECRET_KEY } from "../../local-supabase/config";
import { DEMO_BOXERS } from "../../local-supabase/seed";
import { freePort, spawnBackend, stopChild, waitUntilAnswering } from "../support/backend-process";

// The e2e runs start the backend with LOCAL_SUPABASE_RESET=1 (playwright.config.ts): each run, the main suite and
// every phase scenario, gets a fresh database with the demo team's boxers, whatever an earlier run left behind.

describe("LOCAL_SUPABASE_RESET=1", () => {
  it("starts from an empty data dir: an earlier run's team is gone and the demo team has its boxers again", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "backend-reset-"));
    const start = async (env: Record<string, string>) => {
      const [port, inboxPort] = [await freePort(), await freePort()];
      const child = spawnBackend(dataDir, port, inboxPort, env);
      const url = `http://127.0.0.1:${port}`;
      await waitUntilAnswering(url, performance.now());
      return { child, url };
    };
    const team = { email: "earlier-run@example.test", password: "earlier-run-pw" };
    try {
      const first = await start({});
      const earlier = createClient(first.url, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
      const signUp = await earlier.auth.signUp({ ...team, options: { data: { team_name: "Earlier Run", country: "Portugal" } } });
      assert.equal(signUp.error, null);
      // An earlier run withdrew the demo team's boxers (as the desk's journey may).
      const service = createClient(first.url, SECRET_KEY, { auth: { persistSession: false } });
      const withdrawn = await service.from("entries").update({ status: "withdrawn" }).neq("status", "withdrawn").select("id");
      assert.equal(withdrawn.data?.length, DEMO_BOXERS.length);
      await stopChild(first.child);

      const second = await start({ LOCAL_SUPABASE_RESET: "1" });
      try {
        const again = createClient(second.url, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
        const signIn = await again.auth.signInWithPassword(team);
        assert.equal(signIn.error?.code, "invalid_credentials");
        const fresh = createClient(second.url, SECRET_KEY, { auth: { persistSession: false } });
        const entered = await fresh.from("entries").select("last_name").eq("status", "entered");
        assert.deepEqual(entered.data?.map((e) => e.last_name).sort(), DEMO_BOXERS.map((b) => b.last_name).sort());
      } finally {
        await stopChild(second.child);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
