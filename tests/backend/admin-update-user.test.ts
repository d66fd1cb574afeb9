import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { isAuthApiError } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

// GoTrue's adminUserUpdate (PUT /auth/v1/admin/users/<id>, `auth.admin.updateUserById`), the only way the
// organiser role is granted (docs/backend-protocol.md §5.12, docs/cup.md §1).

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

async function registered() {
  const email = uniqueEmail("organiser");
  const client = backend.client();
  const { data, error } = await client.auth.signUp({ email, password: "secret123", options: { data: TEAM } });
  assert.equal(error, null);
  return { email, client, user: data.user!, session: data.session! };
}

const roleIn = (accessToken: string) => (decodeJwt(accessToken).app_metadata as Record<string, unknown>).role;

describe("admin update of a user's app_metadata", () => {
  it("merges the keys given, answers the updated user, and the role reaches the token at the next refresh", async () => {
    const { user, client, session } = await registered();
    const { data, error } = await backend.admin().auth.admin.updateUserById(user.id, { app_metadata: { role: "organiser" } });
    assert.equal(error, null);
    assert.deepEqual(data.user?.app_metadata, { provider: "email", providers: ["email"], role: "organiser" });
    assert.equal(data.user?.user_metadata.team_name, TEAM.team_name, "user_metadata untouched");

    assert.equal(roleIn(session.access_token), undefined, "a token issued before the change keeps its claims");
    const refreshed = await client.auth.refreshSession();
    assert.equal(roleIn(refreshed.data.session!.access_token), "organiser");
  });

  it("removes a key given as null and keeps the others", async () => {
    const { user, email } = await registered();
    const admin = backend.admin();
    await admin.auth.admin.updateUserById(user.id, { app_metadata: { role: "organiser", note: "x" } });
    const { data, error } = await admin.auth.admin.updateUserById(user.id, { app_metadata: { role: null } });
    assert.equal(error, null);
    assert.deepEqual(data.user?.app_metadata, { provider: "email", providers: ["email"], note: "x" });
    const signedIn = await backend.client().auth.signInWithPassword({ email, password: "secret123" });
    assert.equal(roleIn(signedIn.data.session!.access_token), undefined);
  });

  it("refuses the publishable key and a user's own token: 403 not_admin, nothing changed", async () => {
    const { user, client } = await registered();
    const anonymous = await backend.client().auth.admin.updateUserById(user.id, { app_metadata: { role: "organiser" } });
    assert.ok(isAuthApiError(anonymous.error));
    assert.equal(anonymous.error.status, 403);
    assert.equal(anonymous.error.code, "not_admin");

    const { data: own } = await client.auth.getSession();
    const res = await fetch(`${backend.url}/auth/v1/admin/users/${user.id}`, {
      method: "PUT",
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${own.session!.access_token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ app_metadata: { role: "organiser" } }),
    });
    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as { code: string }).code, "not_admin");
    // A user's own update cannot write app_metadata either.
    const self = await client.auth.updateUser({ data: { x: 1 }, ...({ app_metadata: { role: "organiser" } } as object) });
    assert.equal((self.error as { code?: string } | null)?.code, "not_admin");

    const stored = await backend.admin().auth.admin.getUserById(user.id);
    assert.equal(stored.data.user?.app_metadata.role, undefined);
  });

  it("answers an unknown id 404 user_not_found, a malformed one 404 validation_failed, a non-object 400 bad_json", async () => {
    const missing = await backend
      .admin()
      .auth.admin.updateUserById("00000000-0000-4000-8000-000000000000", { app_metadata: { role: "organiser" } });
    assert.equal(missing.error?.status, 404);
    assert.equal((missing.error as { code?: string }).code, "user_not_found");

    const put = (id: string, body: unknown) =>
      fetch(`${backend.url}/auth/v1/admin/users/${id}`, {
        method: "PUT",
        headers: { apikey: SECRET_KEY, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const malformed = await put("not-a-uuid", { app_metadata: {} });
    assert.equal(malformed.status, 404);
    assert.deepEqual(await malformed.json(), { code: "validation_failed", message: "user_id must be an UUID" });

    const { user } = await registered();
    const notObject = await put(user.id, { app_metadata: "organiser" });
    assert.equal(notObject.status, 400);
    assert.equal(((await notObject.json()) as { code: string }).code, "bad_json");
  });
});
