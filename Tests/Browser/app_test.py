#!/usr/bin/env python3
"""Plays the app that `pentomino app` writes, in two browser engines: Chromium and WebKit.

The same tests run in both, through the drivers of browsers.py (Chromium by Playwright, WebKit by
Selenium under xvfb). Everything is read from the page's `data-` attributes and its own list of
errors (`window.pentominoErrors`), which works in both engines; docs/GUIDE.md ("Play" and "The
app") lists them.

    python3 Tests/Browser/app_test.py --pentomino .build/release/pentomino \
        [--engines chromium,webkit] [--screenshots DIR] [--report FILE] [TEST...]

In both engines: the home, the 6x10 played to the end by drags, a puzzle of a series played by
its hints, each of the 60 cells of a full board pressed, a drop one cell off diagonally and a
drag off the board, a reload that keeps the board in progress and a corrupted saved state that
starts fresh, the sizes of cells, slots and pieces beside the board at three viewports, one
orientation per board, a piece turned while held, the app written again over kept progress, the
next puzzle after a win, how each puzzle was finished, the sounds and the mute, the parent's
settings, every word on every screen, and a model-based fuzz (fuzz.js) of 11,250 actions. In
Chromium only: a tap just after a flick, the app served from 127.0.0.1, reloaded with the network
off and played, and written again on the server. Solutions come from `pentomino solve`, and a
finished board is checked by `pentomino verify`, which share nothing with the page.
"""

import argparse
import contextlib
import functools
import http.server
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback

from browsers import SIZES, App, Chromium, WebKit, run_tool
from shapes import parse_cells, pieces_of

BOARDS = ["6x10", "5x12", "4x15", "3x20", "8x8-centre"]


# --- The tests: each takes the environment and one engine.

TESTS = []


def test(engines=("chromium", "webkit")):
    def register(function):
        TESTS.append((function, engines))
        return function
    return register


@test()
def opens_home_with_help_once_and_plays_the_6x10_by_drags(env, engine):
    app = App(engine, env.url)
    assert app.js("return !document.getElementById('help').hidden"), "the help opens on a first visit"
    env.shoot(engine, "help")
    for _ in range(3):
        app.click("[data-help=next]")
    app.wait(lambda: app.js("return document.getElementById('help').hidden"), "the help to close on Play!")
    assert app.js("return document.body.dataset.screen") == "home"
    assert app.js("return [...document.querySelectorAll('[data-board]')].map(e => e.dataset.board)") == BOARDS
    env.shoot(engine, "home")
    app.open_board("6x10", 0)
    for name, cells in env.solution("6x10", 7).items():
        app.put(name, cells)
    app.wait(app.solved, "the board to be solved")
    app.wait(lambda: app.js("return !document.getElementById('celebration').hidden"), "the celebration")
    env.verify(app.drawing())
    # The help stays closed on the next visit; "?" brings it back.
    app.reload()
    assert app.js("return document.getElementById('help').hidden"), "the help opened again"
    app.click("[data-action=help]")
    assert app.js("return !document.getElementById('help').hidden")
    app.click("[data-help=close]")
    app.check_no_errors()


@test()
def plays_a_puzzle_of_the_series_by_its_hints(env, engine):
    app = App(engine, env.url)
    app.close_help()
    app.open_board("6x10", 1)
    assert app.js("return document.getElementById('series-title').textContent") == "Box, puzzle 1 of 20"
    given = app.js("return document.querySelectorAll('[data-place=given]').length")
    assert 0 < given < 12
    app.click("[data-action=check]")
    assert app.js("return [answer.dataset.answer, answer.dataset.ways]") == ["yes", "1"]
    while not app.solved():
        placed = app.js("return document.querySelectorAll('[data-place=board]').length")
        app.click("[data-action=hint]")
        app.wait(lambda: app.js("return document.querySelectorAll('[data-place=board]').length") == placed + 1,
                 "one piece more")
    env.verify(app.drawing())
    env.shoot(engine, "puzzle-solved")
    app.wait(lambda: app.js("return document.getElementById('series-title').dataset.solved") == "true",
             "the puzzle marked solved")
    # Finished with help, it is celebrated with two stars, and the next puzzle is one tap away.
    app.wait(lambda: app.js("return document.getElementById('celebration').dataset.how") == "helped", "two stars")
    settled_celebration(app)
    app.click("#celebration [data-action=next-puzzle]")
    app.wait(lambda: app.js("return document.body.dataset.puzzle") == "2", "the next puzzle")
    app.click("[data-action=series]")
    assert app.js("return document.querySelector('[data-puzzle=\"1\"]').dataset.solved") == "true"
    assert app.js("return document.querySelector('[data-puzzle=\"2\"]').dataset.solved") == "false"
    app.check_no_errors()


