// Every sentence the game shows a child, and every word of its page, read here: none names a
// piece by a capital letter (Golomb's F, I, L, …), which a seven-year-old does not know. Letters
// stay in the keyboard's help (the buttons' `title`s) and the tool's command line. The one capital
// "I" allowed is the child's own, in the button "Can I finish?".

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { helpLevels } from "../../Sources/PentominoKit/Play/Page/model/game.mjs";
import { words } from "../../Sources/PentominoKit/Play/Page/front/words.mjs";
import { fixture } from "./support/fixtures.mjs";

const letter = /\b[A-Z]\b/;
const withoutTheChild = text => text.replaceAll("Can I finish?", "");

// Every argument each sentence may take.
const colours = [...new Set(["3x20", "6x10-x-and-l"].flatMap(name => fixture(name).pieces.map(piece => piece.colourName)))];
const samples = {
  colour: colours, count: [0, 1, 2, 9356], how: helpLevels, copy: [0, 1, 2], flag: [true, false],
  number: [0, 1, 20], row: [0, 5],
};
const argumentsOf = {
  takeBack: [samples.colour], tookBack: [samples.colour, samples.flag], hereGoes: [samples.colour],
  ways: [samples.count], waysToFinish: [samples.count], piece: [samples.colour, samples.copy],
  givenPiece: [samples.colour], onBoard: [["red piece"], samples.row, samples.row], beside: [["red piece"]],
  pickedUp: [["red piece"]], board: [[6], [10]], won: [samples.how], solvedCount: [samples.count, [20]],
  puzzle: [samples.number], seriesTitle: [["Box", "Square with a hole"], samples.number, [20]],
  mark: [[...samples.how, null]], helpNext: [samples.flag],
};

function* combinations(lists) {
  if (lists.length === 0) {
    yield [];
    return;
  }
  for (const first of lists[0]) for (const rest of combinations(lists.slice(1))) yield [first, ...rest];
}

test("every colour has a name, and no two of a set share one", () => {
  for (const name of ["3x20", "6x10-x-and-l"]) {
    const names = fixture(name).pieces.map(piece => piece.colourName);
    assert.ok(names.every(each => typeof each === "string" && each.length > 2 && !letter.test(each)), names.join());
    assert.equal(new Set(names).size, names.length);
  }
});

test("no sentence of the game names a piece by a letter", () => {
  let read = 0;
  for (const [name, sentence] of Object.entries(words)) {
    for (const values of combinations(argumentsOf[name] || [])) {
      const text = sentence(...values);
      assert.equal(typeof text, "string", `${name}(${values})`);
      assert.ok(!letter.test(text), `${name}(${values.join(", ")}) says "${text}"`);
      read += 1;
    }
  }
  assert.ok(read > 100, `${read} sentences read`);
});

test("no word on the page names a piece by a letter", () => {
  const page = readFileSync(new URL("../../Sources/PentominoKit/Play/Page/game.html", import.meta.url), "utf8");
  const body = page.slice(page.indexOf("<body"), page.indexOf('<script type="application/json"'));
  const texts = [
    ...body.replace(/<[^>]*>/g, "\n").split("\n"),
    ...[...body.matchAll(/aria-label="([^"]*)"/g)].map(match => match[1]),
  ].map(text => text.trim()).filter(Boolean);
  assert.ok(texts.includes("Drag a piece onto the board") && texts.includes("Can I finish?"));
  for (const text of texts) assert.ok(!letter.test(withoutTheChild(text)), `the page says "${text}"`);
});
