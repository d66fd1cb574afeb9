import assert from "node:assert/strict";
import { test } from "node:test";
import { edition } from "../../lib/content/edition";
import { bracketSlug } from "../../lib/cup/bracket-slug";
import { writeOfForm } from "../../lib/offline/capture";
import { resultSays, weighInSays, writeKey } from "../../lib/offline/write-key";

/** A form's data as the browser posts it (the page's outbox and the worker read the same fields, D100-D105). */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const bracket = { category: "senior", sex: "F", code: "60" } as const;

test("a weigh-in's form is the REST row the outbox sends, with its key (the rendered one made one with what it says, D111), its weight read in the page's language", async () => {
  const data = form({
    outbox: "weigh-in",
    "outbox-label": "Ana Silva",
    key: "k1",
    entry: "e1",
    day: "semiFinals",
    locale: "pt",
    weight: "59,5",
    fit: "yes",
    note: "",
  });
  assert.deepEqual(await writeOfForm(data, "/pt/desk/weigh-in/semiFinals"), {
    write: {
      kind: "weighIn",
      row: {
        entry_id: "e1",
        day: "semiFinals",
        weight_kg: 59.5,
        fit: true,
        note: null,
        idempotency_key: await writeKey("k1", "weigh-in", weighInSays({ entry: "e1", day: "semiFinals", kg: 59.5, fit: true, note: null })),
      },
    },
    label: "Ana Silva: 59,5 kg",
  });
  assert.deepEqual(await writeOfForm(form({ outbox: "weigh-in", key: "k1", locale: "en", weight: "59,5" }), "/desk/weigh-in"), {
    error: "weight_format",
  });
});

test("a result's form is the bout's row, on the bracket's page; any other form (unmarked, no key) is not queued", async () => {
  const fields = {
    outbox: "result",
    "outbox-label": "Result of Semi-final 1",
    key: "k2",
    bracket: bracketSlug(bracket),
    node: "sf1",
    winner: "e2",
    method: "points",
  };
  const page = `/desk/draw/${bracketSlug(bracket)}`;
  assert.deepEqual(await writeOfForm(form(fields), page), {
    write: {
      kind: "result",
      row: {
        edition: edition.year,
        category: "senior",
        sex: "F",
        weight_class: "60",
        node: "sf1",
        winner: "e2",
        method: "points",
        idempotency_key: await writeKey("k2", "result", resultSays(bracket, "sf1", { winner: "e2", method: "points" })),
      },
      page,
    },
    label: "Result of Semi-final 1",
  });
  // A form without the `outbox` field (the order, the absences) is never queued.
  assert.equal(await writeOfForm(form({ ...fields, outbox: "" }), page), null);
  assert.equal(await writeOfForm(form({ ...fields, key: "" }), page), null);
});

test("a weigh-in's correction is the scale's correction request: its weight in the page's language, the revision it was typed against, its reason", async () => {
  const fields = {
    outbox: "weigh-in-correction",
    "outbox-label": "Ana Silva",
    key: "k3",
    entry: "e1",
    day: "semiFinals",
    locale: "pt",
    weight: "59,4",
    fit: "no",
    note: "tensão alta",
    revision: "2",
    correction: "balança errada",
  };
  const page = "/pt/desk/weigh-in/semiFinals";
  assert.deepEqual(await writeOfForm(form(fields), page), {
    write: {
      kind: "weighInCorrection",
      weighing: {
        entry: "e1",
        day: "semiFinals",
        kg: 59.4,
        fit: false,
        note: "tensão alta",
        scale: null,
        key: await writeKey(
          "k3",
          "weigh-in-correction",
          weighInSays({ entry: "e1", day: "semiFinals", kg: 59.4, fit: false, note: "tensão alta" }, "balança errada", 2),
        ),
      },
      reason: "balança errada",
      revision: 2,
      page,
    },
    label: "Ana Silva: 59,4 kg",
  });
  // A page that showed no revision corrects the row as it stands (D92); an unreadable weight is not queued.
  const { write } = (await writeOfForm(form({ ...fields, revision: "" }), page)) as { write: { revision: number | null } };
  assert.equal(write.revision, null);
  assert.deepEqual(await writeOfForm(form({ ...fields, weight: "" }), page), { error: "weight_empty" });
});

test("a result's correction is the bout's correction request, with its key and reason; a bout or method the cup has not is not queued", async () => {
  const fields = {
    outbox: "result-correction",
    "outbox-label": "Correct the result of Semi-final 1",
    key: "k4",
    bracket: bracketSlug(bracket),
    node: "sf1",
    winner: "e3",
    method: "rsc",
    correction: "wrong corner",
  };
  const page = `/desk/draw/${bracketSlug(bracket)}`;
  assert.deepEqual(await writeOfForm(form(fields), page), {
    write: {
      kind: "resultCorrection",
      bracket,
      node: "sf1",
      result: { winner: "e3", method: "rsc" },
      reason: "wrong corner",
      key: await writeKey("k4", "result-correction", resultSays(bracket, "sf1", { winner: "e3", method: "rsc" }, "wrong corner")),
      page,
    },
    label: "Correct the result of Semi-final 1",
  });
  assert.equal(await writeOfForm(form({ ...fields, node: "sf9" }), page), null);
  assert.equal(await writeOfForm(form({ ...fields, method: "judges" }), page), null);
});
