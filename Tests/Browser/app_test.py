#!/usr/bin/env python3
"""Plays the app that `pentomino app` writes, in two browser engines: Chromium and WebKit.

Chromium (Debian's) is driven by Playwright, WebKit (Safari's engine, as Debian's WebKitGTK
packages it) by Selenium through WebKitWebDriver, under xvfb. The same tests run in both, through
a small driver that each engine implements: open a URL at a viewport, run a script in the page,
press, drag and tap with a pointer, reload, take a screenshot. Everything else is read from the
page's `data-` attributes and its own list of errors (`window.pentominoErrors`), which works in
both engines; docs/GUIDE.md ("Play" and "The app") lists them.

    python3 Tests/Browser/app_test.py --pentomino .build/release/pentomino \
        [--engines chromium,webkit] [--screenshots DIR] [--report FILE] [TEST...]

In both engines: the home, the 6x10 played to the end by drags, a puzzle of a series played by
its hints, each of the 60 cells of a full board pressed, a drop one cell off diagonally and a
drag off the board, a reload that keeps the board in progress and a corrupted saved state that
starts fresh, and the sizes of cells and slots at three viewports. In Chromium only: the app
served from 127.0.0.1, reloaded with the network off, and played. Solutions come from
`pentomino solve`, and a finished board is checked by `pentomino verify`, which share nothing
with the page.
"""

import argparse
import functools
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback

from shapes import parse_cells, pieces_of, shape_key, turned

SIZES = {"tablet": (1024, 768), "upright": (768, 1024), "phone": (390, 844)}
WAIT_S = 60
BOARDS = ["6x10", "5x12", "4x15", "3x20", "8x8-centre"]

def turned_key(key):
    """The data-shape of a quarter turn clockwise of the shape `key` names."""
    return shape_key(turned(parse_cells(key)))


def run_tool(binary, *arguments, stdin=None):
    result = subprocess.run([binary, *arguments], input=stdin, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        raise AssertionError(f"pentomino {' '.join(arguments)} failed: {result.stderr.strip()}")
    return result.stdout


# --- The two engines, behind one driver each.


class Chromium:
    name = "chromium"

    def __init__(self, executable):
        from playwright.sync_api import sync_playwright
        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(executable_path=executable)
        self.context = None

    def open(self, url, viewport, fresh=True):
        if fresh or not self.context:
            if self.context:
                self.context.close()
            width, height = SIZES[viewport]
            self.context = self.browser.new_context(
                viewport={"width": width, "height": height}, has_touch=True, device_scale_factor=1)
            self.page = self.context.new_page()
            self.console = []
            self.page.on("console", lambda m: self.console.append(m.text) if m.type in ("error", "warning") else None)
            self.page.on("pageerror", lambda e: self.console.append(f"uncaught: {e}"))
        self.page.goto(url)

    def js(self, script, argument=None):
        return self.page.evaluate(f"argument => {{ {script} }}", argument)

    def press(self, x, y, moves=(), release=True):
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        for mx, my in moves:
            self.page.mouse.move(mx, my)
        if release:
            self.page.mouse.up()

    def release(self):
        self.page.mouse.up()

    def reload(self):
        self.page.reload()

    def offline(self, off):
        self.context.set_offline(off)

    def screenshot(self, path):
        self.page.screenshot(path=path)

    def problems(self):
        return list(self.console)

    def quit(self):
        if self.context:
            self.context.close()
        self.browser.close()
        self.playwright.stop()


class WebKit:
    name = "webkit"

    def __init__(self, executable):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
        self.driver = webdriver.WebKitGTK(options=Options(), service=Service(executable_path=executable))
        self.viewport = None

    def open(self, url, viewport, fresh=True):
        if viewport != self.viewport:
            width, height = SIZES[viewport]
            self.driver.set_window_size(width, height)
            inner = self.driver.execute_script("return [innerWidth, innerHeight]")
            self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])
            self.viewport = viewport
        if fresh:
            self.driver.get(url)
            self.driver.execute_script("localStorage.clear()")
        self.driver.get(url)

    def js(self, script, argument=None):
        return self.driver.execute_script(f"const argument = arguments[0]; {script}", argument)

    def actions(self):
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        from selenium.webdriver.common.actions import interaction
        builder = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"), duration=20)
        return builder

    def press(self, x, y, moves=(), release=True):
        builder = self.actions()
        builder.pointer_action.move_to_location(round(x), round(y)).pointer_down()
        for mx, my in moves:
            builder.pointer_action.move_to_location(round(mx), round(my))
        if release:
            builder.pointer_action.pointer_up()
        builder.perform()

    def release(self):
        builder = self.actions()
        builder.pointer_action.pointer_up()
        builder.perform()

    def reload(self):
        self.driver.refresh()

    def screenshot(self, path):
        self.driver.save_screenshot(path)

    def problems(self):
        return []

    def quit(self):
        self.driver.quit()


# --- The app, as a player meets it.


