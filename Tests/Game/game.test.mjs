// The game's model on its own, with no page: its moves, the hand, undo and redo, what a win is,
// how much help reached it, and what it saves. Run by `node --test Tests/Game/`.

import assert from "node:assert/strict";
import { test } from "node:test";

import { blocked, empty, Game, helpLevels } from "../../Sources/PentominoKit/Play/Page/model/game.mjs";
import { fixture, placeByHand, seeded } from "./support/fixtures.mjs";

const board = () => new Game(fixture("3x20"));
const given = () => new Game(fixture("6x10-x-and-l"));
const named = (game, name) => game.playable.find(piece => piece.kind.name === name);
const cellsOf = (game, piece) => game.cellsOf(piece).map(cell => [Math.floor(cell / game.columns), cell % game.columns]);
const covered = game => [...game.occupancy()].filter(occupant => occupant >= 0).length;

// Picks a piece up, holds it over (row, column) as a pointer would, and lets go.
function drag(game, piece, row, column) {
  game.pickUp(piece);
  game.aim(row, column, true);
  return game.letGo();
}

test("every piece starts beside the board, and the board is empty", () => {
  const game = board();
  assert.equal(game.playable.length, 12);
  assert.ok(game.playable.every(piece => game.placeOf(piece) === "tray"));
  assert.ok([...game.occupancy()].every(occupant => occupant === empty));
  assert.equal(game.solved, false);
  assert.equal(game.canUndo || game.canRedo || game.canRestart, false);
});

test("a piece let go near a place where it fits lands there, and undo and redo travel", () => {
  const game = board(), i = named(game, "I");
  const outcome = drag(game, i, 0.3, 0.4);
  assert.deepEqual([outcome.done, outcome.kind, outcome.won], [true, "placed", false]);
  assert.deepEqual(cellsOf(game, i), [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]);
  assert.equal(covered(game), 5);
  assert.equal(game.undo().kind, "undone");
  assert.equal(game.placeOf(i), "tray");
  assert.equal(covered(game), 0);
  assert.equal(game.redo().kind, "redone");
  assert.deepEqual(cellsOf(game, i), [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]);
  // A new move forgets the moves undone.
  game.undo();
  drag(game, i, 2, 10);
  assert.equal(game.canRedo, false);
});

test("a piece turned while held turns in the hand, and no cell keeps it", () => {
  const game = board(), u = named(game, "U");
  drag(game, u, 0, 0);
  const first = cellsOf(game, u);
  assert.equal(first.length, 5);
  game.pickUp(u);
  assert.equal(game.placeOf(u), "held");
  assert.equal(covered(game), 0, "a piece in the hand covers no cell");
  game.aim(0.2, 6.4, true);
  const before = [...game.occupancy()];
  for (const how of ["rotate", "flip", "rotate"]) {
    const orientation = game.hand.orientation;
    assert.equal(game.turn(u, how).done, true);
    assert.notEqual(game.hand.orientation, orientation);
    assert.deepEqual([...game.occupancy()], before, `${how} in the hand changed a cell`);
  }
  assert.equal(game.letGo().kind, "placed");
  assert.equal(covered(game), 5);
  assert.ok(cellsOf(game, u).every(([, column]) => column >= 5), "U landed where it was aimed");
  assert.equal(game.restart().kind, "restarted");
  assert.ok([...game.occupancy()].every(occupant => occupant === empty));
});

test("the keyboard's aim may miss: the put-down is refused and the piece stays in the hand", () => {
  const game = board(), [l, x] = [named(game, "L"), named(game, "X")];
  drag(game, l, 0, 0);
  game.pickUp(x);
  game.aim(0, 0, false);
  assert.equal(game.hand.fits, false);
  assert.deepEqual([game.putDown().done, game.putDown().why], [false, "misfit"]);
  assert.equal(game.placeOf(x), "held");
  game.aim(0, 30, false);
  assert.deepEqual(game.hand.at, { row: 0, column: 17 }, "the aim stays on the board");
  assert.equal(game.putDown().kind, "placed");
  assert.equal(game.putBack().done, false);
});

