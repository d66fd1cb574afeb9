import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { startTestBackend, type TestBackend } from "./helpers/backend";

// get-user-count as the embedded backend serves it: supabase/functions/get-user-count/index.ts, unchanged,
// in a Deno process with the hosted environment (SUPABASE_URL, SUPABASE_SECRET_KEYS, …).
let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

const headers = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` };
const countUrl = () => `${backend.url}/functions/v1/get-user-count`;

describe("get-user-count under Deno", () => {
  it("answers GET with a 30-second public cache and POST without any Cache-Control", async () => {
    const get = await fetch(countUrl(), { headers });
    assert.equal(get.status, 200);
    assert.deepEqual(await get.json(), { total: 0 });
    assert.equal(get.headers.get("cache-control"), "public, max-age=30");
    assert.equal(get.headers.get("content-type"), "application/json");

    const post = await fetch(countUrl(), { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: "{}" });
    assert.equal(post.status, 200);
    assert.deepEqual(await post.json(), { total: 0 });
    assert.equal(post.headers.get("cache-control"), null);
  });

  it("logs why the count failed with the request id it answers", async () => {
    await backend.database.query("alter table public.user_profiles rename to user_profiles_moved");
    try {
      const res = await fetch(countUrl(), { headers: { ...headers, "x-request-id": "test-req-1" } });
      assert.equal(res.status, 503);
      assert.deepEqual(await res.json(), { error: "The registrations count is unavailable", request_id: "test-req-1" });
      assert.ok(
        backend.logs.some((l) =>
          /^\[get-user-count\] get-user-count failed \(request test-req-1\): count failed: PostgREST answered 4\d\d$/.test(l),
        ),
        backend.logs.join("\n"),
      );
    } finally {
      await backend.database.query("alter table public.user_profiles_moved rename to user_profiles");
    }
  });
});

describe("a function whose runtime cannot start", () => {
  it("answers 503 BOOT_ERROR, as the hosted runtime does", async () => {
    const saved = process.env.DENO_BIN;
    process.env.DENO_BIN = "/nonexistent/deno";
    const broken = await startTestBackend();
    try {
      const res = await fetch(`${broken.url}/functions/v1/get-user-count`, { headers });
      assert.equal(res.status, 503);
      assert.equal(((await res.json()) as { code: string }).code, "BOOT_ERROR");
    } finally {
      if (saved === undefined) delete process.env.DENO_BIN;
      else process.env.DENO_BIN = saved;
      await broken.destroy();
    }
  });
});
