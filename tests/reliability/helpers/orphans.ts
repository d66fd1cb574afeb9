import assert from "node:assert/strict";

/** Registration is atomic: every stored user has a profile and every profile a user. */
export function assertNoOrphans(userIds: ReadonlySet<string>, profileIds: ReadonlySet<string>): void {
  assert.ok(
    [...userIds].every((id) => profileIds.has(id)),
    "a user without a profile",
  );
  assert.ok(
    [...profileIds].every((id) => userIds.has(id)),
    "a profile without a user",
  );
}
