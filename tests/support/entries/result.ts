/** Reading a REST answer in the rule suites: the rows of an accepted write, or the stable key of a refusal. */
import assert from "node:assert/strict";
import type { Result } from "./harness";

/** The answer's data, after asserting that nothing was refused. */
export function ok<T>(result: Result<T>): T {
  assert.equal(result.error, null, JSON.stringify(result.error));
  return result.data as T;
}

/** Asserts a refusal raised by `cup.refuse(key, …)`: its message is the key itself. */
export function refused(result: Result<unknown>, key: string): void {
  assert.ok(result.error, `expected ${key}, got ${JSON.stringify(result.data)}`);
  assert.equal(result.error.message, key, JSON.stringify(result.error));
}
