import assert from "node:assert/strict";
import { test } from "node:test";
import { bracketOffers } from "../../lib/cup/bracket-offer";
import type { Bracket, Entry } from "../../lib/cup/entries";

const places = (category: Bracket["category"], sex: Bracket["sex"], code: string, entered: number, waiting = 0): Bracket => ({
  category,
  sex,
  code,
  label: code,
  position: 0,
  entered,
  waiting,
});
const boxer = (
  id: string,
  category: Entry["category"],
  sex: Entry["sex"],
  weightClass: string,
  status: Entry["status"] = "entered",
): Entry => ({
  id,
  firstName: id,
  lastName: "",
  sex,
  birthDate: "2010-01-01",
  category,
  weightClass,
  recordBook: id,
  club: "",
  nationality: "Portugal",
  status,
  waitingPosition: null,
  queuePlace: 1,
});

test("each bracket says its places, the team's own count against its limit, and is closed when the team is full", () => {
  const offers = bracketOffers(
    [places("junior", "M", "57", 4), places("elite", "F", "57", 1)],
    [
      boxer("a", "junior", "M", "57"),
      boxer("b", "junior", "M", "57"),
      boxer("c", "junior", "M", "60", "withdrawn"),
      boxer("d", "elite", "F", "57"),
    ],
    new Set(),
    null,
  );
  assert.deepEqual(offers.get("junior/M/57"), { left: 4, waiting: 0, team: 2, limit: 2, state: "teamFull", disabled: true });
  // A withdrawn boxer does not count; a bracket the database did not list has all its places.
  assert.deepEqual(offers.get("junior/M/60"), { left: 8, waiting: 0, team: 0, limit: 2, state: "open", disabled: false });
  // Elite takes one boxer per team.
  assert.deepEqual(offers.get("elite/F/57"), { left: 7, waiting: 0, team: 1, limit: 1, state: "teamFull", disabled: true });
  // Every class of the edition is there, for the form to offer.
  assert.ok(offers.size > 100);
});

test("a bracket whose draw is published is closed to entries; the bracket of the boxer being edited stays open to that boxer", () => {
  const entries = [boxer("a", "junior", "M", "57"), boxer("b", "junior", "M", "57"), boxer("c", "youth", "M", "+92")];
  const published = new Set(["youth/M/+92"]);
  const fresh = bracketOffers([places("youth", "M", "+92", 3)], entries, published, null);
  assert.deepEqual(fresh.get("youth/M/+92"), { left: 5, waiting: 0, team: 1, limit: 2, state: "drawn", disabled: true });
  const editingInFull = bracketOffers([], entries, published, "junior/M/57");
  assert.deepEqual(editingInFull.get("junior/M/57"), { left: 8, waiting: 0, team: 2, limit: 2, state: "open", disabled: false });
  const editingInDrawn = bracketOffers([], entries, published, "youth/M/+92");
  assert.equal(editingInDrawn.get("youth/M/+92")?.disabled, false);
  assert.equal(editingInDrawn.get("junior/M/57")?.disabled, true);
});
