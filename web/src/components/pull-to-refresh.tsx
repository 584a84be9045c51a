import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { RefreshIcon } from './icons';
import styles from './pull-to-refresh.module.css';

/** How far (px, after resistance) the content must be pulled before letting go refreshes it. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 96;
const RESISTANCE = 0.5;

interface PullToRefreshProps {
  /** Runs when the pull is released past the threshold; the indicator spins until it settles. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull-to-refresh on touch screens: pulling down while the page is scrolled to the top shows an
 * indicator; letting go past the threshold refreshes. Mouse and keyboard users get a refresh button
 * next to the content instead (the gesture is an addition, never the only way).
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;

    const onStart = (event: TouchEvent) => {
      if (busy || event.touches.length !== 1 || window.scrollY > 0) return;
      startY = event.touches[0]!.clientY;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = event.touches[0]!.clientY - startY;
      if (dy <= 0 || window.scrollY > 0) {
        distance = 0;
        setPull(0);
        return;
      }
      distance = Math.min(dy * RESISTANCE, MAX_PULL);
      setPull(distance);
      // the page is at its top and the finger goes down: the gesture is ours, not the browser's
      if (event.cancelable) event.preventDefault();
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_THRESHOLD) {
        setPull(0);
        return;
      }
      busy = true;
      setRefreshing(true);
      setPull(PULL_THRESHOLD);
      void refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          setRefreshing(false);
          setPull(0);
        });
    };

    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const ready = pull >= PULL_THRESHOLD;
  const label = refreshing ? t('home.pull.refreshing') : ready ? t('home.pull.release') : t('home.pull.pull');
  return (
    <div ref={rootRef} className={styles.root}>
      <div
        className={`${styles.indicator} ${refreshing ? styles.refreshing : ''}`}
        style={{ height: pull }}
        aria-hidden={pull === 0 && !refreshing}
      >
        <span className={styles.bubble} style={{ transform: `rotate(${pull * 3}deg)` }}>
          <RefreshIcon size={20} />
        </span>
        <span className={styles.label}>{label}</span>
      </div>
      <div role="status" className="visually-hidden">
        {refreshing ? t('home.pull.refreshing') : ''}
      </div>
      {children}
    </div>
  );
}
