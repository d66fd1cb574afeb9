/** The teams' notifications (tests/support/entries/notification-rules.ts) on the embedded backend, through REST. */
import { after, before } from "node:test";
import { notificationRuleTests } from "../support/entries/notification-rules";
import { embeddedHarness } from "./helpers/entry-harness";
import { startTestBackend, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

notificationRuleTests("the teams' notifications on the embedded backend (REST)", () => embeddedHarness(backend));
