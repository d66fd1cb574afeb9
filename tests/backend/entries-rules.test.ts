/** The entry rules on the embedded backend, through the REST API as the app and any client call it. */
import { after, before } from "node:test";
import { entryRuleTests } from "../support/entries/rules";
import { embeddedHarness } from "./helpers/entry-harness";
import { startTestBackend, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

entryRuleTests("entry rules on the embedded backend (REST)", () => embeddedHarness(backend));
