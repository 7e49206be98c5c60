// Layout, a part of `playGame` (see game.js): the board and a tray of slots, one per piece to
// place, each as large as any piece's longest side, with the tray below the board or beside it,
// whichever leaves both larger.
//
// A long board may be drawn standing, a quarter turn clockwise, where that gives larger cells (a
// phone held upright). Only the drawing turns: the model's rows and columns, the pieces'
// orientations and every data- attribute stay as they are, and positions pass through
// `drawnCorner` and `modelCorner`. A turn of the drawing is a rotation, not a reflection, so a
// piece turned clockwise is seen to turn clockwise.

// `standing` is null until the first layout draws the board's cells one way or the other.
const layout = { cell: 40, tray: 30, boardX: 0, boardY: 0, slots: [], standing: null };
const longest = Math.max(1, ...kinds.flatMap(kind => kind.orientations.map(cells => Math.max(...extent(cells)))));
const slotCells = longest + 0.6;

// The cells of `cells` as drawn: as they are, or a quarter turn clockwise when the board stands.
function drawnCells(cells) {
  if (!layout.standing) return cells;
  const [height] = extent(cells);
  return cells.map(([row, column]) => [column, height - 1 - row]);
}

// The drawn row and column of the top left corner of `piece`'s box, when the model has the
// piece's box at (`row`, `column`).
function drawnCorner(piece, row, column) {
  if (!layout.standing) return [row, column];
  return [column, rows - row - extent(cellsOf(piece))[0]];
}

// The inverse: the model's row and column (fractional) of the box of `piece` drawn at (`y`, `x`).
function modelCorner(piece, y, x) {
  if (!layout.standing) return [y, x];
  return [rows - extent(cellsOf(piece))[0] - x, y];
}

function arrange() {
  const width = stage.clientWidth, height = stage.clientHeight, count = playable.length;
  // A phone's narrow screen keeps a narrower margin, for larger cells.
  const margin = width < 520 ? 10 : 16, gap = width < 520 ? 16 : 24;
  if (width === 0 || height === 0) return;
  let best = null;
  for (const standing of rows === columns ? [false] : [false, true]) {
    const across = standing ? rows : columns, down = standing ? columns : rows;
    for (const beside of [false, true]) {
      const largest = Math.floor(Math.min((width - 2 * margin) / across, (height - 2 * margin) / down, 96));
      for (let cell = largest; cell >= 8; cell--) {
        const areaWidth = width - 2 * margin - (beside ? cell * across + gap : 0);
        const areaHeight = height - 2 * margin - (beside ? 0 : cell * down + gap);
        let tray = count === 0 ? cell : 0, slotsAcross = 1;
        for (let trying = 1; trying <= count && areaWidth > 0 && areaHeight > 0; trying++) {
          const size = Math.min(areaWidth / (trying * slotCells), areaHeight / (Math.ceil(count / trying) * slotCells));
          if (size > tray) [tray, slotsAcross] = [size, trying];
        }
        tray = Math.min(tray, cell);
        const score = Math.min(cell, 2 * tray);
        if (!best || score > best.score) {
          best = { score, cell, tray: Math.floor(tray), slotsAcross, beside, standing, across, down };
        }
      }
    }
  }
  if (!best) return;
  const { cell, tray, slotsAcross, beside, standing, across, down } = best;
  if (standing !== layout.standing) {
    layout.standing = standing;
    boardElement.style.setProperty("--columns", across);
    boardElement.dataset.standing = standing;
    cellElements.forEach((element, index) => {
      const row = Math.floor(index / columns), column = index % columns;
      element.style.gridRow = (standing ? column : row) + 1;
      element.style.gridColumn = (standing ? rows - 1 - row : column) + 1;
    });
  }
  const slot = slotCells * tray, slotsDown = Math.ceil(count / slotsAcross);
  const trayWidth = count ? slotsAcross * slot : 0, trayHeight = slotsDown * slot;
  const boardWidth = cell * across, boardHeight = cell * down;
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
    x: trayX + (index % slotsAcross + 0.5) * slot,
    y: trayY + (Math.floor(index / slotsAcross) + 0.5) * slot,
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
  const cells = drawnCells(cellsOf(piece)), [height, width] = extent(cells);
  const inTray = piece.place === "tray" && !piece.lifted;
  const size = inTray ? layout.tray : layout.cell;
  if (left === undefined) {
    if (inTray) {
      const slot = layout.slots[playable.indexOf(piece)];
      [left, top] = [slot.x - width * size / 2, slot.y - height * size / 2];
    } else {
      const [y, x] = drawnCorner(piece, piece.row, piece.column);
      [left, top] = [layout.boardX + x * layout.cell, layout.boardY + y * layout.cell];
    }
  }
  // Where it is drawn, for a drag to grab it by: the element may be gliding there still.
  Object.assign(piece, { x: left, y: top, size, drawn: cells });
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
  element.dataset.shape = shapeKey(cellsOf(piece));
  if (piece.place === "tray" || piece.lifted) {
    delete element.dataset.cells;
  } else {
    element.dataset.cells = cellNames(boardCells(piece));
  }
}
