// The game's rules and state, with no DOM: the board, the pieces beside it, on it or in the hand
// with their turns, the moves with undo and redo, and what a win is. The page draws what this
// holds and nothing else (front/view.mjs), and its inputs only call the moves below, as in Simon
// Tatham's puzzles, where the midend keeps the state and the front end draws it.
//
// A position says where each piece to place lies, beside the board or on it at a row, a column
// and an orientation, and how much help reached it; the history keeps positions. The piece in the
// hand lies apart from the position: while held it covers no cell, and turning it changes no cell.
// Which piece covers a cell is worked out from the position and the given pieces, never kept
// beside them, so the two cannot disagree.
//
// Every move returns an outcome: `{ done: true, kind, piece, won }`, where `won` says that the
// move filled the board, or `{ done: false, kind, piece, why }` when the rules refuse it.

import { clamp, extent, mirrored, shapeKey, turned } from "./shapes.mjs";

/** How a board was finished, from the best: alone, with "Help me", or shown by "Show me". */
export const helpLevels = Object.freeze(["alone", "helped", "shown"]);

/** The more of two help levels. */
const moreHelp = (one, other) =>
  helpLevels[Math.max(helpLevels.indexOf(one), helpLevels.indexOf(other))];

/** What `occupant` says of a cell that no piece may cover, and of an open cell that none covers. */
export const blocked = -2;
export const empty = -1;

/** The version of what `snapshot` writes, which `restore` reads. */
const snapshotVersion = 1;

const inTray = orientation => Object.freeze({ place: "tray", orientation, row: 0, column: 0 });
const onBoard = (orientation, row, column) => Object.freeze({ place: "board", orientation, row, column });
const position = (places, help) => Object.freeze({ places: Object.freeze(places), help });
const refused = (kind, piece, why) => ({ done: false, kind, piece, why });

export class Game {
  #position;
  #hand = null;
  #history = [];
  #undone = [];
  #occupancy = null;

  /**
   * The game on the board and pieces of `data`, as the page's data gives them: `rows`, `columns`,
   * `cells` (a string per row, `#` blocked), `pieces` (each with `name`, `colour`, `ink`,
   * `colourName`, `orientations` and `copies`, how many the player places) and `given` (each with
   * `piece`, `orientation`, `row` and `column`). Every piece to place starts beside the board.
   */
  constructor(data) {
    this.rows = data.rows;
    this.columns = data.columns;
    this.cellCount = data.rows * data.columns;
    this.open = Object.freeze(data.cells.flatMap(line => [...line].map(cell => cell !== "#")));
    this.kinds = Object.freeze(data.pieces.map((piece, index) => Object.freeze({
      index,
      name: piece.name,
      colour: piece.colour,
      ink: piece.ink,
      colourName: piece.colourName || piece.name,
      orientations: piece.orientations,
      copies: piece.copies,
      orientationOf: new Map(piece.orientations.map((cells, orientation) => [shapeKey(cells), orientation])),
      longest: Math.max(...piece.orientations.map(cells => Math.max(...extent(cells)))),
    })));
    const pieces = [];
    for (const kind of this.kinds) {
      for (let copy = 1; copy <= kind.copies; copy++) {
        pieces.push(Object.freeze({ index: pieces.length, kind, copy, given: null }));
      }
    }
    this.playable = Object.freeze(pieces.slice());
    for (const { piece, orientation, row, column } of data.given) {
      const given = Object.freeze({ orientation, row, column });
      pieces.push(Object.freeze({ index: pieces.length, kind: this.kinds[piece], copy: 0, given }));
    }
    this.pieces = Object.freeze(pieces);
    this.#position = position(this.playable.map(() => inTray(0)), "alone");
  }

  // --- What the game holds.