@test()
def every_cell_of_a_full_board_answers_for_its_own_piece(env, engine):
    app = App(engine, env.url)
    app.close_help()
    app.open_board("6x10", 0)
    app.click("[data-action=solve]")
    app.wait(app.solved, "the board filled")
    app.still()
    owners = app.js(
        "const owner = {}; document.querySelectorAll('[data-piece][data-cells]').forEach(p =>"
        " p.dataset.cells.split(' ').forEach(cell => { owner[cell] = p.dataset.piece; })); return owner")
    before = app.drawing()
    for row in range(6):
        for column in range(10):
            app.tap(*app.cell_centre(row, column))
            selected = app.js("const s = document.querySelector('.piece.selected'); return s && s.dataset.piece")
            assert selected == owners[f"{row},{column}"], f"cell {row},{column} answered for {selected}"
    assert app.drawing() == before, "a tap on a full board moved a piece"
    app.check_no_errors()


@test()
def snaps_one_cell_off_diagonally_and_sends_a_piece_dragged_off_home(env, engine):
    app = App(engine, env.url)
    app.close_help()
    app.open_board("6x10", 0)
    x_cells = ((3, 8), (4, 7), (4, 8), (4, 9), (5, 8))
    # Let go one cell off diagonally, below and right of the board's corner: the corner.
    app.put("X", x_cells, offset=(1, 1))
    # While a piece hangs far from any place, the page says it would go home; let go, it goes.
    app.drag(app.square("X"), app.point(-4, 2), release=False)
    try:
        assert app.js("return document.getElementById('stage').dataset.drop") == "home"
        assert app.js("return document.querySelectorAll('.slot.home').length") == 1
    finally:
        engine.release()
    app.wait(lambda: app.piece("X")["place"] == "tray", "X off the board, beside it")
    # A piece dragged keeps no focus ring (WebKit drew one round the last piece dragged): the
    # keyboard's focus stays where the keyboard left it.
    assert app.js("return document.querySelectorAll('.piece:focus, .piece:focus-visible').length") == 0
    app.check_no_errors()


@test()
def a_reload_keeps_the_board_and_a_corrupted_state_starts_fresh(env, engine):
    app = App(engine, env.url)
    app.close_help()
    app.open_board("5x12", 3)
    placeable = app.js("return [...document.querySelectorAll('[data-place=tray]')].map(e => e.dataset.piece)")
    app.click("[data-action=hint]")
    app.wait(lambda: app.js("return document.querySelectorAll('[data-place=board]').length") == 1, "a piece placed")
    before = app.drawing()
    app.reload()
    assert app.js("return [document.body.dataset.board, document.body.dataset.puzzle]") == ["5x12", "3"]
    assert app.drawing() == before, f"the reload lost the board:\n{app.drawing()}"
    assert len(placeable) > 1
    # Saved values that do not parse, or do not fit: dropped, and the app starts fresh.
    for progress, board in (("{not json", "[[\"board\", 99, 0, 0]]"), ("[1, 2]", "{\"a\": 1}"),
                            ("{\"solved\": {\"9x9\": [1]}, \"at\": null}", "null")):
        app.js("for (const key of Object.keys(localStorage))"
               " if (key.startsWith('pentomino:board:')) localStorage.setItem(key, argument[1]);"
               "localStorage.setItem('pentomino:app', argument[0])", [progress, board])
        app.reload()
        assert app.js("return document.body.dataset.screen") == "home", progress
        app.open_board("5x12", 3)
        assert app.js("return document.querySelectorAll('[data-place=board]').length") == 0, board
    app.check_no_errors()


def tray(app):
    return app.js("return [...document.querySelectorAll('[data-place=tray]')].map(e => e.dataset.piece)")


def finish_by_drags(env, app):
    """Drags every piece left beside the board to its place in a completion of the board as it is,
    which `pentomino solve` finds."""
    completion = env.completion(app.drawing())
    for name in tray(app):
        app.put(name, completion[name])


def finish_by_hints(app):
    while not app.solved():
        placed = app.js("return document.querySelectorAll('[data-place=board]').length")
        app.click("[data-action=hint]")
        app.wait(lambda: app.js("return document.querySelectorAll('[data-place=board]').length") > placed,
                 "one piece more")


def settled_celebration(app):
    """Waits for the celebration's card to stop growing in (its pop), so that its buttons are where they stay."""
    app.wait(lambda: app.js("return document.querySelector('#celebration .burst').getAnimations().length === 0"),
             "the celebration's card to settle")


def close_celebration(app):
    if app.js("return !document.getElementById('celebration').hidden"):
        settled_celebration(app)
        if app.js("return document.querySelector('#celebration [data-action=stay]') !== null"):
            app.click("#celebration [data-action=stay]")
        else:
            app.engine.key("Escape")
        app.wait(lambda: app.js("return document.getElementById('celebration').hidden"), "the celebration to close")


