// Hints, from every completion of the board, which the page's data carries: the pieces each places,
// by their shapes, in the order of their first cells, so that each fills the first cell left empty
// (TilingCode.swift writes them). Each completion is decoded once into the placements it makes, a
// placement being its shape's number times the cells of the board plus its first cell; a hint is
// then one pass over them, comparing numbers. Nothing here changes the game: the answers say which
// move would help, and the page makes it.

/**
 * The hints of `game` from `code`, the data's `hints` (`tilings`, `placed`, `digits`, `shapes` and
 * `code`).
 */
export function createHints(code, game) {
  const { cellCount, columns } = game;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const digit = new Int32Array(128);
  for (let index = 0; index < 64; index++) digit[alphabet.charCodeAt(index)] = index;
  const { tilings: count, placed } = code;
  let at = 0;
  const read = () => {
    let number = 0;
    for (let place = 0; place < code.digits; place++) number = number * 64 + digit[code.code.charCodeAt(at++)];
    return number;
  };
  const shapeOf = game.kinds.map(() => []);
  const shapes = code.shapes.map(([kind, orientation], number) => {
    const cells = game.kinds[kind].orientations[orientation];
    shapeOf[kind][orientation] = number;
    return {
      kind: game.kinds[kind], orientation, first: cells[0],
      offsets: cells.map(([row, column]) => (row - cells[0][0]) * columns + column - cells[0][1]),
    };
  });
  // The cells the completions fill: every open cell that no given piece covers, whatever lies on
  // the board now.
  const givenCells = new Set(game.pieces.filter(piece => piece.given).flatMap(piece => game.cellsOf(piece)));
  const toFill = [];
  for (let cell = 0; cell < cellCount; cell++) if (game.open[cell] && !givenCells.has(cell)) toFill.push(cell);
  const placements = new Int32Array(count * placed), list = new Int32Array(placed);
  const filledBy = new Int32Array(cellCount).fill(-1);
  for (let tiling = 0; tiling < count; tiling++) {
    for (let index = read(); index < placed; index++) list[index] = read();
    let position = 0;
    for (let index = 0; index < placed; index++) {
      while (filledBy[toFill[position]] === tiling) position++;
      const first = toFill[position], shape = shapes[list[index]];
      for (const offset of shape.offsets) filledBy[first + offset] = tiling;
      placements[tiling * placed + index] = list[index] * cellCount + first;
    }
  }
  const marked = new Uint8Array(shapes.length * cellCount);
  const shapeOfPlacement = placement => shapes[Math.floor(placement / cellCount)];
  const tilingPlacements = tiling => Array.from(placements.subarray(tiling * placed, (tiling + 1) * placed));

  // The placement a piece on the board makes.
  const placementOf = piece => {
    const [row, column] = game.shapeOf(piece)[0], corner = game.cornerOf(piece);
    return shapeOf[piece.kind.index][game.orientationOf(piece)] * cellCount
      + (corner.row + row) * columns + corner.column + column;
  };
  const onBoard = () => game.playable.filter(piece => game.placeOf(piece) === "board");

  // Where a placement puts its piece: its orientation and the corner of its box.
  const where = placement => {
    const shape = shapeOfPlacement(placement), first = placement % cellCount;
    return {
      orientation: shape.orientation,
      row: Math.floor(first / columns) - shape.first[0],
      column: first % columns - shape.first[1],
    };
  };

  // The completions that agree with the pieces on the board, and the one that agrees with the most.
  function completions() {
    const mine = onBoard().map(placementOf);
    for (const placement of mine) marked[placement] = 1;
    const agreeing = [];
    let closest = 0, most = -1;
    for (let tiling = 0; tiling < count; tiling++) {
      let matched = 0;
      for (let index = tiling * placed; index < (tiling + 1) * placed; index++) matched += marked[placements[index]];
      if (matched === mine.length) agreeing.push(tiling);
      if (matched > most) [closest, most] = [tiling, matched];
    }
    for (const placement of mine) marked[placement] = 0;
    return { agreeing, closest };
  }

  // A piece on the board that the closest completion does not have.
  function wrongPiece(closest) {
    const wanted = new Set(tilingPlacements(closest));
    return onBoard().find(piece => !wanted.has(placementOf(piece)));
  }

  return {
    /** How many completions the board has, as it is: the pieces on it placed in advance. */
    ways: () => completions().agreeing.length,

    /** "Can I finish?": `{ answer: "yes", ways }`, or `{ answer: "no", ways: 0, piece }`, a piece to take back. */
    check() {
      const { agreeing, closest } = completions();
      return agreeing.length > 0 ? { answer: "yes", ways: agreeing.length }
        : { answer: "no", ways: 0, piece: wrongPiece(closest) };
    },

    /**
     * "Help me": the move that helps most. Where completions agree with the board, the piece with
     * the fewest places in them goes where most of them put it: `{ take: "place", piece,
     * orientation, row, column, ways }`, `ways` the completions with it there. Where none agrees, a
     * piece that the closest one does not have goes back: `{ take: "back", piece }`. On a full
     * board, `{ take: "none" }`.
     */
    nextStep() {
      const { agreeing, closest } = completions();
      if (agreeing.length === 0) return { take: "back", piece: wrongPiece(closest) };
      const mine = new Set(onBoard().map(placementOf));
      const places = new Map();
      for (const tiling of agreeing) {
        for (const placement of tilingPlacements(tiling)) {
          if (mine.has(placement)) continue;
          const kind = shapeOfPlacement(placement).kind.index;
          if (!places.has(kind)) places.set(kind, new Map());
          const counts = places.get(kind);
          counts.set(placement, (counts.get(placement) || 0) + 1);
        }
      }
      if (places.size === 0) return { take: "none" };
      const [, counts] = [...places].sort((a, b) => a[1].size - b[1].size || a[0] - b[0])[0];
      const [placement, ways] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
      const kind = shapeOfPlacement(placement).kind;
      const piece = game.playable.find(each => each.kind === kind && game.placeOf(each) !== "board");
      return { take: "place", piece, ...where(placement), ways };
    },

    /**
     * "Show me": where every piece to place goes in a completion that agrees with the board (else
     * the closest), the pieces already where it has them left there.
     */
    solution() {
      const { agreeing, closest } = completions();
      const wanted = new Set(tilingPlacements(agreeing.length ? agreeing[0] : closest));
      const moving = [];
      const result = [];
      for (const piece of game.playable) {
        const placement = game.placeOf(piece) === "board" ? placementOf(piece) : -1;
        if (wanted.has(placement)) {
          wanted.delete(placement);
          result.push({ piece, ...where(placement) });
        } else {
          moving.push(piece);
        }
      }
      for (const placement of wanted) {
        const kind = shapeOfPlacement(placement).kind;
        const piece = moving.splice(moving.findIndex(each => each.kind === kind), 1)[0];
        result.push({ piece, ...where(placement) });
      }
      return result;
    },
  };
}
