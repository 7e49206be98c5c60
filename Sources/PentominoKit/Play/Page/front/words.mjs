// Every sentence the game says to a child, in one place, in words a seven-year-old follows: a piece
// is named by its colour ("the red one"), and the answer shows the piece beside the words. The
// letters that name pieces (Golomb's F, I, L, …) stay in the tool's command line and in the
// keyboard help; no sentence here takes one (Tests/Game/words.test.mjs reads them all).

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

export const words = Object.freeze({
  // The answers to the hint buttons, large, with a line beneath.
  canFinish: () => "Yes, you can still finish!",
  ways: count => plural(count, "way", "ways"),
  takeBack: colour => `Not like this. Take the ${colour} one back`,
  tookBack: (colour, canFinish) =>
    `The ${colour} one goes back. ${canFinish ? "Now you can finish!" : "Ask again"}`,
  hereGoes: colour => `Here goes the ${colour} one`,
  waysToFinish: count => `${plural(count, "way", "ways")} to finish`,
  hereIsAWay: () => "Here is a way to finish",

  // What a screen reader says of the pieces and the moves.
  piece: (colour, copy) => `${colour} piece${copy ? ` ${copy}` : ""}`,
  givenPiece: colour => `${colour} piece, fixed`,
  onBoard: (piece, row, column) => `${piece} on the board, row ${row + 1}, column ${column + 1}`,
  beside: piece => `${piece} back beside the board`,
  pickedUp: piece => `${piece} picked up`,
  undone: () => "undone",
  redone: () => "done again",
  restarted: () => "every piece back beside the board",
  shown: () => "a way to finish, shown",
  board: (rows, columns) => `board of ${rows} rows and ${columns} columns`,

  // After a win.
  won: how => ({
    alone: "You did it!",
    helped: "You did it, with a little help!",
    shown: "That is one way to finish it",
  })[how],
  nextPuzzle: () => "Next puzzle",
  allPuzzles: () => "All the puzzles",
  playAgain: () => "Play again",

  // The app's screens.
  solvedCount: (solved, count) => `${solved} of ${count} solved`,
  freePlay: () => "Free play",
  puzzle: number => `puzzle ${number}`,
  seriesTitle: (board, number, count) => (number === 0 ? `${board}, free play` : `${board}, puzzle ${number} of ${count}`),
  mark: how => ({ alone: "solved alone", helped: "solved with help", shown: "shown" })[how] || "not solved yet",

  // The help's button: on to the next step, and off to play after the last.
  helpNext: last => (last ? "Play!" : "Next"),
});
