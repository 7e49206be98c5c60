// The page data the tests play, and a move they all make: written by `pentomino play`, which a Swift test keeps them equal to
// (GamePageTests), so that they cannot go stale.

import { readFileSync } from "node:fs";

const folder = new URL("../fixtures/", import.meta.url);

/** The data of a game page in Tests/Game/fixtures, by file name without ".json". */
export const fixture = name => JSON.parse(readFileSync(new URL(`${name}.json`, folder), "utf8"));

/** A seeded generator (mulberry32), so that a failing seed replays. */
export function seeded(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: n => Math.floor(next() * n), pick: list => list[Math.floor(next() * list.length)] };
}

/**
 * Picks a piece up, turns it in the hand to `orientation` (a quarter turn at a time, a flip after
 * three, which reaches each of the eight), and lets go over (`row`, `column`).
 */
export function placeByHand(game, piece, orientation, row, column) {
  game.pickUp(piece);
  for (let turns = 0; turns < 8 && game.hand.orientation !== orientation; turns++) {
    game.turnHeld(turns === 3 ? "flip" : "rotate");
  }
  if (game.hand.orientation !== orientation) throw new Error(`${piece.kind.name} never took orientation ${orientation}`);
  game.aim(row, column, false);
  return game.letGo();
}
