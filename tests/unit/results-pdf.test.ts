import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, it } from "node:test";
import type { Method, NodeId, Result } from "../../lib/cup/bracket";
import { placeOrder } from "../../lib/cup/draw";
import type { PublicBoxer, PublishedBracket } from "../../lib/cup/published";
import { resultsComplete, resultsPdf } from "../../lib/cup/results-pdf";
import { translator } from "../support/desk-fixture";

// The edition's results document follows the medal rule of lib/cup/bracket.ts (docs/cup.md §11): read back with
// poppler's pdftotext, as a reader would copy it.

const dir = mkdtempSync(path.join(os.tmpdir(), "results-pdf-"));
after(() => rmSync(dir, { recursive: true, force: true }));
function text(pdf: Buffer): string {
  const file = path.join(dir, "results.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

const by = (winner: string, method: Method): Result => ({ winner, method });

function bracket(code: string, names: string[], results: Partial<Record<NodeId, Result>>): PublishedBracket {
  const boxers = new Map<string, PublicBoxer>(
    names.map((name) => [name, { firstName: name, lastName: "Boxer", club: "Clube", nationality: "Portugal" }]),
  );
  return {
    category: "senior",
    sex: "M",
    code,
    slots: [...placeOrder(names)],
    results,
    boxers,
    recordedAt: {},
    publishedAt: "2026-03-25T12:00:00Z",
    seed: "00000000000000aa",
    revision: 1,
  };
}

it("lists no medal for a boxer who never boxed: a walkover final gives neither gold nor silver, a bye then a walkover no bronze", async () => {
  const brackets = [
    // Two boxers, the final a walkover: nobody boxed, so the weight class has no medal and is not listed.
    bracket("60", ["Walter", "Absent"], { final: by("Walter", "walkover") }),
    // Semi-finals Alba v Bruno and Carlos v Duarte (both after byes): Alba wins by walkover and boxes the final.
    bracket("67", ["Alba", "Bruno", "Carlos", "Duarte"], {
      sf1: by("Alba", "walkover"),
      sf2: by("Carlos", "points"),
      final: by("Carlos", "points"),
    }),
  ];
  assert.equal(resultsComplete(brackets), true);
  for (const [file, awarded, notListed] of [
    ["en", "Medals awarded 3", "a dash marks a medal not awarded"],
    ["pt", "Medalhas atribuídas 3", "um traço assinala uma medalha não atribuída"],
  ] as const) {
    const read = text(await resultsPdf(brackets, translator(file), file === "en" ? "en-GB" : "pt-PT"));
    assert.ok(read.includes(awarded), read);
    assert.ok(read.includes(notListed), "the note states the rule");
    for (const medallist of ["Carlos Boxer", "Alba Boxer", "Duarte Boxer"]) assert.ok(read.includes(medallist), medallist);
    for (const never of ["Walter Boxer", "Absent Boxer", "Bruno Boxer"]) assert.ok(!read.includes(never), `${never} is listed`);
  }
});
