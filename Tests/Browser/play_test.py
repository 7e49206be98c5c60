#!/usr/bin/env python3
"""Plays the game pages that `pentomino play` writes, in a real browser.

Debian's Chromium, driven by Playwright (from PyPI), opens each page from a file:// URL with the
network blocked, at a tablet's size (1024x768) and a phone's (390x844), both with touch. The tests
drag pieces with touch and mouse pointer events, turn them, undo, ask for hints, and play boards
through to the end with touch and with the keyboard alone. Any request other than the page itself,
any console error and any uncaught exception fails the run.

The hint counts are checked against `pentomino count` on the same partly filled board; what the
page shows is read back from its `data-` attributes (docs/GUIDE.md, "Play"). Nothing here shares
code with the page: shapes are turned, and placements found, by the few lines of shapes.py.

    python3 Tests/Browser/play_test.py --pentomino .build/release/pentomino \
        [--screenshots DIR] [--report FILE] [--chromium /usr/bin/chromium]

It prints one line per test, and with --report writes the page's measured speed and size as JSON.
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import traceback

from playwright.sync_api import sync_playwright

from shapes import mirrored, normalised, parse_cells, pieces_of, shape_key, turned

VIEWPORTS = {"tablet": (1024, 768), "phone": (390, 844)}
# Every size a test may open a page at: the two that most tests play at, and a tablet held upright.
SIZES = {**VIEWPORTS, "upright": (768, 1024)}
WAIT_MS = 30_000

# --- The tool.


class Tool:
    def __init__(self, binary):
        self.binary = binary

    def run(self, *arguments, stdin=None):
        result = subprocess.run(
            [self.binary, *arguments], input=stdin, capture_output=True, text=True, timeout=300)
        if result.returncode not in (0,):
            raise AssertionError(f"pentomino {' '.join(arguments)} failed: {result.stderr.strip()}")
        return result.stdout, result.stderr

    def page(self, directory, name, board, *options, stdin=None):
        html, note = self.run("play", board, *options, stdin=stdin)
        path = os.path.join(directory, name + ".html")
        with open(path, "w") as file:
            file.write(html)
        return path, note

    def completions(self, drawing, pieces=None):
        options = ["--pieces", pieces] if pieces else []
        out, _ = self.run("count", "-", *options, "--json", "--quiet", stdin=drawing)
        return json.loads(out)["all"]

    def tiling(self, board, seed, pieces=None):
        options = ["--pieces", pieces] if pieces else []
        out, _ = self.run("solve", board, *options, "--random", "--seed", str(seed), "--quiet")
        return [list(line) for line in out.splitlines()]


# --- One page in one browser context.


class Game:
    def __init__(self, browser, path, viewport="tablet", touch=True, still=False):
        width, height = SIZES[viewport]
        self.touch = touch
        self.url = "file://" + os.path.abspath(path)
        self.problems = []
        self.context = browser.new_context(
            viewport={"width": width, "height": height}, has_touch=True, is_mobile=viewport == "phone",
            device_scale_factor=1, offline=True, reduced_motion="reduce" if still else "no-preference")
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("request", self._request)
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.problems.append(f"uncaught: {error}"))
        self.cdp = self.context.new_cdp_session(self.page)
        started = time.perf_counter()
        self.page.goto(self.url)
        try:
            self.page.wait_for_selector("body[data-ready=true]", timeout=WAIT_MS)
        except Exception:
            raise AssertionError(f"{path} never became ready: {'; '.join(self.problems)}")
        self.opened = time.perf_counter() - started
        self.data = json.loads(self.page.text_content("#game-data"))
        # The help shows on a first visit, which every new context is: closed, it stays closed.
        if self.page.locator("#help").is_visible():
            self.page.click("[data-help=close]")

    def _route(self, route):
        if route.request.url == self.url:
            route.continue_()
        else:
            self.problems.append(f"request: {route.request.url}")
            route.abort()

    def _request(self, request):
        if request.url != self.url:
            self.problems.append(f"request: {request.url}")

    def _console(self, message):
        if message.type in ("error", "warning"):
            self.problems.append(f"console {message.type}: {message.text}")

    def close(self):
        self.context.close()
        assert not self.problems, "; ".join(self.problems)

    # Reading the page.

    def piece(self, name, copy=None):
        selector = f'[data-piece="{name}"]' + (f'[data-copy="{copy}"]' if copy else "")
        return self.page.locator(selector).first

    def cells(self, name):
        text = self.piece(name).get_attribute("data-cells")
        return parse_cells(text) if text else None

    def named_by_colour(self, colour):
        """The name of the piece whose colour the page calls `colour`."""
        names = [piece["name"] for piece in self.data["pieces"] if piece["colourName"] == colour]
        assert len(names) == 1, f"no one piece is {colour}: {names}"
        return names[0]

    def shape(self, name):
        return self.piece(name).get_attribute("data-shape")

    def place(self, name):
        return self.piece(name).get_attribute("data-place")

    def centre(self, locator):
        box = locator.bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def cell_centre(self, row, column):
        return self.centre(self.page.locator(f'[data-cell="{row},{column}"]'))

    def point(self, row, column):
        """Where the model's (`row`, `column`) lies on the screen, fractional and off the board too:
        the page may draw a long board standing, a quarter turn from the model."""
        (x0, y0), (x1, y1), (x2, y2) = (self.cell_centre(0, 0), self.cell_centre(1, 0), self.cell_centre(0, 1))
        return x0 + row * (x1 - x0) + column * (x2 - x0), y0 + row * (y1 - y0) + column * (y2 - y0)

    def cell_size(self):
        return self.page.locator('[data-cell="0,0"]').bounding_box()["width"]

    def wait(self, condition, what):
        deadline = time.monotonic() + WAIT_MS / 1000
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.02)
        raise AssertionError(f"gave up waiting for {what}")

    def button(self, label):
        return self.page.get_by_role("button", name=label, exact=True)

    def press_button(self, label):
        self.button(label).click()

    def answer(self):
        element = self.page.locator("#answer")
        return element.get_attribute("data-answer"), int(element.get_attribute("data-ways") or -1)

    def ask(self, label):
        """Presses the hint button called `label`."""
        self.press_button(label)

    def drawing(self):
        """The board as `pentomino count` reads it: the pieces on it by their letters."""
        grid = [["#" if line[c] == "#" else "." for c in range(len(line))] for line in self.data["cells"]]
        for element in self.page.locator("[data-piece][data-cells]").all():
            for r, c in parse_cells(element.get_attribute("data-cells")):
                grid[r][c] = element.get_attribute("data-piece")
        return "\n".join("".join(line) for line in grid) + "\n"

    # Acting on it.

    def tap(self, x, y):
        if self.touch:
            self.page.touchscreen.tap(x, y)
        else:
            self.page.mouse.click(x, y)

    def drag(self, start, end, steps=8):
        (x0, y0), (x1, y1) = start, end
        points = [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(1, steps + 1)]
        if self.touch:
            touch = lambda kind, x, y: self.cdp.send(
                "Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y}] if x is not None else []})
            touch("touchStart", x0, y0)
            for x, y in points:
                touch("touchMove", x, y)
            touch("touchEnd", None, None)
        else:
            self.page.mouse.move(x0, y0)
            self.page.mouse.down()
            for x, y in points:
                self.page.mouse.move(x, y)
            self.page.mouse.up()

    def turn_to(self, name, cells, by_keys=False):
        """Turns the piece until it has the shape of `cells`: rotations, then a flip and rotations."""
        want = shape_key(cells)
        for step in range(8):
            if self.shape(name) == want:
                return
            before = self.shape(name)
            if step == 4:
                if by_keys:
                    self.page.keyboard.press("f")
                else:
                    self.tap_piece(name)  # selects it (and turns it once more)
                    self.press_button("Flip")
            elif by_keys:
                self.page.keyboard.press("r")
            else:
                self.tap_piece(name)
            if step != 4:
                expected = shape_key(turned([tuple(map(int, c.split(","))) for c in before.split()]))
                self.wait(lambda: self.shape(name) in (expected, before), f"{name} to turn")
        assert self.shape(name) == want, f"{name} never took the shape {want}"

    def square(self, name, index=0):
        """The centre of one of the piece's squares, once the piece has stopped gliding."""
        self.page.wait_for_function(
            """name => [...document.querySelectorAll(`[data-piece="${name}"]`)]
                .every(piece => piece.getAnimations({ subtree: true }).length === 0)""", arg=name, timeout=WAIT_MS)
        return self.centre(self.piece(name).locator(f'[data-square="{index}"]'))

    def tap_piece(self, name):
        self.tap(*self.square(name))

    def put(self, name, cells, offset=(0.3, -0.25), by_keys=False):
        """Turns the piece and drags it by its first square onto `cells`, let go `offset` cells off."""
        if by_keys:
            return self.put_by_keys(name, cells)
        self.turn_to(name, cells)
        row, column = min(cells)
        start = self.square(name)
        self.drag(start, self.point(row + offset[0], column + offset[1]))

    def put_by_keys(self, name, cells):
        """Tab to the piece, turn it by R and F, pick it up by Enter, move it by the arrows, put it down."""
        self.focus_by_tab(name)
        self.turn_to(name, cells, by_keys=True)
        self.page.keyboard.press("Enter")
        for _ in range(40):
            now = parse_cells(self.piece(name).get_attribute("data-over") or "")
            if now and min(now) == min(cells):
                break
            (r0, c0), (r1, c1) = min(now), min(cells)
            key = "ArrowDown" if r1 > r0 else "ArrowUp" if r1 < r0 else "ArrowRight" if c1 > c0 else "ArrowLeft"
            self.page.keyboard.press(key)
        self.page.keyboard.press("Enter")

    def focus_by_tab(self, name):
        for _ in range(60):
            if self.page.evaluate("() => document.activeElement && document.activeElement.dataset.piece") == name:
                return
            self.page.keyboard.press("Tab")
        raise AssertionError(f"Tab never reached piece {name}")


