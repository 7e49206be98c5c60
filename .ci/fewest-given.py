#!/usr/bin/env python3
"""The fewest given pieces that leave each tiling of a rectangle its only completion, found from
every tiling as `pentomino solve BOARD --all --with-symmetries` prints them, with no code of the
tool's: for each class of tilings under the rectangle's symmetries, the smallest number of its
pieces (each a letter on its cells) that no other tiling holds all of. Prints one line per number
of pieces, `PIECES TILINGS`, as `pentomino puzzle BOARD --table` counts them."""
import itertools
import sys


def main():
    blocks = [block.split("\n") for block in sys.stdin.read().strip().split("\n\n")]
    rows, columns = len(blocks[0]), len(blocks[0][0])
    every = []
    for block in blocks:
        pieces = {}
        for r, row in enumerate(block):
            for c, letter in enumerate(row):
                pieces.setdefault(letter, set()).add((r, c))
        every.append([(letter, frozenset(cells)) for letter, cells in pieces.items()])
    holding = {}
    for number, pieces in enumerate(every):
        for piece in pieces:
            holding.setdefault(piece, set()).add(number)
    maps = [lambda r, c: (r, c), lambda r, c: (rows - 1 - r, c), lambda r, c: (r, columns - 1 - c),
            lambda r, c: (rows - 1 - r, columns - 1 - c)]
    if rows == columns:
        maps += [lambda r, c: (c, r), lambda r, c: (columns - 1 - c, r), lambda r, c: (c, rows - 1 - r),
                 lambda r, c: (columns - 1 - c, rows - 1 - r)]
    seen, counts = set(), {}
    for block, pieces in zip(blocks, every):
        if tuple(block) in seen:
            continue
        for transform in maps:
            image = {transform(r, c): block[r][c] for r in range(rows) for c in range(columns)}
            seen.add(tuple("".join(image[(r, c)] for c in range(columns)) for r in range(rows)))
        for size in range(len(pieces) + 1):
            unique = any(
                len(set.intersection(*(holding[piece] for piece in chosen)) if chosen else every) == 1
                for chosen in itertools.combinations(pieces, size))
            if unique:
                counts[size] = counts.get(size, 0) + 1
                break
    for size in sorted(counts):
        print(size, counts[size])


main()