test("let go where it fits nowhere, a piece from the board goes beside it, one from beside it stays", () => {
  const game = board(), [f, n] = [named(game, "F"), named(game, "N")];
  drag(game, f, 0, 0);
  const moves = game.canUndo;
  assert.equal(drag(game, f, -9, 3).kind, "home");
  assert.equal(game.placeOf(f), "tray");
  assert.ok(moves && game.canUndo);
  game.pickUp(n);
  game.turnHeld("rotate");
  game.aim(-9, 3, true);
  assert.equal(game.letGo().kind, "back");
  assert.equal(game.placeOf(n), "tray");
  assert.notEqual(game.orientationOf(n), 0, "it keeps the turn it took in the hand");
});

test("escape puts the held piece back where it was, as it was", () => {
  const game = board(), p = named(game, "P");
  drag(game, p, 1, 3);
  const cells = cellsOf(game, p), orientation = game.orientationOf(p);
  game.pickUp(p);
  game.turnHeld("flip");
  game.aim(0, 12, false);
  game.putBack();
  assert.deepEqual([cellsOf(game, p), game.orientationOf(p)], [cells, orientation]);
});

test("a piece beside the board turns where it lies, which is no move; on the board it turns in place", () => {
  const game = board(), t = named(game, "T");
  assert.equal(game.turn(t, "rotate").done, true);
  assert.equal(game.canUndo, false);
  drag(game, t, 0, 8);
  const outcome = game.turn(t, "rotate");
  assert.deepEqual([outcome.done, outcome.kind], [true, "turned"]);
  assert.equal(covered(game), 5);
  // The X has one orientation; and an I lying along a row of three cannot stand up.
  const x = named(game, "X");
  assert.equal(game.turn(x, "flip").why, "cannot turn");
  const i = named(game, "I");
  drag(game, i, 1, 12);
  const cells = cellsOf(game, i);
  assert.equal(game.turn(i, "rotate").why, "no room");
  assert.deepEqual(cellsOf(game, i), cells);
});

test("given pieces are fixed, and cover their cells", () => {
  const game = given(), data = fixture("6x10-x-and-l");
  assert.equal(game.pieces.length - game.playable.length, data.given.length);
  const fixed = game.pieces.filter(piece => piece.given);
  for (const piece of fixed) {
    assert.equal(game.placeOf(piece), "given");
    assert.equal(game.pickUp(piece).why, "given");
    assert.equal(game.turn(piece, "rotate").why, "given");
    for (const cell of game.cellsOf(piece)) assert.equal(game.occupant(cell), piece.index);
  }
  assert.equal(covered(game), 10);
});

// Where each piece of a drawn tiling lies: its orientation in `game` and the corner of its box.
function placementsOf(game, rows) {
  const cells = new Map();
  rows.forEach((line, row) => [...line].forEach((letter, column) => {
    if (!cells.has(letter)) cells.set(letter, []);
    cells.get(letter).push([row, column]);
  }));
  return [...cells].map(([letter, list]) => {
    const piece = named(game, letter);
    const row = Math.min(...list.map(([r]) => r)), column = Math.min(...list.map(([, c]) => c));
    const key = list.map(([r, c]) => `${r - row},${c - column}`).sort().join(" ");
    const orientation = piece.kind.orientations.findIndex(shape => shape.map(cell => cell.join(",")).sort().join(" ") === key);
    assert.ok(orientation >= 0, letter);
    return { piece, orientation, row, column };
  });
}

// A tiling of the 3x20, as `pentomino solve 3x20` prints it.
const tiling = ["UUXPPPLLLLFTTTWWZVVV", "UXXXPPLNNFFFTWWYZZZV", "UUXIIIIINNNFTWYYYYZV"];

test("a win is the move that fills the board, with the help that reached it", () => {
  const alone = board();
  let last = null;
  for (const { piece, orientation, row, column } of placementsOf(alone, tiling)) {
    assert.equal(last === null || last.won === false, true);
    last = placeByHand(alone, piece, orientation, row, column);
    assert.equal(last.kind, "placed");
  }
  assert.deepEqual([last.won, alone.solved, alone.help], [true, true, "alone"]);
  const helped = board();
  const steps = placementsOf(helped, tiling);
  for (const { piece, orientation, row, column } of steps.slice(0, -1)) placeByHand(helped, piece, orientation, row, column);
  const final = steps.at(-1);
  last = helped.place(final.piece, final.orientation, final.row, final.column);
  assert.deepEqual([last.won, helped.help], [true, "helped"]);
  // Undo never lowers the help; restart starts it again, and undoing the restart brings it back.
  helped.undo();
  assert.equal(helped.help, "helped");
  helped.restart();
  assert.equal(helped.help, "alone");
  helped.undo();
  assert.equal(helped.help, "helped");
  // A move made again is no new win.
  alone.undo();
  assert.equal(alone.redo().won, false);
  assert.equal(alone.solved, true);
  // Filled by "Show me": shown.
  const shown = board();
  const filled = shown.fill(placementsOf(shown, tiling));
  assert.deepEqual([filled.won, shown.help], [true, "shown"]);
  assert.deepEqual(helpLevels, ["alone", "helped", "shown"]);
  // A fill that does not fit is refused.
  const wrong = board();
  const overlapping = placementsOf(wrong, tiling).map(each => ({ ...each, row: 0, column: 0 }));
  assert.equal(wrong.fill(overlapping).done, false);
  assert.equal(covered(wrong), 0);
});

