/** The organisers' row-level security on the embedded backend, through the REST API as the desk and any client call it. */
import { after, before } from "node:test";
import { deskRuleTests } from "../support/entries/desk-rules";
import { embeddedHarness } from "./helpers/entry-harness";
import { startTestBackend, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

deskRuleTests("the organisers' desk on the embedded backend (REST)", () => embeddedHarness(backend));
