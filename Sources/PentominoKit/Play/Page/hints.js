// Hints, a part of `playGame` (see game.js), from every completion of the board, which the data
// carries: the pieces each places, by their shapes, in the order of their first cells, so that
// each fills the first cell left empty (TilingCode.swift writes them). Each completion is decoded
// into the placements it makes, a placement being its shape's number times the cells of the board
// plus its first cell. The answers speak first and count second, in words a child reads.

const hints = data.hints ? decodeHints(data.hints) : null;

function decodeHints(hints) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const digit = new Int32Array(128);
  for (let index = 0; index < 64; index++) digit[alphabet.charCodeAt(index)] = index;
  const code = hints.code, count = hints.tilings, placed = hints.placed;
  let at = 0;
  const read = () => {
    let number = 0;
    for (let place = 0; place < hints.digits; place++) number = number * 64 + digit[code.charCodeAt(at++)];
    return number;
  };
  const shapeOf = kinds.map(() => []);
  const shapes = hints.shapes.map(([kind, orientation], number) => {
    const cells = kinds[kind].orientations[orientation];
    shapeOf[kind][orientation] = number;
    return {
      kind: kinds[kind], orientation, first: cells[0],
      offsets: cells.map(([row, column]) => (row - cells[0][0]) * columns + column - cells[0][1]),
    };
  });
  const toFill = [];
  for (let cell = 0; cell < cellCount; cell++) if (occupant[cell] === -1) toFill.push(cell);
  const placements = new Int32Array(count * placed), list = new Int32Array(placed);
  const filledBy = new Int32Array(cellCount).fill(-1);
  for (let tiling = 0; tiling < count; tiling++) {
    for (let index = read(); index < placed; index++) list[index] = read();
    let position = 0;
    for (let index = 0; index < placed; index++) {
      while (filledBy[toFill[position]] === tiling) position++;
      const first = toFill[position], shape = shapes[list[index]];
      for (const offset of shape.offsets) filledBy[first + offset] = tiling;
      placements[tiling * placed + index] = list[index] * cellCount + first;
    }
  }
  return { count, placed, shapes, shapeOf, placements, marked: new Uint8Array(shapes.length * cellCount) };
}

function placementOf(piece) {
  const [row, column] = cellsOf(piece)[0];
  return hints.shapeOf[piece.kind.index][piece.orientation] * cellCount
    + (piece.row + row) * columns + piece.column + column;
}

// The completions that agree with the pieces on the board, and the completion that agrees with
// the most of them.
function completions() {
  const { count, placed, placements, marked } = hints;
  const onBoard = playable.filter(piece => piece.place === "board").map(placementOf);
  for (const placement of onBoard) marked[placement] = 1;
  const agreeing = [];
  let closest = 0, most = -1;
  for (let tiling = 0; tiling < count; tiling++) {
    let matched = 0;
    for (let index = tiling * placed; index < (tiling + 1) * placed; index++) matched += marked[placements[index]];
    if (matched === onBoard.length) agreeing.push(tiling);
    if (matched > most) [closest, most] = [tiling, matched];
  }
  for (const placement of onBoard) marked[placement] = 0;
  return { agreeing, closest };
}

const tilingPlacements = tiling =>
  Array.from(hints.placements.subarray(tiling * hints.placed, (tiling + 1) * hints.placed));
const shapeOf = placement => hints.shapes[Math.floor(placement / cellCount)];

// A piece on the board that the closest completion does not have, when none agrees with the board.
function wrongPiece(closest) {
  const wanted = new Set(tilingPlacements(closest));
  return playable.find(piece => piece.place === "board" && !wanted.has(placementOf(piece)));
}

// Puts `piece` on the board as `placement` places its piece.
function putAt(piece, placement) {
  const shape = shapeOf(placement), first = placement % cellCount;
  putOnBoard(piece, shape.orientation, Math.floor(first / columns) - shape.first[0], first % columns - shape.first[1]);
}

const ways = count => `${count} ${count === 1 ? "way" : "ways"}`;
const the = piece => `the ${piece.kind.name}`;

