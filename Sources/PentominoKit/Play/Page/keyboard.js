// The keyboard, a part of `playGame` (see game.js): Tab to a piece; Enter or Space picks it up and
// puts it down; the arrows move it as drawn (on a standing board, Up moves it along the drawn
// column); R turns it, F flips it; Escape puts it back where it was; Delete sends it beside the
// board; Ctrl+Z (or U) undoes the last move, and Ctrl+Shift+Z or Ctrl+Y does it again.

let held = null;

function hold(piece) {
  const before = snapshot();
  let { row, column } = piece;
  if (piece.place === "tray") {
    const first = firstSpot(piece);
    [row, column] = first ? [first.row, first.column] : [0, 0];
  }
  lift(piece);
  const from = { orientation: piece.orientation, row: piece.row, column: piece.column };
  held = { piece, row, column, before, from };
  piece.element.classList.add("held");
  showHeld();
}

function firstSpot(piece) {
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (fits(piece, piece.orientation, row, column)) return { row, column };
    }
  }
  return null;
}

function showHeld() {
  const { piece } = held, [height, width] = extent(cellsOf(piece));
  held.row = clamp(held.row, 0, Math.max(0, rows - height));
  held.column = clamp(held.column, 0, Math.max(0, columns - width));
  const [y, x] = drawnCorner(piece, held.row, held.column);
  draw(piece, layout.boardX + x * layout.cell, layout.boardY + y * layout.cell);
  const fitsHere = fits(piece, piece.orientation, held.row, held.column);
  piece.element.dataset.over = cellNames(boardCells(piece, held.row, held.column));
  showDropZone(piece, fitsHere ? held : null, false);
  piece.element.classList.toggle("misfit", !fitsHere);
}

function putDown() {
  const { piece, row, column, before, from } = held;
  if (!fits(piece, piece.orientation, row, column)) {
    shake(piece);
    return;
  }
  endHold();
  if (isAt(piece, { row, column }) && piece.orientation === from.orientation) {
    settle(piece);
    return;
  }
  record(before);
  putOnBoard(piece, piece.orientation, row, column);
  changed({ byPlayer: true });
}

function cancelHold() {
  const { piece, from } = held;
  endHold();
  piece.orientation = from.orientation;
  settle(piece);
}

function endHold() {
  held.piece.element.classList.remove("held", "misfit");
  delete held.piece.element.dataset.over;
  showDropZone(held.piece, null, false);
  held = null;
}

listen(stage, "focusout", event => {
  if (held && event.target === held.piece.element) cancelHold();
});

// Each arrow's step as drawn, and in the model's rows and columns.
const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const modelStep = ([down, right]) => (layout.standing ? [-right, down] : [down, right]);

listen(document, "keydown", event => {
  if (!celebration.hidden) {
    hideCelebration();
    event.preventDefault();
    return;
  }
  const key = event.key;
  if ((event.ctrlKey || event.metaKey) && (key.toLowerCase() === "y" || (key.toLowerCase() === "z" && event.shiftKey))) {
    event.preventDefault();
    redo();
    return;
  }
  if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === "z") {
    event.preventDefault();
    undo();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (key === "u" || key === "U") {
    undo();
    return;
  }
  const piece = held ? held.piece : document.activeElement && document.activeElement.piece;
  if (!piece || piece.place === "given") return;
  if (key === "r" || key === "R") {
    turn(piece, "rotate");
  } else if (key === "f" || key === "F") {
    turn(piece, "flip");
  } else if (key === "Enter" || key === " ") {
    if (held) putDown();
    else hold(piece);
  } else if (key === "Escape" && held) {
    cancelHold();
  } else if (key in arrows) {
    if (!held) hold(piece);
    const [down, right] = modelStep(arrows[key]);
    held.row += down;
    held.column += right;
    showHeld();
  } else if ((key === "Delete" || key === "Backspace") && !held && piece.place === "board") {
    record(snapshot());
    putInTray(piece);
    changed({ byPlayer: true });
  } else {
    return;
  }
  event.preventDefault();
});
