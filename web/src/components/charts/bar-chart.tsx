import { useId, type ReactNode } from 'react';
import { bandLayout, CHART, niceTicks } from './chart-geometry';
import { figureStyle } from './chart-style';
import styles from './charts.module.css';
import { useWidth } from './use-width';

export interface BarDatum {
  key: string;
  /** The band's name in the table, e.g. "40–50 %". */
  label: string;
  value: number;
  highlight?: boolean;
}

interface BarChartProps {
  caption: string;
  /** Under the caption, e.g. what is counted. */
  note?: ReactNode;
  /** The text alternative of the picture; the numbers are in the table beside it. */
  label: string;
  data: readonly BarDatum[];
  /** n + 1 labels at the bands' edges (a histogram: 0, 10, …, 100). */
  edgeLabels: readonly string[];
  /** Column headers of the table, also shown as axis titles. */
  categoryTitle: string;
  valueTitle: string;
  /** Written above the highlighted bar, e.g. "Ty". */
  highlightMark?: string;
  /** A legend line for the highlighted bar, also written after its row in the table. */
  highlightLegend?: string;
  formatValue?: (value: number) => string;
  /** The value axis's labels, when shorter than the table's (`12 tis.` for `12 000 Kč`). */
  formatTick?: (value: number) => string;
  /** Room for the value axis's labels, px. */
  axisWidth?: number;
  /** Edge labels closer than this (px) are thinned out; wider labels need more. */
  minEdgeGap?: number;
  height?: number;
}

const DEFAULT_MARGIN = { top: 18, right: 14, bottom: 22, left: 34 };
/** Value labels closer than this (px) are thinned out, with their grid lines. */
const MIN_TICK_GAP = 16;
/** Edge labels closer than this (px) are thinned out. */
const MIN_EDGE_GAP = 26;

/**
 * A vertical bar chart in plain SVG drawn at its real width: bands with SPEC §9 spacing 0.05, a value
 * axis of about 10 nice ticks, bars growing in over 300 ms; a visually hidden table has every number.
 */
export function BarChart(props: BarChartProps) {
  const {
    caption,
    note,
    label,
    data,
    edgeLabels,
    categoryTitle,
    valueTitle,
    highlightMark,
    height = 200,
  } = props;
  const formatValue = props.formatValue ?? String;
  const formatTick = props.formatTick ?? formatValue;
  const MARGIN = { ...DEFAULT_MARGIN, left: props.axisWidth ?? DEFAULT_MARGIN.left };
  const captionId = useId();
  const { ref, width } = useWidth<HTMLDivElement>(320);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const axis = niceTicks(Math.max(0, ...data.map((d) => d.value)), CHART.ticks, true);
  const bands = bandLayout(data.length, plotWidth, CHART.bandPadding);
  const y = (value: number) => MARGIN.top + plotHeight - (value / axis.top) * plotHeight;
  const gap = plotHeight / Math.max(1, axis.ticks.length - 1);
  const every = Math.ceil(MIN_TICK_GAP / Math.max(1, gap));
  const everyEdge = Math.ceil((props.minEdgeGap ?? MIN_EDGE_GAP) / Math.max(1, bands.step));
  const edgeX = (i: number) =>
    MARGIN.left +
    (i === 0 ? 0 : i >= data.length ? plotWidth : bands.starts[i]! - (bands.step - bands.bandwidth) / 2);
  return (
    <figure className={styles.figure} style={figureStyle()} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
        {note ? <span className={styles.note}> {note}</span> : null}
      </figcaption>
      <div className={styles.axisTitles} aria-hidden="true">
        <span>{valueTitle}</span>
      </div>
      <div ref={ref} className={styles.plot}>
        <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          {axis.ticks
            .filter((_, i) => i % every === 0)
            .map((tick) => (
              <g key={tick}>
                <line
                  className={styles.grid}
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                />
                <text
                  className={styles.tick}
                  x={MARGIN.left - 6}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="central"
                >
                  {formatTick(tick)}
                </text>
              </g>
            ))}
          {data.map((d, i) => {
            const top = y(d.value);
            const x = MARGIN.left + bands.starts[i]!;
            return (
              <g key={d.key}>
                {d.value > 0 ? (
                  <rect
                    className={`${styles.bar} ${d.highlight ? styles.highlight : ''}`}
                    x={x}
                    y={top}
                    width={bands.bandwidth}
                    height={MARGIN.top + plotHeight - top}
                    rx={2}
                  />
                ) : null}
                {d.highlight && highlightMark ? (
                  <text
                    className={styles.barMark}
                    x={x + bands.bandwidth / 2}
                    y={top - 5}
                    textAnchor="middle"
                  >
                    {highlightMark}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line
            className={styles.axis}
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
          />
          {edgeLabels.map((text, i) =>
            i % everyEdge === 0 ? (
              <text key={i} className={styles.tick} x={edgeX(i)} y={height - 6} textAnchor="middle">
                {text}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <div className={styles.axisTitles} aria-hidden="true">
        {props.highlightLegend ? (
          <span className={styles.barLegend}>
            <span className={styles.swatch} />
            <span className={styles.barLegendText}>{props.highlightLegend}</span>
          </span>
        ) : (
          <span />
        )}
        <span>{categoryTitle}</span>
      </div>
      {/* a table is as wide as its text whatever its own width: hidden in a box, it widens no page */}
      <div className="visually-hidden">
        <table>
          <thead>
            <tr>
              <th scope="col">{categoryTitle}</th>
              <th scope="col">{valueTitle}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.key}>
                <th scope="row">
                  {d.label}
                  {d.highlight && (props.highlightLegend ?? highlightMark)
                    ? ` – ${props.highlightLegend ?? highlightMark}`
                    : ''}
                </th>
                <td>{formatValue(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
