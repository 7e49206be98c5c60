// A model-based fuzz of the game, run inside the page by app_test.py in Chromium and in WebKit.
//
// It shares nothing with the page's script: it reads the board only as the guide documents it
// (`data-cell`, `data-piece`, `data-place`, `data-cells`, `data-shape`, `data-square`,
// `data-action`), keeps its own idea of which cells are free, and acts by dispatching the events
// a finger, a mouse or a keyboard would: pointer events on what lies under the point (moves and
// the release go to the element pressed, as pointer capture sends them), key presses on what has
// the focus, and presses and clicks on the buttons. After every action it checks what a child
// would see:
//
// - every piece lies beside the board, or on the board on open cells that no other piece covers,
//   its squares drawn on the cells it names; nothing is left held or dragged;
// - every cell says which piece covers it (`data-holds`), and that is the piece drawn there;
// - the board is "solved" exactly when every piece to place is on it;
// - where the page exposes its model (`window.pentominoGame()`: the piece's name on each cell, and
//   the piece held), the model says the same;
// - a piece dragged onto cells drawn empty, where it fits, lands there; a piece dragged far off
//   the board goes back beside it; a given piece never moves;
// - what the page says (the answer, what a screen reader hears, the celebration) names no piece
//   by a capital letter.
//
// `pentominoFuzz.start(seed)` makes a fuzzer; `step(count)` runs that many actions and returns
// `{ done, failure, log }`, `failure` being null or what went wrong, with the last actions in `log`.

