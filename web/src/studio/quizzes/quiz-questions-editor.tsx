import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { studioQuizzesApi, type StudioQuiz } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { useAnnouncer } from '../../components/live-region';
import { MathHtml } from '../../components/math-html';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, serverFieldErrors } from '../api/field-errors';
import { focusField } from '../common/focus-field';
import { moved } from '../common/reorder';
import { ReorderHandle } from '../common/reorder-handle';
import { useMarkUnsaved } from '../common/unsaved-changes';
import { useDragRows } from '../common/use-drag-rows';
import { useReorderFocus, type ReorderControl } from '../common/use-reorder-focus';
import { useStudioT } from '../i18n/studio-i18n';
import { QuestionPicker } from './question-picker';
import { quizKey } from './quiz-queries';
import {
  formatPoints,
  markProblems,
  newRow,
  questionsBodyOf,
  rowErrorsOf,
  rowsOf,
  totalOf,
  type QuizQuestionRow,
} from './quiz-questions-state';
import { questionTypeLabel } from '../questions/question-type-label';
import formStyles from '../common/studio-form.module.css';
import reorderStyles from '../common/reorder.module.css';
import styles from './quiz-editor.module.css';

/** Plain text of a question's HTML title, for labels and announcements. */
const plain = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return (element.textContent ?? '').trim();
};

/**
 * The quiz's questions in order: moved by drag and drop, by the arrow buttons or by the keyboard on the
 * handle (each move read out), their points changed, removed (back to the bank) or added from the bank;
 * saved together with `studio.quizzes.questions`.
 */