# --- The tests.

TESTS = []


def test(function):
    TESTS.append(function)
    return function


def play_through(game, solution, by_keys=False):
    for name, cells in solution.items():
        game.put(name, cells, by_keys=by_keys)
        game.wait(lambda: game.cells(name) == cells, f"{name} on {cells}")


@test
def plays_a_6x10_through_with_touch(env):
    """On a tablet, its pieces gliding as a player sees them: every piece dragged by touch near its
    place snaps there; the board is celebrated. (app_test.py plays by drags at every size.)"""
    path, _ = env.page("6x10")
    solution = pieces_of(env.tool.tiling("6x10", seed=7))
    for viewport in ("tablet",):
        game = Game(env.browser, path, viewport)
        env.shoot(game, f"{viewport}-start")
        for index, (name, cells) in enumerate(solution.items()):
            game.put(name, cells)
            game.wait(lambda: game.cells(name) == cells, f"{name} on {cells}")
            assert game.page.get_attribute("body", "data-solved") == ("true" if index == 11 else "false")
            if index == 4:
                game.ask("Can I finish?")
                env.shoot(game, f"{viewport}-playing")
        game.wait(lambda: game.page.locator("#celebration").is_visible(), "the celebration")
        env.shoot(game, f"{viewport}-solved")
        game.close()