window.pentominoFuzz = (() => {
  // A small seeded generator (mulberry32), so that a failing seed replays.
  function random(seed) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
      next,
      below: n => Math.floor(next() * n),
      pick: list => list[Math.floor(next() * list.length)],
      chance: p => next() < p,
    };
  }

  const parse = text => (text ? text.split(" ").map(pair => pair.split(",").map(Number)) : []);
  const key = ([row, column]) => `${row},${column}`;
  const centre = rect => [rect.left + rect.width / 2, rect.top + rect.height / 2];
  const inside = ([x, y], rect, slack = 0.5) =>
    x >= rect.left - slack && x <= rect.right + slack && y >= rect.top - slack && y <= rect.bottom + slack;

  // Transitions and animations off, so that what is drawn is where it ends.
  const still = document.createElement("style");
  still.textContent = "*, *::before, *::after { transition: none !important; animation: none !important; }";
  document.head.append(still);
  // A synthetic pointer has no capture to set: the fuzz sends moves to the element pressed instead.
  const capture = Element.prototype.setPointerCapture;
  Element.prototype.setPointerCapture = function (id) {
    try { capture.call(this, id); } catch { /* no such pointer: the fuzz delivers to the target itself */ }
  };

  function board() {
    const cells = [...document.querySelectorAll("[data-cell]")];
    const rows = 1 + Math.max(...cells.map(cell => parse(cell.dataset.cell)[0][0]));
    const columns = 1 + Math.max(...cells.map(cell => parse(cell.dataset.cell)[0][1]));
    const element = new Map(cells.map(cell => [cell.dataset.cell, cell]));
    const open = new Set(cells.filter(cell => !("blocked" in cell.dataset)).map(cell => cell.dataset.cell));
    return { rows, columns, element, open };
  }

  function pieces() {
    return [...document.querySelectorAll("[data-piece]")].map(element => ({
      element,
      name: element.dataset.piece,
      place: element.dataset.place,
      cells: parse(element.dataset.cells),
      shape: parse(element.dataset.shape),
      label: element.getAttribute("aria-label"),
    }));
  }

  function occupied(all, except) {
    const taken = new Map();
    for (const piece of all) {
      if (piece.element !== except && (piece.place === "board" || piece.place === "given")) {
        for (const cell of piece.cells) taken.set(key(cell), piece);
      }
    }
    return taken;
  }

  // Every place where `shape` fits on the open cells that `taken` leaves.
  function places(geometry, shape, taken) {
    const found = [];
    for (let row = 0; row < geometry.rows; row++) {
      for (let column = 0; column < geometry.columns; column++) {
        const cells = shape.map(([r, c]) => [row + r, column + c]);
        if (cells.every(cell => geometry.open.has(key(cell)) && !taken.has(key(cell)))) found.push(cells);
      }
    }
    return found;
  }

  function start(seed) {
    const rng = random(seed);
    const log = [];
    let done = 0;
    let pointer = 1;

    function fire(target, type, x, y, kind, id) {
      const pressing = type === "pointerdown" || type === "pointermove";
      target.dispatchEvent(new PointerEvent(type, {
        bubbles: true, cancelable: true, composed: true, pointerId: id, pointerType: kind, isPrimary: true,
        clientX: x, clientY: y, button: type === "pointermove" ? -1 : 0, buttons: pressing ? 1 : 0,
        width: kind === "touch" ? 20 : 1, height: kind === "touch" ? 20 : 1,
      }));
    }

    // Presses at `from`, moves along a line to `to` in `steps`, calls `during` halfway if given,
    // and lets go unless `release` is false. Returns the element pressed.
    function drag(from, to, { steps = 6, during = null, kind = "touch" } = {}) {
      const id = ++pointer;
      const target = document.elementFromPoint(from[0], from[1]);
      if (!target) return null;
      fire(target, "pointerdown", from[0], from[1], kind, id);
      for (let step = 1; step <= steps; step++) {
        const [x, y] = [from[0] + (to[0] - from[0]) * step / steps, from[1] + (to[1] - from[1]) * step / steps];
        fire(target, "pointermove", x, y, kind, id);
        if (during && step === Math.ceil(steps / 2)) during();
      }
      fire(target, "pointerup", to[0], to[1], kind, id);
      return target;
    }

    function press(name, options = {}) {
      const target = document.activeElement || document.body;
      target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true, ...options }));
      target.dispatchEvent(new KeyboardEvent("keyup", { key: name, bubbles: true, cancelable: true, ...options }));
    }

    function button(action) {
      const element = [...document.querySelectorAll(`[data-action="${action}"]`)]
        .find(each => each.getBoundingClientRect().width > 0);
      if (!element) return false;
      if (rng.chance(0.5)) {
        element.click();
      } else {
        // A press as a finger makes it (a second finger, during a drag): down and up on the button,
        // then the click a browser sends.
        const id = ++pointer;
        const [x, y] = centre(element.getBoundingClientRect());
        fire(element, "pointerdown", x, y, "touch", id);
        fire(element, "pointerup", x, y, "touch", id);
        element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1, clientX: x, clientY: y }));
      }
      return true;
    }

    const squareCentre = (piece, index) =>
      centre(piece.element.querySelector(`[data-square="${index}"]`).getBoundingClientRect());
    const cellCentre = (geometry, cell) => centre(geometry.element.get(key(cell)).getBoundingClientRect());
    const playable = () => pieces().filter(piece => piece.place === "tray" || piece.place === "board");

    function closeOverlays() {
      const celebration = document.getElementById("celebration");
      if (celebration && !celebration.hidden) press("Escape");
      const help = document.getElementById("help");
      if (help && !help.hidden) help.querySelector("[data-help=close]").click();
    }

    // The actions, each returning what it expects afterwards, or null.
    const actions = {
      // Onto a place drawn empty where the piece fits as it is: it must land there.
      dragToFit() {
        const geometry = board(), piece = rng.pick(playable());
        if (!piece) return null;
        const targets = places(geometry, piece.shape, occupied(pieces(), piece.element));
        if (targets.length === 0) return null;
        const target = rng.pick(targets), index = rng.below(piece.shape.length);
        const [from, to] = [squareCentre(piece, index), cellCentre(geometry, target[index])];
        // A press that hardly moves is a tap, which turns the piece: not this action.
        if (Math.hypot(to[0] - from[0], to[1] - from[1]) < 16) return null;
        log.push(`drag ${piece.label} by square ${index} onto ${target.map(key).join(" ")}`);
        drag(from, to, { kind: rng.pick(["touch", "mouse"]) });
        return () => {
          const now = pieces().find(each => each.element === piece.element);
          const want = target.map(key).sort().join(" "), got = now.cells.map(key).sort().join(" ");
          return want === got ? null
            : `${piece.label}, dragged onto ${want}, which are drawn empty, landed on "${got}" (${now.place})`;
        };
      },
      // Somewhere on the board, turned or flipped halfway by a key or a button.
      dragAndTurn() {
        const geometry = board(), piece = rng.pick(playable());
        if (!piece) return null;
        const row = rng.below(geometry.rows), column = rng.below(geometry.columns);
        const how = rng.pick(["r", "f", "rotate", "flip"]);
        log.push(`drag ${piece.label} towards ${row},${column}, pressing ${how} on the way`);
        drag(squareCentre(piece, 0), cellCentre(geometry, [row, column]), {
          during: () => (how.length === 1 ? press(how) : button(how)), kind: rng.pick(["touch", "mouse"]),
        });
        return null;
      },
      dragOff() {
        const piece = rng.pick(playable());
        if (!piece) return null;
        const rect = document.getElementById("board").getBoundingClientRect();
        const stage = document.getElementById("stage").getBoundingClientRect();
        // Above the board, in the stage, past any place within reach.
        const to = [rect.left + rng.next() * rect.width, Math.max(stage.top + 2, rect.top - 4 * (rect.height / 6))];
        if (to[1] > rect.top - 30) return null;
        log.push(`drag ${piece.label} off the board`);
        drag(squareCentre(piece, 0), to, { kind: rng.pick(["touch", "mouse"]) });
        return () => {
          const now = pieces().find(each => each.element === piece.element);
          return now.place === "tray" ? null : `${piece.label}, dragged off the board, is ${now.place} on ${now.cells.map(key)}`;
        };
      },
      dragGiven() {
        const given = pieces().filter(piece => piece.place === "given");
        if (given.length === 0) return null;
        const piece = rng.pick(given), geometry = board();
        log.push(`drag the given ${piece.label}`);
        drag(squareCentre(piece, 0), cellCentre(geometry, [rng.below(geometry.rows), rng.below(geometry.columns)]));
        return () => {
          const now = pieces().find(each => each.element === piece.element);
          return now.place === "given" && now.cells.map(key).join() === piece.cells.map(key).join() ? null
            : `the given ${piece.label} moved`;
        };
      },
      tap() {
        const piece = rng.pick(playable());
        if (!piece) return null;
        log.push(`tap ${piece.label}`);
        const at = squareCentre(piece, rng.below(piece.shape.length));
        drag(at, at, { steps: 0, kind: rng.pick(["touch", "mouse"]) });
        return null;
      },
      buttons() {
        const action = rng.pick(["undo", "undo", "redo", "restart", "rotate", "flip", "check", "hint", "hint", "solve"]);
        const hints = document.getElementById("hints");
        if (["check", "hint", "solve"].includes(action) && (!hints || hints.hidden)) return null;
        if (action === "solve" && rng.chance(0.7)) return null;
        log.push(`press ${action}`);
        button(action);
        return null;
      },
      keys() {
        const piece = rng.pick(playable());
        if (!piece) return null;
        piece.element.focus();
        const keys = [];
        if (rng.chance(0.3)) {
          keys.push(rng.pick(["r", "f", "Delete", "u", "z", "y"]));
        } else {
          keys.push("Enter");
          for (let count = rng.below(6); count > 0; count--) {
            keys.push(rng.pick(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "ArrowRight", "r", "f"]));
          }
          keys.push(rng.pick(["Enter", "Enter", "Escape"]));
        }
        log.push(`keys on ${piece.label}: ${keys.join(" ")}`);
        for (const name of keys) {
          if (name === "z") press("z", { ctrlKey: true });
          else if (name === "y") press("y", { ctrlKey: true });
          else press(name);
        }
        // A piece still held after a put-down refused goes back where it was.
        if (document.querySelector(".piece.held")) press("Escape");
        return null;
      },
    };
    const weights = [
      ["dragToFit", 30], ["dragAndTurn", 12], ["dragOff", 6], ["dragGiven", 2], ["tap", 10], ["buttons", 24],
      ["keys", 16],
    ];
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    const choose = () => {
      let at = rng.below(total);
      for (const [name, weight] of weights) {
        if (at < weight) return name;
        at -= weight;
      }
      return weights[0][0];
    };

    // What the page shows, checked against itself and against its model if it has one.
    function check() {
      const geometry = board(), all = pieces();
      const covering = new Map();
      for (const piece of all) {
        if (piece.element.classList.contains("held") || piece.element.classList.contains("dragging")) {
          return `${piece.label} is still held after the action`;
        }
        if (!["tray", "board", "given"].includes(piece.place)) return `${piece.label} has place ${piece.place}`;
        if (piece.place === "tray") {
          const rect = document.getElementById("board").getBoundingClientRect();
          for (const square of piece.element.querySelectorAll("[data-square]")) {
            if (inside(centre(square.getBoundingClientRect()), rect, -2)) return `${piece.label} lies beside the board but is drawn on it`;
          }
          continue;
        }
        if (piece.cells.length !== piece.shape.length) return `${piece.label} covers ${piece.cells.length} cells`;
        const top = Math.min(...piece.cells.map(cell => cell[0])), left = Math.min(...piece.cells.map(cell => cell[1]));
        for (const [index, [r, c]] of piece.shape.entries()) {
          const cell = [top + r, left + c];
          if (!piece.cells.some(each => key(each) === key(cell))) return `${piece.label}'s cells ${piece.cells.map(key)} are not its shape`;
          if (!geometry.open.has(key(cell))) return `${piece.label} lies on ${key(cell)}, which is not an open cell`;
          if (covering.has(key(cell))) return `${piece.label} and ${covering.get(key(cell)).label} both cover ${key(cell)}`;
          covering.set(key(cell), piece);
          const square = piece.element.querySelector(`[data-square="${index}"]`).getBoundingClientRect();
          if (!inside(centre(square), geometry.element.get(key(cell)).getBoundingClientRect())) {
            return `${piece.label}'s square ${index} is not drawn on ${key(cell)}`;
          }
        }
      }
      for (const [name, element] of geometry.element) {
        const holds = element.dataset.holds, piece = covering.get(name);
        if ((holds || null) !== (piece ? piece.name : null)) {
          return `cell ${name} says it holds ${holds || "nothing"}, but ${piece ? piece.label : "nothing"} is drawn there`;
        }
      }
      const solved = all.filter(piece => piece.place !== "given").every(piece => piece.place === "board");
      if (String(solved) !== document.body.dataset.solved) return `data-solved is ${document.body.dataset.solved} on a board ${solved ? "full" : "not full"}`;
      // What the page says to the child names no piece by a letter (Golomb's F, I, L, …).
      for (const id of ["answer", "announce", "celebration"]) {
        const text = (document.getElementById(id) || { textContent: "" }).textContent;
        if (/\b[A-Z]\b/.test(text)) return `#${id} says "${text.trim()}"`;
      }
      const model = window.pentominoGame && window.pentominoGame();
      if (model) {
        for (const [name] of geometry.element) {
          const piece = covering.get(name);
          const said = model.cells[name];
          if ((said || null) !== (piece ? piece.name : null)) {
            return `the model has ${said || "nothing"} on ${name}, the page draws ${piece ? piece.label : "nothing"}`;
          }
        }
        if (model.held !== null) return `the model still holds ${model.held}`;
      }
      return null;
    }

    function step(count) {
      for (let index = 0; index < count; index++) {
        closeOverlays();
        const name = choose();
        const expectation = actions[name]();
        closeOverlays();
        const failure = (expectation && expectation()) || check()
          || (window.pentominoErrors && window.pentominoErrors.length ? `errors: ${window.pentominoErrors.join("; ")}` : null);
        done += 1;
        if (log.length > 30) log.splice(0, log.length - 30);
        if (failure) return { done, failure, log: log.slice(-12) };
      }
      return { done, failure: null, log: [] };
    }

    return { step };
  }

  return { start };
})();