export function QuizQuestionsEditor({ quiz }: { quiz: StudioQuiz }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { announce, region } = useAnnouncer();
  const instructionsId = useId();
  const list = useRef<HTMLOListElement>(null);
  const keepFocus = useReorderFocus(list);
  const [saved, setSaved] = useState(() => rowsOf(quiz));
  const [rows, setRows] = useState(saved);
  const [heldFrom, setHeldFrom] = useState<QuizQuestionRow[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [picking, setPicking] = useState(false);
  // each row's points field, to move focus to the first wrong one
  const [markFields] = useState(() => new Map<number, HTMLInputElement>());
  const mayEdit = quiz.may_edit;
  const key = (list: readonly QuizQuestionRow[]) => JSON.stringify(list.map((r) => [r.id, r.mark]));
  const dirty = key(rows) !== key(saved);
  useMarkUnsaved(`quiz-questions-${quiz.id}`, dirty && mayEdit);

  const nameOf = (row: QuizQuestionRow) => plain(row.title) || t('quizQuestions.untitled');
  const tellPlace = (id: number, next: QuizQuestionRow[]) => {
    const index = next.findIndex((row) => row.id === id);
    announce(t('reorder.moved', { name: nameOf(next[index]!), position: index + 1, total: next.length }));
  };
  const move = (id: number, delta: -1 | 1, control: ReorderControl) => {
    const from = rows.findIndex((row) => row.id === id);
    const next = moved(rows, from, from + delta);
    keepFocus(String(id), control);
    setRows(next);
    tellPlace(id, next);
  };
  const grab = (row: QuizQuestionRow, phase: 'grab' | 'drop' | 'cancel') => {
    const position = rows.findIndex((r) => r.id === row.id) + 1;
    const name = nameOf(row);
    if (phase === 'grab') {
      setHeldFrom(rows);
      announce(t('reorder.grabbed', { name, position, total: rows.length }));
    } else if (phase === 'drop') {
      setHeldFrom(null);
      announce(t('reorder.dropped', { name, position, total: rows.length }));
    } else {
      if (heldFrom) setRows(heldFrom);
      setHeldFrom(null);
      announce(t('reorder.cancelled', { name }));
    }
  };
  const dragProps = useDragRows(
    'quiz-question',
    (from, to) => {
      const index = (id: string) => rows.findIndex((row) => String(row.id) === id);
      const next = moved(rows, index(from), index(to));
      setRows(next);
      tellPlace(Number(from), next);
    },
    mayEdit,
  );
  const remove = (row: QuizQuestionRow) => {
    const index = rows.findIndex((r) => r.id === row.id);
    const next = rows.filter((r) => r.id !== row.id);
    setRows(next);
    announce(t('quizQuestions.removed', { name: nameOf(row) }));
    // focus stays in the list: on the row that took its place, else the one before, else the add button
    requestAnimationFrame(() => {
      const target = next[index] ?? next[index - 1];
      const element = target
        ? list.current?.querySelector<HTMLElement>(`[data-row-key="${target.id}"] [data-reorder-handle]`)
        : document.getElementById(`quiz-${quiz.id}-add`);
      element?.focus();
    });
  };

  const save = async () => {
    setRefusal(null);
    const wrong = markProblems(rows);
    if (wrong.length > 0) {
      const found: Record<string, string> = {};
      for (const id of wrong) found[`${id}.mark`] = t('quizQuestions.markInvalid');
      setErrors(found);
      requestAnimationFrame(() => focusField(markFields.get(wrong[0]!)));
      return;
    }
    setPending(true);
    const result = await api.call(studioQuizzesApi.setQuizQuestions, {
      params: { id: quiz.id },
      body: questionsBodyOf(rows),
    });
    setPending(false);
    if (!result.ok) {
      const fields = serverFieldErrors(result);
      if (fields) {
        const { errors: found, other } = rowErrorsOf(fields, rows);
        setErrors(found);
        setRefusal([failureMessage(result, t.problem({ code: 'studio.invalid' })), ...other].join(' '));
        const first = rows.find((row) => found[`${row.id}.mark`] || found[`${row.id}.id`]);
        if (first)
          requestAnimationFrame(() =>
            focusField(
              found[`${first.id}.mark`]
                ? markFields.get(first.id)
                : list.current?.querySelector<HTMLElement>(
                    `[data-row-key="${first.id}"] [data-reorder-handle]`,
                  ),
            ),
          );
        return;
      }
      toast.show({ tone: 'error', message: failureMessage(result, t('general.saveFailed')) });
      return;
    }
    queryClient.setQueryData(quizKey(quiz.id), result.data.data);
    const next = rowsOf(result.data.data);
    setSaved(next);
    setRows(next);
    setErrors({});
    toast.show({ tone: 'success', message: result.data.message });
  };

  return (
    <section className={formStyles.section} aria-labelledby="quiz-questions">
      <div className={styles.questionsHead}>
        <h2 id="quiz-questions" className={formStyles.sectionTitle}>
          {t('quizQuestions.title')}
        </h2>
        <p className={styles.total}>
          {t('quizQuestions.count', { count: rows.length })} ·{' '}
          {t('quizQuestions.total', { total: formatPoints(totalOf(rows), t.language) })}
        </p>
      </div>
      {mayEdit && rows.length > 1 ? (
        <p id={instructionsId} className={reorderStyles.instructions}>
          {t('reorder.instructions')}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('quizQuestions.empty')}</p>
      ) : (
        <ol ref={list} className={reorderStyles.list} aria-labelledby="quiz-questions">
          {rows.map((row, index) => {
            const { className, ...drag } = dragProps(String(row.id));
            const name = nameOf(row);
            const markError = errors[`${row.id}.mark`];
            const rowError = errors[`${row.id}.id`];
            return (
              <li
                key={row.id}
                data-row-key={row.id}
                className={`${reorderStyles.row} ${styles.questionRow} ${className}`}
                {...drag}
              >
                {mayEdit ? (
                  <ReorderHandle
                    name={name}
                    canMoveUp={index > 0}
                    canMoveDown={index < rows.length - 1}
                    onMove={(delta, control) => move(row.id, delta, control)}
                    onGrab={(phase) => grab(row, phase)}
                    instructionsId={instructionsId}
                  />
                ) : null}
                <span className={styles.position} aria-hidden="true">
                  {index + 1}.
                </span>
                <div className={styles.questionMain}>
                  <MathHtml as="span" html={row.title} className={styles.questionTitle} />
                  <span className={styles.questionType}>{questionTypeLabel(t, row.type)}</span>
                  {rowError ? (
                    <span className={styles.rowError} role="alert">
                      {rowError}
                    </span>
                  ) : null}
                </div>
                <div className={styles.mark}>
                  <TextField
                    ref={(element) => {
                      if (element) markFields.set(row.id, element);
                      else markFields.delete(row.id);
                    }}
                    label={t('quizQuestions.mark')}
                    aria-label={t('quizQuestions.markOf', { name })}
                    inputMode="decimal"
                    value={row.mark}
                    onChange={(event) =>
                      setRows((current) =>
                        current.map((r) => (r.id === row.id ? { ...r, mark: event.target.value } : r)),
                      )
                    }
                    error={markError}
                    disabled={!mayEdit}
                  />
                </div>
                {mayEdit ? (
                  <Button
                    variant="ghost"
                    small
                    onClick={() => remove(row)}
                    aria-label={t('quizQuestions.removeOf', { name })}
                  >
                    {t('quizQuestions.remove')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {region}
      {mayEdit ? (
        <>
          <div>
            <Button id={`quiz-${quiz.id}-add`} variant="secondary" onClick={() => setPicking(true)}>
              {t('quizQuestions.add')}
            </Button>
          </div>
          <QuestionPicker
            open={picking}
            onClose={() => setPicking(false)}
            taken={new Set(rows.map((row) => row.id))}
            onPick={(question) => {
              setRows((current) => [...current, newRow(question)]);
              announce(t('quizQuestions.added', { name: plain(question.title), total: rows.length + 1 }));
            }}
          />
          <div className={formStyles.saveBar}>
            <Button onClick={() => void save()} disabled={pending}>
              {pending ? t('general.saving') : t('quizQuestions.save')}
            </Button>
            <Button
              variant="ghost"
              disabled={!dirty || pending}
              onClick={() => {
                setRows(saved);
                setErrors({});
                setRefusal(null);
              }}
            >
              {t('general.revert')}
            </Button>
            {refusal ? (
              <p className={formStyles.refusal} role="alert">
                {refusal}
              </p>
            ) : (
              <p className={formStyles.saveNote} aria-live="polite">
                {dirty ? t('general.unsavedNote') : t('general.allSaved')}
              </p>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
