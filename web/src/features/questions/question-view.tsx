/**
 * QuestionView — one quiz question of any type, for the quiz shell and the results review.
 *
 *   <QuestionView ref={viewRef} question={q} index={i} answer={answers[q.id]}
 *     onAnswer={(value) => save(q.id, value)} locked={isChecked || finished}
 *     checked={checkedQuestion} keyboardTarget={document} />
 *
 * Answer values (contract AnswerValue): true_or_false / single_choice → the option value;
 * multi_choice → option values in option order; fill_in_blanks → blank id → fill; sorting_choice → option
 * values in the chosen order. `onAnswer(undefined)` means no answer (nothing chosen, every blank empty).
 *
 * Keyboard (issue 4 point 5): A–P and 1–9 choose the option with that letter / number (single choice,
 * true/false), toggle it (multi choice), or move focus to that blank / sorting item. Two ways to route keys:
 * - `keyboardTarget={document}` (or any element): the view listens for keydown there itself;
 * - `ref`: call `viewRef.current.handleQuestionKey(event)` from the shell's own keydown handler.
 * Both return/consume only keys the view used (then `preventDefault()` is called for you) and ignore keys
 * with Ctrl/Alt/Meta, keys typed into a text field (see `isTextEntryTarget`) and every key while locked.
 * ←/→ on a focused radio button change the choice natively: the shell should navigate between questions
 * only when the event's target is not a radio (`event.target.type !== 'radio'`) or with its own buttons.
 * `viewRef.current.focus()` moves focus to the question heading (after navigating between questions).
 *
 * Checked state: pass `checked` (see `checkedFromCheckAnswer` / `checkedFromResults`) to show the result,
 * ✓/✗ marks with text, the right blanks and positions, and the explanation (MathHtml).
 */
import type { AnswerValue, Question } from '@studovna/core/contract';
import { isEmptyAnswer } from '@studovna/core/domain';
import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MathHtml } from '../../components/math-html';
import { useFinePointer } from '../../lib/use-fine-pointer';
import { ChoiceOptions } from './choice-options';
import { FillInBlanks } from './fill-in-blanks';
import { QuestionHint, QuestionResult } from './question-feedback';
import { optionIndexForKey, type KeyPress } from './question-keys';
import { asChoice, asList, type CheckedQuestion } from './question-types';
import { SortingChoice, sortingOrder } from './sorting-choice';
import styles from './questions.module.css';

export type { CheckedQuestion } from './question-types';
export { checkedFromCheckAnswer, checkedFromResults } from './question-types';
export { isTextEntryTarget, optionIndexForKey } from './question-keys';

export interface QuestionViewHandle {
  /** Handles A–P / 1–9 for this question; `true` when the key was used (default prevented). */
  handleQuestionKey(event: KeyPress): boolean;
  /** Focuses the question heading. */
  focus(): void;
}

export interface QuestionViewProps {
  question: Question;
  /** 0-based position in the quiz. */
  index: number;
  answer: AnswerValue | undefined;
  onAnswer: (value: AnswerValue | undefined) => void;
  /** No changes (checked question, finished or timed-out quiz, review). */
  locked: boolean;
  checked?: CheckedQuestion;
  /** `false` hides the hint; `true` shows it open; absent: a closed 'Nápověda' toggle (when there is a hint). */
  showHint?: boolean;
  ref?: Ref<QuestionViewHandle>;
  /** Where the view listens for A–P / 1–9 itself (e.g. `document`); omit when routing via `ref`. */
  keyboardTarget?: EventTarget | null;
  /** Number of questions, shown as "Otázka 3 z 10". */
  total?: number;
  /** Leave the explanation out (the review shows it in its own panel). */
  hideExplanation?: boolean;
  /** Speak "Správně!" / "Špatně" when the result appears; default true. */
  announceResult?: boolean;
  /** Level of the question heading; default 2. */
  headingLevel?: 2 | 3;
}

