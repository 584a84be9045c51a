/**
 * The review of an evaluated quiz (SPEC §4 Review): moving between questions with wrap-around, the
 * explanation panel's heights, and when the explanation opens by itself.
 */

/** Height of the collapsed explanation panel, px. */
export const EXPLANATION_COLLAPSED = 170;
/** Smallest height of the expanded panel, px. */
export const EXPLANATION_MIN = 200;
/** Largest part of the available height the expanded panel may take, percent. */
export const EXPLANATION_MAX_PERCENT = 58;
/** Part of the available height the panel takes when first expanded, percent. */
export const EXPLANATION_DEFAULT_PERCENT = 50;
/** One keyboard step of the resize handle, percent of the available height. */
export const EXPLANATION_STEP_PERCENT = 5;

/**
 * The question `step` places from `n` (1-based) among `total`: next wraps from the last to the first,
 * previous from the first to the last. An `n` out of range counts from the nearest end; 0 when there is
 * no question.
 */
export function wrapQuestion(n: number, total: number, step: number): number {
  if (total < 1) return 0;
  const from = Math.min(Math.max(Math.trunc(n), 1), total);
  return ((((from - 1 + Math.trunc(step)) % total) + total) % total) + 1;
}

export interface ExplanationBounds {
  /** Height when collapsed. */
  collapsed: number;
  /** Smallest and largest expanded height. */
  min: number;
  max: number;
  /** Expanded height before the learner resizes it. */
  initial: number;
  /** One keyboard step of the resize handle. */
  step: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The panel's heights in `available` px (the height of the review): collapsed 170, expanded 50 % by
 * default, resizable between 200 and 58 %. On a screen so low that 58 % is under 200 the panel never
 * takes more than 58 % (the question stays in sight): the expanded height is then fixed at 58 % and the
 * collapsed one is no taller than that.
 */
export function explanationBounds(available: number): ExplanationBounds {
  const space = Number.isFinite(available) ? Math.max(0, available) : 0;
  const max = Math.floor((space * EXPLANATION_MAX_PERCENT) / 100);
  const min = Math.min(EXPLANATION_MIN, max);
  return {
    collapsed: Math.min(EXPLANATION_COLLAPSED, max),
    min,
    max,
    initial: clamp(Math.round((space * EXPLANATION_DEFAULT_PERCENT) / 100), min, max),
    step: Math.max(1, Math.round((space * EXPLANATION_STEP_PERCENT) / 100)),
  };
}

/** The expanded height the panel takes when asked for `height` px: kept within the bounds. */
export const clampExplanation = (height: number, available: number): number => {
  const { min, max } = explanationBounds(available);
  return clamp(Math.round(height), min, max);
};

/** The panel: collapsed, or expanded to `height` px (remembered while collapsed, for the next opening). */
export interface ExplanationPanel {
  expanded: boolean;
  height: number;
}

/**
 * The panel after the learner dragged its edge to `height` px: under the middle between the collapsed
 * and the smallest expanded height it snaps collapsed, otherwise it is expanded to that height (within
 * the bounds).
 */
export function explanationAfterDrag(
  panel: ExplanationPanel,
  height: number,
  available: number,
): ExplanationPanel {
  const bounds = explanationBounds(available);
  if (bounds.min > bounds.collapsed && height < (bounds.collapsed + bounds.min) / 2)
    return { expanded: false, height: panel.height };
  return { expanded: true, height: clampExplanation(height, available) };
}

/**
 * The panel after `steps` keyboard steps (↑ positive, ↓ negative): a collapsed panel opens at its smallest
 * height; a step down from the smallest height collapses it.
 */
export function explanationAfterSteps(
  panel: ExplanationPanel,
  steps: number,
  available: number,
): ExplanationPanel {
  const bounds = explanationBounds(available);
  if (!panel.expanded) {
    return steps > 0 ? { expanded: true, height: bounds.min } : panel;
  }
  const current = clampExplanation(panel.height, available);
  if (steps < 0 && current <= bounds.min) return { expanded: false, height: current };
  return { expanded: true, height: clampExplanation(current + steps * bounds.step, available) };
}

/** The height the panel shows at. */
export const explanationHeight = (panel: ExplanationPanel, available: number): number =>
  panel.expanded ? clampExplanation(panel.height, available) : explanationBounds(available).collapsed;

/**
 * SPEC §4: the explanation opens by itself when no option of the question is marked correct (a
 * fill-in-blanks question, or options revealed without any `is_true: 'yes'`) — and there is an
 * explanation to read.
 */
export function explanationOpensByItself(
  options: readonly { is_true?: 'yes' | 'no' }[],
  hasExplanation: boolean,
): boolean {
  return hasExplanation && !options.some((o) => o.is_true === 'yes');
}
