// Controls that act on the press as a child makes it. A control is any element with
// `data-action`; it acts when a finger, pen or mouse lets go on the control it pressed (pointer
// events), and on `click` too, which keyboards and assistive technology send. A browser may send
// no click after a tap that follows a flick (Chromium suppresses it, as Android tablets do), and
// it sends the click of a press that acted to whatever lies under the finger by then: so the click
// that follows a press that acted is that press's, and is dropped, wherever it lands.

/**
 * Watches `root` for presses and clicks on controls, and runs the handler that `on(action,
 * handler)` registered for the control's `data-action`, with the control; one whose
 * `aria-disabled` is "true" does nothing. `on` returns a function that takes the handler away.
 */
export function createPresses(root) {
  const handlers = new Map();
  let pressed = null, pressActed = false;
  const control = target => {
    const element = target && target.closest ? target.closest("[data-action]") : null;
    return element && handlers.has(element.dataset.action) ? element : null;
  };
  const run = element => {
    if (element.getAttribute("aria-disabled") !== "true") handlers.get(element.dataset.action)(element);
  };

  root.addEventListener("pointerdown", event => {
    pressActed = false;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const element = control(event.target);
    if (element) pressed = { element, pointer: event.pointerId };
  }, true);
  root.addEventListener("pointerup", event => {
    if (!pressed || event.pointerId !== pressed.pointer) return;
    const { element } = pressed;
    pressed = null;
    if (control(root.elementFromPoint(event.clientX, event.clientY)) !== element) return;
    pressActed = true;
    run(element);
  }, true);
  root.addEventListener("pointercancel", event => {
    if (pressed && event.pointerId === pressed.pointer) pressed = null;
  }, true);
  root.addEventListener("keydown", () => { pressActed = false; }, true);
  root.addEventListener("click", event => {
    if (pressActed) {
      pressActed = false;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const element = control(event.target);
    if (element) run(element);
  }, true);

  return {
    on(action, handler) {
      handlers.set(action, handler);
      return () => { if (handlers.get(action) === handler) handlers.delete(action); };
    },
  };
}
