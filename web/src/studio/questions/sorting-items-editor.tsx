import { MAX_QUESTION_OPTIONS } from '@studovna/core/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import { moved } from '../common/reorder';
import { ReorderHandle } from '../common/reorder-handle';
import { PlusIcon } from '../common/studio-icons';
import { useDragRows } from '../common/use-drag-rows';
import { useReorderFocus } from '../common/use-reorder-focus';
import { useStudioT } from '../i18n/studio-i18n';
import type { RefFor } from './field-refs';
import styles from './question-editor.module.css';

interface Props {
  ordered: readonly string[];
  onChange: (ordered: string[]) => void;
  errors: Record<string, string>;
  refFor: RefFor;
  disabled: boolean;
}

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

/**
 * The items of a sorting question in their right order (the learner gets them shuffled): moved by drag
 * and drop, by the ↑/↓ buttons, or by Space on the handle and the arrows; every move read out.
 */
export function SortingItemsEditor({ ordered, onChange, errors, refFor, disabled }: Props) {
  const t = useStudioT();
  const id = useId();
  const [keys, setKeys] = useState<string[]>(() => ordered.map(newKey));
  const [said, setSaid] = useState('');
  const held = useRef<{ ordered: string[]; keys: string[] } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const keepFocus = useReorderFocus(list);
  // another draft (reverted, loaded) brings its own rows
  const rowKeys = keys.length === ordered.length ? keys : ordered.map((_, i) => keys[i] ?? newKey());
  if (rowKeys !== keys) setKeys(rowKeys);

  const name = (i: number) => ordered[i]?.trim() || t('questionEditor.itemNumber', { position: i + 1 });
  const move = (from: number, to: number) => {
    onChange(moved(ordered, from, to));
    setKeys(moved(rowKeys, from, to));
    setSaid(t('reorder.moved', { name: name(from), position: to + 1, total: ordered.length }));
  };
  const drag = useDragRows(
    'sorting-item',
    (from, to) => move(rowKeys.indexOf(from), rowKeys.indexOf(to)),
    !disabled,
  );

  return (
    <fieldset ref={refFor('ordered')} tabIndex={-1} className={styles.group}>
      <legend className={styles.legend}>{t('questionEditor.items')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('questionEditor.itemsHint')} {t('reorder.instructions')}
      </p>
      <ol ref={list} className={styles.rows}>
        {ordered.map((item, i) => {
          const path = `ordered.${i}`;
          const error = errors[path];
          const key = rowKeys[i]!;
          const dragProps = drag(key);
          return (
            <li
              key={key}
              data-row-key={key}
              {...dragProps}
              className={`${styles.optionRow} ${dragProps.className}`}
            >
              <ReorderHandle
                name={name(i)}
                canMoveUp={i > 0}
                canMoveDown={i < ordered.length - 1}
                onMove={(delta, control) => {
                  keepFocus(key, control);
                  move(i, i + delta);
                }}
                onGrab={(phase) => {
                  const where = { name: name(i), position: i + 1, total: ordered.length };
                  if (phase === 'grab') {
                    held.current = { ordered: [...ordered], keys: rowKeys };
                    setSaid(t('reorder.grabbed', where));
                  } else if (phase === 'drop') setSaid(t('reorder.dropped', where));
                  else if (held.current) {
                    onChange(held.current.ordered);
                    setKeys(held.current.keys);
                    setSaid(t('reorder.cancelled', where));
                  }
                  if (phase !== 'grab') held.current = null;
                }}
                instructionsId={`${id}-hint`}
                disabled={disabled}
              />
              <span className={styles.letter} aria-hidden="true">
                {i + 1}.
              </span>
              <div className={styles.grow}>
                <input
                  ref={refFor(path)}
                  className={styles.input}
                  value={item}
                  disabled={disabled}
                  onChange={(event) => onChange(ordered.map((x, j) => (j === i ? event.target.value : x)))}
                  aria-label={t('questionEditor.itemText', { position: i + 1 })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${i}-error` : undefined}
                />
                <FieldError id={`${id}-${i}-error`}>{error}</FieldError>
              </div>
              <Button
                variant="ghost"
                small
                disabled={disabled}
                onClick={() => {
                  onChange(ordered.filter((_, j) => j !== i));
                  setKeys(rowKeys.filter((_, j) => j !== i));
                }}
                aria-label={t('questionEditor.itemRemove', { position: i + 1 })}
              >
                {t('questionEditor.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        small
        icon={<PlusIcon size={18} />}
        disabled={disabled || ordered.length >= MAX_QUESTION_OPTIONS}
        onClick={() => {
          onChange([...ordered, '']);
          setKeys([...rowKeys, newKey()]);
        }}
      >
        {t('questionEditor.itemAdd')}
      </Button>
      <FieldError id={`${id}-error`}>{errors.ordered}</FieldError>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
