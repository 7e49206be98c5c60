// The game's core, the first part of `playGame(data, host)`: the board and its cells, the pieces,
// which piece covers each cell, the moves with undo and redo, and what follows each move.
//
// The parts after it (layout.js, pointer.js, turning.js, keyboard.js, hints.js) share its scope:
// GamePage+Document.swift joins them inside one function, so that each game has its own state and
// stops whole when the app opens another. `host` gives the key its board in progress is saved
// under (`saveKey`, or null) and hears of a board filled by the player (`solved`).

const rows = data.rows, columns = data.columns, cellCount = rows * columns;
const stage = document.getElementById("stage");
const boardElement = document.getElementById("board");
const answer = document.getElementById("answer");
const announcer = document.getElementById("announce");
const celebration = document.getElementById("celebration");
const button = action => document.querySelector(`[data-action="${action}"]`);

// Every listener the game adds is removed when it stops.
const stopping = new AbortController();
const listen = (target, type, handler) => target.addEventListener(type, handler, { signal: stopping.signal });

const kinds = data.pieces.map((piece, index) => ({
  ...piece,
  index,
  orientationOf: new Map(piece.orientations.map((cells, orientation) => [shapeKey(cells), orientation])),
}));

// The board's cells, and which piece covers each: -2 for a blocked cell, -1 for an empty one,
// else the index of the piece in `pieces`.
const occupant = new Int32Array(cellCount).fill(-1);
const cellElements = [];
boardElement.replaceChildren();
boardElement.setAttribute("aria-label", `board of ${rows} rows and ${columns} columns`);
for (let row = 0; row < rows; row++) {
  for (let column = 0; column < columns; column++) {
    const element = document.createElement("div");
    element.className = "cell";
    element.dataset.cell = `${row},${column}`;
    if (data.cells[row][column] === "#") {
      element.dataset.blocked = "";
      occupant[row * columns + column] = -2;
    }
    boardElement.append(element);
    cellElements.push(element);
  }
}

// The pieces: those the player places (`place` "tray" or "board"), then the given ones ("given").
const pieces = [];
for (const kind of kinds) {
  for (let copy = 1; copy <= kind.copies; copy++) pieces.push(makePiece(kind, copy, null));
}
const playable = pieces.slice();

// Each piece to place has a slot beside the board, its own square of the tray, which takes a
// press anywhere in it for the piece while the piece lies there: a small finger need not find
// the piece's squares. The slots are drawn under the pieces and do not overlap.
const slotElements = playable.map((piece, index) => {
  const slot = document.createElement("div");
  slot.className = "slot";
  slot.dataset.slot = index;
  slot.dataset.for = piece.kind.name + (piece.kind.copies > 1 ? ` ${piece.element.dataset.copy}` : "");
  stage.prepend(slot);
  return slot;
});
for (const given of data.given) pieces.push(makePiece(kinds[given.piece], 0, given));

function makePiece(kind, copy, given) {
  const element = document.createElement("div");
  element.className = "piece";
  element.dataset.piece = kind.name;
  element.style.setProperty("--colour", kind.colour);
  if (given) {
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", `piece ${kind.name}, given`);
  } else {
    element.tabIndex = 0;
    element.setAttribute("role", "button");
    element.setAttribute("aria-label", `piece ${kind.name}` + (kind.copies > 1 ? ` ${copy}` : ""));
    if (kind.copies > 1) element.dataset.copy = copy;
  }
  for (let index = 0; index < kind.orientations[0].length; index++) {
    const square = document.createElement("div");
    square.className = "square";
    square.dataset.square = index;
    element.append(square);
  }
  stage.append(element);
  const piece = {
    kind, element, index: pieces.length, lifted: false,
    place: given ? "given" : "tray",
    orientation: given ? given.orientation : 0,
    row: given ? given.row : 0,
    column: given ? given.column : 0,
  };
  element.piece = piece;
  listen(element, "animationend", () => element.classList.remove("shake", "hinted"));
  return piece;
}

