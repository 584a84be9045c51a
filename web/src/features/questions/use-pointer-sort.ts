import { useEffect, useEffectEvent, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

interface Drag {
  value: string;
  pointerId: number;
  start: string[];
  order: string[];
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** `order` with the item at `from` moved to `to`. */
export function moveItem(order: string[], from: number, to: number): string[] {
  if (from === to || to < 0 || to >= order.length) return order;
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Drag to reorder with pointer events (mouse, pen, touch): press a grip, move, release. The list shows the
 * new order while dragging and `commit` gets it on release. Listening on the window keeps the drag alive
 * while React moves the dragged element within the list. Items carry `data-sort-item={value}`.
 */
export function usePointerSort(order: string[], commit: (next: string[]) => void, enabled: boolean) {
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragging = enabled ? (drag?.value ?? null) : null;

  const onMove = useEffectEvent((event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    event.preventDefault();
    const items = listRef.current?.querySelectorAll<HTMLElement>('[data-sort-item]') ?? [];
    let target = 0;
    for (const item of items) {
      if (item.dataset.sortItem === drag.value) continue;
      const box = item.getBoundingClientRect();
      if (event.clientY > box.top + box.height / 2) target += 1;
    }
    const next = drag.order.filter((v) => v !== drag.value);
    next.splice(target, 0, drag.value);
    if (!same(next, drag.order)) setDrag({ ...drag, order: next });
  });

  const onEnd = useEffectEvent((event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (event.type === 'pointerup' && !same(drag.order, drag.start)) commit(drag.order);
  });

  useEffect(() => {
    if (dragging === null) return;
    const end = (event: PointerEvent) => onEnd(event);
    const move = (event: PointerEvent) => onMove(event);
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [dragging]);

  /** Props of the grip of item `value`. */
  const gripProps = (value: string) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      event.preventDefault();
      setDrag({ value, pointerId: event.pointerId, start: order, order });
    },
  });

  return { listRef, shown: dragging !== null && drag ? drag.order : order, dragging, gripProps };
}