class App:
    def __init__(self, engine, url, viewport="tablet", fresh=True):
        self.engine = engine
        self.url = url
        self.viewport = viewport
        started = time.perf_counter()
        engine.open(url, viewport, fresh)
        self.wait(lambda: self.js("return document.body.dataset.ready === 'true'"), "the app to be ready")
        self.opened = time.perf_counter() - started

    def js(self, script, argument=None):
        return self.engine.js(script, argument)

    def wait(self, condition, what):
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.03)
        raise AssertionError(f"gave up waiting for {what}")

    def reload(self, what="the reload"):
        self.engine.reload()
        self.wait(lambda: self.js("return document.body.dataset.ready === 'true'"), what)

    def errors(self):
        return (self.js("return window.pentominoErrors || ['no pentominoErrors']") or []) + self.engine.problems()

    def check_no_errors(self):
        errors = self.errors()
        assert not errors, "; ".join(errors)

    def close_help(self):
        if self.js("return !document.getElementById('help').hidden"):
            self.click("[data-help=close]")

    def click(self, selector):
        x, y = self.centre(selector)
        self.engine.press(x, y)

    def centre(self, selector):
        box = self.js(
            "const e = [...document.querySelectorAll(argument)].find(e => e.getBoundingClientRect().width > 0);"
            "if (!e) return null;"
            "const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]", selector)
        assert box, f"nothing matches {selector}"
        return box

    def open_board(self, board, puzzle):
        if self.js("return document.body.dataset.screen") != "home":
            if self.js("return document.body.dataset.screen") == "game":
                self.click("[data-action=series]")
            self.click("[data-action=home]")
        self.click(f"[data-board='{board}']")
        self.click(f"[data-puzzle='{puzzle}']")
        self.wait(lambda: self.js("return document.body.dataset.puzzle") == str(puzzle), f"{board} {puzzle}")

    # The game's pieces and cells.

    def piece(self, name):
        return self.js(
            "const e = document.querySelector(`[data-piece='${argument}']`);"
            "return {place: e.dataset.place, cells: e.dataset.cells || null, shape: e.dataset.shape,"
            " selected: e.classList.contains('selected')}", name)

    def cells(self, name):
        text = self.piece(name)["cells"]
        return parse_cells(text) if text else None

    def still(self):
        self.wait(lambda: self.js(
            "return [...document.querySelectorAll('.piece')].every(p => p.getAnimations({subtree: true}).length === 0)"),
            "the pieces to stop gliding")

    def square(self, name, index=0):
        self.still()
        return self.centre(f"[data-piece='{name}'] [data-square='{index}']")

    def cell_centre(self, row, column):
        return self.centre(f"[data-cell='{row},{column}']")

    def point(self, row, column):
        (x0, y0), (x1, y1), (x2, y2) = self.cell_centre(0, 0), self.cell_centre(1, 0), self.cell_centre(0, 1)
        return x0 + row * (x1 - x0) + column * (x2 - x0), y0 + row * (y1 - y0) + column * (y2 - y0)

    def tap(self, x, y):
        self.engine.press(x, y)

    def drag(self, start, end, steps=6, release=True):
        (x0, y0), (x1, y1) = start, end
        moves = [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(1, steps + 1)]
        self.engine.press(x0, y0, moves, release)

    def turn_to(self, name, cells):
        want = shape_key(cells)
        for step in range(8):
            shape = self.piece(name)["shape"]
            if shape == want:
                return
            if step == 4:
                self.tap(*self.square(name))
                self.click("[data-action=flip]")
            else:
                self.tap(*self.square(name))
            expected = turned_key(shape)
            self.wait(lambda: self.piece(name)["shape"] in (expected, shape) and self.piece(name)["shape"] != shape
                      or step == 4, f"{name} to turn")
        assert self.piece(name)["shape"] == want, f"{name} never took the shape {want}"

    def put(self, name, cells, offset=(0.3, -0.25)):
        self.turn_to(name, cells)
        row, column = min(cells)
        self.drag(self.square(name), self.point(row + offset[0], column + offset[1]))
        self.wait(lambda: self.cells(name) == cells, f"{name} on {cells}")

    def drawing(self):
        return self.js(
            "const rows = Math.max(...[...document.querySelectorAll('[data-cell]')].map(e => +e.dataset.cell.split(',')[0])) + 1;"
            "const columns = Math.max(...[...document.querySelectorAll('[data-cell]')].map(e => +e.dataset.cell.split(',')[1])) + 1;"
            "const grid = [...Array(rows)].map(() => Array(columns).fill('.'));"
            "document.querySelectorAll('[data-cell][data-blocked]').forEach(e => { const [r, c] = e.dataset.cell.split(','); grid[r][c] = '#'; });"
            "document.querySelectorAll('[data-piece][data-cells]').forEach(p => p.dataset.cells.split(' ').forEach(cell => {"
            "  const [r, c] = cell.split(','); grid[r][c] = p.dataset.piece; }));"
            "return grid.map(line => line.join('')).join('\\n') + '\\n'")

    def solved(self):
        return self.js("return document.body.dataset.solved") == "true"


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
    assert app.js("return document.getElementById('series-title').textContent") == "6x10, puzzle 1 of 20"
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
    app.click("[data-action=next]")
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


