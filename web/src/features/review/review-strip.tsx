import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { StripQuestion } from '@studovna/core/domain';
import { QuestionStrip } from '../learning/components/question-strip';
import { SideChevronIcon } from './review-icons';
import styles from './results-review.module.css';

interface ReviewStripProps {
  items: StripQuestion[];
  /** The question on screen, 1-based: kept in view. */
  n: number;
  onSelect: (n: number) => void;
}

/**
 * The question numbers in one row with a button at each end that scrolls it by most of its width; the
 * current number is scrolled into the middle (at once on opening, smoothly afterwards).
 */
export function ReviewStrip({ items, n, onSelect }: ReviewStripProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLElement>(null);
  const opened = useRef(false);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setEnds({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  useEffect(() => {
    const el = strip.current;
    const current = el?.querySelector<HTMLElement>('[aria-current]');
    if (!el || !current) return;
    const box = el.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    const offset = item.left + item.width / 2 - (box.left + box.width / 2);
    el.scrollBy?.({ left: offset, behavior: opened.current ? 'smooth' : 'instant' });
    opened.current = true;
    measure();
  }, [n, measure]);

  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el || (direction < 0 ? ends.start : ends.end)) return;
    el.scrollBy?.({ left: direction * Math.max(el.clientWidth * 0.8, 44) });
  };

  return (
    <div className={styles.stripRow}>
      <button
        type="button"
        className={styles.stripArrow}
        aria-label={t('review.stripBack')}
        aria-disabled={ends.start || undefined}
        onClick={() => scroll(-1)}
      >
        <SideChevronIcon back />
      </button>
      <QuestionStrip ref={strip} items={items} onSelect={onSelect} row />
      <button
        type="button"
        className={styles.stripArrow}
        aria-label={t('review.stripForward')}
        aria-disabled={ends.end || undefined}
        onClick={() => scroll(1)}
      >
        <SideChevronIcon />
      </button>
    </div>
  );
}