@test
def every_cell_of_a_full_board_answers_for_its_own_piece(env):
    """On a full 6x10 on a phone, a press of the mouse on each of the 60 cells selects the piece that
    covers that cell and no other: a piece's empty corners take no press. Tapped, a piece on a full
    board cannot turn, so it shakes where it is, and the board stays as it was. (app_test.py taps
    each cell by touch on a tablet, in both engines.)"""
    path, _ = env.page("6x10")
    for viewport, touch in (("phone", False),):
        game = Game(env.browser, path, viewport, touch=touch, still=True)
        # A full board, shown by "Show me" (the tests above fill boards by drags).
        game.ask("Show me")
        game.wait(lambda: game.page.get_attribute("body", "data-solved") == "true", "the board filled")
        full = game.drawing()
        for row in range(6):
            for column in range(10):
                cell = game.page.locator(f'[data-cell="{row},{column}"]')
                holds = cell.get_attribute("data-holds")
                game.tap(*game.cell_centre(row, column))
                game.wait(
                    lambda: game.page.evaluate(
                        "() => document.querySelector('.piece.selected')?.dataset.piece") == holds,
                    f"the press on {row},{column} to select {holds}")
        assert game.drawing() == full, "a tap on a full board changed it"
        game.close()


@test
def each_piece_beside_the_board_answers_anywhere_in_its_slot(env):
    """At every size, each piece to place has a slot beside the board of at least 44x44 CSS px, no
    two overlap, and a tap near a slot's corner, off the piece's squares, selects that slot's piece."""
    for board in ("6x10", "3x20", "8x8-centre"):
        path, _ = env.page(board)
        for viewport in SIZES:
            game = Game(env.browser, path, viewport, still=True)
            slots = game.page.locator("[data-slot]").all()
            boxes = [slot.bounding_box() for slot in slots]
            assert len(boxes) == 12, (board, viewport, len(boxes))
            for box in boxes:
                assert box["width"] >= 44 and box["height"] >= 44, (board, viewport, box)
            for first in range(len(boxes)):
                for second in range(first + 1, len(boxes)):
                    a, b = boxes[first], boxes[second]
                    apart = (a["x"] + a["width"] <= b["x"] + 0.5 or b["x"] + b["width"] <= a["x"] + 0.5
                             or a["y"] + a["height"] <= b["y"] + 0.5 or b["y"] + b["height"] <= a["y"] + 0.5)
                    assert apart, (board, viewport, a, b)
            for slot, box in zip(slots, boxes):
                name = slot.get_attribute("data-for")
                game.tap(box["x"] + 3, box["y"] + 3)
                game.wait(
                    lambda: game.page.evaluate("() => document.querySelector('.piece.selected')?.dataset.piece")
                    == name, f"a tap in the corner of {name}'s slot to select it ({board}, {viewport})")
            game.close()