MEASURE = """
const cell = document.querySelector('[data-cell]').getBoundingClientRect();
const board = document.getElementById('board').getBoundingClientRect();
const hit = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
const slots = [...document.querySelectorAll('.slot')].map(s => s.getBoundingClientRect());
const beside = [...document.querySelectorAll('[data-place=tray]')]
  .map(p => [...p.querySelectorAll('[data-square]')].map(s => s.getBoundingClientRect()));
const misplaced = [];
document.querySelectorAll('[data-piece][data-cells]').forEach(piece => {
  const cells = piece.dataset.cells.split(' ');
  piece.querySelectorAll('[data-square]').forEach(square => {
    const s = square.getBoundingClientRect(), c = document.querySelector(`[data-cell='${cells[square.dataset.square]}']`).getBoundingClientRect();
    const [x, y] = [s.left + s.width / 2, s.top + s.height / 2];
    if (x < c.left || x > c.right || y < c.top || y > c.bottom) misplaced.push(piece.dataset.piece);
  });
});
const words = [...document.querySelectorAll('.tool.labelled span')].every(label =>
  label.scrollWidth <= label.clientWidth && label.getBoundingClientRect().right <= innerWidth);
return {
  cell: cell.width,
  standing: document.getElementById('board').dataset.standing,
  slot: Math.min(...slots.map(s => Math.min(s.width, s.height))),
  slotsOverlap: slots.some((a, i) => slots.some((b, j) => i < j && hit(a, b))),
  // A square is drawn a pixel inside its cell on each side, on the board and beside it.
  ratio: beside.length ? Math.min(...beside.flat().map(r => r.width)) / (cell.width - 2) : 1,
  piecesOverlap: beside.some((mine, i) => mine.some(a => hit(a, board) || beside.some((theirs, j) => j !== i && theirs.some(b => hit(a, b))))),
  misplaced,
  fits: document.body.scrollWidth <= innerWidth && words,
};
"""


@test()
def the_board_and_the_pieces_beside_it_fit_every_screen(env, engine):
    """At 390x844, 768x1024 and 1024x768, on every board, in free play and in three puzzles: cells
    of 30 px or more on a phone; slots of 44 px or more, apart; the buttons' words on the screen;
    the pieces beside the board at 60% of a cell or more on a tablet and 45% on a phone, apart from
    each other and from the board; the given pieces on their cells; and the board lying one way on
    every screen of a viewport."""
    for viewport in SIZES:
        app = App(engine, env.url, viewport)
        app.close_help()
        least = 0.45 if viewport == "phone" else 0.6
        for board in BOARDS:
            standing = set()
            for puzzle in (0, 1, 2, 7):
                app.open_board(board, puzzle)
                app.still()
                m = app.js(MEASURE)
                where = f"{viewport} {board} {puzzle}"
                assert not m["misplaced"], f"{where}: pieces off their cells: {m['misplaced']}"
                assert m["slot"] >= 44 and not m["slotsOverlap"] and m["fits"], (where, m)
                assert m["ratio"] >= least and not m["piecesOverlap"], f"{where}: {m['ratio']:.2f} of a cell, {m}"
                if viewport == "phone" and puzzle == 0:
                    assert m["cell"] >= 30, f"{where}: cells of {m['cell']:.1f} px"
                standing.add(m["standing"])
                if puzzle == 0:
                    env.sizes.setdefault(engine.name, {}).setdefault(viewport, {})[board] = round(m["cell"])
                env.tray_ratio.setdefault(engine.name, {}).setdefault(viewport, {})[f"{board}/{puzzle}"] = round(m["ratio"], 2)
            assert len(standing) == 1, f"{viewport} {board}: the board is drawn both ways"
        if viewport == "tablet":
            app.open_board("6x10", 5)
            env.shoot(engine, "puzzle-tablet")
        app.check_no_errors()


@test()
def a_piece_turned_while_held_turns_in_the_hand_and_leaves_no_cell_behind(env, engine):
    """Defect 1 of the child's round: a piece dragged off its place and flipped (F) while held, or
    turned by Rotate, turns in the hand; no cell keeps it, and Restart empties the board."""
    app = App(engine, env.url)
    app.close_help()
    app.open_board("6x10", 0)
    solution = env.solution("6x10", 7)
    app.put("U", solution["U"])
    before = app.cells("U")
    shape = app.piece("U")["shape"]
    start = app.square("U")
    engine.press(*start, moves=[app.point(2.3, 5.2), app.point(2.6, 5.5)], release=False)
    try:
        engine.key("f")
        flipped = app.piece("U")
        assert flipped["cells"] is None, f"flipped in the hand, U jumped onto the board at {flipped['cells']}"
        assert flipped["shape"] != shape, "F did not flip the piece held"
        held = app.js("return [...document.querySelectorAll('[data-holds=U]')].map(e => e.dataset.cell)")
        assert held == [], f"cells {held} still hold U while it is in the hand"
        app.click("[data-action=rotate]")
        rotated = app.piece("U")
        assert rotated["cells"] is None, f"rotated in the hand, U jumped onto the board at {rotated['cells']}"
    finally:
        engine.release()
    app.wait(lambda: app.piece("U")["place"] in ("board", "tray"), "U to be let go")
    holding = sorted(parse_cells(" ".join(app.js(
        "return [...document.querySelectorAll('[data-holds=U]')].map(e => e.dataset.cell)"))))
    assert holding == sorted(app.cells("U") or []), (holding, app.cells("U"))
    app.click("[data-action=restart]")
    app.wait(lambda: app.js("return document.querySelectorAll('[data-holds]').length") == 0, "an empty board")
    # The cells U left are free: the pieces of a tiling that cover them land there.
    for name, cells in solution.items():
        if set(cells) & set(before):
            app.put(name, cells)
    app.check_no_errors()


