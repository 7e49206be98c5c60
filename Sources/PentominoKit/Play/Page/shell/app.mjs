// The app around the games (`pentomino app`): a home with a card for each board, a picture and a
// plain name; each board's series, its empty board and its graded puzzles, each marked by how it
// was finished; the game, with Previous and Next; and after a win, the next puzzle one tap away.
// Progress is kept by what each puzzle is (progress.mjs), and each board in progress by the same
// key, so that an app written again with other puzzles loses none it still has.

import { playGame } from "../front/play.mjs";
import { words } from "../front/words.mjs";
import { progressValue, puzzleKey, readProgress, withMark } from "./progress.mjs";
import { createSettings } from "./settings.mjs";

const progressKey = "pentomino:app";
const boardKeyPrefix = "pentomino:board:";
const starPath = "m12 2 3 6.5 7 .9-5.1 4.9 1.3 7-6.2-3.4-6.2 3.4 1.3-7L2 9.4l7-.9z";
const starsFor = { alone: 3, helped: 2, shown: 1 };

/**
 * Starts the app of `data` (`boards`, each with `name`, `title`, `game` and `puzzles`). `page`
 * gives the page's parts: `presses`, `sound`, `celebration`, `help` and `storage`.
 */
export function startApp(data, { presses, sound, celebration, help, storage }) {
  const boards = new Map(data.boards.map(board => {
    const puzzles = [board.game, ...board.puzzles.map(puzzle => ({
      ...board.game,
      pieces: board.game.pieces.map((piece, index) => ({ ...piece, copies: puzzle.copies[index] })),
      given: puzzle.given,
      hints: puzzle.hints,
    }))];
    return [board.name, { ...board, count: board.puzzles.length, puzzles, keys: puzzles.map(each => puzzleKey(board.name, each)) }];
  }));
  const keyOf = (name, number) => (boards.has(name) && boards.get(name).keys[number]) || null;
  let progress = readProgress(storage.read(progressKey), keyOf);
  const markOf = (name, number) => progress.marks[keyOf(name, number)] || null;
  const home = document.getElementById("home"), series = document.getElementById("series");
  const settings = createSettings({ element: document.getElementById("settings"), presses, storage, forget });
  let game = null, at = null;

  const save = () => storage.write(progressKey, progressValue({ ...progress, at: at && keyOf(at.board, at.puzzle) }));

  // Every mark and every board in progress forgotten, and the home drawn again without them.
  function forget() {
    progress = { marks: {}, at: null, kept: {} };
    for (const key of storageKeys()) if (key.startsWith(boardKeyPrefix)) storage.remove(key);
    showHome();
  }

  function showScreen(screen) {
    document.body.dataset.screen = screen;
    home.hidden = screen !== "home";
    series.hidden = screen !== "series";
    document.getElementById("game").hidden = screen !== "game";
  }

  // Home: a card for each board, with how many of its puzzles are finished.
  function showHome() {
    stopGame();
    at = null;
    save();
    document.getElementById("boards").replaceChildren(...[...boards.values()].map(board => {
      const card = control("card", "open-board");
      card.dataset.board = board.name;
      const solved = board.keys.slice(1).filter(key => progress.marks[key]).length;
      card.append(miniature(board.game), text("strong", board.title), text("small", words.solvedCount(solved, board.count)));
      return card;
    }));
    showScreen("home");
  }

  // A board's series: its empty board, then its puzzles by number, easiest first, each with stars
  // for how it was finished.
  function showSeries(name) {
    stopGame();
    const board = boards.get(name);
    const title = document.getElementById("series-name");
    title.textContent = board.title;
    title.dataset.board = name;
    document.getElementById("puzzles").replaceChildren(...board.puzzles.map((_, number) => {
      const tile = control("tile", "open-puzzle");
      const how = markOf(name, number);
      tile.dataset.puzzle = number;
      tile.dataset.solved = how !== null;
      if (how) tile.dataset.how = how;
      tile.append(text("span", number === 0 ? words.freePlay() : String(number)), stars(how));
      tile.setAttribute("aria-label", `${number === 0 ? words.freePlay() : words.puzzle(number)}, ${words.mark(how)}`);
      return tile;
    }));
    at = null;
    save();
    showScreen("series");
  }

  // Opens puzzle `number` of board `name` (0: the empty board), where the player left it.
  function open(name, number) {
    stopGame();
    const board = boards.get(name);
    at = { board: name, puzzle: number };
    save();
    showScreen("game");
    document.body.dataset.board = name;
    document.body.dataset.puzzle = number;
    const boardKey = boardKeyPrefix + keyOf(name, number);
    game = playGame(board.puzzles[number], {
      saved: storage.read(boardKey),
      save: snapshot => {
        if (snapshot === null) storage.remove(boardKey);
        else storage.write(boardKey, snapshot);
        updateSeriesBar();
      },
      won: how => won(name, number, how),
      presses, sound, showMe: settings.showMe,
      blocked: () => celebration.open || help.open || settings.open,
    });
    updateSeriesBar();
  }

  function won(name, number, how) {
    progress = withMark(progress, keyOf(name, number), how);
    save();
    updateSeriesBar();
    if (how === "shown") return;
    celebration.show({ how, colours: boards.get(name).game.pieces.map(piece => piece.colour), next: nextAfter(name, number) });
  }

  // What comes after a puzzle: the next one, or after the last, the series.
  function nextAfter(name, number) {
    return number < boards.get(name).count ? { label: words.nextPuzzle(), go: () => open(name, number + 1) }
      : { label: words.allPuzzles(), go: () => showSeries(name) };
  }

  function updateSeriesBar() {
    if (!at) return;
    const { board: name, puzzle: number } = at, board = boards.get(name);
    const title = document.getElementById("series-title");
    title.textContent = words.seriesTitle(board.title, number, board.count);
    title.dataset.solved = markOf(name, number) !== null;
    document.querySelector("[data-action=previous]").setAttribute("aria-disabled", String(number <= 1));
    const next = document.querySelector("[data-action=next]");
    next.setAttribute("aria-disabled", String(number >= board.count));
    // A finished board makes Next large and says so: what to do next is always in sight.
    next.dataset.ready = Boolean(game && game.solved && number < board.count);
  }

  function stopGame() {
    if (game) game.stop();
    game = null;
    celebration.hide();
    delete document.body.dataset.board;
    delete document.body.dataset.puzzle;
  }

  const moves = {
    home: () => showHome(),
    series: () => showSeries(at.board),
    previous: () => open(at.board, at.puzzle - 1),
    next: () => open(at.board, at.puzzle + 1),
    "open-board": element => showSeries(element.dataset.board),
    "open-puzzle": element => open(document.getElementById("series-name").dataset.board, Number(element.dataset.puzzle)),
  };
  for (const [action, run] of Object.entries(moves)) presses.on(action, run);

  document.body.dataset.app = "true";
  if (location.protocol.startsWith("http")) installable();
  const start = [...boards.values()].flatMap(board => board.keys.map((key, puzzle) => ({ key, board: board.name, puzzle })))
    .find(each => each.key === progress.at);
  if (start) open(start.board, start.puzzle);
  else showHome();
}

