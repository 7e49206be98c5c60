// The answer to a hint button, in the row the page keeps for it under the buttons: an icon, the
// words large, a line small beneath, and the piece the words speak of drawn beside them in its
// colour, so that "the red one" needs no letter. `data-answer` ("yes" or "no") and `data-ways`
// (the completions that agree with the board) say the same for tests.

const icons = {
  yes: '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="currentColor"/>'
    + '<path d="m6.5 12.5 3.5 3.5 7.5-8" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  no: '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="currentColor"/>'
    + '<path d="m8 8 8 8m0-8-8 8" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>',
};

/** The answer shown in `element`. */
export function createAnswer(element) {
  return {
    /** Shows `words` and `small` for `answer` ("yes" or "no") and `ways`, beside `piece` if given. */
    say({ answer, ways, words, small = "", piece = null }) {
      element.dataset.answer = answer;
      element.dataset.ways = ways;
      element.innerHTML = icons[answer] + '<span class="words"><span></span><small></small></span>';
      element.querySelector(".words > span").textContent = words;
      element.querySelector("small").textContent = small;
      if (piece) element.append(picture(piece.kind));
    },
    clear() {
      element.replaceChildren();
      delete element.dataset.answer;
      delete element.dataset.ways;
    },
  };
}

/** A small drawing of a kind of piece, in its first orientation and its colour. */
function picture(kind) {
  const cells = kind.orientations[0];
  const height = 1 + Math.max(...cells.map(([row]) => row)), width = 1 + Math.max(...cells.map(([, column]) => column));
  const squares = cells.map(([row, column]) =>
    `<rect x="${column + 0.06}" y="${row + 0.06}" width="0.88" height="0.88" rx="0.18"/>`).join("");
  const holder = document.createElement("span");
  holder.className = "answer-piece";
  holder.innerHTML = `<svg viewBox="0 0 ${width} ${height}" aria-hidden="true" fill="${kind.colour}">${squares}</svg>`;
  return holder;
}
