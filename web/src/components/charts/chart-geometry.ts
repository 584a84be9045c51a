/**
 * Chart geometry for plain SVG (SPEC §9 Charts): donut slices, the progress ring, bands of a bar chart
 * and "nice" ticks of a value axis. Angles are radians clockwise from 12 o'clock; every shape is drawn
 * around the origin, so an SVG with a centred viewBox places it.
 */

/** SPEC §9: pie inner radius 50 %, pad angle 0.05, ring stroke 5, 10 ticks, 300 ms, band spacing 0.05. */
export const CHART = {
  pieInnerRatio: 0.5,
  padAngle: 0.05,
  ringStroke: 5,
  ticks: 10,
  animationMs: 300,
  bandPadding: 0.05,
} as const;

const TAU = 2 * Math.PI;
const EPSILON = 1e-9;

/** A coordinate for a path: at most two decimals, never "-0". */
const num = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? '0' : String(rounded);
};

const clamp = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

export interface Point {
  x: number;
  y: number;
}

/** The point at `angle` on a circle of `radius` around the origin (0 = top, clockwise). */
export const polarPoint = (radius: number, angle: number): Point => ({
  x: radius * Math.sin(angle),
  y: -radius * Math.cos(angle),
});

const at = (radius: number, angle: number): string => {
  const p = polarPoint(radius, angle);
  return `${num(p.x)},${num(p.y)}`;
};

/** A whole ring between two radii (a circle when `inner` is 0), drawn as two half arcs each way. */
export function fullRingPath(outer: number, inner: number): string {
  const o = num(outer);
  const ring = `M0,${num(-outer)}A${o},${o} 0 1 1 0,${o}A${o},${o} 0 1 1 0,${num(-outer)}Z`;
  if (!(inner > 0)) return ring;
  const i = num(inner);
  return `${ring}M0,${num(-inner)}A${i},${i} 0 1 0 0,${i}A${i},${i} 0 1 0 0,${num(-inner)}Z`;
}

/**
 * One slice of a donut from `start` to `end` with `padAngle` taken off between neighbours. As in d3's
 * arc, the gap has parallel edges: its width is padAngle × √(inner² + outer²) at both radii, so the
 * inner edge loses a wider angle; an edge too short for it shrinks to its middle point.
 */
export function donutSlicePath(
  outer: number,
  inner: number,
  start: number,
  end: number,
  padAngle = 0,
): string {
  const span = end - start;
  if (span >= TAU - EPSILON) return fullRingPath(outer, inner);
  const gap = padAngle > 0 ? Math.sqrt(inner * inner + outer * outer) * Math.sin(padAngle / 2) : 0;
  const inset = (radius: number): [number, number] => {
    const half = radius > 0 ? Math.asin(Math.min(1, gap / radius)) : 0;
    if (span - 2 * half > EPSILON) return [start + half, end - half];
    const middle = (start + end) / 2;
    return [middle, middle];
  };
  const [o0, o1] = inset(outer);
  const outerLarge = o1 - o0 > Math.PI ? 1 : 0;
  let path = `M${at(outer, o0)}A${num(outer)},${num(outer)} 0 ${outerLarge} 1 ${at(outer, o1)}`;
  if (inner > 0) {
    const [i0, i1] = inset(inner);
    path += `L${at(inner, i1)}`;
    if (i1 - i0 > EPSILON)
      path += `A${num(inner)},${num(inner)} 0 ${i1 - i0 > Math.PI ? 1 : 0} 0 ${at(inner, i0)}`;
  } else path += 'L0,0';
  return `${path}Z`;
}

export interface PieDatum<K extends string = string> {
  key: K;
  value: number;
}

export interface PieSlice<K extends string = string> extends PieDatum<K> {
  /** The slice's share of the whole, 0–1. */
  share: number;
  startAngle: number;
  endAngle: number;
  path: string;
}

export interface PieOptions {
  /** Inner radius as a share of the outer one (SPEC §9: 0.5). */
  innerRatio?: number;
  /** Radians between two slices (SPEC §9: 0.05). */
  padAngle?: number;
}

/**
 * The donut of a few counts, in the given order from 12 o'clock clockwise. Zero (or not finite)
 * values get no slice; each slice's angle is its share of the circle less the pads, plus its pad (as
 * d3's pie), so all slices with their gaps close the circle. A single slice is a full ring, unpadded.
 */
