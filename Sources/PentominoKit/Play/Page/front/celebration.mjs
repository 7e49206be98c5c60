// After a win: stars for how the board was finished (three alone, two with "Help me"), words that
// say so, confetti that falls once and stops by itself, and one large button that says what comes
// next. It is a dialog: the game's keys wait while it is open; Escape closes it, and so do its close
// button and a press beside it, to look at the finished board.

import { words } from "./words.mjs";

const starsFor = { alone: 3, helped: 2, shown: 1 };

/** The celebration in `element`, its buttons run by `presses`. */
export function createCelebration({ element, presses }) {
  const stars = [...element.querySelectorAll(".star")];
  const said = element.querySelector(".celebration-words");
  const next = element.querySelector("[data-action=next-puzzle]");
  let onNext = null;

  function hide() {
    element.hidden = true;
    for (const confetti of element.querySelectorAll(".confetti")) confetti.remove();
  }

  presses.on("next-puzzle", () => {
    const go = onNext;
    hide();
    if (go) go();
  });
  presses.on("stay", hide);
  document.addEventListener("keydown", event => {
    if (element.hidden || event.key !== "Escape") return;
    hide();
    event.preventDefault();
    event.stopPropagation();
  }, true);
  // A press beside the card, on the veil over the board, closes it too.
  element.addEventListener("pointerdown", event => {
    if (event.target === element) hide();
  });

  return {
    get open() { return !element.hidden; },
    /**
     * Celebrates a board finished `how` ("alone", "helped" or "shown"), with confetti in
     * `colours`; the large button says `next.label` and runs `next.go`.
     */
    show({ how, colours, next: { label, go } }) {
      element.dataset.how = how;
      stars.forEach((star, index) => star.classList.toggle("full", index < starsFor[how]));
      said.textContent = words.won(how);
      next.textContent = label;
      onNext = go;
      for (const confetti of element.querySelectorAll(".confetti")) confetti.remove();
      for (let index = 0; index < 40; index++) {
        const confetti = document.createElement("span");
        confetti.className = "confetti";
        confetti.style.left = `${Math.random() * 100}%`;
        confetti.style.setProperty("--colour", colours[index % colours.length]);
        confetti.style.setProperty("--time", `${2 + Math.random() * 1.5}s`);
        confetti.style.setProperty("--delay", `${Math.random() * 1}s`);
        confetti.addEventListener("animationend", () => confetti.remove());
        element.append(confetti);
      }
      element.hidden = false;
      next.focus({ preventScroll: true });
    },
    hide,
  };
}
