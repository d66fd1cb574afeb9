import assert from "node:assert/strict";
import { test } from "node:test";
import { bracketSlug } from "../../lib/cup/bracket-slug";
import { writeOfForm } from "../../lib/offline/capture";
import type { Write } from "../../lib/offline/outbox";
import { absenceSays, resultSays, weighInSays, writeKey } from "../../lib/offline/write-key";

/** A form's data as the browser posts it (the page's outbox and the worker read the same fields). */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const bracket = { category: "senior", sex: "F", code: "60" } as const;
const page = `/desk/draw/${bracketSlug(bracket)}`;
// One page's form: every write typed in it carries this rendered key (a page opened from the worker's cache keeps it).
const FORM_KEY = "5b0c1d3e-2f41-4a6b-8c7d-9e0f1a2b3c4d";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The idempotency key of the write a form queues, whatever its kind. */
async function keyOf(fields: Record<string, string>, at = page): Promise<string> {
  const captured = await writeOfForm(form(fields), at);
  assert.ok(captured && !("error" in captured), "the form is queued");
  const write: Write = captured.write;
  switch (write.kind) {
    case "weighIn":
    case "result":
      return write.row.idempotency_key;
    case "weighInCorrection":
      return write.weighing.key;
    case "resultCorrection":
      return write.key;
  }
}

const result = { outbox: "result", key: FORM_KEY, bracket: bracketSlug(bracket), node: "sf1", winner: "e1", method: "points" };
const weighIn = { outbox: "weigh-in", key: FORM_KEY, entry: "e1", day: "semiFinals", locale: "pt", weight: "59,5", fit: "yes", note: "" };

test("two different results typed in one rendered form do not share a key: the second is not a replay of the first", async () => {
  const first = await keyOf(result);
  assert.notEqual(await keyOf({ ...result, winner: "e2" }), first, "another winner");
  assert.notEqual(await keyOf({ ...result, method: "rsc" }), first, "another method");
  // The same tap sent twice (a double tap, the outbox resent) keeps its key, and its label does not change it.
  assert.equal(await keyOf({ ...result, "outbox-label": "Semi-final 1" }), first);
  assert.match(first, UUID);
});

test("a weigh-in typed again with another weight, verdict or note has its own key; the same weight written otherwise is the same write", async () => {
  const page = "/pt/desk/weigh-in/semiFinals";
  const first = await keyOf(weighIn, page);
  for (const changed of [{ weight: "59,4" }, { fit: "no" }, { note: "tensão alta" }]) {
    assert.notEqual(await keyOf({ ...weighIn, ...changed }, page), first, JSON.stringify(changed));
  }
  assert.equal(await keyOf({ ...weighIn, note: "  ", "outbox-label": "Ana Silva" }, page), first);
  // A correction in the same row's form says something else than the weigh-in: so do two corrections with other reasons.
  const correction = { ...weighIn, outbox: "weigh-in-correction", revision: "1", correction: "balança errada" };
  const corrected = await keyOf(correction, page);
  assert.notEqual(corrected, first);
  assert.notEqual(await keyOf({ ...correction, correction: "outra" }, page), corrected);
  assert.notEqual(await keyOf({ ...correction, weight: "59,1" }, page), corrected);
});

test("a result's correction changed before it was sent has its own key", async () => {
  const correction = { ...result, outbox: "result-correction", correction: "wrong corner" };
  const first = await keyOf(correction);
  assert.notEqual(await keyOf({ ...correction, winner: "e2" }), first);
  assert.notEqual(await keyOf({ ...correction, correction: "the judges' slip" }), first);
  assert.notEqual(first, await keyOf(result), "a result and its correction");
});

test("the page, the worker and the server actions make the same key for the same tap", async () => {
  assert.equal(await keyOf(result), await writeKey(FORM_KEY, "result", resultSays(bracket, "sf1", { winner: "e1", method: "points" })));
  const weighing = { entry: "e1", day: "semiFinals", kg: 59.5, fit: true, note: null };
  assert.equal(await keyOf(weighIn, "/pt/desk/weigh-in/semiFinals"), await writeKey(FORM_KEY, "weigh-in", weighInSays(weighing)));
  // Another rendered form, another key, for the same result typed.
  assert.notEqual(
    await writeKey("another-render", "result", resultSays(bracket, "sf1", { winner: "e1", method: "points" })),
    await keyOf(result),
  );
});

test("the scale's absences after the window: one key per form, one per boxer from it, the same again when the form is sent twice", async () => {
  const keys = async (formKey: string) =>
    Promise.all(["e1", "e2"].map((entry) => writeKey(formKey, "absence", absenceSays(entry, "semiFinals"))));
  const [first, second] = await keys(FORM_KEY);
  assert.notEqual(first, second, "two boxers");
  assert.deepEqual(await keys(FORM_KEY), [first, second], "the confirmation sent twice");
  assert.notEqual(await writeKey(FORM_KEY, "absence", absenceSays("e1", "quarterFinals")), first, "another day");
  assert.notEqual((await keys("another-render"))[0], first, "another rendered form");
  assert.match(first, UUID);
});
