import assert from "node:assert/strict";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { createClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { DEMO_ACCOUNT, DEMO_ORGANISER } from "../../local-supabase/seed";
import { freePort, spawnBackend, stopChild } from "../support/backend-process";

// `npm run backend` seeds a demo organiser beside the demo team and prints both accounts at start.

describe("the demo organiser of the embedded backend", () => {
  it("is printed at start beside the demo team, signs in, and carries the organiser role; the demo team does not", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "demo-organiser-"));
    const [port, inboxPort] = [await freePort(), await freePort()];
    const child = spawnBackend(dataDir, port, inboxPort);
    try {
      let printed = "";
      child.stdout!.setEncoding("utf8");
      child.stdout!.on("data", (chunk: string) => (printed += chunk));
      while (!printed.includes("Demo organiser")) await once(child.stdout!, "data");
      while (!printed.includes("\n", printed.indexOf("Demo organiser"))) await once(child.stdout!, "data");
      assert.match(printed, new RegExp(`Demo team +${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`));
      assert.match(printed, new RegExp(`Demo organiser +${DEMO_ORGANISER.email} / ${DEMO_ORGANISER.password}`));

      const url = `http://127.0.0.1:${port}`;
      const roleOf = async (email: string, password: string) => {
        const client = createClient(url, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
        const { data, error } = await client.auth.signInWithPassword({ email, password });
        assert.equal(error, null);
        return (decodeJwt(data.session!.access_token).app_metadata as Record<string, unknown>).role;
      };
      assert.equal(await roleOf(DEMO_ORGANISER.email, DEMO_ORGANISER.password), "organiser");
      assert.equal(await roleOf(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password), undefined);
    } finally {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