@test()
def writing_the_app_again_keeps_every_puzzle_solved_that_it_still_has(env, engine):
    """Progress is kept by what a puzzle is: written again with other --puzzles and --boards, the
    app marks every puzzle that it still has, and what it no longer has comes back with it."""
    folder = env.write_app("rewritten", "--boards", "3x20,6x10", "--puzzles", "6")
    original = shutil.copytree(folder, folder + "-original", dirs_exist_ok=True)
    other = env.write_app("other", "--boards", "8x8-centre,6x10", "--puzzles", "4")
    givens = lambda path: {board["name"]: [json.dumps(sorted(map(json.dumps, puzzle["given"])))
                                           for puzzle in board["puzzles"]] for board in env.app_data(path)["boards"]}
    first, second = givens(folder), givens(other)
    shared = [number for number, given in enumerate(first["6x10"], 1) if given in second["6x10"]]
    assert shared, "no puzzle of the 6x10 is in both apps"
    url = "file://" + os.path.join(folder, "index.html")
    app = App(engine, url)
    app.close_help()
    solved = {("6x10", shared[0]), ("3x20", 2), ("6x10", 0)}
    for board, number in sorted(solved):
        app.open_board(board, number)
        finish_by_hints(app)
        close_celebration(app)

    def series_marks(board):
        """The numbers of the puzzles of `board` that its series marks finished."""
        if app.js("return document.body.dataset.screen") == "game":
            app.click("[data-action=series]")
        if app.js("return document.body.dataset.screen") != "home":
            app.click("[data-action=home]")
        app.click(f"[data-board='{board}']")
        return {int(e) for e in app.js(
            "return [...document.querySelectorAll('[data-puzzle]')].filter(e => e.dataset.solved === 'true')"
            ".map(e => e.dataset.puzzle)")}

    # The app written again over the same folder, with other boards and other puzzles.
    replace_folder(folder, other)
    app.reload()
    app.reload()
    app.close_help()
    expected = {second["6x10"].index(first["6x10"][shared[0] - 1]) + 1, 0}
    assert series_marks("6x10") == expected, (series_marks("6x10"), expected)
    assert series_marks("8x8-centre") == set()
    # And back: the 3x20's puzzle, kept aside while the app did not have it, is marked again.
    replace_folder(folder, original)
    app.reload()
    app.close_help()
    assert series_marks("3x20") == {2}
    assert series_marks("6x10") == {shared[0], 0}
    # Garbage in one entry costs that entry only.
    app.js("const value = JSON.parse(localStorage.getItem('pentomino:app'));"
           "const keys = Object.keys(value.marks); value.marks[keys[0]] = {garbage: [1]};"
           "value.marks['nonsense'] = 42; localStorage.setItem('pentomino:app', JSON.stringify(value))")
    app.reload()
    app.close_help()
    assert len(series_marks("6x10")) + len(series_marks("3x20")) == 2
    app.check_no_errors()


class FolderServer(http.server.SimpleHTTPRequestHandler):
    """Serves a folder quietly, and always whole: Python's server answers If-Modified-Since by the
    whole second, so a file written again within the second it was served would stay the old."""

    def send_head(self):
        del self.headers["If-Modified-Since"]
        return super().send_head()

    def log_message(self, *arguments):
        pass


class Served:
    """A folder served from 127.0.0.1 on a port of its own until `stop`."""

    def __init__(self, folder):
        handler = functools.partial(FolderServer, directory=folder)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/index.html"

    def stop(self):
        if self.server:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@contextlib.contextmanager
def serving(folder):
    """Serves `folder` from 127.0.0.1 while the block runs."""
    served = Served(folder)
    try:
        yield served
    finally:
        served.stop()


def replace_folder(folder, source):
    for name in os.listdir(source):
        shutil.copy(os.path.join(source, name), os.path.join(folder, name))


