import assert from "node:assert/strict";
import { test } from "node:test";
import type { BoardBout } from "../../lib/cup/day-board";
import { orderText, type Boxer } from "../../lib/cup/order-text";
import { translator } from "../support/desk-fixture";

// What the announcer (/desk/order/<day>/ring/<ring>, "Last result in this ring") and the public "today" page (the
// day's results) say of a bout, in each language: both read orderText's `announced` and `outcome`. A bout both
// boxers lost at the weigh-in has no winner (docs/cup.md §13): neither page may name a corner as its winner.

const boxers = new Map<string, Boxer>([
  ["red", { firstName: "Ana", lastName: "Silva", club: "Clube Norte", nationality: "Portugal" }],
  ["blue", { firstName: "Lucía", lastName: "Pérez", club: "Club Sur", nationality: "Spain" }],
]);
const bout = (result: BoardBout["result"]): Pick<BoardBout, "red" | "blue" | "result"> => ({
  red: { entry: "red" },
  blue: { entry: "blue" },
  result,
});
const noWinner = bout({ winner: null, method: "walkover", recordedAt: "2026-03-27T07:31:00Z" });
const blueWon = bout({ winner: "blue", method: "walkover", recordedAt: "2026-03-27T07:31:00Z" });

for (const [file, intl, sentence, won] of [
  ["en", "en-GB", "no winner: both boxers out at the weigh-in", "won by Lucía Pérez (Club Sur · Spain) (Blue corner), Walkover"],
  ["pt", "pt-PT", "sem vencedor: os dois pugilistas ficaram fora na pesagem", "Canto azul"],
  ["esp", "es-ES", "sin ganador: los dos boxeadores quedaron fuera en el pesaje", "Esquina azul"],
] as const) {
  test(`a bout both boxers lost at the weigh-in reads "no winner" on the announcer's view and on "today" (${file})`, () => {
    const text = orderText(translator(file), intl, "Europe/Lisbon", boxers);
    assert.equal(text.announced(noWinner), sentence);
    assert.equal(text.outcome(noWinner.result!), sentence);
    // A walkover with a winner still names the winner's corner and the method.
    assert.ok(text.announced(blueWon).includes(won), text.announced(blueWon));
    assert.ok(!text.announced(blueWon).includes(sentence));
    assert.notEqual(text.outcome(blueWon.result!), sentence);
  });
}

// A corner not decided yet names the bout it waits for, and Portuguese and Spanish agree the article with the bout: a
// semi-final is feminine, a quarter-final masculine (a reader at the last stop met "Vencedor do Meia-final 1").
test("a corner waiting for a bout names it, with the article the bout takes in Portuguese and Spanish", () => {
  const pending = (file: "en" | "pt" | "esp", from: "qf2" | "sf1") =>
    orderText(translator(file), "pt-PT", "Europe/Lisbon", boxers).corner({ winnerOf: from });
  assert.deepEqual(pending("pt", "sf1"), { pending: "Vencedor da Meia-final 1" });
  assert.deepEqual(pending("pt", "qf2"), { pending: "Vencedor do Quarto de final 2" });
  assert.deepEqual(pending("esp", "sf1"), { pending: "Ganador de la Semifinal 1" });
  assert.deepEqual(pending("esp", "qf2"), { pending: "Ganador del Cuarto de final 2" });
  assert.deepEqual(pending("en", "sf1"), { pending: "Winner of Semi-final 1" });
});