test("a snapshot restores, and anything else is refused and changes nothing", () => {
  const game = board();
  drag(game, named(game, "I"), 0, 0);
  game.turn(named(game, "W"), "flip");
  const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
  const other = board();
  assert.equal(other.restore(snapshot), true);
  assert.deepEqual(other.snapshot(), game.snapshot());
  assert.equal(other.canUndo, false);
  const overlapping = structuredClone(snapshot);
  overlapping.places[2] = ["board", 0, 0, 0];
  const bad = [
    null, 7, "text", [], {}, { ...snapshot, version: 2 }, { ...snapshot, help: "cheated" },
    { ...snapshot, places: snapshot.places.slice(1) }, { ...snapshot, places: snapshot.places.map(() => ["sky", 0, 0, 0]) },
    { ...snapshot, places: snapshot.places.map(() => ["tray", 99, 0, 0]) },
    { ...snapshot, places: snapshot.places.map(() => ["board", 0, 0.5, 0]) },
    { ...snapshot, places: [["board", 0, 2, 19], ...snapshot.places.slice(1)] }, overlapping,
  ];
  for (const value of bad) {
    const fresh = board();
    assert.equal(fresh.restore(value), false, JSON.stringify(value));
    assert.equal(covered(fresh), 0);
  }
});

test("2,000 random moves keep the board legal, and the hand off it", () => {
  for (const name of ["3x20", "6x10-x-and-l"]) {
    const game = new Game(fixture(name)), rng = seeded(7);
    for (let step = 0; step < 2000; step++) {
      const piece = rng.pick(game.playable);
      const move = rng.below(10);
      if (move < 3) {
        game.pickUp(piece);
        game.aim(rng.next() * (game.rows + 2) - 1, rng.next() * (game.columns + 2) - 1, rng.next() < 0.7);
        if (rng.next() < 0.4) game.turnHeld(rng.pick(["rotate", "flip"]));
        const [put, held] = [game.hand.fits, game.hand.piece];
        const outcome = rng.next() < 0.5 ? game.letGo() : game.putDown();
        if (!outcome.done) {
          assert.equal(put, false);
          assert.equal(game.placeOf(held), "held");
          if (rng.next() < 0.5) game.putBack(); else game.letGo();
        }
      } else if (move < 5) {
        game.turn(piece, rng.pick(["rotate", "flip"]));
      } else if (move < 6) {
        game.sendHome(piece);
      } else if (move < 8) {
        game.undo();
      } else if (move < 9) {
        game.redo();
      } else if (rng.next() < 0.2) {
        game.restart();
      }
      // The test's own idea of the board, from the position alone.
      const taken = new Map();
      for (const each of game.pieces) {
        const place = game.placeOf(each);
        assert.notEqual(place, "held", `step ${step}: a piece left in the hand`);
        if (place !== "board" && place !== "given") continue;
        const { row, column } = game.cornerOf(each);
        for (const [r, c] of game.shapeOf(each)) {
          const cell = (row + r) * game.columns + column + c;
          assert.ok(row + r >= 0 && row + r < game.rows && column + c >= 0 && column + c < game.columns);
          assert.ok(game.open[cell], `step ${step}: a piece on a blocked cell`);
          assert.ok(!taken.has(cell), `step ${step}: two pieces on one cell`);
          taken.set(cell, each.index);
        }
      }
      game.occupancy().forEach((occupant, cell) => {
        const want = taken.has(cell) ? taken.get(cell) : game.open[cell] ? empty : blocked;
        assert.equal(occupant, want, `step ${step}: cell ${cell}`);
      });
      assert.equal(game.solved, game.playable.every(each => game.placeOf(each) === "board"));
    }
  }
});
