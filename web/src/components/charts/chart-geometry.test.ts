import { describe, expect, it } from 'vitest';
import {
  bandLayout,
  CHART,
  donutSlicePath,
  fullRingPath,
  niceTicks,
  pieSlices,
  progressRing,
  ringMarker,
} from './chart-geometry';

const TAU = 2 * Math.PI;

/** The points a path visits: after M and L, and the end point of each A. */
function pathPoints(path: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [, command, args] of path.matchAll(/([MLA])([^MLAZ]*)/g)) {
    const numbers = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    points.push(command === 'A' ? [numbers[5]!, numbers[6]!] : [numbers[0]!, numbers[1]!]);
  }
  return points;
}

const distance = ([x1, y1]: [number, number], [x2, y2]: [number, number]) => Math.hypot(x2 - x1, y2 - y1);

describe('chart constants (SPEC §9)', () => {
  it('pie inner radius 50 %, pad angle 0.05, ring stroke 5, 10 ticks, 300 ms, band spacing 0.05', () => {
    expect(CHART).toEqual({
      pieInnerRatio: 0.5,
      padAngle: 0.05,
      ringStroke: 5,
      ticks: 10,
      animationMs: 300,
      bandPadding: 0.05,
    });
  });
});

describe('donut paths', () => {
  it.each([
    [
      'a ring of two radii, inner wound the other way',
      10,
      5,
      'M0,-10A10,10 0 1 1 0,10A10,10 0 1 1 0,-10ZM0,-5A5,5 0 1 0 0,5A5,5 0 1 0 0,-5Z',
    ],
    ['a full disc without inner radius', 10, 0, 'M0,-10A10,10 0 1 1 0,10A10,10 0 1 1 0,-10Z'],
  ])('fullRingPath: %s', (_name, outer, inner, path) => {
    expect(fullRingPath(outer, inner)).toBe(path);
  });

  it.each([
    ['a quarter from 12 to 3 o’clock', 0, Math.PI / 2, 'M0,-100A100,100 0 0 1 100,0L50,0A50,50 0 0 0 0,-50Z'],
    ['three quarters: large arcs', 0, 1.5 * Math.PI, 'M0,-100A100,100 0 1 1 -100,0L-50,0A50,50 0 1 0 0,-50Z'],
    [
      'a quarter from 3 to 6 o’clock',
      Math.PI / 2,
      Math.PI,
      'M100,0A100,100 0 0 1 0,100L0,50A50,50 0 0 0 50,0Z',
    ],
    ['the whole circle is a ring', 0, TAU, fullRingPath(100, 50)],
  ])('donutSlicePath without pad: %s', (_name, start, end, path) => {
    expect(donutSlicePath(100, 50, start, end)).toBe(path);
  });

  it('a pad leaves a gap of equal width at both radii (parallel edges)', () => {
    const [outerStart, outerEnd, innerEnd, innerStart] = pathPoints(
      donutSlicePath(100, 50, 0, Math.PI, 0.05),
    );
    const width = 2 * Math.sqrt(100 ** 2 + 50 ** 2) * Math.sin(0.025);
    // the slice starts half a gap after 12 o'clock: its outer and inner start are equally far from the axis
    expect(outerStart![0]).toBeCloseTo(width / 2, 1);
    expect(innerStart![0]).toBeCloseTo(width / 2, 1);
    expect(outerEnd![0]).toBeCloseTo(width / 2, 1);
    expect(distance(outerEnd!, [0, 100])).toBeCloseTo(width / 2, 1);
    expect(distance(innerEnd!, [0, 50])).toBeCloseTo(width / 2, 1);
  });

  it('a slice too thin for the pad at the inner radius meets in one inner point', () => {
    const path = donutSlicePath(100, 50, 0, 0.06, 0.05);
    const points = pathPoints(path);
    expect(points).toHaveLength(3);
    expect(distance(points[2]!, [0, 0])).toBeCloseTo(50, 1);
    expect(points[2]![0]).toBeCloseTo(50 * Math.sin(0.03), 1);
  });
});

