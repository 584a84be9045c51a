import type { AnswerValue, Question } from '@studovna/core/contract';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MathHtml } from '../../components/math-html';
import { useFinePointer } from '../../lib/use-fine-pointer';
import { OptionMark } from './option-mark';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './question-icons';
import { asList, type CheckedQuestion } from './question-types';
import { moveItem, usePointerSort } from './use-pointer-sort';
import styles from './sorting-choice.module.css';

interface SortingChoiceProps {
  question: Question;
  answer: AnswerValue | undefined;
  onAnswer: (value: AnswerValue | undefined) => void;
  locked: boolean;
  revealed?: Map<string, NonNullable<CheckedQuestion['options']>[number]>;
  labelledBy: string;
  describedBy?: string;
}

/** The order shown: the answer's values first (unknown ones dropped), then the rest as the server sent them. */
export function sortingOrder(question: Question, answer: AnswerValue | undefined): string[] {
  const values = question.options.map((o) => o.value);
  const chosen = [...new Set(asList(answer))].filter((v) => values.includes(v));
  return [...chosen, ...values.filter((v) => !chosen.includes(v))];
}

/**
 * sorting_choice: an ordered list the learner rearranges by dragging the grip, with the ↑/↓ buttons, or
 * with Alt+↑/Alt+↓ on an item's button; focus stays on the moved item and the new place is announced.
 * The instructions name the keys only where a keyboard is likely (a mouse or touchpad); on a touch
 * screen they speak of the grip and the arrows.
 * The answer is the option values in the chosen order.
 */
export function SortingChoice(props: SortingChoiceProps) {
  const { question, answer, onAnswer, locked, revealed, labelledBy, describedBy } = props;
  const { t } = useTranslation();
  const finePointer = useFinePointer();
  const uid = useId();
  const helpId = `${uid}-help`;
  const order = sortingOrder(question, answer);
  const byValue = new Map(question.options.map((o) => [o.value, o]));
  const { listRef, shown, dragging, gripProps } = usePointerSort(order, onAnswer, !locked);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ value: string; dir: 'up' | 'down' } | null>(null);
  const orderKey = order.join('\u0000');

  useLayoutEffect(() => {
    const pending = refocus.current;
    if (!pending) return;
    refocus.current = null;
    const item = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-sort-item]') ?? [])].find(
      (el) => el.dataset.sortItem === pending.value,
    );
    item?.querySelector<HTMLElement>(`[data-dir="${pending.dir}"]`)?.focus();
  }, [orderKey, listRef]);

  const move = (from: number, to: number, dir: 'up' | 'down') => {
    if (locked || to < 0 || to >= order.length) return;
    refocus.current = { value: order[from]!, dir };
    setAnnouncement(t('question.sort.moved', { position: to + 1, count: order.length }));
    onAnswer(moveItem(order, from, to));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'ArrowUp') move(index, index - 1, 'up');
    else move(index, index + 1, 'down');
  };

  return (
    <div className={styles.sorting}>
      {locked ? null : (
        <p className={styles.instructions} id={helpId}>
          {t(finePointer ? 'question.sort.help' : 'question.sort.helpTouch')}
        </p>
      )}
      <ol
        ref={listRef}
        className={styles.list}
        aria-labelledby={labelledBy}
        aria-describedby={[describedBy, locked ? null : helpId].filter(Boolean).join(' ') || undefined}
      >
        {shown.map((value, i) => {
          const option = byValue.get(value)!;
          const position = revealed?.get(value)?.sorting;
          const mark = position === undefined ? undefined : position === i ? 'correct' : 'wrong';
          const textId = `${uid}-${i}`;
          return (
            <li
              key={value}
              data-sort-item={value}
              data-sort-index={i}
              className={[styles.item, dragging === value && styles.dragging, mark && styles[mark]]
                .filter(Boolean)
                .join(' ')}
              onKeyDown={onKeyDown(i)}
            >
              {locked ? null : (
                <span className={styles.grip} aria-hidden="true" {...gripProps(value)}>
                  <GripIcon />
                </span>
              )}
              <span className={styles.position} aria-hidden="true">
                {i + 1}.
              </span>
              <span className={styles.text}>
                <MathHtml as="span" id={textId} html={option.title} displayStyle />
                {mark === 'wrong' && position !== undefined ? (
                  <span className={styles.rightPlace}>
                    {t('question.sort.rightPlace', { position: position + 1 })}
                  </span>
                ) : null}
              </span>
              <OptionMark
                mark={mark}
                label={mark && t(mark === 'correct' ? 'question.sort.inPlace' : 'question.sort.outOfPlace')}
              />
              {locked ? null : (
                <span className={styles.buttons}>
                  <button
                    type="button"
                    className={styles.moveButton}
                    data-dir="up"
                    aria-label={t('question.sort.up')}
                    aria-describedby={textId}
                    aria-disabled={i === 0}
                    onClick={() => move(i, i - 1, 'up')}
                  >
                    <ArrowUpIcon />
                  </button>
                  <button
                    type="button"
                    className={styles.moveButton}
                    data-dir="down"
                    aria-label={t('question.sort.down')}
                    aria-describedby={textId}
                    aria-disabled={i === shown.length - 1}
                    onClick={() => move(i, i + 1, 'down')}
                  >
                    <ArrowDownIcon />
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!locked && answer === undefined ? (
        <button type="button" className={styles.keep} onClick={() => onAnswer(order)}>
          {t('question.sort.keep')}
        </button>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
