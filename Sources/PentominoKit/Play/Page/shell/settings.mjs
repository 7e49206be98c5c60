// The parent's settings, behind a small button on the home: whether the game offers "Show me",
// which fills the board, and forgetting every puzzle solved, after a question. Kept in storage.

const settingsKey = "pentomino:settings";

/**
 * The settings dialog in `element`, its buttons run by `presses`, kept in `storage`; `forget()`
 * forgets the progress once the parent has said yes.
 */
export function createSettings({ element, presses, storage, forget }) {
  const saved = storage.read(settingsKey);
  let showMe = !(saved && saved.showMe === false);
  const box = element.querySelector("[data-setting=show-me]");
  const question = element.querySelector(".confirm");
  const told = element.querySelector(".forgotten");

  box.addEventListener("change", () => {
    showMe = box.checked;
    storage.write(settingsKey, { showMe });
  });
  const close = () => { element.hidden = true; };
  presses.on("settings", () => {
    box.checked = showMe;
    question.hidden = true;
    told.hidden = true;
    element.hidden = false;
    box.focus({ preventScroll: true });
  });
  presses.on("settings-close", close);
  presses.on("forget", () => {
    question.hidden = false;
    told.hidden = true;
  });
  presses.on("forget-no", () => { question.hidden = true; });
  presses.on("forget-yes", () => {
    forget();
    question.hidden = true;
    told.hidden = false;
  });
  element.addEventListener("keydown", event => {
    if (event.key === "Escape") close();
    event.stopPropagation();
  });

  return {
    get open() { return !element.hidden; },
    /** Whether the game offers "Show me". */
    get showMe() { return showMe; },
  };
}
