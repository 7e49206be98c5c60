"""Shapes and tilings as the browser tests read them, as sets of (row, column), independent of the
page's own code: both play_test.py and app_test.py turn pieces and find placements with these."""


def normalised(cells):
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def turned(cells):
    """A quarter turn clockwise."""
    return normalised([(c, -r) for r, c in cells])


def mirrored(cells):
    return normalised([(r, -c) for r, c in cells])


def shape_key(cells):
    """The cells as the page's data-shape writes them: from 0,0, in reading order."""
    return " ".join(f"{r},{c}" for r, c in normalised(cells))


def parse_cells(text):
    """The cells of a data-cells or data-shape attribute."""
    return tuple(sorted(tuple(int(x) for x in cell.split(",")) for cell in text.split()))


def pieces_of(rows):
    """The cells of each piece of a tiling printed as letters."""
    found = {}
    for r, line in enumerate(rows):
        for c, letter in enumerate(line):
            if letter not in ".#":
                found.setdefault(letter, []).append((r, c))
    return {name: tuple(sorted(cells)) for name, cells in found.items()}
