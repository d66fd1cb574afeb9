import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { describeChange, type EntryState } from "../../lib/desk/change-log";

const state = (over: Partial<EntryState> = {}): EntryState => ({
  first_name: "Ana",
  last_name: "Silva",
  category: "junior",
  sex: "F",
  weight_class: "48",
  status: "entered",
  waiting_position: null,
  ...over,
});

describe("what a change-log line says", () => {
  it("tells an entry, a withdrawal, a move, a promotion, a queue shift, an edit and a deletion apart", () => {
    assert.equal(describeChange({ operation: "insert", reason: "request", before: null, after: state() }).what, "entered");
    assert.equal(
      describeChange({ operation: "update", reason: "request", before: state(), after: state({ status: "withdrawn" }) }).what,
      "withdrawn",
    );
    const moved = describeChange({
      operation: "update",
      reason: "request",
      before: state(),
      after: state({ weight_class: "50", status: "waiting", waiting_position: 2 }),
    });
    assert.deepEqual(moved.what === "moved" && [moved.from.weight_class, moved.to.weight_class, moved.status], [
      "48",
      "50",
      { status: "waiting", waitingPosition: 2 },
    ]);
    assert.equal(
      describeChange({ operation: "update", reason: "request", before: state(), after: state({ category: "youth" }) }).what,
      "moved",
      "another category is another bracket",
    );
    assert.equal(
      describeChange({ operation: "update", reason: "queue", before: state({ status: "waiting", waiting_position: 1 }), after: state() })
        .what,
      "promoted",
    );
    assert.equal(
      describeChange({
        operation: "update",
        reason: "queue",
        before: state({ status: "waiting", waiting_position: 3 }),
        after: state({ status: "waiting", waiting_position: 2 }),
      }).what,
      "queued",
    );
    assert.equal(
      describeChange({ operation: "update", reason: "request", before: state(), after: state({ first_name: "Anna" }) }).what,
      "edited",
    );
    assert.equal(describeChange({ operation: "delete", reason: "request", before: state(), after: null }).what, "deleted");
  });
});
