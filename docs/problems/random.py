#!/usr/bin/env python3
"""Writes a random exact-cover problem in DLX1's format, or DLX2's with colours.

usage: random.py PRIMARY SECONDARY PARTITIONS [--colours K] [--seed S]

The primary items p1..pPRIMARY are cut PARTITIONS times, each time at random, into blocks of
2 to 5 items; every block is an option, so each cut is a solution, and blocks of different cuts
often fit together into more. Each cut also gives each of the
secondary items s1..sSECONDARY to one of its blocks, or with --colours K to two of them in one
colour (one of K, from A). The same seed writes the same problem: Python's random with an integer seed
gives the same draws in every version since 3.2.
"""
import random
import sys


def main():
    args = sys.argv[1:]
    options = {"--colours": 0, "--seed": 1}
    while len(args) >= 2 and args[-2] in options:
        options[args[-2]] = int(args[-1])
        args = args[:-2]
    if len(args) != 3 or not all(a.isdigit() for a in args):
        sys.exit("usage: random.py PRIMARY SECONDARY PARTITIONS [--colours K] [--seed S]")
    primary, secondary, partitions = map(int, args)
    colours = options["--colours"]
    if primary < 2 or partitions < 1 or not 0 <= colours <= 26 or (colours and not secondary):
        sys.exit("random.py: needs PRIMARY of at least 2, PARTITIONS of at least 1, --colours 0 to 26 "
                 "and, with colours, SECONDARY of at least 1")
    draw = random.Random(options["--seed"])
    print(f"| random.py {' '.join(sys.argv[1:])}")
    items = [f"p{i}" for i in range(1, primary + 1)]
    if secondary:
        items += ["|"] + [f"s{i}" for i in range(1, secondary + 1)]
    print(" ".join(items))
    written = set()
    for _ in range(partitions):
        items = list(range(1, primary + 1))
        draw.shuffle(items)
        blocks = []
        while items:
            size = min(len(items), draw.randint(2, 5))
            if len(items) - size == 1:
                size += 1
            blocks.append([f"p{i}" for i in sorted(items[:size])])
            items = items[size:]
        # Each secondary item joins one block of the cut, or two in one colour.
        for i in range(1, secondary + 1):
            if colours:
                colour = chr(64 + draw.randint(1, colours))
                for block in draw.sample(blocks, min(2, len(blocks))):
                    block.append(f"s{i}:{colour}")
            else:
                draw.choice(blocks).append(f"s{i}")
        for block in blocks:
            if tuple(block) not in written:
                written.add(tuple(block))
                print(" ".join(block))

main()