describe('pieSlices: inner radius 50 %, pad 0.05 between slices', () => {
  it('splits the circle less the pads by share, in order from 12 o’clock', () => {
    const slices = pieSlices(
      [
        { key: 'correct', value: 3 },
        { key: 'wrong', value: 1 },
      ],
      100,
    );
    const perUnit = (TAU - 2 * 0.05) / 4;
    expect(slices.map((s) => [s.key, s.share])).toEqual([
      ['correct', 0.75],
      ['wrong', 0.25],
    ]);
    expect(slices[0]!.startAngle).toBe(0);
    expect(slices[0]!.endAngle).toBeCloseTo(3 * perUnit + 0.05, 10);
    expect(slices[1]!.startAngle).toBe(slices[0]!.endAngle);
    expect(slices[1]!.endAngle).toBeCloseTo(TAU, 10);
    // the big slice is drawn with large arcs, its inner edge at radius 50
    expect(slices[0]!.path).toContain('A100,100 0 1 1');
    expect(slices[0]!.path).toContain('A50,50 0 1 0');
    expect(slices[1]!.path).toContain('A100,100 0 0 1');
  });

  it.each([
    ['zero slices are skipped', [2, 0, 2], ['a', 'c'], [0.5, 0.5]],
    ['negative and not-a-number values are skipped', [-1, Number.NaN, 4], ['c'], [1]],
    ['nothing to draw', [0, 0, 0], [], []],
    ['three equal', [1, 1, 1], ['a', 'b', 'c'], [1 / 3, 1 / 3, 1 / 3]],
  ])('%s', (_name, values, keys, shares) => {
    const slices = pieSlices(
      values.map((value, i) => ({ key: 'abc'[i]!, value })),
      80,
    );
    expect(slices.map((s) => s.key)).toEqual(keys);
    slices.forEach((s, i) => expect(s.share).toBeCloseTo(shares[i]!, 10));
    if (slices.length > 1) expect(slices.at(-1)!.endAngle).toBeCloseTo(TAU, 10);
  });

  it('a single slice is a full ring, without a pad', () => {
    const [only, ...rest] = pieSlices(
      [
        { key: 'correct', value: 0 },
        { key: 'wrong', value: 5 },
      ],
      100,
    );
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ key: 'wrong', share: 1, startAngle: 0, endAngle: TAU });
    expect(only!.path).toBe(fullRingPath(100, 50));
  });

  it('honours another inner radius and pad', () => {
    const slices = pieSlices(
      [
        { key: 'a', value: 1 },
        { key: 'b', value: 1 },
      ],
      100,
      { innerRatio: 0, padAngle: 0 },
    );
    expect(slices.map((s) => s.path)).toEqual([
      'M0,-100A100,100 0 0 1 0,100L0,0Z',
      'M0,100A100,100 0 0 1 0,-100L0,0Z',
    ]);
  });
});

describe('progressRing: stroke 5, dash offset of a value 0–100', () => {
  const circumference = TAU * 55;
  it.each([
    ['0 %', 0, circumference],
    ['40 %', 40, circumference * 0.6],
    ['62.5 %', 62.5, circumference * 0.375],
    ['100 %', 100, 0],
    ['below 0 is clamped', -5, circumference],
    ['above 100 is clamped', 130, 0],
    ['not a number is 0', Number.NaN, circumference],
  ])('%s', (_name, value, dashOffset) => {
    const ring = progressRing(120, value);
    expect(ring).toMatchObject({ size: 120, center: 60, radius: 55, stroke: 5 });
    expect(ring.circumference).toBeCloseTo(circumference, 10);
    expect(ring.dashOffset).toBeCloseTo(dashOffset, 10);
    expect(ring.value).toBe(Math.min(100, Math.max(0, Number.isNaN(value) ? 0 : value)));
  });

  it('leaves one stroke free around the circle, for the marker', () => {
    expect(progressRing(128, 50, 8).radius).toBe(56);
  });

  it.each([
    ['0 % at 12 o’clock', 0, { x1: 60, y1: 10, x2: 60, y2: 0 }],
    ['25 % at 3 o’clock', 25, { x1: 110, y1: 60, x2: 120, y2: 60 }],
    ['50 % at 6 o’clock', 50, { x1: 60, y1: 110, x2: 60, y2: 120 }],
    ['150 % is clamped to 100 %', 150, { x1: 60, y1: 10, x2: 60, y2: 0 }],
  ])('ringMarker: %s, across the stroke', (_name, percent, line) => {
    const marker = ringMarker(progressRing(120, 0), percent);
    for (const key of ['x1', 'y1', 'x2', 'y2'] as const) expect(marker[key]).toBeCloseTo(line[key], 10);
  });
});

