import { useRef, useState, type KeyboardEvent } from 'react';
import type { ReorderControl } from './use-reorder-focus';
import { useStudioT } from '../i18n/studio-i18n';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './studio-icons';
import styles from './reorder.module.css';

export interface ReorderHandleProps {
  /** The name of what moves, read in every label (e.g. the category's name). */
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Moves it one place (−1 up, +1 down), by the handle held or by a button. */
  onMove: (delta: -1 | 1, control: ReorderControl) => void;
  /** Space on the handle picks it up (`grab`), again puts it down (`drop`); Escape while held `cancel`s. */
  onGrab: (phase: 'grab' | 'drop' | 'cancel') => void;
  /** The id of the text that tells how to move with the keyboard. */
  instructionsId: string;
  disabled?: boolean;
}

/**
 * The keyboard's and the pointer's ways to move a row: a handle to pick it up with Space (then ↑/↓,
 * Space to put it down, Escape to put it back) that is also the row's drag grip, and a pair of buttons
 * that move it one place. The list keeps focus on the control used when the row moves (`useReorderFocus`).
 */
export function ReorderHandle({
  name,
  canMoveUp,
  canMoveDown,
  onMove,
  onGrab,
  instructionsId,
  disabled,
}: ReorderHandleProps) {
  const t = useStudioT();
  const [held, setHeld] = useState(false);
  const handle = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onGrab(held ? 'drop' : 'grab');
      setHeld(!held);
    } else if (held && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onGrab('cancel');
      setHeld(false);
    } else if (held && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const delta = event.key === 'ArrowUp' ? -1 : 1;
      if (delta === -1 ? canMoveUp : canMoveDown) onMove(delta, 'handle');
    }
  };

  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={`${styles.handle} ${held ? styles.held : ''}`}
        aria-label={t('reorder.handle', { name })}
        aria-pressed={held}
        aria-describedby={instructionsId}
        disabled={disabled}
        onKeyDown={onKeyDown}
        ref={handle}
        onBlur={() => {
          // moving the row may blur its handle for a moment (focus is given back after the move): only a
          // handle left for good puts the row down
          if (!held) return;
          setTimeout(() => {
            if (document.activeElement === handle.current) return;
            onGrab('drop');
            setHeld(false);
          });
        }}
        data-reorder-handle=""
      >
        <GripIcon size={20} />
      </button>
      <button
        type="button"
        className={styles.step}
        aria-label={t('reorder.up', { name })}
        disabled={disabled || !canMoveUp}
        onClick={() => onMove(-1, 'up')}
        data-reorder-up=""
      >
        <ArrowUpIcon size={18} />
      </button>
      <button
        type="button"
        className={styles.step}
        aria-label={t('reorder.down', { name })}
        disabled={disabled || !canMoveDown}
        onClick={() => onMove(1, 'down')}
        data-reorder-down=""
      >
        <ArrowDownIcon size={18} />
      </button>
    </div>
  );
}
