import assert from "node:assert/strict";
import { test } from "node:test";
import { landingFormat } from "../../components/landing/format";

// The schedule's days as each language writes them at the start of a line: only the first letter raised
// (Portuguese and Spanish write weekdays and months in lower case, and "quarta-feira" with a small f).
test("schedule days in sentence case, as each language writes them", () => {
  const wednesday = "2026-03-25T14:00:00+00:00";
  assert.equal(landingFormat("en").weekday(wednesday), "Wednesday 25 March");
  assert.equal(landingFormat("pt").weekday(wednesday), "Quarta-feira, 25 de março");
  assert.equal(landingFormat("es").weekday(wednesday), "Miércoles, 25 de marzo");
});