@test
def nothing_moves_when_a_hint_answers(env):
    """On a phone and a tablet, the board keeps its place and size when the hints open and when
    each hint answers."""
    path, _ = env.page("6x10")
    solution = pieces_of(env.tool.tiling("6x10", seed=5))
    for viewport in SIZES:
        game = Game(env.browser, path, viewport, still=True)
        board = lambda: game.page.locator("#board").bounding_box()
        before = board()
        for name in list(solution)[:3]:
            game.put(name, solution[name])
            game.wait(lambda: game.cells(name) == solution[name], f"{name} on the board")
        for label in ("Can I finish?", "Help me"):
            game.ask(label)
            game.wait(lambda: game.answer()[0] is not None, f"the answer to {label}")
            assert board() == before, (viewport, label, before, board())
        game.close()


@test
def plays_the_8x8_with_its_centre_blocked_with_the_mouse(env):
    path, _ = env.page("8x8-centre")
    solution = pieces_of(env.tool.tiling("8x8-centre", seed=3))
    game = Game(env.browser, path, "tablet", touch=False, still=True)
    play_through(game, solution)
    game.wait(lambda: game.page.locator("#celebration").is_visible(), "the celebration")
    game.close()


@test
def plays_a_5x12_with_the_keyboard_alone(env):
    path, _ = env.page("5x12")
    solution = pieces_of(env.tool.tiling("5x12", seed=11))
    game = Game(env.browser, path, "tablet", touch=False)
    play_through(game, solution, by_keys=True)
    game.wait(lambda: game.page.locator("#celebration").is_visible(), "the celebration")
    game.page.keyboard.press("Escape")
    game.wait(lambda: not game.page.locator("#celebration").is_visible(), "the celebration to close")
    # Undo by keys: the last piece goes back beside the board.
    game.page.keyboard.press("Control+z")
    game.wait(lambda: game.page.locator('[data-place="tray"]').count() == 1, "one piece back")
    game.close()