export function QuestionView(props: QuestionViewProps) {
  const { question, index, answer, onAnswer, locked, checked, showHint, ref, keyboardTarget } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const keysHintId = useId();
  // the keys are told only where a keyboard is likely, not on a touch screen
  const keysHint = useFinePointer() && !locked;
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const revealed = checked?.options ? new Map(checked.options.map((o) => [o.value, o])) : undefined;
  const blanks = checked?.blanks ?? question.options[0]?.answers;
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';

  const handleQuestionKey = (event: KeyPress): boolean => {
    if (locked || event.defaultPrevented) return false;
    const i = optionIndexForKey(event);
    if (i === null) return false;
    const root = rootRef.current;
    let target: HTMLElement | null | undefined;
    if (question.type === 'fill_in_blanks') {
      target = root?.querySelector<HTMLElement>(`[data-blank-index="${i}"]`);
    } else if (question.type === 'sorting_choice') {
      const value = sortingOrder(question, answer)[i];
      target = [...(root?.querySelectorAll<HTMLElement>('[data-sort-item]') ?? [])]
        .find((el) => el.dataset.sortItem === value)
        ?.querySelector<HTMLElement>('button');
    } else {
      const option = question.options[i];
      if (!option) return false;
      if (question.type === 'multi_choice') {
        const chosen = new Set(asList(answer));
        if (chosen.has(option.value)) chosen.delete(option.value);
        else chosen.add(option.value);
        const next = question.options.map((o) => o.value).filter((v) => chosen.has(v));
        onAnswer(next.length ? next : undefined);
      } else if (asChoice(answer) !== option.value) {
        onAnswer(option.value);
      }
      target = root?.querySelector<HTMLElement>(`[data-option-index="${i}"]`);
    }
    if (!target) return false;
    event.preventDefault();
    target.focus();
    return true;
  };

  useImperativeHandle(ref, () => ({ handleQuestionKey, focus: () => headingRef.current?.focus() }));

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    handleQuestionKey(event);
  });
  useEffect(() => {
    if (!keyboardTarget) return;
    const listener = (event: Event) => onKey(event as KeyboardEvent);
    keyboardTarget.addEventListener('keydown', listener);
    return () => keyboardTarget.removeEventListener('keydown', listener);
  }, [keyboardTarget]);

  const common = { question, answer, onAnswer, locked, labelledBy: headingId };
  const describedBy = keysHint ? keysHintId : undefined;

  return (
    <article
      ref={rootRef}
      className={styles.question}
      aria-labelledby={headingId}
      data-question-id={question.id}
    >
      <p className={styles.number}>
        {props.total
          ? t('question.numberOf', { n: index + 1, total: props.total })
          : t('question.number', { n: index + 1 })}
      </p>
      <Heading ref={headingRef} id={headingId} tabIndex={-1} className={styles.title}>
        <MathHtml as="span" html={question.title} />
      </Heading>
      {question.content ? (
        <MathHtml className={`${styles.content} ${styles.prose}`} html={question.content} />
      ) : null}
      {keysHint ? (
        <p id={keysHintId} className="visually-hidden">
          {t(question.type === 'fill_in_blanks' ? 'question.keysBlanks' : 'question.keys')}
        </p>
      ) : null}

      {question.type === 'fill_in_blanks' ? (
        <FillInBlanks {...common} blanks={blanks} describedBy={describedBy} />
      ) : question.type === 'sorting_choice' ? (
        <SortingChoice {...common} revealed={revealed} describedBy={describedBy} />
      ) : (
        <ChoiceOptions {...common} revealed={revealed} describedBy={describedBy} />
      )}

      {question.hint && showHint !== false ? (
        <QuestionHint
          key={`${question.id}-${showHint}`}
          hint={question.hint}
          initiallyOpen={showHint === true}
        />
      ) : null}

      <QuestionResult
        correct={checked?.correct}
        answered={!isEmptyAnswer(answer)}
        explanation={checked ? (checked.explanation ?? question.explanation) : null}
        hideExplanation={props.hideExplanation}
        announce={props.announceResult ?? true}
      />
    </article>
  );
}