  /** Where each piece to place lies, and the help that reached this position. */
  get position() { return this.#position; }
  /** The piece in the hand: `{ piece, orientation, at, fits }`, where `at` is the place it is over (or null). */
  get hand() { return this.#hand; }
  /** How much help reached the board as it is. */
  get help() { return this.#position.help; }
  get canUndo() { return this.#history.length > 0; }
  get canRedo() { return this.#undone.length > 0; }
  get canRestart() {
    return this.#hand !== null || this.#position.places.some(place => place.place !== "tray" || place.orientation !== 0);
  }
  /** Whether every piece to place is on the board. */
  get solved() { return this.#hand === null && this.#position.places.every(place => place.place === "board"); }

  /** "given", "held", "tray" or "board". */
  placeOf(piece) {
    if (piece.given) return "given";
    if (this.#hand && this.#hand.piece === piece) return "held";
    return this.#position.places[piece.index].place;
  }

  orientationOf(piece) {
    if (piece.given) return piece.given.orientation;
    if (this.#hand && this.#hand.piece === piece) return this.#hand.orientation;
    return this.#position.places[piece.index].orientation;
  }

  /** The row and column of the top left corner of a piece's box on the board. */
  cornerOf(piece) {
    const { row, column } = piece.given || this.#position.places[piece.index];
    return { row, column };
  }

  shapeOf(piece, orientation = this.orientationOf(piece)) {
    return piece.kind.orientations[orientation];
  }

  /** The cells (row × columns + column) the piece would cover at a place, or null where one is off the board. */
  cellsAt(piece, orientation, row, column) {
    const cells = [];
    for (const [r, c] of this.shapeOf(piece, orientation)) {
      if (row + r < 0 || row + r >= this.rows || column + c < 0 || column + c >= this.columns) return null;
      cells.push((row + r) * this.columns + column + c);
    }
    return cells;
  }

  /** The cells a piece covers: none unless it lies on the board or is given. */
  cellsOf(piece) {
    const place = this.placeOf(piece);
    if (place !== "board" && place !== "given") return [];
    const { row, column } = this.cornerOf(piece);
    return this.cellsAt(piece, this.orientationOf(piece), row, column);
  }

  /** For each cell, `blocked`, `empty`, or the index of the piece that covers it. */
  occupancy() {
    if (this.#occupancy === null) {
      const occupancy = new Int32Array(this.cellCount);
      this.open.forEach((open, cell) => { occupancy[cell] = open ? empty : blocked; });
      for (const piece of this.pieces) for (const cell of this.cellsOf(piece)) occupancy[cell] = piece.index;
      this.#occupancy = occupancy;
    }
    return this.#occupancy;
  }

  occupant(cell) { return this.occupancy()[cell]; }

  /** Whether the piece fits at a place: every cell on the board, open, and empty or its own. */
  fits(piece, orientation, row, column) {
    const cells = this.cellsAt(piece, orientation, row, column), occupancy = this.occupancy();
    return cells !== null && cells.every(cell => occupancy[cell] === empty || occupancy[cell] === piece.index);
  }

  /**
   * The place nearest to (`row`, `column`), fractional, where the piece fits in `orientation`: of
   * the 3x3 places around the one those round to, diagonals included. Null where none is.
   */
  nearestSpot(piece, orientation, row, column) {
    let best = null;
    const [middleRow, middleColumn] = [Math.round(row), Math.round(column)];
    for (let r = middleRow - 1; r <= middleRow + 1; r++) {
      for (let c = middleColumn - 1; c <= middleColumn + 1; c++) {
        const distance = Math.hypot(r - row, c - column);
        if ((!best || distance < best.distance) && this.fits(piece, orientation, r, c)) {
          best = { row: r, column: c, distance };
        }
      }
    }
    return best && { row: best.row, column: best.column };
  }

  /** The first place in reading order where the piece fits in `orientation`, or null. */
  firstSpot(piece, orientation = this.orientationOf(piece)) {
    for (let row = 0; row < this.rows; row++) {
      for (let column = 0; column < this.columns; column++) {
        if (this.fits(piece, orientation, row, column)) return { row, column };
      }
    }
    return null;
  }

  /** The orientation a quarter turn clockwise ("rotate") or a flip ("flip") gives, where the piece has it. */
  nextOrientation(piece, how) {
    let cells = this.shapeOf(piece);
    for (let turns = 0; turns < (how === "rotate" ? 3 : 1); turns++) {
      cells = how === "rotate" ? turned(cells) : mirrored(cells);
      const orientation = piece.kind.orientationOf.get(shapeKey(cells));
      if (orientation !== undefined) return orientation;
    }
    return this.orientationOf(piece);
  }

  // --- The hand: a piece picked up, aimed and turned, then put down, let go or put back.

  /** Takes a piece to place into the hand; one held before goes back where it was. */
  pickUp(piece) {
    if (piece.given) return refused("picked", piece, "given");
    if (this.#hand && this.#hand.piece !== piece) this.putBack();
    if (!this.#hand) {
      const { orientation } = this.#position.places[piece.index];
      this.#setHand({ piece, orientation, at: null, fits: false, aim: null });
    }
    return { done: true, kind: "picked", piece, won: false };
  }

  /**
   * Holds the piece in the hand over (`row`, `column`), the corner of its box: with `snap`, over
   * the nearest place where it fits (a pointer's drop); without, over the place that rounds to,
   * kept on the board, where it may not fit (the keyboard's).
   */
  aim(row, column, snap) {
    const hand = this.#hand;
    if (!hand) return;
    const { piece, orientation } = hand;
    let at;
    if (snap) {
      at = this.nearestSpot(piece, orientation, row, column);
    } else {
      const [height, width] = extent(this.shapeOf(piece, orientation));
      at = {
        row: clamp(Math.round(row), 0, Math.max(0, this.rows - height)),
        column: clamp(Math.round(column), 0, Math.max(0, this.columns - width)),
      };
    }
    const fits = at !== null && this.fits(piece, orientation, at.row, at.column);
    this.#setHand({ ...hand, at, fits, aim: { row, column, snap } });
  }

  /** Turns the piece in the hand; no cell changes. */
  turnHeld(how) {
    const hand = this.#hand;
    if (!hand) return refused("turned", null, "nothing held");
    const orientation = this.nextOrientation(hand.piece, how);
    if (orientation === hand.orientation) return refused("turned", hand.piece, "cannot turn");
    this.#setHand({ ...hand, orientation });
    if (hand.aim) this.aim(hand.aim.row, hand.aim.column, hand.aim.snap);
    return { done: true, kind: "turned", piece: hand.piece, won: false };
  }

  /** Puts the piece in the hand down where it is aimed, if it fits there; else it stays in the hand. */
  putDown() {
    const hand = this.#hand;
    if (!hand) return refused("placed", null, "nothing held");
    if (!hand.fits) return refused("placed", hand.piece, "misfit");
    const { piece, orientation, at } = hand;
    const was = this.#position.places[piece.index];
    this.#hand = null;
    this.#occupancy = null;
    if (was.place === "board" && was.orientation === orientation && was.row === at.row && was.column === at.column) {
      return { done: true, kind: "back", piece, won: false };
    }
    return this.#move(piece, onBoard(orientation, at.row, at.column), "alone", "placed");
  }

  /**
   * Lets go of the piece in the hand: down where it fits, else beside the board, turned as it is;
   * the outcome of the second says `missed`.
   */
  letGo() {
    const hand = this.#hand;
    if (!hand) return refused("home", null, "nothing held");
    if (hand.fits) return this.putDown();
    const { piece, orientation } = hand;
    const was = this.#position.places[piece.index];
    this.#hand = null;
    this.#occupancy = null;
    if (was.place === "tray") {
      this.#replace(piece, inTray(orientation));
      return { done: true, kind: "back", piece, won: false, missed: true };
    }
    return { ...this.#move(piece, inTray(orientation), "alone", "home"), missed: true };
  }

  /** Puts the piece in the hand back where it was, as it was. */
  putBack() {
    const hand = this.#hand;
    if (!hand) return refused("back", null, "nothing held");
    this.#hand = null;
    this.#occupancy = null;
    return { done: true, kind: "back", piece: hand.piece, won: false };
  }

  // --- Moves on pieces not held.

  /**
   * Turns a piece: in the hand, as `turnHeld`; beside the board, where it lies (not a move); on the
   * board, about its middle into the nearest place where it fits, of the 3x3 around it.
   */
  turn(piece, how) {
    if (this.#hand && this.#hand.piece === piece) return this.turnHeld(how);
    if (piece.given) return refused("turned", piece, "given");
    const orientation = this.nextOrientation(piece, how);
    const was = this.#position.places[piece.index];
    if (orientation === was.orientation) return refused("turned", piece, "cannot turn");
    if (was.place === "tray") {
      this.#replace(piece, inTray(orientation));
      return { done: true, kind: "turned", piece, won: false };
    }
    const [height, width] = extent(this.shapeOf(piece, was.orientation));
    const [newHeight, newWidth] = extent(this.shapeOf(piece, orientation));
    const spot = this.nearestSpot(
      piece, orientation, Math.round(was.row + (height - newHeight) / 2), Math.round(was.column + (width - newWidth) / 2));
    if (!spot) return refused("turned", piece, "no room");
    return this.#move(piece, onBoard(orientation, spot.row, spot.column), "alone", "turned");
  }

  /** Sends a piece on the board back beside it; `help` says who asked. */
  sendHome(piece, help = "alone") {
    if (piece.given) return refused("home", piece, "given");
    if (this.#hand && this.#hand.piece === piece) this.putBack();
    const was = this.#position.places[piece.index];
    if (was.place !== "board") return refused("home", piece, "not on the board");
    return this.#move(piece, inTray(was.orientation), help, "home");
  }

  /** Places a piece where it fits, for a hint: a move made with `help`. */
  place(piece, orientation, row, column, help = "helped") {
    if (piece.given) return refused("placed", piece, "given");
    if (this.#hand) this.putBack();
    if (!this.fits(piece, orientation, row, column)) return refused("placed", piece, "misfit");
    return this.#move(piece, onBoard(orientation, row, column), help, "placed");
  }

  /**
   * Puts every piece to place where `placements` say (`{ piece, orientation, row, column }` each,
   * together a filled board), in one move made with `help`.
   */
  fill(placements, help = "shown") {
    if (this.#hand) this.putBack();
    const places = this.#position.places.slice();
    for (const { piece, orientation, row, column } of placements) places[piece.index] = onBoard(orientation, row, column);
    if (!this.#legal(places)) return refused("filled", null, "misfit");
    return this.#commit(places, moreHelp(this.help, help), "filled", null);
  }

  undo() { return this.#travel(this.#history, this.#undone, "undone"); }
  redo() { return this.#travel(this.#undone, this.#history, "redone"); }

  /** Every piece back beside the board, unturned: a move, which undo takes back; the help starts again. */
  restart() {
    if (this.#hand) this.putBack();
    if (!this.canRestart) return refused("restarted", null, "nothing to restart");
    return this.#commit(this.playable.map(() => inTray(0)), "alone", "restarted", null);
  }

  // --- Saving.

  /** The position, as a JSON value that `restore` reads. */
  snapshot() {
    return {
      version: snapshotVersion,
      places: this.#position.places.map(({ place, orientation, row, column }) => [place, orientation, row, column]),
      help: this.#position.help,
    };
  }

  /**
   * Takes the position that `snapshot` wrote, if it is one of this game's: a place for each piece to
   * place, those on the board inside it and apart. Anything else leaves the game as it is.
   * Returns whether it was taken.
   */
  restore(value) {
    const count = this.playable.length;
    if (!value || typeof value !== "object" || value.version !== snapshotVersion || !helpLevels.includes(value.help)
      || !Array.isArray(value.places) || value.places.length !== count) return false;
    const places = [];
    for (const [index, entry] of value.places.entries()) {
      if (!Array.isArray(entry) || entry.length !== 4 || !["tray", "board"].includes(entry[0])
        || !entry.slice(1).every(Number.isInteger)) return false;
      const [place, orientation, row, column] = entry;
      if (orientation < 0 || orientation >= this.playable[index].kind.orientations.length) return false;
      places.push(place === "tray" ? inTray(orientation) : onBoard(orientation, row, column));
    }
    if (!this.#legal(places)) return false;
    this.#hand = null;
    this.#history = [];
    this.#undone = [];
    this.#position = position(places, value.help);
    this.#occupancy = null;
    return true;
  }

  /** For tests: the name of the piece on each cell ("ROW,COLUMN"), and the piece held. */
  describe() {
    const cells = {}, occupancy = this.occupancy();
    occupancy.forEach((occupant, cell) => {
      if (occupant >= 0) cells[`${Math.floor(cell / this.columns)},${cell % this.columns}`] = this.pieces[occupant].kind.name;
    });
    return { cells, held: this.#hand ? this.#hand.piece.kind.name : null };
  }

  // --- Inside.

  #setHand(hand) {
    this.#hand = Object.freeze(hand);
    this.#occupancy = null;
  }

  // Whether `places`, with the given pieces, put every piece on the board on open cells, apart.
  #legal(places) {
    const taken = new Uint8Array(this.cellCount);
    const cover = (piece, { orientation, row, column }) => {
      const cells = this.cellsAt(piece, orientation, row, column);
      if (cells === null || cells.some(cell => !this.open[cell] || taken[cell])) return false;
      for (const cell of cells) taken[cell] = 1;
      return true;
    };
    return this.pieces.every(piece => (piece.given ? cover(piece, piece.given)
      : places[piece.index].place === "tray" || cover(piece, places[piece.index])));
  }

  #replace(piece, place) {
    const places = this.#position.places.slice();
    places[piece.index] = place;
    this.#position = position(places, this.#position.help);
    this.#occupancy = null;
  }

  #move(piece, place, help, kind) {
    const places = this.#position.places.slice();
    places[piece.index] = place;
    return this.#commit(places, moreHelp(this.help, help), kind, piece);
  }

  #commit(places, help, kind, piece) {
    this.#history.push(this.#position);
    this.#undone.length = 0;
    this.#position = position(places, help);
    this.#occupancy = null;
    return { done: true, kind, piece, won: this.solved };
  }

  // Undo and redo: a position from one list, the present one kept in the other. The help never
  // falls by them: a hint undone was still seen.
  #travel(from, to, kind) {
    if (this.#hand) this.putBack();
    const next = from.pop();
    if (!next) return refused(kind, null, "nothing to " + (kind === "undone" ? "undo" : "redo"));
    to.push(this.#position);
    this.#position = position(next.places, moreHelp(next.help, this.#position.help));
    this.#occupancy = null;
    return { done: true, kind, piece: null, won: false };
  }
}
