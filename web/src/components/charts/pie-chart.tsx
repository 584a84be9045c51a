import { useId } from 'react';
import { pieSlices } from './chart-geometry';
import { figureStyle, toneClass, type ChartTone } from './chart-style';
import styles from './charts.module.css';

export interface PieEntry {
  key: string;
  label: string;
  value: number;
  tone: ChartTone;
}

interface PieChartProps {
  caption: string;
  /** The text alternative of the picture: every entry with its number. */
  label: string;
  entries: readonly PieEntry[];
  /** Shown in the hole, e.g. the total and its unit. */
  center?: { value: string; unit: string };
  formatValue?: (value: number) => string;
  size?: number;
}

/**
 * A donut (SPEC §9: inner radius 50 %, pad angle 0.05) of a few counts, with its legend: a list of
 * every entry and its number, which is also what a screen reader reads besides the picture's label.
 */
export function PieChart({
  caption,
  label,
  entries,
  center,
  formatValue = String,
  size = 136,
}: PieChartProps) {
  const captionId = useId();
  const radius = size / 2;
  const slices = pieSlices(
    entries.map(({ key, value }) => ({ key, value })),
    radius,
  );
  const toneOf = new Map(entries.map((e) => [e.key, e.tone]));
  return (
    <figure className={styles.figure} style={figureStyle()} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <div className={styles.pieBody}>
        <svg
          role="img"
          aria-label={label}
          width={size}
          height={size}
          viewBox={`${-radius} ${-radius} ${size} ${size}`}
        >
          <g className={styles.slices}>
            {slices.map((slice) => (
              <path
                key={slice.key}
                className={`${styles.slice} ${toneClass(toneOf.get(slice.key)!)}`}
                d={slice.path}
              />
            ))}
          </g>
          {center ? (
            <text textAnchor="middle">
              <tspan className={styles.pieCenter} x={0} y={0}>
                {center.value}
              </tspan>
              <tspan className={styles.pieCenterUnit} x={0} y={16}>
                {center.unit}
              </tspan>
            </text>
          ) : null}
        </svg>
        <ul className={styles.legend}>
          {entries.map((entry) => (
            <li key={entry.key} className={toneClass(entry.tone)}>
              <span className={styles.swatch} aria-hidden="true" />
              <span>{entry.label}</span>
              <span className={styles.legendValue}>{formatValue(entry.value)}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
