import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { bracketViews, filterEntries, filterTeams, totals } from "../../lib/desk/views";
import { TEAMS, entry } from "../support/desk-fixture";

const entries = [
  entry({ firstName: "João", lastName: "Gonçalves", recordBook: "PT-001" }),
  entry({ firstName: "Ana", lastName: "Silva", sex: "F", bracketId: "elite-F-57", weightLabel: "-57 kg", weightOrder: 3 }),
  entry({ firstName: "Олег", lastName: "Шевченко", teamId: "t2", status: "waiting", waitingPosition: 2 }),
  entry({ firstName: "Next", lastName: "First", teamId: "t2", status: "waiting", waitingPosition: 1 }),
  entry({ firstName: "Gone", lastName: "Away", status: "withdrawn" }),
  entry({ firstName: "Kid", lastName: "Young", category: "junior", bracketId: "junior-M-50", weightLabel: "-50 kg", weightOrder: 1 }),
];

describe("desk totals", () => {
  it("counts teams, entered and waiting boxers, by country and by category and sex (withdrawn count nowhere)", () => {
    assert.deepEqual(totals(entries, TEAMS), {
      teams: 2,
      boxers: { entered: 3, waiting: 2 },
      byCountry: [
        { country: "Portugal", teams: 1, entered: 3, waiting: 0 },
        { country: "Greece", teams: 1, entered: 0, waiting: 2 },
      ],
      byCategory: [
        { category: "junior", sex: "M", entered: 1, waiting: 0 },
        { category: "elite", sex: "F", entered: 1, waiting: 0 },
        { category: "elite", sex: "M", entered: 1, waiting: 2 },
      ],
    });
  });
});

describe("desk brackets", () => {
  it("lists each bracket in category, sex and weight order with its entered boxers and its queue in order", () => {
    const views = bracketViews(entries);
    assert.deepEqual(
      views.map((v) => [v.id, v.entered.length, v.waiting.map((e) => e.lastName)]),
      [
        ["junior-M-50", 1, []],
        ["elite-F-57", 1, []],
        ["elite-M-63.5", 1, ["First", "Шевченко"]],
      ],
    );
  });
});

describe("desk filter and search", () => {
  const names = (filter: Parameters<typeof filterEntries>[2]) => filterEntries(entries, TEAMS, filter).map((e) => e.lastName);
  it("finds a name without its accents or case, either name first, and a record-book number without spaces", () => {
    assert.deepEqual(names({ q: "joao goncalves" }), ["Gonçalves"]);
    assert.deepEqual(names({ q: "GONÇALVES JOÃO" }), ["Gonçalves"]);
    assert.deepEqual(names({ q: "pt 001" }), ["Gonçalves"]);
    assert.deepEqual(names({ q: "шевч" }), ["Шевченко"]);
  });
  it("filters by category, sex, weight, country and team, together", () => {
    assert.deepEqual(names({ category: "junior" }), ["Young"]);
    assert.deepEqual(names({ sex: "F" }), ["Silva"]);
    assert.deepEqual(names({ weight: "-57 kg" }), ["Silva"]);
    assert.deepEqual(names({ country: "Greece" }), ["Шевченко", "First"]);
    assert.deepEqual(names({ team: "t1", sex: "M", category: "elite" }), ["Gonçalves", "Away"]);
  });
});

describe("desk team search", () => {
  const names = (filter: Parameters<typeof filterTeams>[1]) => filterTeams(TEAMS, filter).map((t) => t.name);
  it("finds a team by part of its name without accents or case, or by its e-mail, and filters by country", () => {
    assert.deepEqual(names({ q: "nandu" }), ["Clube Ñandú Porto"]);
    assert.deepEqual(names({ q: "ΑΘΛΗΤΙΚΌΣ" }), ["Αθλητικός Όμιλος"]);
    assert.deepEqual(names({ q: "ao@example" }), ["Αθλητικός Όμιλος"]);
    assert.deepEqual(names({ country: "Portugal" }), ["Clube Ñandú Porto"]);
    assert.deepEqual(names({ country: "Portugal", q: "αθλ" }), []);
    assert.deepEqual(names({}), ["Clube Ñandú Porto", "Αθλητικός Όμιλος"]);
  });
});
