/**
 * Row level security on writes: a signed-in team can neither change nor delete another team's profile.
 * The database is read back with the service role after each attempt, so a silent "0 rows" answer that left
 * the row intact and a refusal are both checked against what the table really holds.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

async function team(teamName: string) {
  const client = backend.client();
  const email = uniqueEmail();
  const { data, error } = await client.auth.signUp({ email, password: "secret123", options: { data: { ...TEAM, team_name: teamName } } });
  assert.equal(error, null);
  return { client, email, id: data.user!.id };
}

async function storedProfile(userId: string) {
  const { data, error } = await backend.admin().from("user_profiles").select("user_id, team_name, country, email").eq("user_id", userId);
  assert.equal(error, null);
  return data;
}

describe("user_profiles row level security on update and delete", () => {
  it("refuses a team's update of another team's row (42501) and leaves the row as it was", async () => {
    const alice = await team("Alice Boxing");
    const bob = await team("Bob Boxing");
    const before = await storedProfile(bob.id);
    assert.deepEqual(before, [{ user_id: bob.id, team_name: "Bob Boxing", country: "Portugal", email: bob.email }]);

    const update = await alice.client.from("user_profiles").update({ team_name: "Hijacked", country: "Spain" }).eq("user_id", bob.id);
    assert.equal(update.status, 403);
    assert.equal(update.error?.code, "42501");

    const unfiltered = await alice.client.from("user_profiles").update({ team_name: "Hijacked" }).neq("user_id", alice.id);
    assert.equal(unfiltered.error?.code, "42501");
    assert.deepEqual(await storedProfile(bob.id), before);
  });

  it("refuses a team's delete of another team's row (42501) and the row is still there", async () => {
    const alice = await team("Alice Deletes");
    const bob = await team("Bob Stays");
    const before = await storedProfile(bob.id);

    const remove = await alice.client.from("user_profiles").delete().eq("user_id", bob.id);
    assert.equal(remove.status, 403);
    assert.equal(remove.error?.code, "42501");

    const everything = await alice.client.from("user_profiles").delete().neq("user_id", "00000000-0000-0000-0000-000000000000");
    assert.equal(everything.error?.code, "42501");
    assert.deepEqual(await storedProfile(bob.id), before);
    assert.equal((await storedProfile(alice.id))?.length, 1, "the refused delete took nothing of the caller's own either");
  });

  it("refuses anonymous update and delete (401 42501)", async () => {
    const bob = await team("Bob Anonymous Target");
    const before = await storedProfile(bob.id);
    const anon = backend.client();
    const update = await anon.from("user_profiles").update({ team_name: "Anon" }).eq("user_id", bob.id);
    assert.equal(update.status, 401);
    assert.equal(update.error?.code, "42501");
    const remove = await anon.from("user_profiles").delete().eq("user_id", bob.id);
    assert.equal(remove.status, 401);
    assert.equal(remove.error?.code, "42501");
    assert.deepEqual(await storedProfile(bob.id), before);
  });
});