export function pieSlices<K extends string>(
  data: readonly PieDatum<K>[],
  outerRadius: number,
  { innerRatio = CHART.pieInnerRatio, padAngle = CHART.padAngle }: PieOptions = {},
): PieSlice<K>[] {
  const shown = data.filter((d) => Number.isFinite(d.value) && d.value > 0);
  const total = shown.reduce((sum, d) => sum + d.value, 0);
  const inner = outerRadius * clamp(innerRatio, 0, 1);
  if (shown.length === 1) {
    const only = shown[0]!;
    return [{ ...only, share: 1, startAngle: 0, endAngle: TAU, path: fullRingPath(outerRadius, inner) }];
  }
  const pad = Math.min(clamp(padAngle, 0, TAU), TAU / Math.max(1, shown.length));
  const perUnit = (TAU - shown.length * pad) / (total || 1);
  let angle = 0;
  return shown.map((d) => {
    const startAngle = angle;
    angle += d.value * perUnit + pad;
    return {
      ...d,
      share: d.value / total,
      startAngle,
      endAngle: angle,
      path: donutSlicePath(outerRadius, inner, startAngle, angle, pad),
    };
  });
}

export interface RingGeometry {
  /** Width and height of the square the ring is drawn in. */
  size: number;
  center: number;
  radius: number;
  stroke: number;
  circumference: number;
  /** stroke-dashoffset of a circle with stroke-dasharray = circumference, starting at 12 o'clock. */
  dashOffset: number;
  /** The value drawn, 0–100. */
  value: number;
}

/**
 * A progress ring of `value` percent (clamped to 0–100; not a number is 0) in a square of `size`: the
 * circle leaves one stroke width free around it, room for a threshold marker that crosses the stroke.
 */
export function progressRing(size: number, value: number, stroke: number = CHART.ringStroke): RingGeometry {
  const radius = Math.max(0, size / 2 - stroke);
  const circumference = TAU * radius;
  const drawn = clamp(value, 0, 100);
  return {
    size,
    center: size / 2,
    radius,
    stroke,
    circumference,
    dashOffset: circumference * (1 - drawn / 100),
    value: drawn,
  };
}

/** A short line across the ring's stroke at `percent` (clamped), in the square's coordinates. */
export function ringMarker(
  ring: RingGeometry,
  percent: number,
): { x1: number; y1: number; x2: number; y2: number } {
  const angle = (clamp(percent, 0, 100) / 100) * TAU;
  const from = polarPoint(ring.radius - ring.stroke, angle);
  const to = polarPoint(ring.radius + ring.stroke, angle);
  return {
    x1: ring.center + from.x,
    y1: ring.center + from.y,
    x2: ring.center + to.x,
    y2: ring.center + to.y,
  };
}

export interface BandLayout {
  /** Distance from one band's start to the next one's. */
  step: number;
  /** Width of one band. */
  bandwidth: number;
  /** Where each band starts. */
  starts: number[];
}

/**
 * `count` bands over `length` with `padding` (SPEC §9 band spacing 0.05) between them as a share of
 * the step — d3's scaleBand with paddingInner, no outer padding, centred.
 */
export function bandLayout(count: number, length: number, padding: number = CHART.bandPadding): BandLayout {
  const n = Math.max(0, Math.floor(count));
  if (n === 0 || !(length > 0)) return { step: 0, bandwidth: 0, starts: Array.from({ length: n }, () => 0) };
  const p = clamp(padding, 0, 1);
  const step = length / Math.max(1, n - p);
  const offset = (length - step * (n - p)) / 2;
  return {
    step,
    bandwidth: step * (1 - p),
    starts: Array.from({ length: n }, (_, i) => offset + step * i),
  };
}

export interface Ticks {
  /** Tick values from 0 up to `top`, evenly `step` apart. */
  ticks: number[];
  step: number;
  /** The axis maximum: the first tick at or above the largest value. */
  top: number;
}

/** d3's tick step for about `count` ticks over `span`: 1, 2 or 5 times a power of ten. */
function tickStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = Math.floor(Math.log10(raw));
  const error = raw / 10 ** power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * 10 ** power;
}

/**
 * About `count` (SPEC §9: 10) "nice" ticks from 0 to at least `max`, as d3's scale.nice().ticks():
 * steps of 1, 2 or 5 × 10ⁿ, the top rounded up to a step. With `integer` (counts of people) the step
 * is at least 1. A max of 0 or less (or not a number) gives the axis 0–1.
 */
export function niceTicks(max: number, count: number = CHART.ticks, integer = false): Ticks {
  const highest = Number.isFinite(max) && max > 0 ? max : 0;
  if (highest === 0) {
    const step = integer ? 1 : tickStep(1, count);
    return { ticks: ticksUpTo(1, step), step, top: 1 };
  }
  let step = tickStep(highest, count);
  if (integer) step = Math.max(1, step);
  let top = Math.ceil(highest / step - EPSILON) * step;
  // rounding the top up may call for a coarser step, as d3's nice() repeats
  const coarser = integer ? Math.max(1, tickStep(top, count)) : tickStep(top, count);
  if (coarser !== step) {
    step = coarser;
    top = Math.ceil(highest / step - EPSILON) * step;
  }
  top = Number(top.toPrecision(12));
  return { ticks: ticksUpTo(top, step), step, top };
}

const ticksUpTo = (top: number, step: number): number[] =>
  Array.from({ length: Math.round(top / step) + 1 }, (_, i) => Number((i * step).toPrecision(12)));
