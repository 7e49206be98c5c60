// The layout on its own, on the screens the app meets and on many others: the board keeps its
// orientation for a screen's orientation, the pieces beside it are drawn at least at their share
// of a cell, every slot is a finger's size, and nothing overlaps.

import assert from "node:assert/strict";
import { test } from "node:test";

import { arrange, isStanding, smallestSlot, trayShare } from "../../Sources/PentominoKit/Play/Page/front/layout.mjs";
import { seeded } from "./support/fixtures.mjs";

// The longest side of each of the twelve pentominoes, F I L N P T U V W X Y Z.
const pentominoes = [3, 5, 4, 4, 3, 3, 3, 3, 3, 3, 4, 3];
const boards = [[6, 10], [5, 12], [4, 15], [3, 20], [8, 8]];
// The stages of the app's game screen at 1024x768, 768x1024 and 390x844, and others.
const screens = [
  { width: 1024, height: 768, stage: [1024, 520] }, { width: 768, height: 1024, stage: [768, 776] },
  { width: 390, height: 844, stage: [390, 640] }, { width: 844, height: 390, stage: [844, 230] },
  { width: 1366, height: 1024, stage: [1366, 776] }, { width: 1920, height: 1080, stage: [1920, 830] },
];

const apart = (a, b) => a.x + a.width <= b.x + 0.01 || b.x + b.width <= a.x + 0.01
  || a.y + a.height <= b.y + 0.01 || b.y + b.height <= a.y + 0.01;

function check(layout, { rows, columns, width, height, longest, landscape, phone }) {
  assert.ok(layout, `no layout for ${rows}x${columns} on ${width}x${height}`);
  assert.equal(layout.standing, isStanding(rows, columns, landscape));
  const [across, down] = layout.standing ? [rows, columns] : [columns, rows];
  assert.deepEqual([layout.board.width, layout.board.height], [layout.cell * across, layout.cell * down]);
  const share = phone ? trayShare.phone : trayShare.tablet;
  assert.ok(layout.tray - 2 >= share * (layout.cell - 2) - 1e-9, `pieces beside the board at ${layout.tray} of ${layout.cell}`);
  assert.ok(layout.tray <= layout.cell);
  const inside = box => box.x >= -0.01 && box.y >= -0.01 && box.x + box.width <= width + 0.01 && box.y + box.height <= height + 0.01;
  assert.ok(inside(layout.board), "the board leaves the stage");
  const slots = layout.slots.map(({ x, y, side }) => ({ x, y, width: side, height: side }));
  assert.equal(slots.length, longest.length);
  slots.forEach((slot, index) => {
    assert.ok(slot.width >= smallestSlot - 1e-9, `a slot of ${slot.width} px`);
    assert.ok(slot.width >= (longest[index] + 0.5) * layout.tray, "a slot smaller than its piece turned any way");
    assert.ok(inside(slot), "a slot leaves the stage");
    assert.ok(apart(slot, layout.board), "a slot on the board");
    for (const other of slots.slice(index + 1)) assert.ok(apart(slot, other), "two slots overlap");
  });
}

test("the app's boards on the app's screens, in free play and in puzzles", () => {
  for (const { width, height, stage } of screens) {
    const landscape = width > height, phone = Math.min(width, height) < 600;
    for (const [rows, columns] of boards) {
      const standing = new Set();
      for (let count = 12; count >= 3; count--) {
        const longest = pentominoes.slice(0, count);
        const layout = arrange({ width: stage[0], height: stage[1], rows, columns, longest, landscape, phone });
        check(layout, { rows, columns, width: stage[0], height: stage[1], longest, landscape, phone });
        standing.add(layout.standing);
        if (width === 390 && count === 12) assert.ok(layout.cell >= 30, `${rows}x${columns}: cells of ${layout.cell} px on a phone`);
      }
      assert.equal(standing.size, 1, `${rows}x${columns} turns between free play and puzzles`);
    }
  }
});

test("random stages and sets of pieces", () => {
  const rng = seeded(5);
  for (let round = 0; round < 400; round++) {
    const [rows, columns] = [3 + rng.below(8), 3 + rng.below(18)];
    const [width, height] = [300 + rng.below(1700), 300 + rng.below(900)];
    const longest = Array.from({ length: rng.below(13) }, () => 2 + rng.below(4));
    const landscape = rng.next() < 0.5, phone = rng.next() < 0.3;
    const layout = arrange({ width, height, rows, columns, longest, landscape, phone });
    if (layout) check(layout, { rows, columns, width, height, longest, landscape, phone });
  }
  assert.equal(arrange({ width: 0, height: 500, rows: 6, columns: 10, longest: [3], landscape: true, phone: false }), null);
});
