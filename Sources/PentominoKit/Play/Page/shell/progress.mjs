// The app's progress: how each puzzle was finished, kept as one JSON value in storage, and keyed by
// what the puzzle is (its board and its given pieces), never by its place in a series, so that an
// app written again with other puzzles or boards keeps every puzzle it still has. What this app
// does not know is kept aside, not deleted, for an app that knows it again; garbage in one entry
// costs that entry only; and `version` lets a later app read what this one wrote.
//
//   { "version": 2, "marks": { KEY: "alone" | "helped" | "shown", … }, "at": KEY | null, "kept": {…} }
//
// Version 1 (no `version`) kept `{ solved: { BOARD: [numbers] }, at: { board, puzzle } }`, by the
// puzzles' numbers in the series of the app that wrote it; it is read by this app's numbers, and
// kept aside whole.

import { helpLevels } from "../model/game.mjs";
import { fingerprint } from "./storage.mjs";

export const progressVersion = 2;

/** The drawing of a puzzle's board: `#` blocked, `.` to fill, and each given piece by its name. */
export function puzzleDrawing(data) {
  const grid = data.cells.map(line => [...line]);
  for (const { piece, orientation, row, column } of data.given) {
    const kind = data.pieces[piece];
    for (const [r, c] of kind.orientations[orientation]) grid[row + r][column + c] = kind.name;
  }
  return grid.map(line => line.join("")).join("\n");
}

/** The key of a puzzle of board `name`, whose page data is `data`. */
export const puzzleKey = (name, data) => `${name}:${fingerprint(puzzleDrawing(data))}`;

/** The better of two marks: the one with less help. */
export const betterMark = (one, other) =>
  helpLevels[Math.min(...[one, other].filter(Boolean).map(how => helpLevels.indexOf(how)))];

/**
 * The progress that a stored `value` holds, as `{ marks, at, kept }` (a fresh one for null), read
 * by an app whose puzzles `keyOf(board, number)` names (null for one it does not have).
 */
export function readProgress(value, keyOf) {
  const progress = { marks: {}, at: null, kept: {} };
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    if (value !== null) progress.kept.unread = value;
    return progress;
  }
  if (value.version === progressVersion) {
    if (value.marks && typeof value.marks === "object" && !Array.isArray(value.marks)) {
      for (const [key, how] of Object.entries(value.marks)) {
        if (helpLevels.includes(how)) progress.marks[key] = how;
      }
    }
    if (typeof value.at === "string") progress.at = value.at;
    if (value.kept && typeof value.kept === "object" && !Array.isArray(value.kept)) progress.kept = { ...value.kept };
    return progress;
  }
  if (value.version === undefined && value.solved && typeof value.solved === "object" && !Array.isArray(value.solved)) {
    for (const [board, numbers] of Object.entries(value.solved)) {
      if (!Array.isArray(numbers)) continue;
      for (const number of numbers) {
        const key = Number.isInteger(number) ? keyOf(board, number) : null;
        if (key) progress.marks[key] = "alone";
      }
    }
    const at = value.at;
    if (at && typeof at === "object" && Number.isInteger(at.puzzle)) progress.at = keyOf(at.board, at.puzzle);
    progress.kept.version1 = value;
    return progress;
  }
  // A later version's, or no progress at all: kept whole, for the app that reads it.
  progress.kept[value.version === undefined ? "unread" : `version${value.version}`] = value;
  return progress;
}

/** The progress with the puzzle `key` finished `how`: a mark is only ever raised. */
export const withMark = (progress, key, how) =>
  ({ ...progress, marks: { ...progress.marks, [key]: betterMark(progress.marks[key], how) } });

/** The progress as the JSON value that `readProgress` reads. */
export const progressValue = progress =>
  ({ version: progressVersion, marks: progress.marks, at: progress.at, kept: progress.kept });
