// Shapes: lists of [row, column] cells from row 0 and column 0, in reading order (top row first,
// each row from the left), as the page's data gives each orientation of a piece.

/** `cells` moved to row 0 and column 0, in reading order. */
export const normalised = cells => {
  const top = Math.min(...cells.map(cell => cell[0])), left = Math.min(...cells.map(cell => cell[1]));
  return cells.map(([row, column]) => [row - top, column - left]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
};

/** A shape as text, "0,0 0,1 …": a key for maps, and the page's `data-shape`. */
export const shapeKey = cells => cells.map(cell => cell.join(",")).join(" ");

/** A quarter turn clockwise. */
export const turned = cells => normalised(cells.map(([row, column]) => [column, -row]));

/** A flip left to right. */
export const mirrored = cells => normalised(cells.map(([row, column]) => [row, -column]));

/** The rows and columns a shape spans, as [height, width]. */
export const extent = cells => [1 + Math.max(...cells.map(cell => cell[0])), 1 + Math.max(...cells.map(cell => cell[1]))];

/** `value` brought within `low` and `high`. */
export const clamp = (value, low, high) => Math.max(low, Math.min(high, value));
