"""The browsers that app_test.py drives, behind one small driver each, and the app as a player
meets it.

Chromium (Debian's) is driven by Playwright, WebKit (Safari's engine, as Debian's WebKitGTK
packages it) by Selenium through WebKitWebDriver, under xvfb. Each driver opens a URL at a
viewport, runs a script in the page, presses, drags and taps with a pointer, presses keys,
reloads, takes a screenshot and says whether its browser still answers; `App` plays the app through either, reading the page only by its
documented `data-` attributes and its own list of errors (docs/GUIDE.md, "Play" and "The app").
"""

import subprocess
import time

from shapes import parse_cells, shape_key, turned

SIZES = {"tablet": (1024, 768), "upright": (768, 1024), "phone": (390, 844)}
WAIT_S = 60


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

    def key(self, name):
        self.page.keyboard.press(name)

    def touch(self, kind, x=None, y=None):
        """One touch event as a finger makes it, through the DevTools protocol: "touchStart",
        "touchMove" or "touchEnd"."""
        if not hasattr(self, "cdp") or self.cdp_page is not self.page:
            self.cdp, self.cdp_page = self.context.new_cdp_session(self.page), self.page
        points = [{"x": x, "y": y}] if x is not None else []
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def reload(self):
        self.page.reload()

    def offline(self, off):
        self.context.set_offline(off)

    def screenshot(self, path):
        self.page.screenshot(path=path)

    def problems(self):
        return list(self.console)

    def alive(self):
        return self.browser.is_connected()

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

    def key(self, name):
        from selenium.webdriver.common.action_chains import ActionChains
        ActionChains(self.driver).send_keys(name).perform()

    def reload(self):
        self.driver.refresh()

    def screenshot(self, path):
        self.driver.save_screenshot(path)

    def problems(self):
        return []

    def alive(self):
        try:
            self.driver.execute_script("return 1")
            return True
        except Exception:
            return False

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
        """Opens a puzzle of a board as a player would: through its series, and through the home
        when the series is another board's."""
        screen, open_board = self.js("return [document.body.dataset.screen, document.body.dataset.board"
                                     " || document.getElementById('series-name').dataset.board]")
        if screen == "game":
            self.click("[data-action=series]")
        if screen != "home" and open_board != board:
            self.click("[data-action=home]")
        if screen == "home" or open_board != board:
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