describe('bandLayout: band spacing as a share of the step (d3 paddingInner)', () => {
  it('ten bands over 300 fill it, with a gap of 0.05 step between neighbours', () => {
    const { step, bandwidth, starts } = bandLayout(10, 300);
    expect(step).toBeCloseTo(300 / 9.95, 10);
    expect(bandwidth).toBeCloseTo(step * 0.95, 10);
    expect(starts[0]).toBe(0);
    expect(starts[9]! + bandwidth).toBeCloseTo(300, 10);
    for (let i = 1; i < 10; i++) expect(starts[i]! - starts[i - 1]! - bandwidth).toBeCloseTo(step * 0.05, 10);
  });

  it.each([
    ['one band is centred', 1, 300, 0.05, { step: 300, bandwidth: 285, starts: [7.5] }],
    ['no padding', 4, 100, 0, { step: 25, bandwidth: 25, starts: [0, 25, 50, 75] }],
    ['half padding', 2, 150, 0.5, { step: 100, bandwidth: 50, starts: [0, 100] }],
    ['no bands', 0, 300, 0.05, { step: 0, bandwidth: 0, starts: [] }],
    ['no room', 3, 0, 0.05, { step: 0, bandwidth: 0, starts: [0, 0, 0] }],
  ])('%s', (_name, count, length, padding, layout) => {
    expect(bandLayout(count, length, padding)).toEqual(layout);
  });
});

describe('niceTicks: about 10 ticks of 1, 2 or 5 × 10ⁿ from 0', () => {
  it.each([
    ['412 learners', 412, true, 50, 450],
    ['37', 37, true, 5, 40],
    ['25: the top rounds up to a step', 25, true, 2, 26],
    ['12', 12, true, 1, 12],
    ['7 people: whole steps', 7, true, 1, 7],
    ['3 people', 3, true, 1, 3],
    ['1 person', 1, true, 1, 1],
    ['100 percent', 100, false, 10, 100],
    ['0.87 (fractions allowed)', 0.87, false, 0.1, 0.9],
    ['1000', 1000, false, 100, 1000],
  ])('%s', (_name, max, integer, step, top) => {
    const ticks = niceTicks(max, 10, integer);
    expect(ticks.step).toBe(step);
    expect(ticks.top).toBe(top);
    expect(ticks.ticks[0]).toBe(0);
    expect(ticks.ticks.at(-1)).toBe(top);
    expect(ticks.ticks.length).toBeLessThanOrEqual(14);
    ticks.ticks.forEach((tick, i) => expect(tick).toBeCloseTo(i * step, 10));
  });

  it('shows the fractions exactly (no 0.30000000000000004)', () => {
    expect(niceTicks(0.87).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
  });

  it.each([
    ['nothing', 0],
    ['negative', -4],
    ['not a number', Number.NaN],
  ])('an axis of %s is 0–1', (_name, max) => {
    expect(niceTicks(max, 10, true)).toEqual({ ticks: [0, 1], step: 1, top: 1 });
  });
});
