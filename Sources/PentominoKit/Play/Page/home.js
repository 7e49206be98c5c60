// The page's start: one game (`pentomino play`), or the app (`pentomino app`): a home with the
// boards, a graded series of puzzles for each, and the player's progress kept in localStorage.
//
// The app's progress is one saved value, `{ solved: { board: [numbers] }, at: { board, puzzle } }`
// (puzzle 0 is the empty board); each board in progress is saved by its game under its own key.
// A saved value that does not fit the app's boards is dropped, and the app starts fresh.

const pageData = JSON.parse(document.getElementById("game-data").textContent);

if (pageData.app) {
  startApp(pageData);
} else {
  const key = "pentomino:play:" + fingerprint(JSON.stringify([pageData.cells, pageData.pieces, pageData.given]));
  playGame(pageData, { saveKey: key, solved() {} });
}
help.openOnFirstVisit();
document.body.dataset.ready = "true";
performance.mark("pentomino-ready");

function startApp(app) {
  const progressKey = "pentomino:app";
  const boards = new Map(app.boards.map(board => [board.name, board]));
  const progress = readProgress();
  const home = document.getElementById("home"), series = document.getElementById("series");
  let game = null, at = null;

  // The saved progress, if it fits the app's boards; else a fresh start.
  function readProgress() {
    const value = saved.read(progressKey);
    const fresh = { solved: {}, at: null };
    if (value === null) return fresh;
    const fits = typeof value === "object" && !Array.isArray(value)
      && typeof value.solved === "object" && value.solved !== null
      && Object.entries(value.solved).every(([name, numbers]) => boards.has(name) && Array.isArray(numbers)
        && numbers.every(number => Number.isInteger(number) && number >= 0 && number <= boards.get(name).puzzles.length))
      && (value.at === null || (typeof value.at === "object" && boards.has(value.at.board)
        && Number.isInteger(value.at.puzzle) && value.at.puzzle >= 0
        && value.at.puzzle <= boards.get(value.at.board).puzzles.length));
    if (fits) return { solved: value.solved, at: value.at };
    saved.remove(progressKey);
    return fresh;
  }

  const save = () => saved.write(progressKey, { solved: progress.solved, at });
  const isSolved = (board, puzzle) => (progress.solved[board] || []).includes(puzzle);

  function showScreen(screen) {
    document.body.dataset.screen = screen;
    home.hidden = screen !== "home";
    series.hidden = screen !== "series";
    document.getElementById("game").hidden = screen !== "game";
  }

  // Home: a card for each board, with how many of its puzzles are solved.
  function showHome() {
    stopGame();
    at = null;
    save();
    const list = document.getElementById("boards");
    list.replaceChildren(...app.boards.map(board => {
      const card = document.createElement("button");
      card.type = "button";
      card.className = "card";
      card.dataset.board = board.name;
      const solved = (progress.solved[board.name] || []).filter(number => number > 0).length;
      card.append(miniature(board.game), text("strong", board.name), text("small", `${solved} of ${board.puzzles.length} solved`));
      card.addEventListener("click", () => showSeries(board.name));
      return card;
    }));
    showScreen("home");
  }

  // A board's series: its empty board, then its puzzles by number, easiest first, each marked once solved.
  function showSeries(name) {
    stopGame();
    const board = boards.get(name);
    document.getElementById("series-name").textContent = name;
    const list = document.getElementById("puzzles");
    list.replaceChildren(...[0, ...board.puzzles.map((_, index) => index + 1)].map(number => {
      const tile = document.createElement("button");
      tile.type = "button";
      tile.className = "tile";
      tile.dataset.puzzle = number;
      tile.dataset.solved = isSolved(name, number);
      tile.textContent = number === 0 ? "Free play" : String(number);
      tile.setAttribute("aria-label", (number === 0 ? "free play" : `puzzle ${number}`) + (isSolved(name, number) ? ", solved" : ""));
      tile.addEventListener("click", () => open(name, number));
      return tile;
    }));
    at = null;
    save();
    showScreen("series");
  }

  // Opens puzzle `number` of board `name` (0: the empty board), where the player left it.
  function open(name, number) {
    stopGame();
    const board = boards.get(name), puzzle = board.puzzles[number - 1];
    const data = !puzzle ? board.game : {
      ...board.game,
      title: `${name}, puzzle ${number}`,
      pieces: board.game.pieces.map((piece, index) => ({ ...piece, copies: puzzle.copies[index] })),
      given: puzzle.given,
      hints: puzzle.hints,
    };
    at = { board: name, puzzle: number };
    save();
    showScreen("game");
    document.body.dataset.board = name;
    document.body.dataset.puzzle = number;
    const saveKey = `pentomino:board:${name}:${number}:` + fingerprint(JSON.stringify(puzzle ? puzzle.given : []));
    game = playGame(data, { saveKey, solved: () => markSolved(name, number) });
    updateSeriesBar();
  }

  function markSolved(name, number) {
    if (!isSolved(name, number)) (progress.solved[name] = progress.solved[name] || []).push(number);
    save();
    updateSeriesBar();
  }

  function updateSeriesBar() {
    const { board: name, puzzle: number } = at, count = boards.get(name).puzzles.length;
    const title = document.getElementById("series-title");
    title.textContent = number === 0 ? `${name}, free play` : `${name}, puzzle ${number} of ${count}`;
    title.dataset.solved = isSolved(name, number);
    document.querySelector("[data-action=previous]").setAttribute("aria-disabled", String(number <= 1));
    document.querySelector("[data-action=next]").setAttribute("aria-disabled", String(number >= count));
  }

  function stopGame() {
    if (game) game.stop();
    game = null;
    delete document.body.dataset.board;
    delete document.body.dataset.puzzle;
  }

  const moves = {
    home: () => showHome(),
    series: () => showSeries(at.board),
    previous: () => open(at.board, at.puzzle - 1),
    next: () => open(at.board, at.puzzle + 1),
  };
  document.addEventListener("click", event => {
    const element = event.target.closest("[data-action]");
    if (!element || !(element.dataset.action in moves) || element.getAttribute("aria-disabled") === "true") return;
    moves[element.dataset.action]();
  });

  document.body.dataset.app = "true";
  if (location.protocol.startsWith("http")) installable();
  if (progress.at) open(progress.at.board, progress.at.puzzle);
  else showHome();
}

// A board drawn small, its blocked cells left out, for a card of the home.
function miniature(data) {
  const squares = data.cells.flatMap((line, row) => [...line].map((cell, column) => cell === "#" ? ""
    : `<rect x="${column + 0.06}" y="${row + 0.06}" width="0.88" height="0.88" rx="0.15"/>`));
  const holder = document.createElement("div");
  holder.innerHTML = `<svg viewBox="0 0 ${data.columns} ${data.rows}" aria-hidden="true">${squares.join("")}</svg>`;
  return holder.firstChild;
}

function text(tag, words) {
  const element = document.createElement(tag);
  element.textContent = words;
  return element;
}

// Served from a web server, the app can be installed and played offline: its manifest, and a
// service worker that keeps its files. From a file, neither is asked for.
function installable() {
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "manifest.webmanifest";
  const icons = [["icon", "icon.svg"], ["apple-touch-icon", "icon-192.png"]].map(([rel, file]) => {
    const icon = document.createElement("link");
    icon.rel = rel;
    icon.href = file;
    return icon;
  });
  document.head.append(link, ...icons);
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("service-worker.js").catch(() => {});
}
