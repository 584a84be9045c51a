import { MAX_QUESTION_OPTIONS, optionLetter } from '@studovna/core/domain';
import type { DraftOption } from '@studovna/core/studio';
import { useId } from 'react';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import { PlusIcon } from '../common/studio-icons';
import { useStudioT } from '../i18n/studio-i18n';
import type { RefFor } from './field-refs';
import styles from './question-editor.module.css';

interface Props {
  single: boolean;
  options: readonly DraftOption[];
  onChange: (options: DraftOption[]) => void;
  errors: Record<string, string>;
  refFor: RefFor;
  disabled: boolean;
}

/** The options of a single or multi choice question: letter, text, right or not; A–P at most. */
export function ChoiceOptionsEditor({ single, options, onChange, errors, refFor, disabled }: Props) {
  const t = useStudioT();
  const id = useId();
  const groupError = errors.options;
  const set = (index: number, change: Partial<DraftOption>) =>
    onChange(
      options.map((option, i) =>
        i === index
          ? { ...option, ...change }
          : single && change.correct
            ? { ...option, correct: false }
            : option,
      ),
    );
  return (
    <fieldset
      ref={refFor('options')}
      tabIndex={-1}
      className={styles.group}
      aria-describedby={`${id}-hint${groupError ? ` ${id}-error` : ''}`}
    >
      <legend className={styles.legend}>{t('questionEditor.options')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {single ? t('questionEditor.optionsHintSingle') : t('questionEditor.optionsHintMulti')}
      </p>
      <ol className={styles.rows}>
        {options.map((option, i) => {
          const letter = optionLetter(i) ?? String(i + 1);
          const path = `options.${i}.title`;
          const error = errors[path];
          return (
            <li key={i} className={styles.optionRow}>
              <span className={styles.letter} aria-hidden="true">
                {letter}
              </span>
              <label className={styles.correct}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`${id}-correct`}
                  checked={option.correct === true}
                  disabled={disabled}
                  onChange={(event) => set(i, { correct: event.target.checked })}
                  aria-label={t('questionEditor.optionCorrect', { letter })}
                />
                <span aria-hidden="true">{t('questionEditor.correctShort')}</span>
              </label>
              <div className={styles.grow}>
                <input
                  ref={refFor(path)}
                  className={styles.input}
                  value={option.title}
                  disabled={disabled}
                  onChange={(event) => set(i, { title: event.target.value })}
                  aria-label={t('questionEditor.optionText', { letter })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${i}-error` : undefined}
                />
                <FieldError id={`${id}-${i}-error`}>{error}</FieldError>
              </div>
              <Button
                variant="ghost"
                small
                disabled={disabled}
                onClick={() => onChange(options.filter((_, j) => j !== i))}
                aria-label={t('questionEditor.optionRemove', { letter })}
              >
                {t('questionEditor.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      <div className={styles.rowActions}>
        <Button
          variant="secondary"
          small
          icon={<PlusIcon size={18} />}
          disabled={disabled || options.length >= MAX_QUESTION_OPTIONS}
          onClick={() => onChange([...options, { title: '', correct: false }])}
        >
          {t('questionEditor.optionAdd')}
        </Button>
        {options.length >= MAX_QUESTION_OPTIONS ? (
          <span className={styles.hint}>{t('questionEditor.optionsFull')}</span>
        ) : null}
      </div>
      <FieldError id={`${id}-error`}>{groupError}</FieldError>
    </fieldset>
  );
}
