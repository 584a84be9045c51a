import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  explanationAfterDrag,
  explanationAfterSteps,
  explanationBounds,
  explanationHeight,
  type ExplanationPanel as Panel,
} from '@studovna/core/domain';
import { MathHtml } from '../../components/math-html';
import { ChevronIcon } from './review-icons';
import styles from './explanation-panel.module.css';
import prose from '../questions/questions.module.css';

interface ExplanationPanelProps {
  /** The question shown; on a move to another the panel closes, or opens when `opensByItself`. */
  questionId: number;
  /** HTML; `null` when the question has none. */
  explanation: string | null;
  /** SPEC §4: open it by itself for this question (see `explanationOpensByItself`). */
  opensByItself: boolean;
  /** Height of the review in px: the panel's heights are parts of it. */
  available: number;
}

/**
 * The explanation at the bottom of the results review (SPEC §4): collapsed (170 px, a peek) or expanded
 * (50 % at first, resizable between 200 px and 58 % by dragging the handle or with ↑/↓ on it). Its header
 * opens and closes it.
 *
 * Each question starts with it collapsed and read from the top, or expanded when it opens by itself (a
 * question without an option marked correct). Opening it is not carried to the next question: expanded,
 * it takes half the screen, and the next question is read before its explanation. The height the learner
 * dragged it to is kept for the next time it opens.
 */
export function ExplanationPanel({
  questionId,
  explanation,
  opensByItself,
  available,
}: ExplanationPanelProps) {
  const { t } = useTranslation();
  const buttonId = useId();
  const bodyId = useId();
  const [panel, setPanel] = useState<{ expanded: boolean; height: number | null }>({
    expanded: opensByItself,
    height: null,
  });
  const [shownFor, setShownFor] = useState(questionId);
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  const drag = useRef<{ y: number; height: number; to: number } | null>(null);

  if (shownFor !== questionId) {
    setShownFor(questionId);
    setPanel((p) => ({ ...p, expanded: opensByItself }));
  }

  const bounds = explanationBounds(available);
  const current: Panel = { expanded: panel.expanded, height: panel.height ?? bounds.initial };
  const height = dragHeight ?? explanationHeight(current, available);
  const percent = (px: number) => (available > 0 ? Math.round((px / available) * 100) : 0);
  const expandedNow = dragHeight === null ? panel.expanded : dragHeight > bounds.collapsed;

  const apply = (next: Panel) => setPanel(next);

  const onHandleKey = (event: KeyboardEvent) => {
    const steps = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (steps !== undefined) apply(explanationAfterSteps(current, steps, available));
    else if (event.key === 'Home') apply({ expanded: false, height: current.height });
    else if (event.key === 'End') apply({ expanded: true, height: bounds.max });
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { y: event.clientY, height, to: height };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    start.to = start.height + start.y - event.clientY;
    setDragHeight(Math.min(Math.max(start.to, bounds.collapsed), bounds.max));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    drag.current = null;
    setDragHeight(null);
    if (event.type === 'pointerup' && start.to !== start.height)
      apply(explanationAfterDrag(current, start.to, available));
  };

  return (
    <div
      className={[styles.panel, dragHeight !== null && styles.dragging].filter(Boolean).join(' ')}
      style={{ height }}
    >
      <div
        className={styles.handle}
        role="separator"
        tabIndex={0}
        aria-orientation="horizontal"
        aria-label={t('review.resize')}
        aria-controls={bodyId}
        aria-valuemin={percent(bounds.collapsed)}
        aria-valuemax={percent(bounds.max)}
        aria-valuenow={percent(height)}
        aria-valuetext={t(expandedNow ? 'review.resizeValue' : 'review.resizeCollapsed', {
          percent: percent(height),
        })}
        onKeyDown={onHandleKey}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <span className={styles.grip} aria-hidden="true" />
      </div>
      <h3 className={styles.header}>
        <button
          id={buttonId}
          type="button"
          className={styles.toggle}
          aria-expanded={panel.expanded}
          aria-controls={bodyId}
          onClick={() => apply({ ...current, expanded: !panel.expanded })}
        >
          {t('review.explanation')}
          <ChevronIcon className={styles.chevron} up={!panel.expanded} />
        </button>
      </h3>
      <div
        // a new question's explanation is read from its top
        key={questionId}
        id={bodyId}
        className={styles.body}
        role="region"
        aria-labelledby={buttonId}
        // the explanation scrolls: keyboard users reach it to scroll
        tabIndex={0}
      >
        {explanation ? (
          <MathHtml html={explanation} className={prose.prose} />
        ) : (
          <p className={styles.none}>{t('review.noExplanation')}</p>
        )}
      </div>
    </div>
  );
}
