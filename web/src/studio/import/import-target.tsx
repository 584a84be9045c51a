import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api';
import { Choice, ChoiceGroup } from '../common/choice-group';
import { SelectField } from '../common/select-field';
import { useStudioT } from '../i18n/studio-i18n';
import { bankCoursesQuery, courseQuizzesQuery } from '../questions/question-queries';
import styles from './import.module.css';

export interface ImportTargetValue {
  into: 'bank' | 'quiz';
  course: number | null;
  quiz: number | null;
}

interface Props {
  value: ImportTargetValue;
  onChange: (value: ImportTargetValue) => void;
  error?: string | null;
  disabled: boolean;
}

/** Where the questions go: the bank, or the end of a quiz (chosen by its course). */
export function ImportTarget({ value, onChange, error, disabled }: Props) {
  const t = useStudioT();
  const api = useApi();
  const courses = useQuery({ ...bankCoursesQuery(api), enabled: value.into === 'quiz' });
  const quizzes = useQuery({
    ...courseQuizzesQuery(api, value.course ?? 0),
    enabled: value.into === 'quiz' && Boolean(value.course),
  });
  return (
    <div className={styles.target}>
      <ChoiceGroup legend={t('questionImport.target')}>
        {() => (
          <>
            <Choice
              type="radio"
              name="import-target"
              label={t('questionImport.intoBank')}
              checked={value.into === 'bank'}
              disabled={disabled}
              onChange={() => onChange({ ...value, into: 'bank' })}
            />
            <Choice
              type="radio"
              name="import-target"
              label={t('questionImport.intoQuiz')}
              checked={value.into === 'quiz'}
              disabled={disabled}
              onChange={() => onChange({ ...value, into: 'quiz' })}
            />
          </>
        )}
      </ChoiceGroup>
      {value.into === 'quiz' ? (
        <div className={styles.twoColumns}>
          <SelectField
            label={t('questionImport.course')}
            value={value.course ?? ''}
            disabled={disabled}
            onChange={(event) =>
              onChange({
                ...value,
                course: event.target.value ? Number(event.target.value) : null,
                quiz: null,
              })
            }
          >
            <option value="">{t('questionImport.chooseCourse')}</option>
            {(courses.data ?? []).map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('questionImport.quiz')}
            value={value.quiz ?? ''}
            disabled={disabled || !value.course}
            error={error}
            onChange={(event) =>
              onChange({ ...value, quiz: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('questionImport.chooseQuiz')}</option>
            {value.quiz && !quizzes.data?.some((quiz) => quiz.id === value.quiz) ? (
              <option value={value.quiz}>{t('bank.quizNumber', { id: value.quiz })}</option>
            ) : null}
            {(quizzes.data ?? []).map((quiz) => (
              <option key={quiz.id} value={quiz.id}>
                {quiz.title}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
    </div>
  );
}