// --- Parts of the screens.

function control(className, action) {
  const element = document.createElement("button");
  element.type = "button";
  element.className = className;
  element.dataset.action = action;
  return element;
}

function text(tag, words) {
  const element = document.createElement(tag);
  element.textContent = words;
  return element;
}

// Three stars, as many of them full as `how` earns.
function stars(how) {
  const holder = document.createElement("span");
  holder.className = "marks";
  holder.setAttribute("aria-hidden", "true");
  for (let index = 0; index < 3; index++) {
    holder.insertAdjacentHTML("beforeend", `<svg class="star${how && index < starsFor[how] ? " full" : ""}"`
      + ` viewBox="0 0 24 24"><path d="${starPath}"/></svg>`);
  }
  return holder;
}

// A board drawn small, its blocked cells left out, for a card of the home.
function miniature(data) {
  const squares = data.cells.flatMap((line, row) => [...line].map((cell, column) => (cell === "#" ? ""
    : `<rect x="${column + 0.06}" y="${row + 0.06}" width="0.88" height="0.88" rx="0.15"/>`)));
  const holder = document.createElement("div");
  holder.innerHTML = `<svg viewBox="0 0 ${data.columns} ${data.rows}" aria-hidden="true">${squares.join("")}</svg>`;
  return holder.firstChild;
}

function storageKeys() {
  try {
    return Object.keys(localStorage);
  } catch {
    return [];
  }
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