@test
def snaps_near_a_legal_place_and_sends_back_from_far(env):
    path, _ = env.page("6x10")
    for viewport in VIEWPORTS:
        game = Game(env.browser, path, viewport)
        # Let go a third of a cell off: the piece snaps into place.
        i_cells = ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4))
        game.put("I", i_cells, offset=(0.35, 0.3))
        game.wait(lambda: game.cells("I") == i_cells, "I to snap into the top row")
        # Aimed at the same row, where the I lies: the hunt finds the spot a row down.
        l_cells = ((0, 5), (0, 6), (0, 7), (0, 8), (1, 5))
        game.put("L", l_cells, offset=(0, 0))
        game.wait(lambda: game.cells("L") == l_cells, "L beside the I")
        u_cells = ((1, 0), (1, 2), (2, 0), (2, 1), (2, 2))
        game.turn_to("U", u_cells)
        game.drag(game.square("U"), game.point(0.3, 0.2))
        game.wait(lambda: game.cells("U") == u_cells, "U to snap a row below the I")
        # Let go far from any legal place: back beside the board.
        before = game.piece("F").bounding_box()
        game.drag(game.square("F"), game.point(-3, 2))
        game.wait(lambda: game.place("F") == "tray", "F back beside the board")
        game.wait(lambda: close_to(game.piece("F").bounding_box(), before), "F back in its place")
        # Dropped above the I, where no place within a cell each way is free: back beside the board.
        game.drag(game.square("X"), game.point(-1, 2))
        game.wait(lambda: game.place("X") == "tray", "X back beside the board")
        # A piece on the board dragged away from any place it fits goes off the board, to its slot.
        game.drag(game.square("I"), game.centre(game.piece("F")))
        game.wait(lambda: game.place("I") == "tray", "I off the board, beside it")
        # Let go one cell off diagonally, below and right of the board's corner: the nearest place
        # within a cell each way, the corner.
        x_cells = ((3, 8), (4, 7), (4, 8), (4, 9), (5, 8))
        game.put("X", x_cells, offset=(1, 1))
        game.wait(lambda: game.cells("X") == x_cells, "X to snap into the corner from a cell off diagonally")
        game.close()


def close_to(box, other):
    return all(abs(box[key] - other[key]) < 1.5 for key in ("x", "y", "width", "height"))


@test
def rotates_and_flips_by_touch_buttons_and_keys(env):
    path, _ = env.page("6x10")
    game = Game(env.browser, path, "phone")
    cells = lambda: tuple(tuple(map(int, c.split(","))) for c in game.shape("F").split())
    start = cells()
    game.tap_piece("F")
    game.wait(lambda: cells() == turned(start), "a tap to turn F a quarter clockwise")
    game.press_button("Rotate")
    game.wait(lambda: cells() == turned(turned(start)), "Rotate to turn F again")
    game.press_button("Flip")
    game.wait(lambda: cells() == mirrored(turned(turned(start))), "Flip to flip F")
    game.piece("F").focus()
    game.page.keyboard.press("r")
    game.wait(lambda: cells() == turned(mirrored(turned(turned(start)))), "R to turn F")
    game.page.keyboard.press("f")
    game.wait(lambda: cells() == mirrored(turned(mirrored(turned(turned(start))))), "F to flip F")
    # A piece on the board turns about its middle where it fits.
    game.put("T", ((0, 0), (0, 1), (0, 2), (1, 1), (2, 1)))
    game.wait(lambda: game.place("T") == "board", "T on the board")
    game.tap_piece("T")
    game.wait(lambda: game.cells("T") is not None and normalised(game.cells("T")) == turned(((0, 0), (0, 1), (0, 2), (1, 1), (2, 1))), "T to turn on the board")
    game.close()


@test
def undoes_redoes_and_restarts(env):
    path, _ = env.page("6x10")
    game = Game(env.browser, path, "tablet")
    assert game.button("Undo").get_attribute("aria-disabled") == "true"
    assert game.button("Redo").get_attribute("aria-disabled") == "true"
    game.put("I", ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4)))
    game.wait(lambda: game.place("I") == "board", "I on the board")
    game.put("L", ((1, 0), (1, 1), (1, 2), (1, 3), (2, 0)))
    game.wait(lambda: game.place("L") == "board", "L on the board")
    game.press_button("Undo")
    game.wait(lambda: game.place("L") == "tray" and game.place("I") == "board", "L undone")
    # Redo makes the move again, and Ctrl+Z and Ctrl+Shift+Z do the same by keys.
    game.press_button("Redo")
    game.wait(lambda: game.place("L") == "board", "L again")
    assert game.button("Redo").get_attribute("aria-disabled") == "true"
    game.page.keyboard.press("Control+z")
    game.wait(lambda: game.place("L") == "tray", "L undone by keys")
    game.page.keyboard.press("Control+Shift+z")
    game.wait(lambda: game.place("L") == "board", "L again by keys")
    game.press_button("Undo")
    game.wait(lambda: game.place("L") == "tray", "L undone once more")
    game.press_button("Restart")
    # A new move forgets the moves undone.
    assert game.button("Redo").get_attribute("aria-disabled") == "true"
    game.wait(lambda: game.place("I") == "tray", "every piece back")
    game.press_button("Undo")
    game.wait(lambda: game.place("I") == "board", "the restart undone")
    game.press_button("Undo")
    game.wait(lambda: game.place("I") == "tray", "I undone")
    assert game.button("Undo").get_attribute("aria-disabled") == "true"
    game.close()