const cellsOf = (piece, orientation = piece.orientation) => piece.kind.orientations[orientation];
const boardCells = (piece, row = piece.row, column = piece.column, orientation = piece.orientation) =>
  cellsOf(piece, orientation).map(([r, c]) => (row + r) * columns + column + c);
const cellNames = cells => cells.map(cell => `${Math.floor(cell / columns)},${cell % columns}`).join(" ");
const name = piece => piece.element.getAttribute("aria-label");

function fits(piece, orientation, row, column) {
  return cellsOf(piece, orientation).every(([r, c]) =>
    row + r >= 0 && row + r < rows && column + c >= 0 && column + c < columns
    && occupant[(row + r) * columns + column + c] === -1);
}

function occupy(piece) {
  for (const cell of boardCells(piece)) {
    occupant[cell] = piece.index;
    cellElements[cell].dataset.holds = piece.kind.name;
  }
}

function vacate(piece) {
  for (const cell of boardCells(piece)) {
    occupant[cell] = -1;
    delete cellElements[cell].dataset.holds;
  }
}

for (const piece of pieces) if (piece.place === "given") occupy(piece);

function putOnBoard(piece, orientation, row, column) {
  Object.assign(piece, { orientation, row, column, place: "board", lifted: false });
  occupy(piece);
  draw(piece);
  announce(`${name(piece)} on the board, row ${row + 1}, column ${column + 1}`);
}

function putInTray(piece) {
  if (piece.place === "board" && !piece.lifted) vacate(piece);
  Object.assign(piece, { place: "tray", lifted: false });
  draw(piece);
  announce(`${name(piece)} back beside the board`);
}

// Takes `piece` off the board (or out of the tray) to move it; `settle` puts it back as it was.
function lift(piece) {
  if (piece.place === "board") vacate(piece);
  piece.lifted = true;
}

function settle(piece) {
  piece.lifted = false;
  if (piece.place === "board") occupy(piece);
  draw(piece);
}

// Undo and redo: the places and orientations of the pieces before each move, and after each move
// undone. A new move forgets the moves undone.
const history = [], undone = [];
const snapshot = () => playable.map(piece => [piece.place, piece.orientation, piece.row, piece.column]);

function record(before) {
  history.push(before);
  undone.length = 0;
}

function restore(state) {
  for (const piece of playable) if (piece.place === "board" && !piece.lifted) vacate(piece);
  playable.forEach((piece, index) => {
    [piece.place, piece.orientation, piece.row, piece.column] = state[index];
    piece.lifted = false;
  });
  for (const piece of playable) if (piece.place === "board") occupy(piece);
  for (const piece of playable) draw(piece);
}

// A saved board, if it is one of this game's: a place and an orientation for each piece to place,
// the pieces on the board inside it and apart. Anything else is not restored, and says so.
function restoreSaved(state) {
  const valid = Array.isArray(state) && state.length === playable.length && state.every((entry, index) =>
    Array.isArray(entry) && entry.length === 4 && (entry[0] === "tray" || entry[0] === "board")
    && entry.slice(1).every(Number.isInteger) && entry[1] >= 0 && entry[1] < playable[index].kind.orientations.length);
  if (!valid) return false;
  const placed = [];
  for (const [index, [place, orientation, row, column]] of state.entries()) {
    const piece = playable[index];
    if (place !== "board") continue;
    if (!fits(piece, orientation, row, column)) {
      for (const other of placed) vacate(other);
      return false;
    }
    Object.assign(piece, { orientation, row, column, place: "board" });
    occupy(piece);
    placed.push(piece);
  }
  for (const piece of placed) vacate(piece);
  restore(state);
  return true;
}

// After every move: the answer to a hint is stale, the board is saved, and a full board is
// celebrated when the player filled it (not when the page showed a solution).
function changed({ byPlayer }) {
  say(null);
  const solved = playable.every(piece => piece.place === "board");
  document.body.dataset.solved = solved;
  if (host.saveKey) saved.write(host.saveKey, snapshot());
  if (solved && byPlayer) {
    celebrate();
    host.solved();
  }
  updateButtons();
}