@test(engines=("chromium",))
def a_tap_just_after_a_flick_lands(env, engine):
    """A piece let go while the finger still moves, then Undo tapped 100 ms later, by touch: the
    tap undoes the move (Chromium sends no click after such a fling)."""
    app = App(engine, env.url)
    app.close_help()
    app.open_board("6x10", 0)
    app.still()
    (x0, y0), (x1, y1) = app.square("X", 2), app.cell_centre(2, 2)
    engine.touch("touchStart", x0, y0)
    for step in range(1, 7):
        engine.touch("touchMove", x0 + (x1 - x0) * step / 6, y0 + (y1 - y0) * step / 6)
    engine.touch("touchEnd")
    app.wait(lambda: app.piece("X")["place"] == "board", "X on the board")
    time.sleep(0.1)
    x, y = app.centre("[data-action=undo]")
    engine.touch("touchStart", x, y)
    engine.touch("touchEnd")
    app.wait(lambda: app.piece("X")["place"] == "tray", "the tap on Undo to take X back")
    app.check_no_errors()


@test()
def after_a_win_the_next_puzzle_is_one_tap_away_and_the_confetti_stops(env, engine):
    app = App(engine, env.url)
    app.close_help()
    app.open_board("6x10", 1)
    finish_by_drags(env, app)
    app.wait(lambda: app.js("return !document.getElementById('celebration').hidden"), "the celebration")
    settled_celebration(app)
    box = app.js("const e = document.querySelector('#celebration [data-action=next-puzzle]');"
                 "if (!e) return null; const r = e.getBoundingClientRect(); return [r.width, r.height]")
    assert box and box[0] >= 120 and box[1] >= 56, f"no large Next puzzle button: {box}"
    app.wait(lambda: app.js("return document.getElementById('celebration').getAnimations({subtree: true})"
                            ".every(animation => animation.playState !== 'running')"), "the confetti to stop by itself")
    app.click("#celebration [data-action=next-puzzle]")
    app.wait(lambda: app.js("return document.body.dataset.puzzle") == "2", "the next puzzle, on the first tap")
    assert app.js("return document.getElementById('celebration').hidden")
    app.check_no_errors()


@test()
def the_series_shows_how_each_puzzle_was_solved(env, engine):
    app = App(engine, env.url)
    app.close_help()
    app.open_board("5x12", 1)
    finish_by_drags(env, app)
    app.wait(lambda: app.js("return document.getElementById('celebration').dataset.how") == "alone", "a win alone")
    close_celebration(app)
    app.open_board("5x12", 2)
    finish_by_hints(app)
    app.wait(lambda: app.js("return document.getElementById('celebration').dataset.how") == "helped", "a win with help")
    close_celebration(app)
    app.open_board("5x12", 3)
    app.click("[data-action=solve]")
    app.wait(app.solved, "the puzzle shown")
    close_celebration(app)
    app.click("[data-action=series]")
    how = app.js("return [1, 2, 3, 4].map(n => document.querySelector(`[data-puzzle='${n}']`).dataset.how || null)")
    assert how == ["alone", "helped", "shown", None], how
    stars = app.js("return [1, 2, 3].map(n => document.querySelectorAll(`[data-puzzle='${n}'] .star.full`).length)")
    assert stars[0] > stars[1] > stars[2], stars
    env.shoot(engine, "series-marks")
    app.check_no_errors()


@test()
def the_sounds_play_and_a_mute_is_remembered(env, engine):
    tones = ("window.tones = 0; const Context = window.AudioContext || window.webkitAudioContext;"
             "const make = Context.prototype.createOscillator;"
             "Context.prototype.createOscillator = function () { window.tones += 1; return make.call(this); }")
    app = App(engine, env.url)
    app.close_help()
    app.open_board("6x10", 0)
    app.js(tones)
    solution = env.solution("6x10", 7)
    app.put("X", solution["X"])
    app.wait(lambda: app.js("return window.tones") > 0, "a sound for a piece that lands")
    mute = "[data-action=mute]"
    assert app.js(f"return document.querySelector('{mute}').getAttribute('aria-pressed')") == "false"
    app.click(mute)
    assert app.js(f"return document.querySelector('{mute}').getAttribute('aria-pressed')") == "true"
    app.reload()
    app.close_help()
    app.js(tones)
    assert app.js(f"return document.querySelector('{mute}').getAttribute('aria-pressed')") == "true"
    app.put("I", solution["I"])
    time.sleep(0.3)
    assert app.js("return window.tones") == 0, "a sound while muted"
    app.click(mute)
    app.put("L", solution["L"])
    app.wait(lambda: app.js("return window.tones") > 0, "a sound once the mute is off")
    app.check_no_errors()


