// Shapes, for every part of the page: lists of [row, column] cells from row 0 and column 0, in
// reading order (top row first, each row from the left), as the data gives each orientation.

const normalised = cells => {
  const top = Math.min(...cells.map(cell => cell[0])), left = Math.min(...cells.map(cell => cell[1]));
  return cells.map(([row, column]) => [row - top, column - left]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
};
const shapeKey = cells => cells.map(cell => cell.join(",")).join(" ");
const turned = cells => normalised(cells.map(([row, column]) => [column, -row]));  // a quarter turn clockwise
const mirrored = cells => normalised(cells.map(([row, column]) => [row, -column]));
const extent = cells => [1 + Math.max(...cells.map(cell => cell[0])), 1 + Math.max(...cells.map(cell => cell[1]))];
const clamp = (value, low, high) => Math.max(low, Math.min(high, value));
