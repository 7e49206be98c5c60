// A brute force that shares no code with the page: it counts the ways to fill the open cells of a
// board that no piece covers yet with the pieces left, each turned and flipped by its own lines
// here, filling the first empty cell in reading order each time.

const normalise = cells => {
  const top = Math.min(...cells.map(([r]) => r)), left = Math.min(...cells.map(([, c]) => c));
  return cells.map(([r, c]) => [r - top, c - left]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
};

/** Every orientation of `cells` under the eight symmetries of the square, each once. */
export function orientations(cells) {
  const seen = new Map();
  let shape = cells;
  for (let flip = 0; flip < 2; flip++) {
    for (let turn = 0; turn < 4; turn++) {
      shape = normalise(shape.map(([r, c]) => [c, -r]));
      seen.set(JSON.stringify(shape), shape);
    }
    shape = normalise(shape.map(([r, c]) => [r, -c]));
  }
  return [...seen.values()];
}

/**
 * The number of ways to cover every cell of `free` (a grid of booleans, true where a piece must
 * go) with the pieces of `shapes` (each a list of cells), each used once.
 */
export function countFillings(free, shapes) {
  // Filled along its short side first, a long board meets a dead end at once: the board and the
  // shapes are turned about the diagonal, which changes no count.
  if (free[0].length > free.length) {
    const across = free[0].map((_, column) => free.map(line => line[column]));
    return countFillings(across, shapes.map(cells => cells.map(([row, column]) => [column, row])));
  }
  const rows = free.length, columns = free[0].length;
  const grid = free.map(line => line.map(open => !open));
  const all = shapes.map(orientations);
  const used = all.map(() => false);
  // Every region of empty cells must hold whole pieces, when they are all of one size.
  const sizes = new Set(shapes.map(cells => cells.length));
  const unit = sizes.size === 1 ? [...sizes][0] : 1;
  const regionsFit = () => {
    const seen = grid.map(line => line.map(Boolean));
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        if (seen[row][column]) continue;
        let size = 0;
        const stack = [[row, column]];
        seen[row][column] = true;
        while (stack.length) {
          const [r, c] = stack.pop();
          size += 1;
          for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
            if (nr >= 0 && nr < rows && nc >= 0 && nc < columns && !seen[nr][nc]) {
              seen[nr][nc] = true;
              stack.push([nr, nc]);
            }
          }
        }
        if (size % unit !== 0) return false;
      }
    }
    return true;
  };
  let count = 0;
  const fill = () => {
    let first = -1;
    for (let cell = 0; cell < rows * columns && first < 0; cell++) {
      if (!grid[Math.floor(cell / columns)][cell % columns]) first = cell;
    }
    if (first < 0) {
      count += used.every(Boolean) ? 1 : 0;
      return;
    }
    const [row, column] = [Math.floor(first / columns), first % columns];
    for (const [index, turns] of all.entries()) {
      if (used[index]) continue;
      for (const shape of turns) {
        // The shape's first cell in reading order goes on the first empty cell.
        const [r0, c0] = shape[0];
        const cells = shape.map(([r, c]) => [row + r - r0, column + c - c0]);
        if (!cells.every(([r, c]) => r >= 0 && r < rows && c >= 0 && c < columns && !grid[r][c])) continue;
        for (const [r, c] of cells) grid[r][c] = true;
        used[index] = true;
        if (regionsFit()) fill();
        used[index] = false;
        for (const [r, c] of cells) grid[r][c] = false;
      }
    }
  };
  fill();
  return count;
}
