import { expect, type Locator } from '@playwright/test';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The button is free to tap while `covers` (a toast, a note) are shown, wherever the learner has scrolled
 * it (to the bottom of the screen, to the middle): no cover's box overlaps it, and a tap at its centre
 * reaches the button itself.
 */
export async function expectUncovered(button: Locator, covers: Locator[]) {
  for (const block of ['end', 'center'] as const) {
    await button.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
    const box = (await button.boundingBox())!;
    for (const cover of covers) {
      const coverBox = await cover.boundingBox();
      expect(coverBox, `${String(cover)} is shown`).not.toBeNull();
      expect(overlap(box, coverBox!), `${String(cover)} lies over ${String(button)} (${block})`).toBe(false);
    }
    const reached = await button.evaluate(
      (el, { x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && el.contains(hit);
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(reached, `a tap at the centre of ${String(button)} reaches it (${block})`).toBe(true);
  }
}

/** Nothing of `cover` can be tapped: at its centre lies something else (a dialog's scrim). */
export async function expectOutOfReach(cover: Locator) {
  const box = (await cover.boundingBox())!;
  const hit = await cover.evaluate(
    (el, { x, y }) => {
      const under = document.elementFromPoint(x, y);
      return under !== null && el.contains(under);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, `${String(cover)} can be tapped beneath a dialog`).toBe(false);
}
