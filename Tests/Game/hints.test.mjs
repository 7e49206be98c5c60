// The hints on their own: every answer on boards filled at random (seeded) is checked against a
// brute force that shares no code with the page (support/brute-force.mjs).

import assert from "node:assert/strict";
import { test } from "node:test";

import { Game } from "../../Sources/PentominoKit/Play/Page/model/game.mjs";
import { createHints } from "../../Sources/PentominoKit/Play/Page/model/hints.mjs";
import { countFillings } from "./support/brute-force.mjs";
import { fixture, placeByHand, seeded } from "./support/fixtures.mjs";

// The completions of the board as it is, by the brute force: the cells no piece covers, filled by
// the pieces not on the board.
function bruteForce(game) {
  const free = [];
  for (let row = 0; row < game.rows; row++) {
    free.push([]);
    for (let column = 0; column < game.columns; column++) free[row].push(game.occupant(row * game.columns + column) === -1);
  }
  const left = game.playable.filter(piece => game.placeOf(piece) !== "board").map(piece => piece.kind.orientations[0]);
  return countFillings(free, left);
}

// Some pieces placed by hand where they fit, at random: the board may or may not be finishable.
function scatter(game, rng, count) {
  for (let placed = 0; placed < count; placed++) {
    const piece = rng.pick(game.playable.filter(each => game.placeOf(each) === "tray"));
    const orientation = rng.below(piece.kind.orientations.length);
    const spots = [];
    for (let row = 0; row < game.rows; row++) {
      for (let column = 0; column < game.columns; column++) {
        if (game.fits(piece, orientation, row, column)) spots.push([row, column]);
      }
    }
    if (spots.length === 0) continue;
    const [row, column] = rng.pick(spots);
    assert.equal(placeByHand(game, piece, orientation, row, column).done, true);
  }
}

for (const name of ["3x20", "6x10-x-and-l"]) {
  test(`"Can I finish?" counts what the brute force counts, on the ${name}`, () => {
    const data = fixture(name), rng = seeded(11);
    for (let round = 0; round < 40; round++) {
      const game = new Game(data), hints = createHints(data.hints, game);
      // Half the rounds follow a completion, so that more of them can be finished.
      if (round % 2 === 0) {
        const steps = rng.below(5);
        for (let step = 0; step < steps; step++) {
          const next = hints.nextStep();
          game.place(next.piece, next.orientation, next.row, next.column);
        }
      } else {
        scatter(game, rng, 1 + rng.below(3));
      }
      const expected = bruteForce(game), answer = hints.check();
      assert.equal(answer.ways, expected, `round ${round}`);
      assert.equal(answer.answer, expected > 0 ? "yes" : "no");
      if (expected === 0) {
        assert.equal(game.placeOf(answer.piece), "board", "the piece to take back lies on the board");
        // Taken back, as "Help me" does, the board comes nearer a completion.
        const step = hints.nextStep();
        assert.deepEqual([step.take, step.piece], ["back", answer.piece]);
      }
    }
  });
}

test(`"Help me" leads to a completion one piece at a time, and "Show me" fills the board`, () => {
  for (const name of ["3x20", "6x10-x-and-l"]) {
    const data = fixture(name);
    const game = new Game(data), hints = createHints(data.hints, game);
    assert.equal(hints.ways(), data.hints.tilings);
    for (let step = 0; step < game.playable.length; step++) {
      const next = hints.nextStep();
      assert.equal(next.take, "place");
      const ways = next.ways;
      const outcome = game.place(next.piece, next.orientation, next.row, next.column);
      assert.equal(outcome.done, true);
      assert.equal(bruteForce(game), ways, "the ways it says are the completions with the piece there");
    }
    assert.equal(game.solved, true);
    assert.equal(hints.nextStep().take, "none");
    const shown = new Game(data), itsHints = createHints(data.hints, shown);
    scatter(shown, seeded(3), 2);
    const kept = shown.playable.filter(piece => shown.placeOf(piece) === "board" && itsHints.ways() > 0);
    const outcome = shown.fill(itsHints.solution());
    assert.deepEqual([outcome.done, outcome.won, shown.solved, shown.help], [true, true, true, "shown"]);
    for (const piece of kept) assert.equal(shown.placeOf(piece), "board");
  }
});
