// Drags: a piece follows the pointer (mouse, finger or pen) at the board's scale, and the model
// says where it would land (the nearest place it fits, of the 3x3 around the drop) or that it would
// go back beside the board; let go, the model puts it there. Only a piece's squares take a press
// (the stylesheet lets presses through the rest of a piece), so a press belongs to the piece whose
// square is under it, never to a neighbour's empty corner. A press without a move is a tap, which
// turns the piece. A second finger is ignored.

/** How far a press moves, in px, before it is a drag rather than a tap. */
const dragDistance = 8;

/**
 * Listens on `stage` for presses on the pieces of `view`'s game, and hands each move's outcome to
 * `act`. `listen(target, type, handler)` adds a listener that goes when the game stops.
 * Returns `{ reaim, cancel }`: `reaim()` holds the piece in the hand under the pointer again
 * after it turned, and `cancel()` ends a drag, the piece put back.
 */
export function listenToPointer({ stage, game, view, act, listen }) {
  let press = null;

  listen(stage, "pointerdown", event => {
    const piece = view.pieceAt(event.target);
    if (!piece || press || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    if (piece.given) {
      view.shake(piece);
      return;
    }
    try {
      event.target.setPointerCapture(event.pointerId);
    } catch {
      // No such pointer to capture (a synthetic one): its moves come to the stage all the same.
    }
    if (game.hand && game.hand.piece !== piece) game.putBack();
    view.select(piece);
    press = { piece, pointer: event.pointerId, x: event.clientX, y: event.clientY, moved: false,
      grab: view.grabOf(piece, event.target, event.clientX, event.clientY) };
  });

  // Holds the piece in the hand under the pointer at (`x`, `y`), over where it would land.
  function hold(x, y) {
    const [row, column] = view.dragTo(x, y, press.grab);
    game.aim(row, column, true);
    view.render();
  }

  listen(stage, "pointermove", event => {
    if (!press || event.pointerId !== press.pointer) return;
    if (!press.moved) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < dragDistance) return;
      press.moved = true;
      game.pickUp(press.piece);
    }
    [press.x, press.y] = [event.clientX, event.clientY];
    hold(event.clientX, event.clientY);
  });

  function end(event, cancelled) {
    if (!press || event.pointerId !== press.pointer) return;
    const { piece, moved } = press;
    press = null;
    view.dragTo(null);
    if (!moved) {
      act(cancelled ? null : game.turn(piece, "rotate"));
    } else if (cancelled || game.placeOf(piece) !== "held") {
      game.putBack();
      act(null);
    } else {
      act(game.letGo());
    }
  }

  listen(stage, "pointerup", event => end(event, false));
  listen(stage, "pointercancel", event => end(event, true));
  listen(stage, "contextmenu", event => event.preventDefault());

  return {
    reaim() {
      if (!press || !press.moved || game.placeOf(press.piece) !== "held") return;
      press.grab = view.grabOf(press.piece, null, press.x, press.y);
      hold(press.x, press.y);
    },
    cancel() {
      if (!press) return;
      press = null;
      view.dragTo(null);
      game.putBack();
    },
  };
}
