import { useState, type DragEvent } from 'react';
import styles from './reorder.module.css';

/**
 * Drag and drop between rows of one kind (`kind` keeps a dragged item out of a section list): a row
 * dropped on another takes its place. The keyboard has its own way (`ReorderHandle`).
 */
export function useDragRows(kind: string, onDrop: (from: string, to: string) => void, enabled: boolean) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const type = `application/x-studio-${kind}`;
  return (key: string) =>
    enabled
      ? {
          draggable: true,
          className: [
            dragged === key && styles.dragging,
            over === key && dragged !== key && styles.dropTarget,
          ]
            .filter(Boolean)
            .join(' '),
          onDragStart: (event: DragEvent) => {
            event.stopPropagation();
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData(type, key);
            setDragged(key);
          },
          onDragOver: (event: DragEvent) => {
            if (!event.dataTransfer.types.includes(type)) return;
            event.preventDefault();
            event.stopPropagation();
            event.dataTransfer.dropEffect = 'move';
            setOver(key);
          },
          onDragLeave: () => setOver((current) => (current === key ? null : current)),
          onDrop: (event: DragEvent) => {
            const from = event.dataTransfer.getData(type);
            if (!from) return;
            event.preventDefault();
            event.stopPropagation();
            setOver(null);
            setDragged(null);
            if (from !== key) onDrop(from, key);
          },
          onDragEnd: () => {
            setDragged(null);
            setOver(null);
          },
        }
      : { draggable: false, className: '' };
}
