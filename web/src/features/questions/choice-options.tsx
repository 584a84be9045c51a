import type { AnswerValue, Question } from '@studovna/core/contract';
import { useId } from 'react';
import { MathHtml } from '../../components/math-html';
import { OptionMark } from './option-mark';
import { asChoice, asList, markOf, optionLetter, type CheckedQuestion } from './question-types';
import styles from './questions.module.css';

interface ChoiceOptionsProps {
  question: Question;
  answer: AnswerValue | undefined;
  onAnswer: (value: AnswerValue | undefined) => void;
  locked: boolean;
  /** Revealed options by value (after check or finish). */
  revealed?: Map<string, NonNullable<CheckedQuestion['options']>[number]>;
  labelledBy: string;
  describedBy?: string;
}

/** true_or_false and single_choice: a radio group; multi_choice: a checkbox group. Letters A–P. */
export function ChoiceOptions({
  question,
  answer,
  onAnswer,
  locked,
  revealed,
  labelledBy,
  describedBy,
}: ChoiceOptionsProps) {
  const name = useId();
  const multiple = question.type === 'multi_choice';
  const chosen = new Set(multiple ? asList(answer) : [asChoice(answer)].filter(Boolean));

  const toggle = (value: string, on: boolean) => {
    if (!multiple) return onAnswer(value);
    const next = question.options.map((o) => o.value).filter((v) => (v === value ? on : chosen.has(v)));
    onAnswer(next.length ? next : undefined);
  };

  return (
    <div
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={styles.options}
    >
      {question.options.map((option, i) => {
        const isChosen = chosen.has(option.value);
        const mark = markOf(isChosen, revealed?.get(option.value)?.is_true);
        return (
          <label
            key={option.uid}
            className={[
              styles.option,
              isChosen && styles.chosen,
              mark && styles[`option-${mark}`],
              locked && styles.locked,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <input
              className={styles.input}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={isChosen}
              disabled={locked}
              data-option-index={i}
              onChange={(e) => toggle(option.value, e.currentTarget.checked)}
            />
            <span className={multiple ? `${styles.letter} ${styles.square}` : styles.letter}>
              {optionLetter(i)}
            </span>{' '}
            <MathHtml as="span" className={styles.optionText} html={option.title} displayStyle />
            <OptionMark mark={mark} />
          </label>
        );
      })}
    </div>
  );
}
