// Help, for every page: three steps that show how to play, each by a small scene that plays
// itself (a piece slides onto a board; a piece turns under a tap; a hint button answers), so that
// a child who does not read yet sees what to do. It opens by itself on the first visit only, and
// the "?" button opens it again.

const help = (() => {
  const element = document.getElementById("help");
  const steps = [...element.querySelectorAll(".step")];
  const next = element.querySelector("[data-help=next]");
  const seenKey = "pentomino:help-seen";
  let step = 0;

  function show(index) {
    step = index;
    steps.forEach((element, number) => { element.hidden = number !== index; });
    element.querySelectorAll(".dot").forEach((dot, number) => dot.classList.toggle("now", number === index));
    next.textContent = index === steps.length - 1 ? "Play!" : "Next";
  }

  function open() {
    show(0);
    element.hidden = false;
    next.focus({ preventScroll: true });
  }

  function close() {
    element.hidden = true;
    saved.write(seenKey, true);
  }

  next.addEventListener("click", () => (step === steps.length - 1 ? close() : show(step + 1)));
  element.querySelector("[data-help=close]").addEventListener("click", close);
  element.addEventListener("keydown", event => {
    if (event.key === "Escape") close();
    event.stopPropagation();
  });
  document.addEventListener("click", event => {
    if (event.target.closest("[data-action=help]")) open();
  });

  return {
    openOnFirstVisit() {
      if (saved.read(seenKey) !== true) open();
    },
  };
})();