// "Can I finish?"
function check() {
  if (held) cancelHold();
  const { agreeing, closest } = completions();
  if (agreeing.length > 0) {
    say({ answer: "yes", ways: agreeing.length, words: "Yes, you can still finish!", small: ways(agreeing.length) });
  } else {
    say({ answer: "no", ways: 0, words: `Not like this. Take ${the(wrongPiece(closest))} back` });
  }
}

// "Help me": places the piece with the fewest ways to go in the completions that agree with the
// board, where most of them put it; when none agrees, takes back a piece that the closest
// completion does not have, and says what is true then.
function showOnePiece() {
  if (held) cancelHold();
  const { agreeing, closest } = completions();
  if (agreeing.length === 0) {
    const wrong = wrongPiece(closest);
    record(snapshot());
    putInTray(wrong);
    flash(wrong);
    changed({ byPlayer: false });
    const now = completions().agreeing.length;
    say(now > 0
      ? { answer: "yes", ways: now, words: `I took ${the(wrong)} back. Now you can finish!`, small: ways(now) }
      : { answer: "no", ways: 0, words: `I took ${the(wrong)} back. Ask me again` });
    return;
  }
  const onBoard = new Set(playable.filter(piece => piece.place === "board").map(placementOf));
  const places = new Map();
  for (const tiling of agreeing) {
    for (const placement of tilingPlacements(tiling)) {
      if (onBoard.has(placement)) continue;
      const kind = shapeOf(placement).kind.index;
      if (!places.has(kind)) places.set(kind, new Map());
      const counts = places.get(kind);
      counts.set(placement, (counts.get(placement) || 0) + 1);
    }
  }
  if (places.size === 0) {
    check();
    return;
  }
  const [, counts] = [...places].sort((a, b) => a[1].size - b[1].size || a[0] - b[0])[0];
  const [placement, completing] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  const piece = playable.find(piece => piece.kind === shapeOf(placement).kind && piece.place === "tray");
  record(snapshot());
  putAt(piece, placement);
  flash(piece);
  select(piece);
  changed({ byPlayer: true });
  if (document.body.dataset.solved !== "true") {
    say({ answer: "yes", ways: completing, words: `Here goes ${the(piece)}`, small: `${ways(completing)} to finish` });
  }
}

// "Show me": fills the board with a completion that agrees with it (else the closest), leaving in
// place the pieces already where it has them.
function showSolution() {
  if (held) cancelHold();
  const { agreeing, closest } = completions();
  const wanted = new Set(tilingPlacements(agreeing.length ? agreeing[0] : closest));
  record(snapshot());
  const moving = [];
  for (const piece of playable) {
    if (piece.place === "board" && wanted.has(placementOf(piece))) {
      wanted.delete(placementOf(piece));
    } else {
      if (piece.place === "board") vacate(piece);
      moving.push(piece);
    }
  }
  for (const placement of wanted) {
    const piece = moving.splice(moving.findIndex(piece => piece.kind === shapeOf(placement).kind), 1)[0];
    piece.place = "tray";
    putAt(piece, placement);
  }
  announce("a solution");
  changed({ byPlayer: false });
  say({ answer: "yes", ways: completions().agreeing.length, words: "Here is a way to finish" });
}

function flash(piece) {
  piece.element.classList.remove("hinted");
  void piece.element.offsetWidth;
  piece.element.classList.add("hinted");
}

const answerIcons = {
  yes: '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="currentColor"/>'
    + '<path d="m6.5 12.5 3.5 3.5 7.5-8" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  no: '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="currentColor"/>'
    + '<path d="m8 8 8 8m0-8-8 8" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>',
};

// Shows an answer: `words` large and `small` beneath, and in data-answer ("yes" or "no") and
// data-ways (the completions that agree with the board) what it says, for tests; nothing for null.
function say(message) {
  if (message === null) {
    answer.replaceChildren();
    delete answer.dataset.answer;
    delete answer.dataset.ways;
    return;
  }
  answer.dataset.answer = message.answer;
  answer.dataset.ways = message.ways;
  answer.innerHTML = answerIcons[message.answer] + '<span class="words"><span></span><small></small></span>';
  answer.querySelector(".words > span").textContent = message.words;
  answer.querySelector("small").textContent = message.small || "";
}
