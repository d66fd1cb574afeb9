/**
 * The organisers' row-level security, the draw and results rules, the draw's public proof, the day's order rules and the cup's event log,
 * on the embedded backend, through the REST API as the desk and any client call it (one backend for the suites: its
 * start-up is most of their time).
 */
import { after, before } from "node:test";
import { deskRuleTests } from "../support/entries/desk-rules";
import { drawProofRuleTests } from "../support/entries/draw-proof-rules";
import { drawRuleTests } from "../support/entries/draw-rules";
import { eventRuleTests } from "../support/entries/event-rules";
import { orderRuleTests } from "../support/entries/order-rules";
import { resultKeyRuleTests } from "../support/entries/result-key-rules";
import { weighInRuleTests } from "../support/entries/weigh-in-rules";
import { embeddedHarness } from "./helpers/entry-harness";
import { startTestBackend, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

deskRuleTests("the organisers' desk on the embedded backend (REST)", () => embeddedHarness(backend));
drawRuleTests("the draw and results on the embedded backend (REST)", () => embeddedHarness(backend));
weighInRuleTests("the weigh-in on the embedded backend (REST)", () => embeddedHarness(backend));
drawProofRuleTests("the draw's public proof on the embedded backend (REST)", () => embeddedHarness(backend));
orderRuleTests("the day's bout order on the embedded backend (REST)", () => embeddedHarness(backend));
eventRuleTests("the cup's event log on the embedded backend (REST)", () => embeddedHarness(backend));
resultKeyRuleTests("a result's idempotency key on the embedded backend (REST)", () => embeddedHarness(backend));
