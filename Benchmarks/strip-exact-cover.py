#!/usr/bin/env python3
"""Writes the exact-cover problem of a strip tiled by the twelve pentominoes, each any number of times.

usage: strip-exact-cover.py ROWS COLUMNS [tube]

The items are the strip's cells, and there are no items for the pieces, so a piece may be used any
number of times; the options are every placement of every rotation and reflection, each set of cells
once. With `tube`, the last row meets the first. `pentomino exact-cover -` counts the problem's
solutions: the term COLUMNS of `pentomino strip ROWS --copies any`, found by a route that shares no
code with the sweep. The shapes are drawn anew, in pentominoes.py, rather than read from the tool.
"""

import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the benchmarks' sources

from pentominoes import PENTOMINOES, orientations  # noqa: E402


def main():
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "tube"):
        sys.exit("usage: strip-exact-cover.py ROWS COLUMNS [tube]")
    rows, columns, tube = int(sys.argv[1]), int(sys.argv[2]), len(sys.argv) == 4
    name = lambda cell: f"r{cell[0] + 1}c{cell[1] + 1}"
    print(" ".join(name((r, c)) for r in range(rows) for c in range(columns)))
    placed = set()
    for drawing in PENTOMINOES.values():
        for form in orientations(drawing):
            for top in range(rows):
                for left in range(columns):
                    cells = {((r + top) % rows if tube else r + top, c + left) for r, c in form}
                    fits = all(r < rows and c < columns for r, c in cells) and len(cells) == 5
                    if fits and frozenset(cells) not in placed:
                        placed.add(frozenset(cells))
                        print(" ".join(name(cell) for cell in sorted(cells)))


if __name__ == "__main__":
    main()
