#!/usr/bin/env python3
"""Writes the exact-cover problem of a sudoku in DLX1's format.

usage: sudoku.py PUZZLE [TITLE]
PUZZLE is the 81 cells row by row, a digit for a given and . or 0 for an empty cell.
Items: pRC (cell R,C filled), rRD (row R has D), cRD (column C has D), bBD (box B has D), all primary.
Options: one per cell and digit, 'pRC rRD cCD bBD'; a given cell has only its given digit's option.
"""
import sys

def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: sudoku.py PUZZLE [TITLE]")
    puzzle = sys.argv[1].replace("0", ".")
    if len(puzzle) != 81 or any(ch not in ".123456789" for ch in puzzle):
        sys.exit("sudoku.py: PUZZLE must be 81 characters, each a digit 1-9 or . or 0")
    title = sys.argv[2] if len(sys.argv) == 3 else "a sudoku"
    print(f"| {title}: {puzzle}")
    kinds = [[f"p{r}{c}" for r in range(1, 10) for c in range(1, 10)]]
    kinds += [[f"{k}{x}{d}" for x in range(1, 10) for d in range(1, 10)] for k in "rcb"]
    print(" ".join(name for kind in kinds for name in kind))
    for r in range(9):
        for c in range(9):
            given = puzzle[9 * r + c]
            for d in range(1, 10):
                if given != "." and int(given) != d:
                    continue
                b = 3 * (r // 3) + c // 3
                print(f"p{r+1}{c+1} r{r+1}{d} c{c+1}{d} b{b+1}{d}")

main()
