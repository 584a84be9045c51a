import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

export type ReorderControl = 'handle' | 'up' | 'down';

const SELECTOR: Record<ReorderControl, string> = {
  handle: '[data-reorder-handle]',
  up: '[data-reorder-up]',
  down: '[data-reorder-down]',
};

/**
 * Keeps focus on the control that moved a row, after the row has moved (moving a node may drop its
 * focus); a step button that can go no further hands focus to its pair. Rows carry `data-row-key`.
 */
export function useReorderFocus(container: RefObject<HTMLElement | null>) {
  const pending = useRef<{ key: string; control: ReorderControl } | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target || !container.current) return;
    pending.current = null;
    const row = container.current.querySelector(`[data-row-key="${CSS.escape(target.key)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(SELECTOR[target.control]);
    const other =
      target.control === 'handle'
        ? null
        : row?.querySelector<HTMLButtonElement>(SELECTOR[target.control === 'up' ? 'down' : 'up']);
    const focus = wanted && !wanted.disabled ? wanted : other && !other.disabled ? other : wanted;
    if (focus && document.activeElement !== focus) focus.focus();
  });
  return useCallback((key: string, control: ReorderControl) => {
    pending.current = { key, control };
  }, []);
}
