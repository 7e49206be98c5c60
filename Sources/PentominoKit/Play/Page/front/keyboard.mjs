// The keyboard plays the whole game: Tab to a piece; Enter or Space picks it up and puts it down;
// the arrows move it as drawn (on a standing board, Up moves it along the drawn column); R turns
// it, F flips it; Escape puts it back where it was; Delete sends it beside the board; Ctrl+Z (or U)
// undoes the last move, and Ctrl+Shift+Z or Ctrl+Y does it again. The letters are the keyboard's
// help (the buttons' titles), never words said to a child.

const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * Listens for keys on `document` and plays them on `game`, handing each move's outcome to `act`;
 * on `stage`, a piece that takes the focus is selected, and one held by keys goes back if it loses it.
 * `controls` runs a toolbar action by name ("undo", "redo", "rotate", "flip"); `blocked()` says
 * when a dialog has the keys; `listen` adds a listener that goes when the game stops.
 */
export function listenToKeys({ stage, game, view, act, controls, blocked, listen }) {
  // The piece the keys act on: the one in the hand, else the one with the focus.
  const focused = () => (document.activeElement ? view.pieceOf(document.activeElement) : null);

  // Picks a piece up where it lies, or from beside the board at the first place it fits.
  function hold(piece) {
    const place = game.placeOf(piece);
    const outcome = game.pickUp(piece);
    const start = place === "board" ? game.cornerOf(piece) : game.firstSpot(piece) || { row: 0, column: 0 };
    game.aim(start.row, start.column, false);
    return outcome;
  }

  listen(stage, "focusout", event => {
    const hand = game.hand;
    if (hand && !view.dragging && event.target === view.element(hand.piece)) act(game.putBack());
  });
  listen(stage, "focusin", event => {
    const piece = view.pieceOf(event.target);
    if (piece && !piece.given) view.select(piece);
  });

  listen(document, "keydown", event => {
    if (blocked()) return;
    const key = event.key, lower = key.toLowerCase(), command = event.ctrlKey || event.metaKey;
    if (command && (lower === "y" || (lower === "z" && event.shiftKey))) {
      event.preventDefault();
      controls("redo");
      return;
    }
    if (command && lower === "z") {
      event.preventDefault();
      controls("undo");
      return;
    }
    if (command || event.altKey) return;
    if (lower === "u") {
      controls("undo");
      return;
    }
    if (lower === "r" || lower === "f") {
      controls(lower === "r" ? "rotate" : "flip");
      event.preventDefault();
      return;
    }
    const hand = game.hand && !view.dragging ? game.hand : null;
    const piece = hand ? hand.piece : focused();
    if (!piece || piece.given) return;
    if (key === "Enter" || key === " ") {
      if (!hand) {
        act(hold(piece));
      } else {
        const outcome = game.putDown();
        if (!outcome.done) view.shake(piece);
        act(outcome);
      }
    } else if (key === "Escape" && hand) {
      act(game.putBack());
    } else if (key in arrows) {
      if (!hand) act(hold(piece));
      const [down, right] = arrows[key], at = game.hand.at;
      const [rowStep, columnStep] = view.standing ? [-right, down] : [down, right];
      game.aim(at.row + rowStep, at.column + columnStep, false);
      act(null);
    } else if ((key === "Delete" || key === "Backspace") && !hand) {
      act(game.sendHome(piece));
    } else {
      return;
    }
    event.preventDefault();
  });
}