def random_partial_board(game, rng, tiling):
    """Some pieces of a tiling in their places, and sometimes one of them moved elsewhere."""
    solution = pieces_of(tiling)
    names = rng.sample(sorted(solution), rng.randint(1, 5))
    placed = {name: solution[name] for name in names}
    if rng.random() < 0.5:
        name = names[-1]
        occupied = {cell for other, cells in placed.items() if other != name for cell in cells}
        options = legal_places(game, name, occupied)
        placed[name] = rng.choice(options)
    return placed


def legal_places(game, name, occupied):
    kind = next(piece for piece in game.data["pieces"] if piece["name"] == name)
    rows, columns = game.data["rows"], game.data["columns"]
    places = []
    for orientation in kind["orientations"]:
        for r in range(rows):
            for c in range(columns):
                cells = tuple(sorted((r + dr, c + dc) for dr, dc in orientation))
                if all(0 <= x < rows and 0 <= y < columns and game.data["cells"][x][y] == "." and (x, y) not in occupied
                       for x, y in cells):
                    places.append(cells)
    return places


def check_hint_counts(env, game, boards, tiling_of, pieces=None):
    rng = random.Random(2026)
    for board in range(boards):
        if game.button("Restart").get_attribute("aria-disabled") == "false":
            game.press_button("Restart")
        placed = random_partial_board(game, rng, tiling_of(rng.randrange(1 << 30)))
        for name, cells in placed.items():
            game.put(name, cells, offset=(0.2, 0.2))
            game.wait(lambda: game.cells(name) == cells, f"{name} on {cells}")
        game.ask("Can I finish?")
        answer, ways = game.answer()
        expected = env.tool.completions(game.drawing(), pieces)
        assert ways == expected, f"the page says {ways} ways, pentomino count {expected}, on\n{game.drawing()}"
        assert answer == ("yes" if expected else "no")
        # The answer speaks first and counts second, and a "no" names a piece on the board.
        words, small = game.page.text_content("#answer .words > span"), game.page.text_content("#answer small")
        if expected:
            assert (words, small) == ("Yes, you can still finish!", f"{expected} way" + ("s" if expected > 1 else "")), \
                (words, small)
        else:
            # The piece is named by its colour, and drawn beside the words.
            colour = words.removeprefix("Not like this. Take the ").removesuffix(" one back")
            named = game.named_by_colour(colour)
            assert words.startswith("Not like this. Take the ") and game.place(named) == "board", words
            assert game.page.locator("#answer .answer-piece svg").count() == 1
        env.checked += 1
        if board % 3 == 0:
            # One piece shown: it keeps the board one that can be finished, in the ways it says.
            game.ask("Help me")
            answer, ways = game.answer()
            if expected:
                after = env.tool.completions(game.drawing(), pieces)
                assert after > 0 and (ways == after or game.page.get_attribute("body", "data-solved") == "true"), \
                    f"after a piece shown the page says {ways}, pentomino count {after}"
            else:
                # Stuck, it takes that piece back and says so, and what is true then.
                after = env.tool.completions(game.drawing(), pieces)
                assert (answer, ways) == ("yes" if after else "no", after), (answer, ways, after)
                said = game.page.text_content("#answer .words > span")
                assert said.startswith(f"The {colour} one goes back.") and game.place(named) == "tray", said


@test
def hint_counts_match_pentomino_count_on_the_6x10(env):
    path, _ = env.page("6x10")
    game = Game(env.browser, path, "tablet", touch=False, still=True)
    check_hint_counts(env, game, 6, lambda seed: env.tool.tiling("6x10", seed))
    game.close()


