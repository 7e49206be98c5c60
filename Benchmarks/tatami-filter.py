#!/usr/bin/env python3
"""Counts the tilings read on stdin (as `pentomino solve --all` prints them, a blank line between
them) in which no four pieces meet at a point, on a surface given as the first argument: flat, ring,
tube, torus, mobius or klein. It shares nothing with the solver: the gluing is written out here from
the guide's definitions, each piece is one letter, and each point is looked at from the cell at its
top left, its other three cells reached by a step right, a step down, and a step down from the
right one, turned over where the rows meet reversed. A second route to the tatami counts of the
guide's table, for the entries whose rule the bitset engine cannot hold."""
import sys

surface = sys.argv[1]
wraps_columns = surface in ("ring", "torus", "mobius", "klein")
wraps_rows = surface in ("tube", "torus", "klein")
twisted = surface in ("mobius", "klein")


def step(rows, columns, row, column, flipped, down, right):
    """The cell one step (down, right) from (row, column) as a walker upside down if `flipped` sees
    it, and whether the walker is then upside down; None past an edge that meets no other."""
    row, column = row + (-down if flipped else down), column + right
    if not 0 <= column < columns:
        if not wraps_columns:
            return None
        column %= columns
        if twisted:
            row, flipped = rows - 1 - row, not flipped
    if not 0 <= row < rows:
        if not wraps_rows:
            return None
        row %= rows
    return row, column, flipped


def tatami(grid):
    rows, columns = len(grid), len(grid[0])
    for row in range(rows):
        for column in range(columns):
            right = step(rows, columns, row, column, False, 0, 1)
            below = step(rows, columns, row, column, False, 1, 0)
            if right is None or below is None:
                continue
            diagonal = step(rows, columns, right[0], right[1], right[2], 1, 0)
            if diagonal is None:
                continue
            cells = {(row, column), right[:2], below[:2], diagonal[:2]}
            if len(cells) == 4 and len({grid[r][c] for r, c in cells}) == 4:
                return False
    return True


blocks = [block.split("\n") for block in sys.stdin.read().strip().split("\n\n")]
kept = sum(tatami(block) for block in blocks)
print(f"{kept} of {len(blocks)} tilings have no point where four pieces meet")
