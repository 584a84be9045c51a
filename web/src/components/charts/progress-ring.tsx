import { useId, type ReactNode } from 'react';
import { CHART, progressRing, ringMarker } from './chart-geometry';
import { figureStyle, toneClass, type ChartTone } from './chart-style';
import styles from './charts.module.css';

interface ProgressRingProps {
  /** Percent 0–100 (clamped). */
  value: number;
  tone: ChartTone;
  /** The text alternative of the picture: the value (and the threshold) in words. */
  label: string;
  /** The value as shown in the middle, e.g. "62,5 %". */
  valueText: string;
  /** Visible caption under the ring. */
  caption?: ReactNode;
  /** A marker across the ring at this percent, e.g. the passing threshold. */
  marker?: number;
  size?: number;
}

/** A progress ring (SPEC §9 stroke 5) with the value in its middle and an optional threshold marker. */
export function ProgressRing({
  value,
  tone,
  label,
  valueText,
  caption,
  marker,
  size = 140,
}: ProgressRingProps) {
  const captionId = useId();
  const ring = progressRing(size, value, CHART.ringStroke);
  const line = marker !== undefined && marker > 0 ? ringMarker(ring, marker) : null;
  return (
    <figure
      className={`${styles.figure} ${styles.ring} ${toneClass(tone)}`}
      style={figureStyle({ '--ring-circumference': ring.circumference })}
      aria-labelledby={caption ? captionId : undefined}
    >
      <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <circle
          className={styles.ringTrack}
          cx={ring.center}
          cy={ring.center}
          r={ring.radius}
          strokeWidth={ring.stroke}
        />
        {ring.value > 0 ? (
          <circle
            className={styles.ringValue}
            cx={ring.center}
            cy={ring.center}
            r={ring.radius}
            strokeWidth={ring.stroke}
            strokeDasharray={ring.circumference}
            strokeDashoffset={ring.dashOffset}
            transform={`rotate(-90 ${ring.center} ${ring.center})`}
          />
        ) : null}
        {line ? <line className={styles.ringMarker} {...line} /> : null}
        <text
          className={styles.ringText}
          x={ring.center}
          y={ring.center}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {valueText}
        </text>
      </svg>
      {caption ? (
        <figcaption id={captionId} className={styles.ringCaption}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
