// Turning, a part of `playGame` (see game.js): a quarter turn clockwise, or a flip left to right,
// where the piece may take it (a one-sided piece does not flip; a fixed one does neither). A piece
// on the board turns about its middle into the nearest spot where it fits, of the 3x3 around it;
// where none is, it stays as it was and shakes: it never leaves the board unasked.

function nextOrientation(piece, how) {
  let cells = cellsOf(piece);
  for (let turns = 0; turns < (how === "rotate" ? 3 : 1); turns++) {
    cells = how === "rotate" ? turned(cells) : mirrored(cells);
    const orientation = piece.kind.orientationOf.get(shapeKey(cells));
    if (orientation !== undefined) return orientation;
  }
  return piece.orientation;
}

const isAt = (piece, spot) => piece.place === "board" && spot.row === piece.row && spot.column === piece.column;

function turn(piece, how) {
  const orientation = nextOrientation(piece, how);
  if (piece.place === "given" || orientation === piece.orientation) {
    shake(piece);
    return;
  }
  if (held && held.piece === piece) {
    piece.orientation = orientation;
    showHeld();
  } else if (piece.place === "tray") {
    piece.orientation = orientation;
    draw(piece);
  } else {
    const [height, width] = extent(cellsOf(piece)), [newHeight, newWidth] = extent(cellsOf(piece, orientation));
    const before = snapshot();
    vacate(piece);
    const spot = nearestSpot(
      piece, orientation, Math.round(piece.row + (height - newHeight) / 2),
      Math.round(piece.column + (width - newWidth) / 2));
    if (!spot) {
      occupy(piece);
      shake(piece);
      return;
    }
    record(before);
    putOnBoard(piece, orientation, spot.row, spot.column);
    changed({ byPlayer: true });
  }
  updateButtons();
}
