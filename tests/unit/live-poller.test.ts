/**
 * The polling loop (lib/live/poller.ts, docs/decisions.md D93) against a fake `/live` and fake browser globals, on
 * mocked timers: it sends the tag it holds, reads a 304 as "unchanged", backs off while the site fails and recovers
 * with the versions it missed, stops while offline and asks at once when back online, and always asks at low priority.
 */
import assert from "node:assert/strict";
import { mock, test } from "node:test";
import type { PollerStatus } from "../../lib/live/poller";

type Answer = { status: number; version?: number };

/** Browser globals the loop reads: `navigator.onLine`, `document.visibilityState`, and the two objects' events. */
function fakeBrowser() {
  const listeners = new Map<string, Set<() => void>>();
  const target = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
  };
  const state = { onLine: true };
  Object.defineProperty(globalThis, "navigator", {
    value: {
      get onLine() {
        return state.onLine;
      },
    },
    configurable: true,
  });
  Object.defineProperty(globalThis, "window", { value: target, configurable: true });
  Object.defineProperty(globalThis, "document", { value: { ...target, visibilityState: "visible" }, configurable: true });
  return { state, fire: (type: string) => listeners.get(type)?.forEach((fn) => fn()) };
}

test("tags, 304s, back-off, recovery and offline", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const browser = fakeBrowser();
  const answers: Answer[] = [];
  const sent: (string | null)[] = [];
  const priorities = new Set<RequestPriority | undefined>();
  mock.method(globalThis, "fetch", async (_url: string, init: RequestInit) => {
    sent.push(new Headers(init.headers).get("if-none-match"));
    priorities.add(init.priority);
    if (!browser.state.onLine) throw new TypeError("Failed to fetch");
    const { status, version } = answers.shift() ?? { status: 304 };
    if (status !== 200) return new Response(null, { status, headers: status === 304 ? { ETag: `"2026-${version}"` } : {} });
    const body = { edition: 2026, version, days: {}, brackets: { "senior/M/60": version } };
    return Response.json(body, { headers: { ETag: `"2026-${version}"` } });
  });
  const { startPoller } = await import("../../lib/live/poller");
  const versions: number[] = [];
  const statuses: PollerStatus["kind"][] = [];
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const tick = async (ms: number) => {
    mock.timers.tick(ms);
    await settle();
    await new Promise((resolve) => setImmediate(resolve));
    await settle();
  };

  answers.push({ status: 200, version: 3 }, { status: 304 }, { status: 503 }, { status: 503 }, { status: 200, version: 5 });
  const stop = startPoller({
    scope: { kind: "bracket", key: "senior/M/60" },
    onVersion: (v) => versions.push(v),
    onStatus: (s) => statuses.push(s.kind),
  });
  await tick(0);
  assert.deepEqual(versions, [3], "the first poll, at once");
  assert.equal(sent[0], null, "nothing to send yet");
  await tick(2_000);
  assert.equal(sent[1], '"2026-3"', "the tag it holds");
  assert.deepEqual(versions, [3, 3], "a 304 is the same document");
  await tick(2_000);
  assert.equal(statuses.at(-1), "lost", "a 503 says the connection is lost");
  await tick(3_999);
  assert.equal(sent.length, 3, "after one failure, the next try waits 4 s");
  await tick(1);
  assert.equal(sent.length, 4);
  await tick(8_000);
  assert.deepEqual(versions, [3, 3, 5], "back up: the version it missed");
  assert.equal(statuses.at(-1), "current");

  // Offline: says so and asks nothing; back online: asks at once.
  browser.state.onLine = false;
  browser.fire("offline");
  assert.equal(statuses.at(-1), "offline");
  const before = sent.length;
  await tick(2_000);
  await tick(20_000);
  assert.equal(sent.length, before, "no request while offline");
  answers.push({ status: 200, version: 8 });
  browser.state.onLine = true;
  browser.fire("online");
  await tick(0);
  assert.deepEqual(versions.at(-1), 8, "caught up at once when back online");

  // A background check: below the page's own requests, and not one Lighthouse waits for (D116).
  assert.deepEqual([...priorities], ["low"], "every poll asks at low priority");

  stop();
  const after = sent.length;
  await tick(10_000);
  assert.equal(sent.length, after, "stopped: nothing more");
  mock.timers.reset();
  mock.restoreAll();
});