@test
def hint_counts_match_pentomino_count_on_calendar_dates(env):
    with open(os.path.join(env.root, "docs/boards/calendar.txt")) as file:
        calendar = [list(line.rstrip("\n")) for line in file]
    pieces = os.path.join(env.root, "docs/boards/calendar-pieces.txt")
    rng = random.Random(6)
    open_cells = [(r, c) for r, line in enumerate(calendar) for c, ch in enumerate(line) if ch == "."]
    for date in range(2):
        month = rng.choice([cell for cell in open_cells if cell[0] < 2])
        day = rng.choice([cell for cell in open_cells if cell[0] >= 2])
        board = [line[:] for line in calendar]
        for r, c in (month, day):
            board[r][c] = "#"
        drawing = "\n".join("".join(line) for line in board) + "\n"
        path, _ = env.page(f"calendar-{date}", "-", "--pieces", pieces, stdin=drawing)
        game = Game(env.browser, path, "tablet", touch=False, still=True)
        tiling_of = lambda seed: [list(line) for line in env.tool.run(
            "solve", "-", "--pieces", pieces, "--random", "--seed", str(seed), "--quiet", stdin=drawing)[0].splitlines()]
        check_hint_counts(env, game, 3, tiling_of, pieces)
        game.close()


@test
def plays_a_puzzle_with_given_pieces_fixed_to_its_one_completion(env):
    puzzle, _ = env.tool.run("puzzle", "6x10", "--seed", "4")
    completion, _ = env.tool.run("solve", "-", stdin=puzzle)
    path, _ = env.page("puzzle", "-", stdin=puzzle)
    given = pieces_of([list(line) for line in puzzle.splitlines()])
    for viewport in VIEWPORTS:
        game = Game(env.browser, path, viewport)
        for name, cells in given.items():
            assert game.place(name) == "given" and game.cells(name) == cells
            # A given piece cannot be moved: dragged, it stays.
            game.drag(game.square(name), game.cell_centre(5, 9))
            time.sleep(0.1)
            assert game.cells(name) == cells
        game.ask("Can I finish?")
        assert game.answer() == ("yes", 1)
        # The hints, one piece at a time, lead to the one completion.
        while game.page.get_attribute("body", "data-solved") != "true":
            placed = game.page.locator('[data-place="board"]').count()
            game.ask("Help me")
            game.wait(lambda: game.page.locator('[data-place="board"]').count() == placed + 1, "one piece more")
        assert game.drawing() == completion, f"the hints led to\n{game.drawing()}not\n{completion}"
        env.shoot(game, f"{viewport}-puzzle-solved")
        game.close()
    # Show a solution, on a board with a wrong piece: the same completion.
    game = Game(env.browser, path, "tablet")
    game.ask("Show me")
    game.wait(lambda: game.page.get_attribute("body", "data-solved") == "true", "the solution shown")
    assert game.drawing() == completion
    assert not game.page.locator("#celebration").is_visible()
    # Undone and made again, the solution the page showed is still not celebrated.
    game.press_button("Undo")
    game.wait(lambda: game.page.get_attribute("body", "data-solved") == "false", "the solution undone")
    game.press_button("Redo")
    game.wait(lambda: game.page.get_attribute("body", "data-solved") == "true", "the solution again")
    assert not game.page.locator("#celebration").is_visible()
    game.close()


@test
def shows_no_hint_buttons_without_hints(env):
    path, note = env.page("no-hints", "6x10", "--no-hints")
    game = Game(env.browser, path, "phone")
    assert not game.page.locator("#hints").is_visible() and not game.button("Can I finish?").is_visible()
    game.close()
    path, note = env.page("too-many", "6x15", "--pieces", "one-sided")
    assert "hints are off" in note, note
    game = Game(env.browser, path, "tablet")
    assert not game.button("Can I finish?").is_visible()
    assert game.piece("f").count() == 1  # the mirror images have pieces of their own
    game.close()


@test
def opens_boards_with_hostile_names(env):
    """A board file's name goes into the page's title and data: names that would end or change
    the script element, or a script's line, still give a page that becomes ready with that title."""
    # A file name cannot hold "/", so no name here closes the script element; "<!--<script>" would
    # change how the element ends.
    for name in ["<!--<script>.txt", "<script><b>&amp;.txt", "a\u2028b\u2029c.txt"]:
        board = os.path.join(env.directory, name)
        with open(board, "w") as file:
            file.write("\n".join(["." * 20] * 3) + "\n")
        path, _ = env.tool.page(env.directory, "hostile", board)
        game = Game(env.browser, path, "tablet")
        assert game.data["title"] == board, (game.data["title"], board)
        assert game.page.title() == "Pentomino: " + board, game.page.title()
        game.close()


