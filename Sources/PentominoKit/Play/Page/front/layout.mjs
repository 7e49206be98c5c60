// Where the board and the pieces beside it go on a stage of a given size, with no DOM: the board's
// cells as large as they can be while every piece beside the board is drawn at least at a share of
// a cell (60% on a tablet, 45% on a phone), each in a square slot of its own that holds it in every
// orientation, at least 44 px, none overlapping.
//
// A board that is not square lies with its long side along the screen's long side, on every screen
// of a game, so that it keeps its orientation from free play to every puzzle: a board drawn
// standing is turned a quarter clockwise from the model, which only the drawing sees (view.mjs).

/** The share of a board's cell that a piece beside the board is drawn at, at least. */
export const trayShare = Object.freeze({ tablet: 0.6, phone: 0.45 });
/** The smallest slot a finger takes, in CSS pixels. */
export const smallestSlot = 44;
/** The room around a piece in its slot, in cells at the slot's scale. */
const slotRoom = 0.6;
const largestCell = 96;

/** Whether a board of `rows` by `columns` is drawn standing on a screen held `landscape` or not. */
export const isStanding = (rows, columns, landscape) => rows !== columns && (columns > rows) !== landscape;

/**
 * The layout of a stage of `width` by `height` px: `{ standing, cell, tray, board, slots }`, where
 * `cell` and `tray` are the sizes in px of a cell of the board and of a piece's square beside it,
 * `board` is `{ x, y, width, height }`, and `slots` a `{ x, y, side }` square for each of `longest`,
 * the longest side of each piece to place, in cells. Null when the stage is too small for any.
 */
export function arrange({ width, height, rows, columns, longest, landscape, phone }) {
  if (width <= 0 || height <= 0) return null;
  const standing = isStanding(rows, columns, landscape);
  const [across, down] = standing ? [rows, columns] : [columns, rows];
  const margin = phone ? 10 : 16, gap = phone ? 16 : 24, share = phone ? trayShare.phone : trayShare.tablet;
  const sides = longest.map(cells => cells + slotRoom);
  const smallest = Math.min(...sides);
  let best = null;
  for (const beside of [false, true]) {
    const most = Math.floor(Math.min((width - 2 * margin) / across, (height - 2 * margin) / down, largestCell));
    for (let cell = most; cell >= 8; cell--) {
      const areaWidth = width - 2 * margin - (beside ? cell * across + gap : 0);
      const areaHeight = height - 2 * margin - (beside ? 0 : cell * down + gap);
      const tray = sides.length === 0 ? cell
        : largestTray(sides, areaWidth, areaHeight, Math.max(share * (cell - 2) + 2, smallestSlot / smallest), cell);
      if (tray === null) continue;
      if (!best || cell > best.cell || (cell === best.cell && tray > best.tray)) best = { cell, tray, beside };
      break;
    }
  }
  if (!best) return null;
  return place({ ...best, width, height, across, down, margin, gap, sides, standing });
}

// The largest scale from `low` to `high` at which the slots pack into the area, or null. (A square
// is drawn a pixel inside its cell on each side, so a share of a cell is taken of what is drawn.)
function largestTray(sides, areaWidth, areaHeight, low, high) {
  if (areaWidth <= 0 || areaHeight <= 0 || low > high || !pack(sides, low, areaWidth).fits(areaHeight)) return null;
  let [fits, fails] = [low, high + 1e-9];
  if (pack(sides, high, areaWidth).fits(areaHeight)) return Math.floor(high);
  for (let step = 0; step < 16; step++) {
    const middle = (fits + fails) / 2;
    if (pack(sides, middle, areaWidth).fits(areaHeight)) fits = middle; else fails = middle;
  }
  return Math.floor(fits * 100) / 100;
}

// The slots in rows across `areaWidth`, in order, each row as tall as its largest slot.
function pack(sides, scale, areaWidth) {
  const rows = [];
  let row = null;
  for (const [index, side] of sides.entries()) {
    const size = side * scale;
    if (!row || row.width + size > areaWidth + 1e-6) {
      row = { items: [], width: 0, height: 0 };
      rows.push(row);
    }
    row.items.push({ index, size });
    row.width += size;
    row.height = Math.max(row.height, size);
  }
  const tall = rows.reduce((sum, each) => sum + each.height, 0);
  const wide = Math.max(0, ...rows.map(each => each.width));
  return { rows, width: wide, height: tall, fits: areaHeight => wide <= areaWidth + 1e-6 && tall <= areaHeight + 1e-6 };
}

// The board and the slots placed: the two centred together on the stage, each row of slots
// centred across the tray, each slot in the middle of its row's height.
function place({ cell, tray, beside, width, height, across, down, margin, gap, sides, standing }) {
  const boardWidth = cell * across, boardHeight = cell * down;
  const areaWidth = width - 2 * margin - (beside ? boardWidth + gap : 0);
  const packed = pack(sides, tray, areaWidth);
  let board, trayX, trayY;
  if (beside) {
    const left = Math.round((width - boardWidth - gap - packed.width) / 2);
    board = { x: left, y: Math.round((height - boardHeight) / 2) };
    [trayX, trayY] = [left + boardWidth + gap, (height - packed.height) / 2];
  } else {
    const top = Math.round(Math.max(margin, (height - boardHeight - gap - packed.height) / 2));
    board = { x: Math.round((width - boardWidth) / 2), y: top };
    [trayX, trayY] = [(width - packed.width) / 2, top + boardHeight + gap];
  }
  const slots = [];
  let y = trayY;
  for (const row of packed.rows) {
    let x = trayX + (packed.width - row.width) / 2;
    for (const { index, size } of row.items) {
      slots[index] = { x, y: y + (row.height - size) / 2, side: size };
      x += size;
    }
    y += row.height;
  }
  return { standing, cell, tray, board: { ...board, width: boardWidth, height: boardHeight }, slots };
}
