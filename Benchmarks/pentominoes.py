"""The twelve pentominoes drawn anew, apart from the tool, for the scripts that write exact-cover
problems to check it by a route that shares none of its code."""

# In Golomb's order F I L N P T U V W X Y Z.
PENTOMINOES = {
    "F": [".##", "##.", ".#."], "I": ["#####"], "L": ["####", "#..."], "N": ["###.", "..##"],
    "P": ["###", "##."], "T": ["###", ".#.", ".#."], "U": ["#.#", "###"], "V": ["#..", "#..", "###"],
    "W": ["#..", "##.", ".##"], "X": [".#.", "###", ".#."], "Y": ["####", ".#.."], "Z": ["##.", ".#.", ".##"],
}


def orientations(drawing):
    """The distinct rotations and reflections of a drawn piece, each moved to the origin."""
    cells = {(r, c) for r, line in enumerate(drawing) for c, mark in enumerate(line) if mark == "#"}
    forms = set()
    for _ in range(4):
        cells = {(c, -r) for r, c in cells}
        for form in (cells, {(r, -c) for r, c in cells}):
            top, left = min(r for r, _ in form), min(c for _, c in form)
            forms.add(frozenset((r - top, c - left) for r, c in form))
    return forms