@test
def measures_speed_and_size(env):
    """The hint's time on the 6x10 in the page, the time to open, and the page's size (no assertion)."""
    path, _ = env.page("6x10")
    opened = []
    for _ in range(5):
        game = Game(env.browser, path, "tablet")
        opened.append(game.page.evaluate("() => performance.getEntriesByName('pentomino-ready')[0].startTime"))
        game.close()
    game = Game(env.browser, path, "tablet")
    solution = pieces_of(env.tool.tiling("6x10", seed=1))
    for name in list(solution)[:2]:
        game.put(name, solution[name])
        game.wait(lambda: game.place(name) == "board", f"{name} on the board")
    times = {}
    for label in ("Can I finish?", "Help me"):
        samples = []
        for _ in range(21):
            samples.append(game.page.evaluate(
                """label => {
                    const button = document.querySelector(`[aria-label="${label}"]`);
                    const start = performance.now();
                    button.click();
                    const time = performance.now() - start;
                    if (label === "Help me") document.querySelector('[data-action="undo"]').click();
                    return time;
                }""", label))
        times[label] = statistics.median(samples)
    game.close()
    env.report.update({
        "page_bytes": os.path.getsize(path),
        "tilings": 9356,
        "ready_ms_median": statistics.median(opened),
        "check_ms_median": times["Can I finish?"],
        "one_piece_ms_median": times["Help me"],
    })
    print(f"    6x10 page {os.path.getsize(path)} bytes; ready in {statistics.median(opened):.0f} ms; "
          f"'Can I finish?' {times['Can I finish?']:.1f} ms, "
          f"'Help me' {times['Help me']:.1f} ms (medians)")


# --- Running them.


class Environment:
    def __init__(self, arguments, browser, directory):
        self.tool = Tool(arguments.pentomino)
        self.browser = browser
        self.directory = directory
        self.screenshots = arguments.screenshots
        self.root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        self.report = {}
        self.checked = 0

    def page(self, name, board=None, *options, stdin=None):
        return self.tool.page(self.directory, name, board or name, *options, stdin=stdin)

    def shoot(self, game, name):
        if self.screenshots:
            game.page.wait_for_timeout(400)  # let the pieces finish gliding
            game.page.screenshot(path=os.path.join(self.screenshots, f"{name}.png"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pentomino", required=True, help="the pentomino binary")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--screenshots", help="a directory to save screenshots in")
    parser.add_argument("--report", help="a file to write the measured speed and size to, as JSON")
    parser.add_argument("--table", help="a file to write them to as a Markdown table, beside their aims")
    parser.add_argument("tests", nargs="*", help="the tests to run (default: all)")
    arguments = parser.parse_args()
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)
    failures = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as directory, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium)
        environment = Environment(arguments, browser, directory)
        for function in TESTS:
            if arguments.tests and function.__name__ not in arguments.tests:
                continue
            test_started = time.perf_counter()
            try:
                function(environment)
                print(f"ok   {function.__name__} ({time.perf_counter() - test_started:.1f} s)", flush=True)
            except Exception:
                failures += 1
                print(f"FAIL {function.__name__}", flush=True)
                traceback.print_exc()
        browser.close()
    print(f"{environment.checked} hint counts checked against pentomino count; "
          f"{failures} of the tests failed; {time.perf_counter() - started:.0f} s")
    if arguments.report:
        with open(arguments.report, "w") as file:
            json.dump(environment.report, file, indent=2)
    if arguments.table and environment.report:
        report = environment.report
        with open(arguments.table, "w") as file:
            file.write("| measure | median | aim |\n|---|---|---|\n"
                       f"| the 6x10 page, with its {report['tilings']:,} tilings | {report['page_bytes']:,} bytes | under 300 KB |\n"
                       f"| ready to play, from the start of loading | {report['ready_ms_median']:.0f} ms | under 1 s |\n"
                       f"| \"Can I finish?\" | {report['check_ms_median']:.1f} ms | under 50 ms |\n"
                       f"| \"Help me\" | {report['one_piece_ms_median']:.1f} ms | under 50 ms |\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
