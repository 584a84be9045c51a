import type { AnswerValue, Question } from '@studovna/core/contract';
import { FIB_PLACEHOLDER_PATTERN } from '@studovna/core/contract/routes';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MathHtml } from '../../components/math-html';
import { CrossIcon, TickIcon } from './question-icons';
import { asBlanks, type CheckedQuestion } from './question-types';
import styles from './fill-in-blanks.module.css';
import marks from './questions.module.css';

interface FillInBlanksProps {
  question: Question;
  answer: AnswerValue | undefined;
  onAnswer: (value: AnswerValue | undefined) => void;
  locked: boolean;
  blanks?: CheckedQuestion['blanks'];
  labelledBy: string;
  describedBy?: string;
}

/** Splits `title_api` into text runs (even indices) and blank ids (odd indices). */
export function splitBlanks(titleApi: string): string[] {
  return titleApi.split(new RegExp(FIB_PLACEHOLDER_PATTERN.source));
}

/** `title_api` text is tag-free but may hold entities and TeX; line breaks are kept. */
const textHtml = (text: string) => text.replace(/</g, '&lt;').replace(/\n/g, '<br>');

/**
 * fill_in_blanks: the text of `title_api` with an input wherever a `{{FIB_id}}` stands, each named
 * "Mezera N". The answer is blank id → fill; when every blank is empty, no answer.
 */
export function FillInBlanks({
  question,
  answer,
  onAnswer,
  locked,
  blanks,
  labelledBy,
  describedBy,
}: FillInBlanksProps) {
  const { t } = useTranslation();
  const uid = useId();
  const fills = asBlanks(answer);
  const parts = splitBlanks(question.options[0]?.title_api ?? '');

  const fill = (id: string, value: string) => {
    const next = { ...fills, [id]: value };
    onAnswer(Object.values(next).some((v) => v.trim() !== '') ? next : undefined);
  };

  return (
    <div className={styles.fib} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {parts.map((part, k) => {
        if (k % 2 === 0) return part ? <MathHtml key={k} as="span" html={textHtml(part)} /> : null;
        const n = (k + 1) / 2;
        const value = fills[part] ?? '';
        const result = blanks?.[part];
        const resultId = `${uid}-${n}`;
        return (
          <span key={k} className={styles.blank}>
            <input
              type="text"
              className={[
                styles.blankInput,
                result && (result.is_correct ? styles.blankRight : styles.blankWrong),
              ]
                .filter(Boolean)
                .join(' ')}
              aria-label={t('question.blank', { n })}
              aria-describedby={result ? resultId : undefined}
              data-blank-index={n - 1}
              value={value}
              readOnly={locked}
              size={Math.max(6, value.length + 2)}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              onChange={(e) => fill(part, e.currentTarget.value)}
            />
            {result ? (
              <span id={resultId} className={styles.blankResult}>
                <span
                  className={`${marks.mark} ${styles.smallMark} ${marks[result.is_correct ? 'mark-correct' : 'mark-wrong']}`}
                >
                  {result.is_correct ? <TickIcon size={18} /> : <CrossIcon size={18} />}
                  <span className="visually-hidden">
                    {t(result.is_correct ? 'question.blankRight' : 'question.blankWrong')}
                  </span>
                </span>{' '}
                {result.is_correct ? null : (
                  <span className={styles.blankCorrect}>
                    {t('question.blankAnswer')} <MathHtml as="span" html={textHtml(result.correct)} />
                  </span>
                )}
              </span>
            ) : null}
          </span>
        );
      })}
    </div>
  );
}
