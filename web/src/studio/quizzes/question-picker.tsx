import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { BankQuestionRow } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { MathHtml } from '../../components/math-html';
import { TextField } from '../../components/text-field';
import { useApi } from '../../lib/api';
import { useStudioT } from '../i18n/studio-i18n';
import { pickerQuery } from './quiz-queries';
import { formatPoints } from './quiz-questions-state';
import { questionTypeLabel } from '../questions/question-type-label';
import styles from './quiz-editor.module.css';

interface QuestionPickerProps {
  open: boolean;
  onClose: () => void;
  /** The quiz's questions: shown as added. */
  taken: ReadonlySet<number>;
  onPick: (question: BankQuestionRow) => void;
}

/**
 * Adds questions from the bank: a search over the questions waiting in the bank (a question is in at most
 * one quiz), each with its type, topics and points, and „Přidat". It stays open to add several.
 */
export function QuestionPicker({ open, onClose, taken, onPick }: QuestionPickerProps) {
  const t = useStudioT();
  return (
    <Dialog
      open={open}
      title={t('picker.title')}
      onClose={onClose}
      actions={[{ label: t('picker.done'), variant: 'secondary' }]}
    >
      {open ? <PickerBody taken={taken} onPick={onPick} t={t} /> : null}
    </Dialog>
  );
}

function PickerBody({
  taken,
  onPick,
  t,
}: {
  taken: ReadonlySet<number>;
  onPick: (question: BankQuestionRow) => void;
  t: ReturnType<typeof useStudioT>;
}) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const words = useDeferredValue(search.trim());
  const results = useQuery(pickerQuery(api, words));
  return (
    <div className={styles.picker}>
      <TextField
        type="search"
        label={t('picker.search')}
        hint={t('picker.searchHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p role="status" className={styles.pickerStatus}>
        {results.isPending
          ? t('picker.loading')
          : results.isError
            ? t('general.loadFailed')
            : t('picker.found', { count: results.data.total })}
      </p>
      {results.data?.total === 0 ? <p className={styles.empty}>{t('picker.none')}</p> : null}
      {results.data && results.data.questions.length > 0 ? (
        <ul className={styles.pickerList} aria-label={t('picker.results')}>
          {results.data.questions.map((question) => {
            const added = taken.has(question.id);
            return (
              <li key={question.id} className={styles.pickerRow}>
                <div className={styles.questionMain}>
                  <MathHtml as="span" html={question.title} className={styles.questionTitle} />
                  <span className={styles.questionType}>
                    {questionTypeLabel(t, question.type)} ·{' '}
                    {t('picker.points', { mark: formatPoints(question.mark, t.language) })}
                    {question.tags.length > 0 ? ` · ${question.tags.join(', ')}` : ''}
                  </span>
                </div>
                <Button
                  small
                  variant={added ? 'ghost' : 'secondary'}
                  // stays focusable once added: a disabled button would drop the focus out of the dialog
                  aria-disabled={added || undefined}
                  // the question it adds, in one name (text and a hidden part would be read with a gap)
                  aria-label={`${added ? t('picker.added') : t('picker.add')}: ${question.title.replace(/<[^>]*>/g, '')}`}
                  onClick={() => (added ? undefined : onPick(question))}
                >
                  {added ? t('picker.added') : t('picker.add')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