// Selection: the piece that Rotate and Flip turn, the last one touched or focused.
let selected = null;
function select(piece) {
  if (selected) selected.element.classList.remove("selected");
  selected = piece;
  if (piece) piece.element.classList.add("selected");
  updateButtons();
}

listen(stage, "focusin", event => {
  const piece = event.target.piece;
  if (piece && piece.place !== "given") select(piece);
});

// The toolbar. Undo and redo each take a board from one list and keep the present one in the
// other; a move made again is not a new one, so a board it fills was celebrated (or shown) before.
function travel(from, to, words) {
  if (held) cancelHold();
  const state = from.pop();
  if (!state) return;
  to.push(snapshot());
  restore(state);
  announce(words);
  changed({ byPlayer: false });
}

const undo = () => travel(history, undone, "undone");
const redo = () => travel(undone, history, "done again");

function restart() {
  if (held) cancelHold();
  if (playable.every(piece => piece.place === "tray" && piece.orientation === 0)) return;
  record(snapshot());
  restore(playable.map(() => ["tray", 0, 0, 0]));
  announce("every piece back beside the board");
  changed({ byPlayer: false });
}

function setEnabled(action, enabled) {
  const element = button(action);
  if (element) element.setAttribute("aria-disabled", String(!enabled));
}

function updateButtons() {
  const turnable = selected && selected.place !== "given";
  setEnabled("rotate", turnable && nextOrientation(selected, "rotate") !== selected.orientation);
  setEnabled("flip", turnable && nextOrientation(selected, "flip") !== selected.orientation);
  setEnabled("undo", history.length > 0);
  setEnabled("redo", undone.length > 0);
  setEnabled("restart", playable.some(piece => piece.place !== "tray" || piece.orientation !== 0));
}

const actions = {
  rotate: () => selected && turn(selected, "rotate"),
  flip: () => selected && turn(selected, "flip"),
  undo, redo, restart,
  check: () => check(),
  hint: () => showOnePiece(),
  solve: () => showSolution(),
};

listen(document, "click", event => {
  const element = event.target.closest("[data-action]");
  if (!element || !(element.dataset.action in actions) || element.getAttribute("aria-disabled") === "true") return;
  actions[element.dataset.action]();
});

function celebrate() {
  for (const old of celebration.querySelectorAll(".confetti")) old.remove();
  for (let index = 0; index < 40; index++) {
    const piece = document.createElement("span");
    piece.className = "confetti";
    piece.style.left = `${Math.random() * 100}%`;
    piece.style.setProperty("--colour", kinds[index % kinds.length].colour);
    piece.style.setProperty("--time", `${2 + Math.random() * 2}s`);
    piece.style.setProperty("--delay", `${Math.random() * 1.5}s`);
    celebration.append(piece);
  }
  celebration.hidden = false;
}

// The celebration lets presses through to what lies under it, and the first press anywhere ends it:
// a tap on Next after a win goes to Next.
const hideCelebration = () => { celebration.hidden = true; };
listen(document, "pointerdown", () => { if (!celebration.hidden) hideCelebration(); });

function announce(text) {
  announcer.textContent = text;
}

function shake(piece) {
  piece.element.classList.remove("shake");
  void piece.element.offsetWidth;
  piece.element.classList.add("shake");
}

// Starts the game once every part is in place: the saved board, if there is one that fits, the
// layout, and the buttons. Returns what the page holds the game by.
function begin() {
  const hintsShown = Boolean(data.hints);
  document.getElementById("hints").hidden = !hintsShown;
  const layoutObserver = new ResizeObserver(arrange);
  layoutObserver.observe(stage);
  arrange();
  if (host.saveKey) {
    const state = saved.read(host.saveKey);
    if (state !== null && !restoreSaved(state)) saved.remove(host.saveKey);
  }
  changed({ byPlayer: false });
  return {
    get solved() { return document.body.dataset.solved === "true"; },
    stop() {
      if (held) cancelHold();
      stopping.abort();
      layoutObserver.disconnect();
      for (const piece of pieces) piece.element.remove();
      for (const slot of slotElements) slot.remove();
      boardElement.replaceChildren();
      hideCelebration();
      say(null);
    },
  };
}
