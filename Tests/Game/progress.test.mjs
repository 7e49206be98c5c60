// The app's progress on its own: keyed by what each puzzle is, kept through an app written again,
// read entry by entry, and read from what the app before wrote.

import assert from "node:assert/strict";
import { test } from "node:test";

import {
  betterMark, progressValue, progressVersion, puzzleDrawing, puzzleKey, readProgress, withMark,
} from "../../Sources/PentominoKit/Play/Page/shell/progress.mjs";
import { fixture } from "./support/fixtures.mjs";

const noPuzzles = () => null;

test("a puzzle's key is its board and its drawing, whatever its place in a series", () => {
  const data = fixture("6x10-x-and-l");
  assert.equal(puzzleDrawing(data).split("\n")[1], "...X......");
  assert.equal(puzzleDrawing(data).split("\n")[5], "LLLL......");
  const key = puzzleKey("6x10", data);
  assert.match(key, /^6x10:[0-9a-z]+$/);
  assert.equal(puzzleKey("6x10", structuredClone(data)), key);
  assert.notEqual(puzzleKey("6x10", { ...data, given: data.given.slice(1) }), key);
  assert.notEqual(puzzleKey("5x12", data), key);
});

test("marks only rise: alone beats help, help beats shown", () => {
  assert.equal(betterMark("shown", "alone"), "alone");
  assert.equal(betterMark("helped", "shown"), "helped");
  assert.equal(betterMark(undefined, "shown"), "shown");
  let progress = readProgress(null, noPuzzles);
  progress = withMark(progress, "6x10:a", "helped");
  progress = withMark(progress, "6x10:a", "shown");
  assert.equal(progress.marks["6x10:a"], "helped");
  progress = withMark(progress, "6x10:a", "alone");
  assert.equal(progress.marks["6x10:a"], "alone");
});

test("what this version writes, it reads back, unknown puzzles and all", () => {
  let progress = readProgress(null, noPuzzles);
  assert.deepEqual(progress, { marks: {}, at: null, kept: {} });
  progress = withMark(withMark(progress, "6x10:a", "alone"), "9x9:gone", "helped");
  progress = { ...progress, at: "6x10:a" };
  const value = JSON.parse(JSON.stringify(progressValue(progress)));
  assert.equal(value.version, progressVersion);
  assert.deepEqual(readProgress(value, noPuzzles), progress);
});

test("garbage in one entry costs that entry only", () => {
  const value = {
    version: progressVersion,
    marks: { "6x10:a": "alone", "6x10:b": { garbage: [1] }, "6x10:c": 42, "6x10:d": "helped", "6x10:e": "perfect" },
    at: 17,
  };
  assert.deepEqual(readProgress(value, noPuzzles), { marks: { "6x10:a": "alone", "6x10:d": "helped" }, at: null, kept: {} });
  assert.deepEqual(readProgress({ ...value, marks: [1, 2] }, noPuzzles).marks, {});
});

test("what is not progress at all, or a later version's, is kept aside whole", () => {
  for (const value of [[1, 2], "text", 7, { solved: "nope" }]) {
    const progress = readProgress(value, noPuzzles);
    assert.deepEqual(progress.marks, {});
    assert.deepEqual(Object.values(progress.kept), [value]);
    assert.deepEqual(readProgress(JSON.parse(JSON.stringify(progressValue(progress))), noPuzzles).kept, progress.kept);
  }
  const later = { version: 3, stars: { everything: 3 } };
  assert.deepEqual(readProgress(later, noPuzzles).kept, { version3: later });
});

test("the first version's numbers are read by this app's puzzles, and kept aside whole", () => {
  const keys = { "6x10": ["6x10:free", "6x10:one", "6x10:two"] };
  const keyOf = (board, number) => (keys[board] && keys[board][number]) || null;
  const value = { solved: { "6x10": [1, 2, 7, "x"], "9x9": [1], "5x12": "garbage" }, at: { board: "6x10", puzzle: 2 } };
  const progress = readProgress(value, keyOf);
  assert.deepEqual(progress.marks, { "6x10:one": "alone", "6x10:two": "alone" });
  assert.equal(progress.at, "6x10:two");
  assert.deepEqual(progress.kept.version1, value);
});
