import assert from "node:assert/strict";
import { test } from "node:test";
import { landingFormat } from "../../components/landing/format";

// The schedule's days as each language writes them at the start of a line: only the first letter raised
// (Portuguese and Spanish write weekdays and months in lower case, and "quarta-feira" with a small f).
test("schedule days in sentence case, as each language writes them", () => {
  const wednesday = "2026-03-25T14:00:00+00:00";
  assert.equal(landingFormat("en").weekdayHeading(wednesday), "Wednesday 25 March");
  assert.equal(landingFormat("pt").weekdayHeading(wednesday), "Quarta-feira, 25 de março");
  assert.equal(landingFormat("es").weekdayHeading(wednesday), "Miércoles, 25 de marzo");
});

// Inside a sentence (the hero's "Next session: finals, Saturday 28 March…") the day keeps its small letter.
test("a day inside a sentence stays in lower case in Portuguese and Spanish", () => {
  const saturday = "2026-03-28T15:00:00+00:00";
  assert.equal(landingFormat("en").weekday(saturday), "Saturday 28 March");
  assert.equal(landingFormat("pt").weekday(saturday), "sábado, 28 de março");
  assert.equal(landingFormat("es").weekday(saturday), "sábado, 28 de marzo");
});
