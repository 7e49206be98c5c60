// The drawing of a game: its board, its cells and its pieces, drawn from the model (model/game.mjs)
// and nothing else. `render` reads the whole state from the model and sets every cell and piece by
// it, so no cell is ever marked but by the model. The view keeps only what the model does not
// hold: the layout, which piece is selected, and where a pointer holds the piece it drags.
//
// A long board may be drawn standing, a quarter turn clockwise (layout.mjs says when). Only the
// drawing turns: the model's rows and columns, the pieces' orientations and every `data-`
// attribute stay as they are, and positions pass through `drawnCorner` and `modelCorner`.

import { extent, shapeKey } from "../model/shapes.mjs";
import { arrange } from "./layout.mjs";
import { words } from "./words.mjs";

/**
 * The view of `game` on `stage` (the area the board and pieces lie in) and `boardElement` (its
 * grid of cells, inside the stage). `screen` gives the window's size, which decides how a long
 * board lies.
 */
export function createView({ stage, boardElement, game, screen }) {
  const { rows, columns } = game;
  const cellElements = [];
  boardElement.replaceChildren();
  boardElement.setAttribute("aria-label", words.board(rows, columns));
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const element = document.createElement("div");
      element.className = "cell";
      element.dataset.cell = `${row},${column}`;
      if (!game.open[row * columns + column]) element.dataset.blocked = "";
      boardElement.append(element);
      cellElements.push(element);
    }
  }

  const nameOf = piece => (piece.given ? words.givenPiece(piece.kind.colourName)
    : words.piece(piece.kind.colourName, piece.kind.copies > 1 ? piece.copy : 0));

  // Each piece to place has a slot beside the board, its own square, which takes a press anywhere
  // in it for the piece while the piece lies there: a small finger need not find the squares.
  const slotElements = game.playable.map(piece => {
    const slot = document.createElement("div");
    slot.className = "slot";
    slot.dataset.slot = piece.index;
    slot.dataset.for = piece.kind.name + (piece.kind.copies > 1 ? ` ${piece.copy}` : "");
    // A listener for clicks makes the slot a target of Chromium's touch adjustment, as the pieces'
    // squares are: a tap in a slot's corner stays with its piece instead of moving to the nearest
    // square of a neighbour. Presses themselves are taken on the stage (pointer.mjs).
    slot.addEventListener("click", () => {});
    stage.prepend(slot);
    return slot;
  });

  const pieceElements = game.pieces.map(piece => {
    const element = document.createElement("div");
    element.className = "piece";
    element.dataset.piece = piece.kind.name;
    element.style.setProperty("--colour", piece.kind.colour);
    element.setAttribute("aria-label", nameOf(piece));
    if (piece.given) {
      element.setAttribute("role", "img");
    } else {
      element.tabIndex = 0;
      element.setAttribute("role", "button");
      if (piece.kind.copies > 1) element.dataset.copy = piece.copy;
    }
    for (let index = 0; index < game.shapeOf(piece, 0).length; index++) {
      const square = document.createElement("div");
      square.className = "square";
      square.dataset.square = index;
      element.append(square);
    }
    element.addEventListener("animationend", () => element.classList.remove("shake", "hinted"));
    stage.append(element);
    return element;
  });

  let layout = null, selected = null, drag = null, dropZone = [];
  // Where each piece was last drawn, so that a render writes only what changed: a drag renders at
  // every move of the pointer, and a style written makes the browser lay the page out again.
  const drawn = game.pieces.map(() => "");

  // --- Between the model's rows and columns and the drawing's.

  const drawnCells = cells => {
    if (!layout.standing) return cells;
    const [height] = extent(cells);
    return cells.map(([row, column]) => [column, height - 1 - row]);
  };

  // The drawn row and column of the corner of a piece's box that the model has at (`row`, `column`).
  const drawnCorner = (shape, row, column) => (layout.standing ? [column, rows - row - extent(shape)[0]] : [row, column]);

  /** The model's row and column (fractional) of the corner of `shape` drawn with its box at `left`, `top` px. */
  function modelCorner(shape, left, top) {
    const [y, x] = [(top - layout.board.y) / layout.cell, (left - layout.board.x) / layout.cell];
    return layout.standing ? [rows - extent(shape)[0] - x, y] : [y, x];
  }

  // --- Layout.

  /** Lays the board and the slots out for the stage as it is now, and draws everything there at once. */
  function arrangeAll() {
    const next = arrange({
      width: stage.clientWidth, height: stage.clientHeight, rows, columns,
      longest: game.playable.map(piece => piece.kind.longest),
      landscape: screen.innerWidth > screen.innerHeight, phone: Math.min(screen.innerWidth, screen.innerHeight) < 600,
    });
    if (!next) return;
    if (!layout || next.standing !== layout.standing) {
      boardElement.style.setProperty("--columns", next.standing ? rows : columns);
      boardElement.dataset.standing = next.standing;
      cellElements.forEach((element, index) => {
        const row = Math.floor(index / columns), column = index % columns;
        element.style.gridRow = (next.standing ? column : row) + 1;
        element.style.gridColumn = (next.standing ? rows - 1 - row : column) + 1;
      });
    }
    layout = next;
    slotElements.forEach((element, index) => {
      const { x, y, side } = layout.slots[index];
      Object.assign(element.style, { left: `${x}px`, top: `${y}px`, width: `${side}px`, height: `${side}px` });
    });
    boardElement.style.setProperty("--cell", `${layout.cell}px`);
    boardElement.style.left = `${layout.board.x}px`;
    boardElement.style.top = `${layout.board.y}px`;
    // Laid out anew, the pieces jump to their places rather than glide there.
    drawn.fill("");
    stage.classList.add("still");
    render();
    void stage.offsetWidth;
    stage.classList.remove("still");
  }

  // --- Drawing.

  /** Draws every cell and piece as the model has them. */
  function render() {
    if (!layout) return;
    const occupancy = game.occupancy(), hand = game.hand;
    cellElements.forEach((element, cell) => {
      const occupant = occupancy[cell];
      setData(element, "holds", occupant >= 0 ? game.pieces[occupant].kind.name : null);
    });
    for (const cell of dropZone) cellElements[cell].classList.remove("drop");
    dropZone = hand && hand.fits ? game.cellsAt(hand.piece, hand.orientation, hand.at.row, hand.at.column) : [];
    if (hand) boardElement.style.setProperty("--drop", `${hand.piece.kind.colour}99`);
    for (const cell of dropZone) cellElements[cell].classList.add("drop");
    const goingHome = drag !== null && hand !== null && !hand.fits;
    slotElements.forEach((element, index) => element.classList.toggle("home", goingHome && hand.piece.index === index));
    if (drag && hand) stage.dataset.drop = hand.fits ? "board" : "home";
    else delete stage.dataset.drop;
    for (const piece of game.pieces) drawPiece(piece);
    document.body.dataset.solved = game.solved;
  }

  function drawPiece(piece) {
    const element = pieceElements[piece.index], place = game.placeOf(piece), hand = game.hand;
    const shape = game.shapeOf(piece), cells = drawnCells(shape), [height, width] = extent(cells);
    const size = place === "tray" ? layout.tray : layout.cell;
    let left, top;
    if (place === "tray") {
      const slot = layout.slots[piece.index];
      [left, top] = [slot.x + (slot.side - width * size) / 2, slot.y + (slot.side - height * size) / 2];
    } else if (place === "held" && drag) {
      [left, top] = [drag.x - drag.grabColumn * size, drag.y - drag.grabRow * size];
    } else {
      const { row, column } = place === "held" ? (hand.at || { row: 0, column: 0 }) : game.cornerOf(piece);
      const [y, x] = drawnCorner(shape, row, column);
      [left, top] = [layout.board.x + x * size, layout.board.y + y * size];
    }
    const where = `${left} ${top} ${size} ${shapeKey(cells)}`;
    if (drawn[piece.index] !== where) {
      drawn[piece.index] = where;
      element.style.left = `${left}px`;
      element.style.top = `${top}px`;
      element.style.width = `${width * size}px`;
      element.style.height = `${height * size}px`;
      cells.forEach(([row, column], index) => {
        const square = element.children[index].style;
        square.left = `${column * size + 1}px`;
        square.top = `${row * size + 1}px`;
        square.width = square.height = `${size - 2}px`;
      });
    }
    setData(element, "place", place);
    setData(element, "orientation", String(game.orientationOf(piece)));
    setData(element, "shape", shapeKey(shape));
    const onBoard = game.cellsOf(piece);
    setData(element, "cells", onBoard.length ? cellNames(onBoard) : null);
    const heldByKeys = place === "held" && !drag;
    element.classList.toggle("held", heldByKeys);
    element.classList.toggle("dragging", place === "held" && drag !== null);
    element.classList.toggle("misfit", place === "held" && !hand.fits);
    element.classList.toggle("selected", piece === selected);
    // Held by keys, the cells it is over; none where it cannot lie on the board at all (an I
    // standing on a board of four rows).
    const over = heldByKeys && hand.at ? game.cellsAt(piece, hand.orientation, hand.at.row, hand.at.column) : null;
    setData(element, "over", over ? cellNames(over) : null);
  }

  const cellNames = cells => cells.map(cell => `${Math.floor(cell / columns)},${cell % columns}`).join(" ");

  // --- What a press touches.

  /** The piece a press on `target` belongs to: the piece of the square under it, or the piece lying in the slot under it. */
  function pieceAt(target) {
    const square = target.closest(".square");
    if (square) return game.pieces[pieceElements.indexOf(square.closest(".piece"))] || null;
    const slot = target.closest(".slot");
    const piece = slot && game.pieces[Number(slot.dataset.slot)];
    return piece && game.placeOf(piece) === "tray" ? piece : null;
  }

  /**
   * Where the pointer at `x`, `y` (client px) holds `piece`, in drawn cells from the corner of its
   * box: on the square it touched, which stays under it as the piece grows to the board's scale.
   * With no `target`, by the middle of its box.
   */
  function grabOf(piece, target, x, y) {
    const square = target && target.closest(".square"), cells = drawnCells(game.shapeOf(piece));
    if (square) {
      const [row, column] = cells[Number(square.dataset.square)], box = square.getBoundingClientRect();
      return { grabRow: row + clamp01((y - box.top) / box.height), grabColumn: column + clamp01((x - box.left) / box.width) };
    }
    // A press in the piece's slot, off its squares: held by its middle.
    const [height, width] = extent(cells);
    return { grabRow: height / 2, grabColumn: width / 2 };
  }

  const clamp01 = value => Math.max(0, Math.min(1, value));

  return {
    arrange: arrangeAll,
    render,
    pieceAt,
    grabOf,
    element: piece => pieceElements[piece.index],
    pieceOf: element => game.pieces[pieceElements.indexOf(element)] || null,
    /** The piece that Rotate and Flip turn: the last one touched or focused. */
    get selected() { return selected; },
    select(piece) {
      selected = piece;
      render();
    },
    /**
     * Draws the piece in the hand under a pointer at `x`, `y` (client px), held by `grab`, and
     * returns the model's corner (fractional) it lies over; null ends the drag.
     */
    dragTo(x, y, grab) {
      if (x === null) {
        drag = null;
        return null;
      }
      // The stage is measured once a drag, not at every move, which would make the browser lay
      // the page out again each time.
      const box = drag ? drag.box : stage.getBoundingClientRect();
      drag = { x: x - box.left, y: y - box.top, box, ...grab };
      const hand = game.hand, shape = game.shapeOf(hand.piece, hand.orientation);
      return modelCorner(shape, drag.x - drag.grabColumn * layout.cell, drag.y - drag.grabRow * layout.cell);
    },
    /** Whether the board is drawn standing, a quarter turn from the model. */
    get standing() { return layout !== null && layout.standing; },
    /** Whether a pointer drags the piece in the hand. */
    get dragging() { return drag !== null; },
    shake(piece) { restartAnimation(pieceElements[piece.index], "shake"); },
    flash(piece) { restartAnimation(pieceElements[piece.index], "hinted"); },
    name: nameOf,
    stop() {
      for (const element of [...pieceElements, ...slotElements]) element.remove();
      boardElement.replaceChildren();
      delete stage.dataset.drop;
    },
  };
}

// Sets a `data-` attribute, or removes it for null, unless it already says so.
function setData(element, name, value) {
  if (value === null) {
    if (name in element.dataset) delete element.dataset[name];
  } else if (element.dataset[name] !== value) {
    element.dataset[name] = value;
  }
}

function restartAnimation(element, name) {
  element.classList.remove(name);
  void element.offsetWidth;
  element.classList.add(name);
}
