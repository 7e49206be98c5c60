// Help: three steps that show how to play, each by a small scene that plays itself (a piece slides
// onto a board; a piece turns under a tap; a hint button answers), so that a child who does not
// read yet sees what to do. It opens by itself on the first visit only, and "?" opens it again.

import { words } from "../front/words.mjs";

const seenKey = "pentomino:help-seen";

/** The help dialog in `element`, its buttons run by `presses`, what was seen kept in `storage`. */
export function createHelp({ element, presses, storage }) {
  const steps = [...element.querySelectorAll(".step")];
  const next = element.querySelector("[data-action=help-next]");
  let step = 0;

  function show(index) {
    step = index;
    steps.forEach((each, number) => { each.hidden = number !== index; });
    element.querySelectorAll(".dot").forEach((dot, number) => dot.classList.toggle("now", number === index));
    next.textContent = words.helpNext(index === steps.length - 1);
  }

  function open() {
    show(0);
    element.hidden = false;
    next.focus({ preventScroll: true });
  }

  function close() {
    element.hidden = true;
    storage.write(seenKey, true);
  }

  presses.on("help", open);
  presses.on("help-next", () => (step === steps.length - 1 ? close() : show(step + 1)));
  presses.on("help-close", close);
  element.addEventListener("keydown", event => {
    if (event.key === "Escape") close();
    event.stopPropagation();
  });

  return {
    get open() { return !element.hidden; },
    openOnFirstVisit() {
      if (storage.read(seenKey) !== true) open();
    },
  };
}