@test()
def cells_and_slots_are_large_enough_on_every_viewport(env, engine):
    for viewport in SIZES:
        app = App(engine, env.url, viewport)
        app.close_help()
        for board in BOARDS:
            # A puzzle, after another board's game: its given pieces lie on the cells they name.
            app.open_board(board, 1)
            app.still()
            misplaced = app.js(
                "const out = []; document.querySelectorAll('[data-piece][data-cells]').forEach(piece => {"
                " const cells = piece.dataset.cells.split(' ');"
                " piece.querySelectorAll('[data-square]').forEach(square => {"
                "  const s = square.getBoundingClientRect(), c = document.querySelector("
                "   `[data-cell='${cells[square.dataset.square]}']`).getBoundingClientRect();"
                "  const [x, y] = [s.left + s.width / 2, s.top + s.height / 2];"
                "  if (x < c.left || x > c.right || y < c.top || y > c.bottom) out.push(piece.dataset.piece); }); });"
                " return out")
            assert not misplaced, f"{viewport} {board}: pieces off their cells: {misplaced}"
            # The empty board, with all twelve pieces beside it: the smallest cells and slots.
            app.open_board(board, 0)
            sizes = app.js(
                "const cell = document.querySelector('[data-cell]').getBoundingClientRect();"
                "const slots = [...document.querySelectorAll('.slot')].map(s => s.getBoundingClientRect());"
                "const overlap = slots.some((a, i) => slots.some((b, j) => i < j && a.left < b.right - 0.5"
                "  && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5));"
                "const words = [...document.querySelectorAll('.tool.labelled span')].every(label =>"
                " label.scrollWidth <= label.clientWidth && label.getBoundingClientRect().right <= innerWidth);"
                "return [cell.width, Math.min(...slots.map(s => Math.min(s.width, s.height))), overlap,"
                " document.body.scrollWidth <= innerWidth && words]")
            cell, slot, overlap, fits = sizes
            env.sizes.setdefault(engine.name, {}).setdefault(viewport, {})[board] = round(cell)
            if viewport == "phone":
                assert cell >= 30, f"{board} on a phone: cells of {cell:.1f} px"
            assert slot >= 44 and not overlap and fits, (viewport, board, slot, overlap, fits)
        if viewport == "tablet":
            app.open_board("6x10", 5)
            env.shoot(engine, "puzzle-tablet")
        app.check_no_errors()


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
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=env.app)
    handler.log_message = lambda *arguments: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
        app = App(engine, url)
        app.close_help()
        app.wait(lambda: app.js("return navigator.serviceWorker.controller !== null")
                 or (engine.reload() or False), "the service worker to take the page")
        icon = app.js("return new Promise(done => { const image = new Image();"
                      " image.onload = () => done([image.naturalWidth, image.naturalHeight]);"
                      " image.onerror = () => done(null); image.src = 'icon-512.png'; })")
        assert icon == [512, 512], icon
        engine.offline(True)
        server.shutdown()
        app.reload("the app offline")
        app.close_help()
        app.open_board("3x20", 0)
        solution = env.solution("3x20", 1)
        name = next(iter(solution))
        app.put(name, solution[name])
        app.check_no_errors()
    finally:
        engine.offline(False)
        server.server_close()


@test()
def measures_load_and_hints(env, engine):
    """The time from load to ready on a tablet, and each hint's time (reported, not asserted)."""
    ready = []
    for _ in range(5):
        app = App(engine, env.url, "tablet", fresh=False)
        ready.append(app.js("return performance.getEntriesByName('pentomino-ready')[0].startTime"))
    app.close_help()
    app.open_board("6x10", 0)
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
        file.write(f"| the app's six files, with 100 puzzles and every completion of the five boards | "
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
        self.solutions = {}
        self.engine = None

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
            engine = Chromium(arguments.chromium) if engine_name == "chromium" else WebKit(arguments.webkit_driver)
            try:
                for function, engines in TESTS:
                    if engine_name not in engines or (arguments.tests and function.__name__ not in arguments.tests):
                        continue
                    test_started = time.perf_counter()
                    try:
                        function(environment, engine)
                        print(f"ok   {engine_name} {function.__name__} ({time.perf_counter() - test_started:.1f} s)",
                              flush=True)
                    except Exception:
                        failures += 1
                        print(f"FAIL {engine_name} {function.__name__}", flush=True)
                        traceback.print_exc()
                        if arguments.screenshots:
                            try:
                                engine.screenshot(os.path.join(arguments.screenshots, f"fail-{engine_name}-{function.__name__}.png"))
                            except Exception:
                                pass
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