@test()
def a_parent_hides_show_me_and_forgets_progress_after_a_question(env, engine):
    app = App(engine, env.url)
    app.close_help()
    app.open_board("3x20", 1)
    finish_by_hints(app)
    close_celebration(app)
    app.click("[data-action=series]")
    app.click("[data-action=home]")
    solved = lambda: app.js("return document.querySelector(\"[data-board='3x20'] small\").textContent")
    assert solved() == "1 of 20 solved", solved()
    visible = lambda selector: app.js("const e = document.querySelector(argument);"
                                      " return e !== null && e.getBoundingClientRect().width > 0", selector)
    app.click("[data-action=settings]")
    assert visible("#settings [data-setting=show-me]")
    app.click("#settings [data-setting=show-me]")
    app.click("[data-action=settings-close]")
    app.open_board("3x20", 2)
    assert visible("[data-action=check]") and not visible("[data-action=solve]"), "Show me is still offered"
    app.reload()
    app.close_help()
    app.open_board("3x20", 3)
    assert not visible("[data-action=solve]"), "the setting was not kept"
    # Forgetting asks first; "No" keeps everything.
    app.click("[data-action=series]")
    app.click("[data-action=home]")
    app.click("[data-action=settings]")
    app.click("[data-action=forget]")
    assert visible("#settings .confirm [data-action=forget-yes]")
    app.click("[data-action=forget-no]")
    app.click("[data-action=settings-close]")
    assert solved() == "1 of 20 solved"
    app.click("[data-action=settings]")
    app.click("[data-action=forget]")
    app.click("[data-action=forget-yes]")
    app.wait(lambda: visible("#settings .forgotten"), "word that the progress is forgotten")
    app.click("[data-action=settings-close]")
    assert solved() == "0 of 20 solved", solved()
    app.click("[data-board='3x20']")
    assert app.js("return document.querySelector(\"[data-puzzle='1']\").dataset.solved") == "false"
    app.check_no_errors()


@test()
def no_words_on_any_screen_name_a_piece_by_a_letter(env, engine):
    """Every screen and every answer, as a child sees and a screen reader says them: no piece is
    named by a capital letter. The board names are plain words with a picture."""
    app = App(engine, env.url)
    said = []

    def read(where):
        texts = app.js("return [document.body.innerText, document.getElementById('announce').textContent,"
                       " ...[...document.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label'))]")
        for text in texts:
            for line in (text or "").splitlines():
                said.append((where, line.strip()))

    read("help")
    app.close_help()
    read("home")
    assert not app.js("return /\\d+x\\d+/.test(document.getElementById('boards').innerText)"), "a board named by its size"
    app.open_board("6x10", 0)
    read("free play")
    app.put("X", ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1)))
    for action in ("check", "hint", "hint", "hint"):
        app.click(f"[data-action={action}]")
        read(action)
    app.click("[data-action=series]")
    read("series")
    app.open_board("3x20", 1)
    finish_by_hints(app)
    app.wait(lambda: app.js("return !document.getElementById('celebration').hidden"), "the celebration")
    read("celebration")
    close_celebration(app)
    app.click("[data-action=series]")
    app.click("[data-action=home]")
    app.click("[data-action=settings]")
    read("settings")
    letter = re.compile(r"\b[A-Z]\b")
    named = [(where, text) for where, text in said if letter.search(text.replace("Can I finish?", ""))]
    assert not named, named
    app.check_no_errors()


FUZZ = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fuzz.js")
FUZZ_ACTIONS = 2000


@test()
def a_model_based_fuzz_finds_nothing_on_any_board(env, engine):
    """Tests/Browser/fuzz.js, inside the page: 2,000 random actions on each board's free play and
    250 on a puzzle of each, each checked as a child would see it (see that file)."""
    with open(FUZZ) as file:
        fuzz = file.read()
    for number, board in enumerate(BOARDS):
        for puzzle in (0, 1):
            app = App(engine, env.url)
            app.close_help()
            app.open_board(board, puzzle)
            app.still()
            app.js(fuzz)
            seed = 1000 * number + puzzle + 1
            app.js("window.pentominoFuzzer = pentominoFuzz.start(argument)", seed)
            actions = FUZZ_ACTIONS if puzzle == 0 else FUZZ_ACTIONS // 8
            done = 0
            while done < actions:
                result = app.js("return pentominoFuzzer.step(argument)", min(250, actions - done))
                done = result["done"]
                assert not result["failure"], (f"{board} puzzle {puzzle}, seed {seed}, action {done}: "
                                               f"{result['failure']}\n  " + "\n  ".join(result["log"]))
            env.shoot(engine, f"fuzz-{board}-{puzzle}")


@test(engines=("chromium",))
def follows_the_systems_dark_mode(env, engine):
    colours = {}
    for scheme in ("light", "dark"):
        app = App(engine, env.url)
        engine.page.emulate_media(color_scheme=scheme)
        colours[scheme] = app.js("return [getComputedStyle(document.body).backgroundColor,"
                                 " getComputedStyle(document.body).color]")
    light, dark = colours["light"], colours["dark"]
    brightness = lambda colour: sum(int(x) for x in colour[colour.index("(") + 1:-1].split(",")[:3])
    assert brightness(light[0]) > brightness(light[1]) and brightness(dark[0]) < brightness(dark[1]), colours
    app.check_no_errors()


