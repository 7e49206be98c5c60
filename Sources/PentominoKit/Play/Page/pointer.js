// Pointer and snapping, a part of `playGame` (see game.js). A piece follows the pointer (mouse,
// finger or pen) at the board's scale; the drop zone shows where it would land, or its slot shows
// that it would go back beside the board; let go, it snaps to the nearest place in the 3x3 around
// the drop, or goes back. Only a piece's squares take a press (the stylesheet lets presses through
// the rest of a piece), so a press belongs to the piece whose square is under it, never to a
// neighbour's empty corner. A press without a move is a tap, which turns the piece.

// The spot nearest to (`row`, `column`), fractional, where `piece` fits in `orientation`: of the
// 3x3 positions around the square the drop lands in, diagonals included, as the original game
// searched them.
function nearestSpot(piece, orientation, row, column) {
  let best = null;
  const [middleRow, middleColumn] = [Math.round(row), Math.round(column)];
  for (let r = middleRow - 1; r <= middleRow + 1; r++) {
    for (let c = middleColumn - 1; c <= middleColumn + 1; c++) {
      const distance = Math.hypot(r - row, c - column);
      if ((!best || distance < best.distance) && fits(piece, orientation, r, c)) {
        best = { row: r, column: c, distance };
      }
    }
  }
  return best;
}

// Shows where `piece` lands if let go now: on the cells of `spot`, or, with no spot, back in its
// slot, outlined. `stage`'s data-drop says which ("board", "home" or none), for tests.
let dropZone = [];
function showDropZone(piece, spot, moving = true) {
  for (const cell of dropZone) cellElements[cell].classList.remove("drop");
  dropZone = spot ? boardCells(piece, spot.row, spot.column) : [];
  boardElement.style.setProperty("--drop", `${piece.kind.colour}99`);
  for (const cell of dropZone) cellElements[cell].classList.add("drop");
  const goesHome = moving && !spot && playable.includes(piece);
  for (const slot of slotElements) slot.classList.toggle("home", goesHome && slot === slotElements[playable.indexOf(piece)]);
  piece.element.classList.toggle("misfit", moving && !spot);
  if (moving) stage.dataset.drop = spot ? "board" : "home";
  else delete stage.dataset.drop;
}

let drag = null;

// The piece a press on `target` belongs to: the piece of the square under it, or the piece
// lying in the slot under it.
function pressedPiece(target) {
  const square = target.closest(".square");
  if (square) return square.closest(".piece").piece;
  const slot = target.closest(".slot");
  const piece = slot && playable[Number(slot.dataset.slot)];
  return piece && piece.place === "tray" && !piece.lifted ? piece : null;
}

listen(stage, "pointerdown", event => {
  const piece = pressedPiece(event.target);
  if (!piece || drag || (event.pointerType === "mouse" && event.button !== 0)) return;
  event.preventDefault();
  if (piece.place === "given") {
    shake(piece);
    return;
  }
  if (held) cancelHold();
  event.target.setPointerCapture(event.pointerId);
  piece.element.focus({ preventScroll: true });
  select(piece);
  drag = {
    piece, pointer: event.pointerId, x: event.clientX, y: event.clientY, moved: false, spot: null,
    before: snapshot(), ...grab(piece, event),
  };
});

// Where the pointer holds `piece`, in its drawn squares from its top left corner: the square it
// touched stays under it as the piece grows to the board's scale, even while it still glides.
function grab(piece, event) {
  const square = event.target.closest(".square");
  if (square) {
    const [row, column] = piece.drawn[Number(square.dataset.square)], box = square.getBoundingClientRect();
    return {
      grabRow: row + clamp((event.clientY - box.top) / box.height, 0, 1),
      grabColumn: column + clamp((event.clientX - box.left) / box.width, 0, 1),
    };
  }
  // A press in the piece's slot, off its squares: held by the nearest point of its box.
  const box = stage.getBoundingClientRect(), [height, width] = extent(piece.drawn);
  return {
    grabRow: clamp((event.clientY - box.top - piece.y) / piece.size, 0, height),
    grabColumn: clamp((event.clientX - box.left - piece.x) / piece.size, 0, width),
  };
}

listen(stage, "pointermove", event => {
  if (!drag || event.pointerId !== drag.pointer) return;
  const piece = drag.piece;
  if (!drag.moved) {
    if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    drag.moved = true;
    lift(piece);
    piece.element.classList.add("dragging");
  }
  const box = stage.getBoundingClientRect();
  const left = event.clientX - box.left - drag.grabColumn * layout.cell;
  const top = event.clientY - box.top - drag.grabRow * layout.cell;
  draw(piece, left, top);
  const [row, column] = modelCorner(piece, (top - layout.boardY) / layout.cell, (left - layout.boardX) / layout.cell);
  drag.spot = nearestSpot(piece, piece.orientation, row, column);
  showDropZone(piece, drag.spot);
});

function endDrag(event, cancelled) {
  if (!drag || event.pointerId !== drag.pointer) return;
  const { piece, moved, spot, before } = drag;
  drag = null;
  piece.element.classList.remove("dragging");
  showDropZone(piece, null, false);
  if (!moved) {
    if (!cancelled) turn(piece, "rotate");
  } else if (spot && !cancelled && !isAt(piece, spot)) {
    record(before);
    putOnBoard(piece, piece.orientation, spot.row, spot.column);
    changed({ byPlayer: true });
  } else if (!spot && !cancelled && piece.place === "board") {
    // Let go away from any place it fits: off the board, to its slot beside it.
    record(before);
    putInTray(piece);
    changed({ byPlayer: true });
  } else {
    settle(piece);
  }
}

listen(stage, "pointerup", event => endDrag(event, false));
listen(stage, "pointercancel", event => endDrag(event, true));
listen(stage, "contextmenu", event => event.preventDefault());
