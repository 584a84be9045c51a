import type { CSSProperties } from 'react';
import { CHART } from './chart-geometry';
import styles from './charts.module.css';

/** SPEC §4 progress colours (failed red, passed green, in progress blue) and a neutral grey. */
export type ChartTone = 'passed' | 'failed' | 'progress' | 'neutral';

export const toneClass = (tone: ChartTone): string => styles[tone] ?? '';

/** The figure's style: the SPEC §9 animation time for the CSS that grows the chart in. */
export const figureStyle = (extra: Record<string, string | number> = {}): CSSProperties =>
  ({ '--chart-duration': `${CHART.animationMs}ms`, ...extra }) as CSSProperties;
