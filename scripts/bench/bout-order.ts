/**
 * `node --import tsx scripts/bench/bout-order.ts [runs]`: the day's order at the cup's largest scale, pure, no server
 * (docs/benchmarks.md): proposing a day of 250 bouts over 3 rings (lib/cup/bout-order.ts; bar: under 1 s), and the
 * bout sheets and running order of a 90-bout session as A4 PDFs (lib/desk/documents/order-documents.ts; bar for the
 * sheets: under 5 s), with their sizes. Each figure is the median of `runs` (default 5) after one warm-up.
 */
import { performance } from "node:perf_hooks";
import { proposeDay } from "../../lib/cup/bout-order";
import { allBrackets } from "../../lib/cup/bracket-slug";
import { boutsOf, type DrawnBracket } from "../../lib/cup/day-bouts";
import { dayBoard } from "../../lib/cup/day-board";
import { drawBracket } from "../../lib/cup/draw";
import { BOUT_SECONDS, FIGHT_DAYS } from "../../lib/cup/fight-calendar";
import { orderText, type Boxer } from "../../lib/cup/order-text";
import { boutSheetsPdf, runningOrderPdf } from "../../lib/desk/documents/order-documents";
import { NAMES, translator } from "../../tests/support/desk-fixture";

const runs = Number(process.argv[2] ?? 5);
const FRIDAY = FIGHT_DAYS.find((d) => d.key === "semiFinals")!;
const QUARTERS = FIGHT_DAYS.find((d) => d.key === "quarterFinals")!;

/** Every bracket of the edition full (8 boxers, four teams), drawn: 129 brackets, 4 quarter-finals each. */
function fullCup(): DrawnBracket[] {
  return allBrackets().map((key, b) => {
    const entries = Array.from({ length: 8 }, (_, i) => ({ id: `${b}-${i}`, team: `t${i % 4}` }));
    return { ...key, slots: drawBracket(entries, (b + 1).toString(16).padStart(16, "0")).slots, results: {} };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed<T>(work: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  await work();
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    value = await work();
    times.push(performance.now() - start);
  }
  return { ms: median(times), value };
}

async function main() {
  // A quarter-final day of 250 bouts: the first 250 quarter-finals of a full cup (4 per bracket), over 3 rings.
  const bouts = boutsOf(fullCup(), BOUT_SECONDS)
    .filter((b) => b.round === "quarterFinal")
    .slice(0, 250);
  const propose = await timed(() => proposeDay(QUARTERS, bouts));
  const placed = propose.value.placed;
  console.log(
    `propose: ${bouts.length} bouts over ${QUARTERS.sessions.length} sessions of 3 rings: ${propose.ms.toFixed(1)} ms (median of ${runs}), ${placed.length} placed, ${propose.value.held.length} held`,
  );

  // A 90-bout session: 45 brackets of four boxers (two semi-finals each) on Friday's first session, names in every script.
  const brackets = fullCup()
    .slice(0, 45)
    .map((b, i) => ({ ...b, slots: [`${i}a`, null, `${i}b`, null, `${i}c`, null, `${i}d`, null] }));
  const names = Object.values(NAMES);
  const boxers = new Map<string, Boxer>(
    brackets.flatMap((_, i) =>
      ["a", "b", "c", "d"].map((x, j) => {
        const [firstName, lastName] = names[(i * 4 + j) % names.length];
        return [`${i}${x}`, { firstName, lastName, club: `Clube ${i} Ñandú`, nationality: "Portugal" }] as const;
      }),
    ),
  );
  const order = brackets.flatMap((b, i) =>
    (["sf1", "sf2"] as const).map((node, n) => {
      const index = i * 2 + n;
      return {
        id: `${b.category}/${b.sex}/${b.code}/${node}`,
        day: FRIDAY.date,
        session: 1,
        ring: (index % 3) + 1,
        position: Math.floor(index / 3) + 1,
        number: index + 1,
      };
    }),
  );
  const at = new Date("2026-03-27T08:05:00Z");
  // The estimates are the database's (public.bout_estimates); the documents' cost does not depend on their values.
  const board = dayBoard(FRIDAY, order, brackets, (b) => BOUT_SECONDS[b.category], new Map(order.map((b) => [b.id, at])));
  const t = translator("en");
  const text = orderText(t, "en-GB", "Europe/Lisbon", boxers);
  const print = { day: FRIDAY, session: FRIDAY.sessions[0], dayName: "Friday 27 March · Semi-finals", bouts: board };
  const produced = { edition: "Porto Box Cup 2026", at, timeZone: "Europe/Lisbon", locale: "en-GB" };
  const sheets = await timed(() => boutSheetsPdf(print, t, text, produced));
  console.log(
    `bout sheets: ${board.length} bouts: ${sheets.ms.toFixed(0)} ms (median of ${runs}), ${(sheets.value.length / 1024).toFixed(0)} KB`,
  );
  const running = await timed(() => runningOrderPdf(print, t, text, produced));
  console.log(
    `running order: ${board.length} bouts: ${running.ms.toFixed(0)} ms (median of ${runs}), ${(running.value.length / 1024).toFixed(0)} KB`,
  );
  const failed = [propose.ms >= 1000 && "proposal over 1 s", sheets.ms >= 5000 && "bout sheets over 5 s"].filter(Boolean);
  if (failed.length) {
    console.log(`bars missed: ${failed.join(", ")}`);
    process.exitCode = 1;
  }
}

void main();
