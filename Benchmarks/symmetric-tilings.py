#!/usr/bin/env python3
"""Writes the exact-cover problem of the tilings of a rectangle by the whole double set (each of the
twelve pentominoes exactly twice) that one symmetry of the rectangle keeps.

usage: symmetric-tilings.py ROWS COLUMNS across|along|half-turn

`across` turns the rectangle over top to bottom, `along` left to right, and `half-turn` turns it
by 180 degrees. A tiling that the symmetry keeps is a union of its orbits: for each pentomino,
either a placement and its image, disjoint, or two placements that are each their own image. So
the items are the cells and the twelve pentominoes, and the options those unions.
`pentomino exact-cover -` counts the problem's solutions, the tilings the symmetry keeps; by
Burnside's lemma the distinct tilings are the tilings counted apart plus the three counts so
found, over 4. The shapes are drawn anew, in pentominoes.py.
"""

import itertools
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the benchmarks' sources

from pentominoes import PENTOMINOES, orientations  # noqa: E402


def main():
    if len(sys.argv) != 4 or sys.argv[3] not in ("across", "along", "half-turn"):
        sys.exit("usage: symmetric-tilings.py ROWS COLUMNS across|along|half-turn")
    rows, columns, symmetry = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    if rows * columns != 120:
        sys.exit("the whole double set covers 120 cells: give a rectangle of 120")
    image = {
        "across": lambda cell: (rows - 1 - cell[0], cell[1]),
        "along": lambda cell: (cell[0], columns - 1 - cell[1]),
        "half-turn": lambda cell: (rows - 1 - cell[0], columns - 1 - cell[1]),
    }[symmetry]
    name = lambda cell: f"r{cell[0] + 1}c{cell[1] + 1}"
    print(" ".join(name((r, c)) for r in range(rows) for c in range(columns)) + " " + " ".join(PENTOMINOES))
    for letter, drawing in PENTOMINOES.items():
        placements = set()
        for form in orientations(drawing):
            height, width = max(r for r, _ in form) + 1, max(c for _, c in form) + 1
            for top in range(rows - height + 1):
                for left in range(columns - width + 1):
                    placements.add(frozenset((top + r, left + c) for r, c in form))
        # Each option is a pair of placements, not the cells they cover: two pairs may cover the
        # same cells (two P's fill a 2x5 in two ways), and are then two tilings.
        kept, pairs = [], set()
        for placement in placements:
            mirrored = frozenset(image(cell) for cell in placement)
            if mirrored == placement:
                kept.append(placement)
            elif not placement & mirrored:
                pairs.add(frozenset((placement, mirrored)))
        for first, second in itertools.combinations(kept, 2):
            if not first & second:
                pairs.add(frozenset((first, second)))
        for pair in sorted(pairs, key=lambda pair: sorted(sorted(placement) for placement in pair)):
            print(" ".join(name(cell) for cell in sorted(set().union(*pair))) + " " + letter)


if __name__ == "__main__":
    main()
