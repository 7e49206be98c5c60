// The page's start: the parts every page has (presses, sounds, the celebration, the help), then
// one game (`pentomino play`) or the app (`pentomino app`), as the page's data says.

import { createCelebration } from "../front/celebration.mjs";
import { playGame } from "../front/play.mjs";
import { createPresses } from "../front/press.mjs";
import { createSound } from "../front/sound.mjs";
import { words } from "../front/words.mjs";
import { startApp } from "./app.mjs";
import { createHelp } from "./help.mjs";
import { fingerprint, storage } from "./storage.mjs";

const data = JSON.parse(document.getElementById("game-data").textContent);
const presses = createPresses(document);
const sound = createSound(storage, "pentomino:muted");
const celebration = createCelebration({ element: document.getElementById("celebration"), presses });
const help = createHelp({ element: document.getElementById("help"), presses, storage });

// The mute, remembered: `aria-pressed` is "true" while the page is quiet.
const showMute = () => {
  for (const button of document.querySelectorAll("[data-action=mute]")) button.setAttribute("aria-pressed", String(sound.muted));
};
presses.on("mute", () => {
  sound.muted = !sound.muted;
  showMute();
});
showMute();

if (data.app) {
  startApp(data, { presses, sound, celebration, help, storage });
} else {
  playPage();
}
help.openOnFirstVisit();
document.body.dataset.ready = "true";
performance.mark("pentomino-ready");

// One game, its board in progress kept under a key of its own: two pages of different boards or
// pieces never read each other's. After a win, the large button plays again.
function playPage() {
  const key = "pentomino:play:" + fingerprint(JSON.stringify([data.cells, data.pieces, data.given]));
  const start = saved => playGame(data, {
    saved,
    save: snapshot => (snapshot === null ? storage.remove(key) : storage.write(key, snapshot)),
    won: how => {
      if (how === "shown") return;
      const again = () => {
        game.stop();
        storage.remove(key);
        game = start(null);
      };
      celebration.show({ how, colours: data.pieces.map(piece => piece.colour), next: { label: words.playAgain(), go: again } });
    },
    presses, sound, showMe: true,
    blocked: () => celebration.open || help.open,
  });
  let game = start(storage.read(key));
}
