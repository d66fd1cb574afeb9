import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { pageHref, teamFilterFromParams } from "../../lib/desk/filter-params";
import { pageOf, pageParam, pagesOf } from "../../lib/desk/paging";

const sizes = (pages: number[][]) => pages.map((page) => page.reduce((sum, n) => sum + n, 0));

describe("desk pages of whole groups", () => {
  it("fills each page up to the budget, never splitting a group", () => {
    const pages = pagesOf([30, 30, 30, 10, 50, 1], (n) => n, 80);
    assert.deepEqual(pages, [
      [30, 30],
      [30, 10],
      [50, 1],
    ]);
    assert.deepEqual(sizes(pages), [60, 40, 51]);
  });
  it("gives a group larger than the budget a page of its own", () => {
    assert.deepEqual(
      pagesOf([5, 120, 5], (n) => n, 80),
      [[5], [120], [5]],
    );
  });
  it("fills a page exactly to the budget, and counts an empty group as one row", () => {
    assert.deepEqual(
      pagesOf([40, 40, 1], (n) => n, 80),
      [[40, 40], [1]],
    );
    assert.deepEqual(
      pagesOf([0, 0, 0], (n) => n, 2),
      [[0, 0], [0]],
    );
  });
  it("keeps every group once, in order, and no page over budget but a lone large group (any sizes)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }), fc.integer({ min: 1, max: 150 }), (groups, budget) => {
        const pages = pagesOf(groups, (n) => n, budget);
        assert.deepEqual(pages.flat(), groups);
        for (const page of pages) {
          assert.ok(page.length > 0);
          const rows = page.reduce((sum, n) => sum + Math.max(1, n), 0);
          assert.ok(rows <= budget || page.length === 1, `page ${page} over ${budget}`);
        }
        // Greedy: a page and the next group's first would not have fitted together.
        for (let i = 0; i + 1 < pages.length; i++) {
          const rows = pages[i].reduce((sum, n) => sum + Math.max(1, n), 0);
          assert.ok(rows + Math.max(1, pages[i + 1][0]) > budget);
        }
      }),
    );
  });
  it("answers the page asked for, clamped to those that exist, with at least one page", () => {
    const groups = [50, 50, 50];
    assert.deepEqual(
      pageOf(groups, (n) => n, 2, 80),
      { items: [50], page: 2, pages: 3 },
    );
    assert.deepEqual(
      pageOf(groups, (n) => n, 9, 80),
      { items: [50], page: 3, pages: 3 },
    );
    assert.deepEqual(
      pageOf(groups, (n) => n, 0, 80),
      { items: [50], page: 1, pages: 3 },
    );
    assert.deepEqual(
      pageOf([], (n: number) => n, 3, 80),
      { items: [], page: 1, pages: 1 },
    );
  });
});

describe("desk page addresses", () => {
  it("reads a page number, and anything else as the first page", () => {
    assert.equal(pageParam("3"), 3);
    for (const value of [undefined, "", "0", "-2", "2.5", "x", "99999", ["2", "3"]]) assert.equal(pageParam(value), 1, String(value));
  });
  it("writes the filter's set fields and the page, the first page without a number", () => {
    assert.equal(pageHref("/desk/brackets", {}, 1), "/desk/brackets");
    assert.equal(
      pageHref("/pt/desk/brackets", { category: "elite", sex: "F", q: "joão silva" }, 2),
      "/pt/desk/brackets?category=elite&sex=F&q=jo%C3%A3o+silva&page=2",
    );
    assert.equal(pageHref("/desk/teams", { q: undefined, country: "Portugal" }, 1), "/desk/teams?country=Portugal");
  });
  it("reads the team search back from the address it wrote", () => {
    const href = pageHref("/desk/teams", { q: "Ñandú & co", country: "Portugal" }, 4);
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    assert.deepEqual(teamFilterFromParams(params), { q: "Ñandú & co", country: "Portugal" });
  });
});
