import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { useApi } from '../../lib/api';
import { SelectField } from '../common/select-field';
import { useStudioT } from '../i18n/studio-i18n';
import { bankCoursesQuery, courseQuizzesQuery, type BankFilters } from './question-queries';
import { QUESTION_TYPES, useTypeLabel } from './question-type-label';
import styles from './question-bank.module.css';

const TYPING_DELAY_MS = 300;

/** Text typed into a filter, sent once typing stops (or at once on Enter). */
function useTyped(value: string, send: (value: string) => void) {
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => send(typed), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, send]);
  return [typed, setTyped] as const;
}

interface Props {
  filters: BankFilters;
  onChange: (change: Partial<BankFilters>) => void;
}

/** Search and the bank's filters: type, topic, difficulty, course and its quiz, or unassigned only. */
export function BankFiltersForm({ filters, onChange }: Props) {
  const t = useStudioT();
  const api = useApi();
  const typeLabel = useTypeLabel();
  const courses = useQuery(bankCoursesQuery(api));
  const quizzes = useQuery({
    ...courseQuizzesQuery(api, filters.course ?? 0),
    enabled: Boolean(filters.course),
  });
  const [search, setSearch] = useTyped(filters.search, (value) => onChange({ search: value }));
  const [tag, setTag] = useTyped(filters.tag, (value) => onChange({ tag: value }));
  const filtered =
    filters.type ||
    filters.tag ||
    filters.difficulty ||
    filters.course ||
    filters.quiz ||
    filters.unassigned ||
    filters.archived ||
    filters.mine ||
    filters.noExplanation;

  return (
    <div role="search" aria-label={t('bank.filters')} className={styles.filters}>
      <div className={styles.search}>
        <TextField
          type="search"
          label={t('bank.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ search });
          }}
        />
      </div>
      <SelectField
        label={t('bank.type')}
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value as BankFilters['type'] })}
      >
        <option value="">{t('bank.all')}</option>
        {QUESTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('bank.tag')}
        value={tag}
        onChange={(event) => setTag(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ tag });
        }}
      />
      <SelectField
        label={t('bank.difficulty')}
        value={filters.difficulty}
        onChange={(event) => onChange({ difficulty: event.target.value as BankFilters['difficulty'] })}
      >
        <option value="">{t('bank.all')}</option>
        <option value="1">{t('difficulty.1')}</option>
        <option value="2">{t('difficulty.2')}</option>
        <option value="3">{t('difficulty.3')}</option>
      </SelectField>
      <SelectField
        label={t('bank.course')}
        value={filters.course ?? ''}
        disabled={filters.unassigned}
        onChange={(event) =>
          onChange({ course: event.target.value ? Number(event.target.value) : null, quiz: null })
        }
      >
        <option value="">{t('bank.all')}</option>
        {(courses.data ?? []).map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('bank.quiz')}
        value={filters.quiz ?? ''}
        disabled={filters.unassigned || (!filters.course && !filters.quiz)}
        onChange={(event) => onChange({ quiz: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{t('bank.all')}</option>
        {filters.quiz && !quizzes.data?.some((quiz) => quiz.id === filters.quiz) ? (
          <option value={filters.quiz}>{t('bank.quizNumber', { id: filters.quiz })}</option>
        ) : null}
        {(quizzes.data ?? []).map((quiz) => (
          <option key={quiz.id} value={quiz.id}>
            {quiz.title}
          </option>
        ))}
      </SelectField>
      <div className={styles.unassigned}>
        <CheckboxField
          label={t('bank.unassigned')}
          checked={filters.unassigned}
          onChange={(event) =>
            onChange(
              event.target.checked ? { unassigned: true, course: null, quiz: null } : { unassigned: false },
            )
          }
        />
      </div>
      <div className={styles.unassigned}>
        <CheckboxField
          label={t('bank.mine')}
          checked={filters.mine}
          onChange={(event) => onChange({ mine: event.target.checked })}
        />
      </div>
      <div className={styles.unassigned}>
        <CheckboxField
          label={t('bank.noExplanation')}
          checked={filters.noExplanation}
          onChange={(event) => onChange({ noExplanation: event.target.checked })}
        />
      </div>
      <div className={styles.unassigned}>
        <CheckboxField
          label={t('bank.archivedToo')}
          checked={filters.archived}
          onChange={(event) => onChange({ archived: event.target.checked })}
        />
      </div>
      {filtered ? (
        <div className={styles.clear}>
          <Button
            variant="ghost"
            small
            onClick={() =>
              onChange({
                type: '',
                tag: '',
                difficulty: '',
                course: null,
                quiz: null,
                unassigned: false,
                archived: false,
                mine: false,
                noExplanation: false,
              })
            }
          >
            {t('bank.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
