import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { QuestionViewHandle } from '../questions/question-view';

interface MoveFocus {
  /** The question shown, 1-based, of `total`. */
  n: number;
  total: number;
  sheet: RefObject<HTMLElement | null>;
  content: RefObject<HTMLElement | null>;
  view: RefObject<QuestionViewHandle | null>;
  /** A question is on screen (not the loading or not-found state). */
  shown: boolean;
}

/**
 * After a move to another question: its text scrolls to the top, and focus goes to its heading when it
 * was lost with the previous question (e.g. ←/→ pressed on the heading); when it stays on a control (the
 * previous/next buttons, the strip), the new question's number is read out instead. When the question
 * appears after loading, focus goes to its heading unless the learner already moved it. Returns the live
 * region to render inside the review.
 */
export function useMoveFocus({ n, total, sheet, content, view, shown }: MoveFocus) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const last = useRef<{ n: number; shown: boolean } | null>(null);

  useEffect(() => {
    const before = last.current;
    last.current = { n, shown };
    if (!before || !shown) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !sheet.current?.contains(active);
    if (!before.shown) {
      if (lost || active === sheet.current) view.current?.focus();
      return;
    }
    if (before.n === n) return;
    content.current?.scrollTo?.({ top: 0 });
    if (lost) view.current?.focus();
    else if (region.current) region.current.textContent = t('question.numberOf', { n, total });
  }, [n, shown, total, sheet, content, view, t]);

  // a polite live region, written to directly: only the moves that keep focus are read out
  return <div ref={region} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />;
}
