// One game on the page: the model, its drawing, its inputs and its hints joined, and what follows
// each move, in one place (`act`): the drawing and the buttons from the model, the words, a sound,
// the board saved, and a win told to the page around the game. Every input turns into a move on
// the model and then into `act`; nothing else changes what the board shows.

import { Game } from "../model/game.mjs";
import { createHints } from "../model/hints.mjs";
import { createAnswer } from "./answer.mjs";
import { listenToKeys } from "./keyboard.mjs";
import { listenToPointer } from "./pointer.mjs";
import { createView } from "./view.mjs";
import { words } from "./words.mjs";

/**
 * Plays the game of `data` (the page's data for one board) on the page's game screen. `host` is
 * what the page around it gives:
 * - `saved`: a snapshot of the model to start from, or null;
 * - `save(snapshot)`: keeps the board after each move (null: the saved one did not fit);
 * - `won(how)`: hears of the board filled by a move, and how ("alone", "helped" or "shown");
 * - `presses`: the page's controls (press.mjs), `sound`: its sounds (sound.mjs);
 * - `blocked()`: whether a dialog over the game has the keys;
 * - `showMe`: whether the "Show me" button is offered.
 * Returns `{ stop(), solved }`.
 */
export function playGame(data, host) {
  const stopping = new AbortController();
  const listen = (target, type, handler) => target.addEventListener(type, handler, { signal: stopping.signal });
  const stage = document.getElementById("stage");
  const game = new Game(data);
  const hints = data.hints ? createHints(data.hints, game) : null;
  if (host.saved !== null && !game.restore(host.saved)) host.save(null);
  const view = createView({ stage, boardElement: document.getElementById("board"), game, screen: window });
  const answer = createAnswer(document.getElementById("answer"));
  const announcer = document.getElementById("announce");
  const button = action => document.querySelector(`#game [data-action="${action}"]`);

  // What follows every move, or every change of the hand (a null outcome).
  function act(outcome) {
    view.render();
    updateButtons();
    if (!outcome) return;
    const { done, kind, piece } = outcome;
    if (!done) {
      if (piece && ["misfit", "no room", "cannot turn", "given"].includes(outcome.why)) {
        view.shake(piece);
        host.sound.play("misfit");
      }
      return;
    }
    host.save(game.snapshot());
    if (kind === "picked") announcer.textContent = words.pickedUp(view.name(piece));
    if (kind === "picked" || kind === "back" || (kind === "turned" && game.placeOf(piece) !== "board")) {
      if (outcome.missed) host.sound.play("misfit");
      return;
    }
    answer.clear();
    announcer.textContent = announcement(outcome);
    if (outcome.missed) host.sound.play("misfit");
    else if (kind === "placed" || kind === "turned") host.sound.play("land");
    if (outcome.won) {
      if (game.help !== "shown") host.sound.play("win");
      host.won(game.help);
    }
  }

  function announcement({ kind, piece }) {
    if (kind === "placed" || kind === "turned") {
      const { row, column } = game.cornerOf(piece);
      return words.onBoard(view.name(piece), row, column);
    }
    if (kind === "home") return words.beside(view.name(piece));
    return { undone: words.undone, redone: words.redone, restarted: words.restarted, filled: words.shown }[kind]();
  }

  // The toolbar: Rotate and Flip turn the piece in the hand, else the one selected.
  const pointer = listenToPointer({ stage, game, view, act, listen });
  const target = () => (game.hand ? game.hand.piece : view.selected);
  function turn(how) {
    const piece = target();
    if (!piece) return;
    const outcome = game.turn(piece, how);
    if (outcome.done && game.hand) pointer.reaim();
    act(outcome);
  }
  function travel(move) {
    pointer.cancel();
    act(move());
  }

  function setEnabled(action, enabled) {
    const element = button(action);
    if (element) element.setAttribute("aria-disabled", String(!enabled));
  }

  function updateButtons() {
    const piece = target(), turnable = piece !== null && !piece.given;
    setEnabled("rotate", turnable && game.nextOrientation(piece, "rotate") !== game.orientationOf(piece));
    setEnabled("flip", turnable && game.nextOrientation(piece, "flip") !== game.orientationOf(piece));
    setEnabled("undo", game.canUndo);
    setEnabled("redo", game.canRedo);
    setEnabled("restart", game.canRestart);
  }

  // The hints: each answers in words first, the count second, and shows the piece it names.
  const colourOf = piece => piece.kind.colourName;
  function check() {
    pointer.cancel();
    const result = hints.check();
    act(null);
    if (result.answer === "yes") {
      answer.say({ answer: "yes", ways: result.ways, words: words.canFinish(), small: words.ways(result.ways) });
    } else {
      answer.say({ answer: "no", ways: 0, words: words.takeBack(colourOf(result.piece)), piece: result.piece });
    }
  }

  function helpOnce() {
    pointer.cancel();
    const step = hints.nextStep();
    if (step.take === "none") {
      check();
      return;
    }
    if (step.take === "back") {
      act(game.sendHome(step.piece, "helped"));
      view.flash(step.piece);
      const ways = hints.ways();
      answer.say({ answer: ways > 0 ? "yes" : "no", ways, words: words.tookBack(colourOf(step.piece), ways > 0),
        small: ways > 0 ? words.ways(ways) : "", piece: step.piece });
      return;
    }
    const outcome = game.place(step.piece, step.orientation, step.row, step.column, "helped");
    view.select(step.piece);
    view.flash(step.piece);
    act(outcome);
    if (!game.solved) {
      answer.say({ answer: "yes", ways: step.ways, words: words.hereGoes(colourOf(step.piece)),
        small: words.waysToFinish(step.ways), piece: step.piece });
    }
  }

  function showSolution() {
    pointer.cancel();
    act(game.fill(hints.solution(), "shown"));
    answer.say({ answer: "yes", ways: hints.ways(), words: words.hereIsAWay() });
  }

  const controls = { rotate: () => turn("rotate"), flip: () => turn("flip"), undo: () => travel(() => game.undo()),
    redo: () => travel(() => game.redo()), restart: () => travel(() => game.restart()) };
  if (hints) Object.assign(controls, { check, hint: helpOnce, solve: showSolution });
  const unregister = Object.entries(controls).map(([action, run]) => host.presses.on(action, run));
  listenToKeys({ stage, game, view, act, controls: action => controls[action](), blocked: host.blocked, listen });

  document.getElementById("hints").hidden = !hints;
  button("solve").hidden = !host.showMe;
  const observer = new ResizeObserver(() => view.arrange());
  observer.observe(stage);
  listen(window, "orientationchange", () => view.arrange());
  view.arrange();
  act(null);
  // For tests: the model, as the page's interface documents it.
  window.pentominoGame = () => game.describe();

  return {
    get solved() { return game.solved; },
    stop() {
      pointer.cancel();
      stopping.abort();
      observer.disconnect();
      for (const remove of unregister) remove();
      view.stop();
      answer.clear();
      delete window.pentominoGame;
    },
  };
}