@test(engines=("chromium",))
def plays_offline_once_served(env, engine):
    """The app served from 127.0.0.1 installs its service worker; with the network off, a reload
    still plays."""
    with serving(env.app) as served:
        try:
            app = App(engine, served.url)
            app.close_help()
            app.wait(lambda: app.js("return navigator.serviceWorker.controller !== null")
                     or (engine.reload() or False), "the service worker to take the page")
            icon = app.js("return new Promise(done => { const image = new Image();"
                          " image.onload = () => done([image.naturalWidth, image.naturalHeight]);"
                          " image.onerror = () => done(null); image.src = 'icon-512.png'; })")
            assert icon == [512, 512], icon
            engine.offline(True)
            served.stop()
            app.reload("the app offline")
            app.close_help()
            app.open_board("3x20", 0)
            solution = env.solution("3x20", 1)
            name = next(iter(solution))
            app.put(name, solution[name])
            app.check_no_errors()
        finally:
            engine.offline(False)


@test(engines=("chromium",))
def a_new_app_on_the_server_shows_on_the_next_load_and_still_plays_offline(env, engine):
    """The app served from 127.0.0.1 and installed; written again on the server with other
    puzzles, the next load shows the new app; with the network off, it plays."""
    folder = env.write_app("served", "--boards", "3x20", "--puzzles", "3")
    puzzles = lambda: app.js("return JSON.parse(document.getElementById('game-data').textContent).boards[0].puzzles.length")
    with serving(folder) as served:
        try:
            app = App(engine, served.url)
            app.close_help()
            app.wait(lambda: app.js("return navigator.serviceWorker.controller !== null")
                     or (engine.reload() or False), "the service worker to take the page")
            assert puzzles() == 3
            replace_folder(folder, env.write_app("served-again", "--boards", "3x20", "--puzzles", "5"))
            app.reload("the app written again")
            assert puzzles() == 5, "the next load showed the old app"
            app.wait(lambda: app.js("return caches.keys().then(keys => keys.length === 1)"), "the old cache dropped")
            engine.offline(True)
            app.reload("the new app offline")
            assert puzzles() == 5
            app.close_help()
            app.open_board("3x20", 5)
            finish_by_hints(app)
            app.check_no_errors()
        finally:
            engine.offline(False)


@test()
def measures_load_and_hints(env, engine):
    """The time from load to ready on a tablet, and each hint's time (reported, not asserted)."""
    ready = []
    for load in range(5):
        app = App(engine, env.url, "tablet", fresh=load == 0)
        ready.append(app.js("return performance.getEntriesByName('pentomino-ready')[0].startTime"))
    app.close_help()
    app.open_board("6x10", 0)
    if app.js("return document.querySelector('[data-action=restart]').getAttribute('aria-disabled')") == "false":
        app.click("[data-action=restart]")
    solution = env.solution("6x10", 1)
    for name in list(solution)[:2]:
        app.put(name, solution[name])
    times = {}
    for action in ("check", "hint", "solve"):
        samples = app.js(
            "const samples = []; for (let i = 0; i < 21; i++) {"
            " const start = performance.now(); document.querySelector(`[data-action=${argument}]`).click();"
            " samples.push(performance.now() - start);"
            " if (argument !== 'check') document.querySelector('[data-action=undo]').click(); }"
            " return samples", action)
        times[action] = statistics.median(samples)
    env.report[engine.name] = {"ready_ms": statistics.median(ready), **{f"{k}_ms": v for k, v in times.items()}}
    print(f"    {engine.name}: ready in {statistics.median(ready):.0f} ms; 'Can I finish?' {times['check']:.1f} ms,"
          f" 'Help me' {times['hint']:.1f} ms, 'Show me' {times['solve']:.1f} ms (medians)")
    app.check_no_errors()


def write_table(path, report):
    engines = [name for name in ("chromium", "webkit") if name in report]
    cell = lambda name, key, digits: f"{report[name][key]:.{digits}f} ms" if name in report else "not run"
    rows = [("ready to play, from the start of loading (median of 5)", "ready_ms", 0, "300 ms"),
            ('"Can I finish?"', "check_ms", 1, "50 ms"), ('"Help me"', "hint_ms", 1, "50 ms"),
            ('"Show me"', "solve_ms", 1, "50 ms")]
    with open(path, "w") as file:
        file.write("| measure | Chromium | WebKit | aim |\n|---|---|---|---|\n")
        file.write(f"| the app's seven files, with 100 puzzles and every completion of the five boards | "
                   f"{report['app_bytes']:,} bytes | | under 1 MB |\n")
        for label, key, digits, aim in rows:
            file.write(f"| {label} | {cell('chromium', key, digits)} | {cell('webkit', key, digits)} | {aim} |\n")
    return engines


# --- Running them.


