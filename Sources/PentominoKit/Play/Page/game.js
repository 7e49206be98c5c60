// The game: a board, the pieces beside it, moves by pointer (mouse, finger or pen) and by keys,
// undo and restart, and hints read from every completion of the board, which the page carries.
// `pentomino play` writes this script into the page with the board's data (GamePage+Data.swift
// describes it, TilingCode.swift the completions' code). The guide's "Play" section lists the
// names and data- attributes that tests and assistive technology find things by.
"use strict";

(() => {
  const data = JSON.parse(document.getElementById("game-data").textContent);
  const rows = data.rows, columns = data.columns, cellCount = rows * columns;
  const stage = document.getElementById("stage");
  const boardElement = document.getElementById("board");
  const hintPanel = document.getElementById("hints");
  const answer = document.getElementById("answer");
  const announcer = document.getElementById("announce");
  const celebration = document.getElementById("celebration");
  const button = action => document.querySelector(`[data-action="${action}"]`);

  // Shapes are lists of [row, column] cells from row 0 and column 0, in reading order (top row
  // first, each row from the left), as the data gives each orientation.
  const normalised = cells => {
    const top = Math.min(...cells.map(cell => cell[0])), left = Math.min(...cells.map(cell => cell[1]));
    return cells.map(([row, column]) => [row - top, column - left]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  };
  const shapeKey = cells => cells.map(cell => cell.join(",")).join(" ");
  const turned = cells => normalised(cells.map(([row, column]) => [column, -row]));  // a quarter turn clockwise
  const mirrored = cells => normalised(cells.map(([row, column]) => [row, -column]));
  const extent = cells => [1 + Math.max(...cells.map(cell => cell[0])), 1 + Math.max(...cells.map(cell => cell[1]))];
  const clamp = (value, low, high) => Math.max(low, Math.min(high, value));

  const kinds = data.pieces.map((piece, index) => ({
    ...piece,
    index,
    orientationOf: new Map(piece.orientations.map((cells, orientation) => [shapeKey(cells), orientation])),
  }));

  // The board's cells, and which piece covers each: -2 for a blocked cell, -1 for an empty one,
  // else the index of the piece in `pieces`.
  const occupant = new Int32Array(cellCount).fill(-1);
  const cellElements = [];
  boardElement.style.setProperty("--columns", columns);
  boardElement.setAttribute("aria-label", `board of ${rows} rows and ${columns} columns`);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const element = document.createElement("div");
      element.className = "cell";
      element.dataset.cell = `${row},${column}`;
      if (data.cells[row][column] === "#") {
        element.dataset.blocked = "";
        occupant[row * columns + column] = -2;
      }
      boardElement.append(element);
      cellElements.push(element);
    }
  }

  // The pieces: those the player places (`place` "tray" or "board"), then the given ones ("given").
  const pieces = [];
  for (const kind of kinds) {
    for (let copy = 1; copy <= kind.copies; copy++) pieces.push(makePiece(kind, copy, null));
  }
  const playable = pieces.slice();

  // Each piece to place has a slot beside the board, its own square of the tray, which takes a
  // press anywhere in it for the piece while the piece lies there: a small finger need not find
  // the piece's squares. The slots are drawn under the pieces and do not overlap.
  const slotElements = playable.map((piece, index) => {
    const slot = document.createElement("div");
    slot.className = "slot";
    slot.dataset.slot = index;
    slot.dataset.for = piece.kind.name + (piece.kind.copies > 1 ? ` ${piece.element.dataset.copy}` : "");
    stage.prepend(slot);
    return slot;
  });
  for (const given of data.given) pieces.push(makePiece(kinds[given.piece], 0, given));

  function makePiece(kind, copy, given) {
    const element = document.createElement("div");
    element.className = "piece";
    element.dataset.piece = kind.name;
    element.style.setProperty("--colour", kind.colour);
    if (given) {
      element.setAttribute("role", "img");
      element.setAttribute("aria-label", `piece ${kind.name}, given`);
    } else {
      element.tabIndex = 0;
      element.setAttribute("role", "button");
      element.setAttribute("aria-label", `piece ${kind.name}` + (kind.copies > 1 ? ` ${copy}` : ""));
      if (kind.copies > 1) element.dataset.copy = copy;
    }
    for (let index = 0; index < kind.orientations[0].length; index++) {
      const square = document.createElement("div");
      square.className = "square";
      square.dataset.square = index;
      element.append(square);
    }
    stage.append(element);
    const piece = {
      kind, element, index: pieces.length, lifted: false,
      place: given ? "given" : "tray",
      orientation: given ? given.orientation : 0,
      row: given ? given.row : 0,
      column: given ? given.column : 0,
    };
    element.piece = piece;
    return piece;
  }

  const cellsOf = (piece, orientation = piece.orientation) => piece.kind.orientations[orientation];
  const boardCells = (piece, row = piece.row, column = piece.column, orientation = piece.orientation) =>
    cellsOf(piece, orientation).map(([r, c]) => (row + r) * columns + column + c);

  function fits(piece, orientation, row, column) {
    return cellsOf(piece, orientation).every(([r, c]) =>
      row + r >= 0 && row + r < rows && column + c >= 0 && column + c < columns
      && occupant[(row + r) * columns + column + c] === -1);
  }

  function occupy(piece) {
    for (const cell of boardCells(piece)) {
      occupant[cell] = piece.index;
      cellElements[cell].dataset.holds = piece.kind.name;
    }
  }

  function vacate(piece) {
    for (const cell of boardCells(piece)) {
      occupant[cell] = -1;
      delete cellElements[cell].dataset.holds;
    }
  }

  for (const piece of pieces) if (piece.place === "given") occupy(piece);

  // Layout: the board and a tray of slots, one per piece to place, each as large as any piece's
  // longest side; the tray below the board or beside it, whichever leaves both larger.
  const layout = { cell: 40, tray: 30, boardX: 0, boardY: 0, slots: [] };
  const longest = Math.max(1, ...kinds.flatMap(kind => kind.orientations.map(cells => Math.max(...extent(cells)))));
  const slotCells = longest + 0.6;

  function arrange() {
    const width = stage.clientWidth, height = stage.clientHeight, margin = 16, gap = 24, count = playable.length;
    if (width === 0 || height === 0) return;
    let best = null;
    for (const beside of [false, true]) {
      const largest = Math.floor(Math.min((width - 2 * margin) / columns, (height - 2 * margin) / rows, 96));
      for (let cell = largest; cell >= 8; cell--) {
        const areaWidth = width - 2 * margin - (beside ? cell * columns + gap : 0);
        const areaHeight = height - 2 * margin - (beside ? 0 : cell * rows + gap);
        let tray = count === 0 ? cell : 0, across = 1;
        for (let slotsAcross = 1; slotsAcross <= count && areaWidth > 0 && areaHeight > 0; slotsAcross++) {
          const size = Math.min(
            areaWidth / (slotsAcross * slotCells), areaHeight / (Math.ceil(count / slotsAcross) * slotCells));
          if (size > tray) [tray, across] = [size, slotsAcross];
        }
        tray = Math.min(tray, cell);
        const score = Math.min(cell, 2 * tray);
        if (!best || score > best.score) best = { score, cell, tray: Math.floor(tray), across, beside };
      }
    }
    if (!best) return;
    const { cell, tray, across, beside } = best;
    const slot = slotCells * tray, down = Math.ceil(playable.length / across);
    const trayWidth = playable.length ? across * slot : 0, trayHeight = down * slot;
    const boardWidth = cell * columns, boardHeight = cell * rows;
    let trayX, trayY;
    if (beside) {
      layout.boardX = Math.round((width - boardWidth - gap - trayWidth) / 2);
      layout.boardY = Math.round((height - boardHeight) / 2);
      [trayX, trayY] = [layout.boardX + boardWidth + gap, (height - trayHeight) / 2];
    } else {
      layout.boardX = Math.round((width - boardWidth) / 2);
      layout.boardY = Math.round(Math.max(margin, (height - boardHeight - gap - trayHeight) / 2));
      [trayX, trayY] = [(width - trayWidth) / 2, layout.boardY + boardHeight + gap];
    }
    layout.cell = cell;
    layout.tray = tray;
    layout.slots = playable.map((_, index) => ({
      x: trayX + (index % across + 0.5) * slot,
      y: trayY + (Math.floor(index / across) + 0.5) * slot,
    }));
    slotElements.forEach((element, index) => {
      const { x, y } = layout.slots[index];
      Object.assign(element.style, {
        left: `${x - slot / 2}px`, top: `${y - slot / 2}px`, width: `${slot}px`, height: `${slot}px`,
      });
    });
    boardElement.style.setProperty("--cell", `${cell}px`);
    boardElement.style.left = `${layout.boardX}px`;
    boardElement.style.top = `${layout.boardY}px`;
    // Laid out anew, the pieces jump to their places rather than glide there.
    stage.classList.add("still");
    for (const piece of pieces) draw(piece);
    if (held) showHeld();
    void stage.offsetWidth;
    stage.classList.remove("still");
  }

  // Draws `piece`: at `left` and `top` in the stage while it moves, else in its slot of the tray or
  // at its place on the board. A piece off the tray is drawn at the board's scale.
  function draw(piece, left, top) {
    const cells = cellsOf(piece), [height, width] = extent(cells);
    const inTray = piece.place === "tray" && !piece.lifted;
    const size = inTray ? layout.tray : layout.cell;
    if (left === undefined) {
      if (inTray) {
        const slot = layout.slots[playable.indexOf(piece)];
        [left, top] = [slot.x - width * size / 2, slot.y - height * size / 2];
      } else {
        [left, top] = [layout.boardX + piece.column * layout.cell, layout.boardY + piece.row * layout.cell];
      }
    }
    // Where it is drawn, for a drag to grab it by: the element may be gliding there still.
    Object.assign(piece, { x: left, y: top, size });
    const element = piece.element;
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
    element.dataset.place = piece.place;
    element.dataset.orientation = piece.orientation;
    element.dataset.shape = shapeKey(cells);
    if (piece.place === "tray" || piece.lifted) {
      delete element.dataset.cells;
    } else {
      element.dataset.cells = cellNames(boardCells(piece));
    }
  }

  const cellNames = cells => cells.map(cell => `${Math.floor(cell / columns)},${cell % columns}`).join(" ");

  // The spot nearest to (`row`, `column`), fractional, where `piece` fits in `orientation`: of the
  // whole positions within one cell of it in each direction, diagonals included, as the original
  // game searched the 3x3 squares around a drop.
  function nearestSpot(piece, orientation, row, column) {
    let best = null;
    for (let r = Math.ceil(row - 1); r <= Math.floor(row + 1); r++) {
      for (let c = Math.ceil(column - 1); c <= Math.floor(column + 1); c++) {
        const distance = Math.hypot(r - row, c - column);
        if ((!best || distance < best.distance) && fits(piece, orientation, r, c)) {
          best = { row: r, column: c, distance };
        }
      }
    }
    return best;
  }

  let dropZone = [];
  function showDropZone(piece, spot) {
    for (const cell of dropZone) cellElements[cell].classList.remove("drop");
    dropZone = spot ? boardCells(piece, spot.row, spot.column) : [];
    boardElement.style.setProperty("--drop", `${piece.kind.colour}99`);
    for (const cell of dropZone) cellElements[cell].classList.add("drop");
  }

  const name = piece => piece.element.getAttribute("aria-label");

  function putOnBoard(piece, orientation, row, column) {
    Object.assign(piece, { orientation, row, column, place: "board", lifted: false });
    occupy(piece);
    draw(piece);
    announce(`${name(piece)} on the board, row ${row + 1}, column ${column + 1}`);
  }

  function putInTray(piece) {
    if (piece.place === "board" && !piece.lifted) vacate(piece);
    Object.assign(piece, { place: "tray", lifted: false });
    draw(piece);
    announce(`${name(piece)} back beside the board`);
  }

  // Takes `piece` off the board (or out of the tray) to move it; `settle` puts it back as it was.
  function lift(piece) {
    if (piece.place === "board") vacate(piece);
    piece.lifted = true;
  }

  function settle(piece) {
    piece.lifted = false;
    if (piece.place === "board") occupy(piece);
    draw(piece);
  }

  // Undo: the places and orientations of the pieces before each move.
  const history = [];
  const snapshot = () => playable.map(piece => [piece.place, piece.orientation, piece.row, piece.column]);

  function restore(state) {
    for (const piece of playable) if (piece.place === "board" && !piece.lifted) vacate(piece);
    playable.forEach((piece, index) => {
      [piece.place, piece.orientation, piece.row, piece.column] = state[index];
      piece.lifted = false;
    });
    for (const piece of playable) if (piece.place === "board") occupy(piece);
    for (const piece of playable) draw(piece);
  }

  // After every move: the answer to a hint is stale, and a full board is celebrated when the
  // player filled it (not when the page showed a solution).
  function changed({ byPlayer }) {
    showAnswer(null);
    const solved = playable.every(piece => piece.place === "board");
    document.body.dataset.solved = solved;
    if (solved && byPlayer) celebrate();
    updateButtons();
  }

  // Dragging: a piece follows the pointer at the board's scale, the drop zone shows where it would
  // land, and let go it snaps to the nearest spot within a cell, or goes beside the board. Only a
  // piece's squares take a press (the stylesheet lets presses through the rest of a piece), so a
  // press belongs to the piece whose square is under it, never to a neighbour's empty corner.
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

  stage.addEventListener("pointerdown", event => {
    const piece = pressedPiece(event.target);
    if (!piece || drag || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    const element = piece.element;
    if (piece.place === "given") {
      shake(piece);
      return;
    }
    if (held) cancelHold();
    event.target.setPointerCapture(event.pointerId);
    element.focus({ preventScroll: true });
    select(piece);
    drag = {
      piece, pointer: event.pointerId, x: event.clientX, y: event.clientY, moved: false, spot: null,
      before: snapshot(), ...grab(piece, event),
    };
  });

  // Where the pointer holds `piece`, in its squares from its top left corner: the square it
  // touched stays under it as the piece grows to the board's scale, even while it still glides.
  function grab(piece, event) {
    const square = event.target.closest(".square");
    if (square) {
      const [row, column] = cellsOf(piece)[Number(square.dataset.square)], box = square.getBoundingClientRect();
      return {
        grabRow: row + clamp((event.clientY - box.top) / box.height, 0, 1),
        grabColumn: column + clamp((event.clientX - box.left) / box.width, 0, 1),
      };
    }
    // A press in the piece's slot, off its squares: held by the nearest point of its box.
    const box = stage.getBoundingClientRect(), [height, width] = extent(cellsOf(piece));
    return {
      grabRow: clamp((event.clientY - box.top - piece.y) / piece.size, 0, height),
      grabColumn: clamp((event.clientX - box.left - piece.x) / piece.size, 0, width),
    };
  }

  stage.addEventListener("pointermove", event => {
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
    drag.spot = nearestSpot(
      piece, piece.orientation, (top - layout.boardY) / layout.cell, (left - layout.boardX) / layout.cell);
    showDropZone(piece, drag.spot);
  });

  function endDrag(event, cancelled) {
    if (!drag || event.pointerId !== drag.pointer) return;
    const { piece, moved, spot, before } = drag;
    drag = null;
    piece.element.classList.remove("dragging");
    showDropZone(piece, null);
    if (!moved) {
      if (!cancelled) turn(piece, "rotate");
    } else if (spot && !cancelled && !isAt(piece, spot)) {
      history.push(before);
      putOnBoard(piece, piece.orientation, spot.row, spot.column);
      changed({ byPlayer: true });
    } else if (!spot && !cancelled && piece.place === "board") {
      // Let go away from any place it fits: off the board, to its slot beside it.
      history.push(before);
      putInTray(piece);
      changed({ byPlayer: true });
    } else {
      settle(piece);
    }
  }

  stage.addEventListener("pointerup", event => endDrag(event, false));
  stage.addEventListener("pointercancel", event => endDrag(event, true));
  stage.addEventListener("contextmenu", event => event.preventDefault());

  // Turning: a quarter turn clockwise, or a flip left to right, where the piece may take it (a
  // one-sided piece does not flip; a fixed one does neither). A piece on the board turns about
  // its middle into the nearest spot where it fits, of the 3x3 around it; where none is, it stays
  // as it was and shakes: it never leaves the board unasked.
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
      history.push(before);
      putOnBoard(piece, orientation, spot.row, spot.column);
      changed({ byPlayer: true });
    }
    updateButtons();
  }

  function shake(piece) {
    piece.element.classList.remove("shake");
    void piece.element.offsetWidth;
    piece.element.classList.add("shake");
  }

  for (const piece of pieces) {
    piece.element.addEventListener("animationend", () => piece.element.classList.remove("shake", "hinted"));
  }

  // Selection: the piece that Rotate and Flip turn, the last one touched or focused.
  let selected = null;
  function select(piece) {
    if (selected) selected.element.classList.remove("selected");
    selected = piece;
    if (piece) piece.element.classList.add("selected");
    updateButtons();
  }

  stage.addEventListener("focusin", event => {
    const piece = event.target.piece;
    if (piece && piece.place !== "given") select(piece);
  });

  // The keyboard: Tab to a piece; Enter or Space picks it up and puts it down; the arrows move it;
  // R turns it, F flips it; Escape puts it back where it was; Delete sends it beside the board;
  // Ctrl+Z (or U) undoes the last move.
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
    draw(piece, layout.boardX + held.column * layout.cell, layout.boardY + held.row * layout.cell);
    const fitsHere = fits(piece, piece.orientation, held.row, held.column);
    piece.element.dataset.over = cellNames(boardCells(piece, held.row, held.column));
    piece.element.classList.toggle("misfit", !fitsHere);
    showDropZone(piece, fitsHere ? held : null);
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
    history.push(before);
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
    showDropZone(held.piece, null);
    held = null;
  }

  stage.addEventListener("focusout", event => {
    if (held && event.target === held.piece.element) cancelHold();
  });

  const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

  document.addEventListener("keydown", event => {
    if (!celebration.hidden) {
      hideCelebration();
      event.preventDefault();
      return;
    }
    const key = event.key;
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
      held.row += arrows[key][0];
      held.column += arrows[key][1];
      showHeld();
    } else if ((key === "Delete" || key === "Backspace") && !held && piece.place === "board") {
      history.push(snapshot());
      putInTray(piece);
      changed({ byPlayer: true });
    } else {
      return;
    }
    event.preventDefault();
  });

  // The toolbar.
  function undo() {
    if (held) cancelHold();
    const state = history.pop();
    if (!state) return;
    restore(state);
    announce("undone");
    changed({ byPlayer: false });
  }

  function restart() {
    if (held) cancelHold();
    if (playable.every(piece => piece.place === "tray" && piece.orientation === 0)) return;
    history.push(snapshot());
    restore(playable.map(() => ["tray", 0, 0, 0]));
    announce("every piece back beside the board");
    changed({ byPlayer: false });
  }

  function setEnabled(action, enabled) {
    const element = button(action);
    if (element) element.setAttribute("aria-disabled", String(!enabled));
  }

  function updateButtons() {
    const turnable = selected && selected.place !== "given";
    setEnabled("rotate", turnable && nextOrientation(selected, "rotate") !== selected.orientation);
    setEnabled("flip", turnable && nextOrientation(selected, "flip") !== selected.orientation);
    setEnabled("undo", history.length > 0);
    setEnabled("restart", playable.some(piece => piece.place !== "tray" || piece.orientation !== 0));
  }

  const actions = {
    hints: () => toggleHints(),
    rotate: () => selected && turn(selected, "rotate"),
    flip: () => selected && turn(selected, "flip"),
    undo, restart,
    check: () => check(),
    hint: () => showOnePiece(),
    solve: () => showSolution(),
  };

  document.addEventListener("click", event => {
    const element = event.target.closest("[data-action]");
    if (!element || element.getAttribute("aria-disabled") === "true") return;
    actions[element.dataset.action]();
  });

  // Hints, from every completion of the board: the pieces each places, by their shapes, in the
  // order of their first cells, so that each fills the first cell left empty. Each completion is
  // decoded into the placements it makes, a placement being its shape's number times the cells of
  // the board plus its first cell.
  const hints = data.hints ? decodeHints(data.hints) : null;

  function decodeHints(hints) {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const digit = new Int32Array(128);
    for (let index = 0; index < 64; index++) digit[alphabet.charCodeAt(index)] = index;
    const code = hints.code, count = hints.tilings, placed = hints.placed;
    let at = 0;
    const read = () => {
      let number = 0;
      for (let place = 0; place < hints.digits; place++) number = number * 64 + digit[code.charCodeAt(at++)];
      return number;
    };
    const shapeOf = kinds.map(() => []);
    const shapes = hints.shapes.map(([kind, orientation], number) => {
      const cells = kinds[kind].orientations[orientation];
      shapeOf[kind][orientation] = number;
      return {
        kind: kinds[kind], orientation, first: cells[0],
        offsets: cells.map(([row, column]) => (row - cells[0][0]) * columns + column - cells[0][1]),
      };
    });
    const toFill = [];
    for (let cell = 0; cell < cellCount; cell++) if (occupant[cell] === -1) toFill.push(cell);
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
    return { count, placed, shapes, shapeOf, placements, marked: new Uint8Array(shapes.length * cellCount) };
  }

  function placementOf(piece) {
    const [row, column] = cellsOf(piece)[0];
    return hints.shapeOf[piece.kind.index][piece.orientation] * cellCount
      + (piece.row + row) * columns + piece.column + column;
  }

  // The completions that agree with the pieces on the board, and the completion that agrees with
  // the most of them.
  function completions() {
    const { count, placed, placements, marked } = hints;
    const onBoard = playable.filter(piece => piece.place === "board").map(placementOf);
    for (const placement of onBoard) marked[placement] = 1;
    const agreeing = [];
    let closest = 0, most = -1;
    for (let tiling = 0; tiling < count; tiling++) {
      let matched = 0;
      for (let index = tiling * placed; index < (tiling + 1) * placed; index++) matched += marked[placements[index]];
      if (matched === onBoard.length) agreeing.push(tiling);
      if (matched > most) [closest, most] = [tiling, matched];
    }
    for (const placement of onBoard) marked[placement] = 0;
    return { agreeing, closest };
  }

  const tilingPlacements = tiling =>
    Array.from(hints.placements.subarray(tiling * hints.placed, (tiling + 1) * hints.placed));
  const shapeOf = placement => hints.shapes[Math.floor(placement / cellCount)];

  // Puts `piece` on the board as `placement` places its piece.
  function putAt(piece, placement) {
    const shape = shapeOf(placement), first = placement % cellCount;
    putOnBoard(piece, shape.orientation, Math.floor(first / columns) - shape.first[0], first % columns - shape.first[1]);
  }

  function check() {
    if (held) cancelHold();
    showAnswer(completions().agreeing.length);
  }

  // Places the piece with the fewest ways to go in the completions that agree with the board, where
  // most of them put it; when none agrees, sends back beside the board a piece that the closest
  // completion does not have.
  function showOnePiece() {
    if (held) cancelHold();
    const { agreeing, closest } = completions();
    if (agreeing.length === 0) {
      const wanted = new Set(tilingPlacements(closest));
      const wrong = playable.find(piece => piece.place === "board" && !wanted.has(placementOf(piece)));
      history.push(snapshot());
      putInTray(wrong);
      flash(wrong);
      changed({ byPlayer: false });
      showAnswer(0);
      return;
    }
    const onBoard = new Set(playable.filter(piece => piece.place === "board").map(placementOf));
    const ways = new Map();
    for (const tiling of agreeing) {
      for (const placement of tilingPlacements(tiling)) {
        if (onBoard.has(placement)) continue;
        const kind = shapeOf(placement).kind.index;
        if (!ways.has(kind)) ways.set(kind, new Map());
        const counts = ways.get(kind);
        counts.set(placement, (counts.get(placement) || 0) + 1);
      }
    }
    if (ways.size === 0) {
      showAnswer(agreeing.length);
      return;
    }
    const [, counts] = [...ways].sort((a, b) => a[1].size - b[1].size || a[0] - b[0])[0];
    const [placement, completing] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    const piece = playable.find(piece => piece.kind === shapeOf(placement).kind && piece.place === "tray");
    history.push(snapshot());
    putAt(piece, placement);
    flash(piece);
    select(piece);
    changed({ byPlayer: true });
    if (document.body.dataset.solved !== "true") showAnswer(completing);
  }

  // Fills the board with a completion that agrees with it (else the closest), leaving in place the
  // pieces already where it has them.
  function showSolution() {
    if (held) cancelHold();
    const { agreeing, closest } = completions();
    const wanted = new Set(tilingPlacements(agreeing.length ? agreeing[0] : closest));
    history.push(snapshot());
    const moving = [];
    for (const piece of playable) {
      if (piece.place === "board" && wanted.has(placementOf(piece))) {
        wanted.delete(placementOf(piece));
      } else {
        if (piece.place === "board") vacate(piece);
        moving.push(piece);
      }
    }
    for (const placement of wanted) {
      const piece = moving.splice(moving.findIndex(piece => piece.kind === shapeOf(placement).kind), 1)[0];
      piece.place = "tray";
      putAt(piece, placement);
    }
    announce("a solution");
    changed({ byPlayer: false });
  }

  function flash(piece) {
    piece.element.classList.remove("hinted");
    void piece.element.offsetWidth;
    piece.element.classList.add("hinted");
  }

  const icons = {
    yes: '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="currentColor"/>'
      + '<path d="m6.5 12.5 3.5 3.5 7.5-8" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    no: '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="currentColor"/>'
      + '<path d="m8 8 8 8m0-8-8 8" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>',
  };

  // Shows how many completions agree with the board (nothing for null).
  function showAnswer(ways) {
    if (ways === null) {
      answer.replaceChildren();
      delete answer.dataset.answer;
      delete answer.dataset.ways;
      return;
    }
    answer.dataset.answer = ways > 0 ? "yes" : "no";
    answer.dataset.ways = ways;
    const words = ways > 0 ? `Yes! ${ways} ${ways === 1 ? "way" : "ways"} to finish` : "No. Take a piece back.";
    answer.innerHTML = (ways > 0 ? icons.yes : icons.no) + "<span></span>";
    answer.lastChild.textContent = words;
  }

  function toggleHints() {
    const open = hintPanel.hidden;
    hintPanel.hidden = !open;
    button("hints").setAttribute("aria-expanded", String(open));
    if (!open) showAnswer(null);
  }

  function celebrate() {
    for (const old of celebration.querySelectorAll(".confetti")) old.remove();
    for (let index = 0; index < 40; index++) {
      const piece = document.createElement("span");
      piece.className = "confetti";
      piece.style.left = `${Math.random() * 100}%`;
      piece.style.setProperty("--colour", kinds[index % kinds.length].colour);
      piece.style.setProperty("--time", `${2 + Math.random() * 2}s`);
      piece.style.setProperty("--delay", `${Math.random() * 1.5}s`);
      celebration.append(piece);
    }
    celebration.hidden = false;
  }

  function hideCelebration() {
    celebration.hidden = true;
  }

  celebration.addEventListener("pointerdown", hideCelebration);

  function announce(text) {
    announcer.textContent = text;
  }

  if (!hints) {
    button("hints").remove();
    hintPanel.remove();
  }
  new ResizeObserver(arrange).observe(stage);
  arrange();
  changed({ byPlayer: false });
  document.body.dataset.ready = "true";
  performance.mark("pentomino-ready");
})();
