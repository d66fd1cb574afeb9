/**
 * The version document's route (app/live/route.ts, docs/decisions.md D91) against the embedded backend: the edition's
 * newest public version with its entity tag, a 304 for a client that has it, one read of the database per second
 * whatever the number of requests, a newer version once an event commits, and no cached answer when the backend
 * cannot be reached.
 */
import assert from "node:assert/strict";
import { setTimeout as delay } from "node:timers/promises";
import { after, before, test } from "node:test";
import { startTestBackend, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
let GET: (request: Request) => Promise<Response>;
let currentVersions: typeof import("../../lib/live/versions-source").currentVersions;
before(async () => {
  backend = await startTestBackend();
  // lib/supabase/env.ts reads the address when it is first imported.
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  ({ GET } = await import("../../app/live/route"));
  ({ currentVersions } = await import("../../lib/live/versions-source"));
});
after(async () => backend.destroy());

const poll = (etag?: string) => GET(new Request("http://site.test/live", { headers: etag ? { "If-None-Match": etag } : {} }));

test("the document, its tag and a 304; one read a second; a newer version after an event commits; 503 without a backend", async () => {
  const first = await poll();
  assert.equal(first.status, 200);
  assert.equal(first.headers.get("cache-control"), "public, max-age=0, s-maxage=1");
  const etag = first.headers.get("etag") as string;
  const document = (await first.json()) as { edition: number; version: number };
  assert.equal(etag, `"${document.edition}-${document.version}"`);
  const again = await poll(etag);
  assert.equal(again.status, 304);
  assert.equal(await again.text(), "");
  assert.equal(currentVersions(), currentVersions(), "requests within a second share one read");

  // A public event of the edition, as the triggers write it (the service may; the API roles may not, D90).
  const { error } = await backend
    .admin()
    .from("cup_events")
    .insert({
      key: `test:${process.pid}`,
      kind: "result",
      edition: document.edition,
      audience: "public",
      actor_kind: "service",
      occurred_at: new Date().toISOString(),
      day: "2026-03-27",
      category: "junior",
      sex: "F",
      weight_class: "48",
      node: "qf1",
    });
  assert.equal(error, null, JSON.stringify(error));
  await delay(1_100);
  const newer = await poll(etag);
  assert.equal(newer.status, 200);
  const moved = (await newer.json()) as { version: number; days: Record<string, number>; brackets: Record<string, number> };
  assert.ok(moved.version > document.version, `${moved.version} > ${document.version}`);
  assert.equal(moved.days["2026-03-27"], moved.version);
  assert.equal(moved.brackets["junior/F/48"], moved.version);

  await backend.destroy();
  await delay(1_100);
  const down = await poll();
  assert.equal(down.status, 503);
  assert.equal(down.headers.get("cache-control"), "no-store");
});