class Environment:
    def __init__(self, arguments, directory):
        self.binary = arguments.pentomino
        self.app = os.path.join(directory, "app")
        if arguments.app:
            shutil.copytree(arguments.app, self.app)
        else:
            subprocess.run([self.binary, "app", self.app], check=True, capture_output=True, timeout=900)
        self.url = "file://" + os.path.abspath(os.path.join(self.app, "index.html"))
        self.screenshots = arguments.screenshots
        self.report = {"app_bytes": sum(os.path.getsize(os.path.join(self.app, f)) for f in os.listdir(self.app))}
        self.sizes = {}
        self.tray_ratio = {}
        self.solutions = {}
        self.engine = None

    def write_app(self, name, *options):
        folder = os.path.join(os.path.dirname(self.app), name)
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([self.binary, "app", folder, *options], check=True, capture_output=True, timeout=900)
        return folder

    def app_data(self, folder):
        with open(os.path.join(folder, "index.html")) as file:
            page = file.read()
        start = page.index('id="game-data">') + len('id="game-data">')
        return json.loads(page[start:page.index("</script>", start)])

    def completion(self, drawing):
        out = run_tool(self.binary, "solve", "-", "--quiet", stdin=drawing)
        return pieces_of(out.splitlines())

    def solution(self, board, seed):
        if (board, seed) not in self.solutions:
            out = run_tool(self.binary, "solve", board, "--random", "--seed", str(seed), "--quiet")
            self.solutions[(board, seed)] = pieces_of(out.splitlines())
        return self.solutions[(board, seed)]

    def verify(self, drawing):
        result = subprocess.run([self.binary, "verify", "-"], input=drawing, capture_output=True, text=True)
        assert result.returncode == 0, f"pentomino verify refused the finished board:\n{drawing}{result.stdout}{result.stderr}"

    def shoot(self, engine, name):
        if self.screenshots:
            time.sleep(0.5)
            engine.screenshot(os.path.join(self.screenshots, f"app-{engine.name}-{name}.png"))


def run_test(function, environment, engine, start):
    """Runs a test; returns why it failed (a traceback, or None if it passed) and the engine to go
    on with. A browser that dies under a test (WebKitGTK crashed once in CI, in Mesa's software
    rasteriser under xvfb) is started again and the test run once more, which says so: the page
    cannot end the session itself, and every test after it would fail on the dead one."""
    try:
        function(environment, engine)
        return None, engine
    except Exception:
        if engine.alive():
            return traceback.format_exc(), engine
    print(f"     {engine.name}'s browser died under {function.__name__}; a new one runs it again", flush=True)
    try:
        engine.quit()
    except Exception:
        pass
    engine = start()
    try:
        function(environment, engine)
        return None, engine
    except Exception:
        return traceback.format_exc(), engine


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pentomino", required=True)
    parser.add_argument("--engines", default="chromium,webkit")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--webkit-driver", default="/usr/bin/WebKitWebDriver")
    parser.add_argument("--app", help="an app written before by the same binary, to test instead of writing one")
    parser.add_argument("--screenshots")
    parser.add_argument("--report", help="a file to write the measured speed, size and cells to, as JSON")
    parser.add_argument("--table", help="a file to write the speed and size to as a Markdown table, beside their aims")
    parser.add_argument("tests", nargs="*")
    arguments = parser.parse_args()
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)
    failures = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as directory:
        environment = Environment(arguments, directory)
        print(f"the app: {environment.report['app_bytes']} bytes, written in {time.perf_counter() - started:.0f} s")
        for engine_name in arguments.engines.split(","):
            engine_started = time.perf_counter()
            start = lambda: Chromium(arguments.chromium) if engine_name == "chromium" else WebKit(arguments.webkit_driver)
            engine = start()
            try:
                for function, engines in TESTS:
                    if engine_name not in engines or (arguments.tests and function.__name__ not in arguments.tests):
                        continue
                    test_started = time.perf_counter()
                    failure, engine = run_test(function, environment, engine, start)
                    if failure is None:
                        print(f"ok   {engine_name} {function.__name__} ({time.perf_counter() - test_started:.1f} s)",
                              flush=True)
                        continue
                    failures += 1
                    print(f"FAIL {engine_name} {function.__name__}\n{failure}", flush=True)
                    if arguments.screenshots and engine.alive():
                        engine.screenshot(os.path.join(arguments.screenshots, f"fail-{engine_name}-{function.__name__}.png"))
            finally:
                engine.quit()
            print(f"{engine_name}: {time.perf_counter() - engine_started:.0f} s")
    if environment.sizes:
        print("cell sizes (px):", json.dumps(environment.sizes))
    environment.report["cells_px"] = environment.sizes
    if arguments.report:
        with open(arguments.report, "w") as file:
            json.dump(environment.report, file, indent=2)
    if arguments.table:
        write_table(arguments.table, environment.report)
    print(f"{failures} of the tests failed; {time.perf_counter() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
