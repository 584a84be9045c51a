import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { studioQuizzesApi, type StudioQuiz } from '@studovna/core/contract/studio';
import { questionBankMessage } from '@studovna/core/studio';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, firstErrorField, serverFieldErrors } from '../api/field-errors';
import { focusField } from '../common/focus-field';
import { SaveBar } from '../common/save-bar';
import { useMarkUnsaved } from '../common/unsaved-changes';
import { useStudioT, type StudioT } from '../i18n/studio-i18n';
import { quizKey } from './quiz-queries';
import {
  QUIZ_SETTINGS_FIELDS,
  settingsBodyOf,
  settingsFormOf,
  settingsProblems,
  type QuizSettingsForm as Form,
  type SettingsProblem,
} from './quiz-settings-state';
import formStyles from '../common/studio-form.module.css';
import styles from './quiz-editor.module.css';

const problemText = (t: StudioT, problem: SettingsProblem) =>
  problem === 'required'
    ? t('quizSettings.required')
    : problem === 'minutes'
      ? t('quizSettings.minutesInvalid')
      : problem === 'percent'
        ? t('quizSettings.percentInvalid')
        : problem === 'penalty'
          ? questionBankMessage('bank.penaltyInvalid', t.language)
          : t('quizSettings.retakesInvalid');

/** A switch of the engine with what it does, tied to it. */
function Flag({
  id,
  label,
  hint,
  error,
  checked,
  disabled,
  onChange,
  ref,
}: {
  id: string;
  label: ReactNode;
  hint: string;
  error?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  ref?: (element: HTMLElement | null) => void;
}) {
  return (
    <div className={styles.flag}>
      <CheckboxField
        ref={ref}
        label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        error={error}
        {...(error ? {} : { 'aria-describedby': `${id}-hint` })}
      />
      <p id={`${id}-hint`} className={styles.flagHint}>
        {hint}
      </p>
    </div>
  );
}

/**
 * Every setting of the quiz the engine honours, labelled and explained in the learner's terms; checked in
 * the browser, then by the server, whose field messages land on their fields (focus on the first).
 */
export function QuizSettingsForm({ quiz }: { quiz: StudioQuiz }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => settingsFormOf(quiz.settings));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [elements] = useState(() => new Map<string, HTMLElement>());
  const readOnly = !quiz.may_edit;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useMarkUnsaved(`quiz-settings-${quiz.id}`, dirty && !readOnly);

  const change = (next: Partial<Form>) => setForm((current) => ({ ...current, ...next }));
  const refFor = (path: string) => (element: HTMLElement | null) => {
    if (element) elements.set(path, element);
    else elements.delete(path);
  };
  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstErrorField(found, QUIZ_SETTINGS_FIELDS);
    requestAnimationFrame(() => (first ? focusField(elements.get(first)) : undefined));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = settingsProblems(form);
    const found: Record<string, string> = {};
    for (const [path, problem] of Object.entries(problems))
      if (problem) found[path] = problemText(t, problem);
    if (Object.keys(found).length > 0) return refuse(found);
    setPending(true);
    const result = await api.call(studioQuizzesApi.updateQuizSettings, {
      params: { id: quiz.id },
      body: settingsBodyOf(form),
    });
    setPending(false);
    if (!result.ok) {
      const fieldErrors = serverFieldErrors(result);
      if (fieldErrors) {
        setRefusal(failureMessage(result, t.problem({ code: 'studio.invalid' })));
        return refuse(fieldErrors);
      }
      toast.show({ tone: 'error', message: failureMessage(result, t('general.saveFailed')) });
      return;
    }
    const next = settingsFormOf(result.data.data.settings);
    queryClient.setQueryData(quizKey(quiz.id), result.data.data);
    setSaved(next);
    setForm(next);
    setErrors({});
    toast.show({ tone: 'success', message: result.data.message });
  };

  return (
    <form
      className={`${formStyles.section} ${readOnly ? formStyles.readOnly : ''}`}
      aria-labelledby="quiz-settings"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <h2 id="quiz-settings" className={formStyles.sectionTitle}>
        {t('quizSettings.title')}
      </h2>
      <TextField
        ref={refFor('title')}
        label={t('quizSettings.name')}
        value={form.title}
        onChange={(event) => change({ title: event.target.value })}
        error={errors.title}
        disabled={readOnly}
      />
      <div className={formStyles.row}>
        <TextField
          ref={refFor('time_limit_seconds')}
          label={t('quizSettings.minutes')}
          hint={t('quizSettings.minutesHint')}
          inputMode="decimal"
          value={form.minutes}
          onChange={(event) => change({ minutes: event.target.value })}
          error={errors.time_limit_seconds}
          disabled={readOnly}
        />
        <TextField
          ref={refFor('passing_grade')}
          label={t('quizSettings.passingGrade')}
          hint={t('quizSettings.passingGradeHint')}
          inputMode="numeric"
          value={form.passingGrade}
          onChange={(event) => change({ passingGrade: event.target.value })}
          error={errors.passing_grade}
          disabled={readOnly}
        />
        <div className={styles.retakes}>
          {form.unlimitedRetakes ? null : (
            <TextField
              ref={refFor('retake_count')}
              label={t('quizSettings.retakes')}
              hint={t('quizSettings.retakesHint')}
              inputMode="numeric"
              value={form.retakes}
              onChange={(event) => change({ retakes: event.target.value })}
              error={errors.retake_count}
              disabled={readOnly}
            />
          )}
          <CheckboxField
            ref={form.unlimitedRetakes ? refFor('retake_count') : undefined}
            label={t('quizSettings.unlimitedRetakes')}
            checked={form.unlimitedRetakes}
            onChange={(event) => change({ unlimitedRetakes: event.target.checked })}
            error={form.unlimitedRetakes ? errors.retake_count : undefined}
            disabled={readOnly}
          />
        </div>
      </div>
      <fieldset className={styles.flags}>
        <legend className={styles.flagsLegend}>{t('quizSettings.marking')}</legend>
        <div className={formStyles.row}>
          <TextField
            ref={refFor('wrong_penalty')}
            label={t('quizSettings.wrongPenalty')}
            hint={t('quizSettings.wrongPenaltyHint')}
            autoComplete="off"
            value={form.wrongPenalty}
            onChange={(event) => change({ wrongPenalty: event.target.value })}
            error={errors.wrong_penalty}
            disabled={readOnly}
          />
          <TextField
            ref={refFor('skip_penalty')}
            label={t('quizSettings.skipPenalty')}
            hint={t('quizSettings.skipPenaltyHint')}
            autoComplete="off"
            value={form.skipPenalty}
            onChange={(event) => change({ skipPenalty: event.target.value })}
            error={errors.skip_penalty}
            disabled={readOnly}
          />
        </div>
      </fieldset>
      <fieldset className={styles.flags}>
        <legend className={styles.flagsLegend}>{t('quizSettings.during')}</legend>
        <Flag
          id={`quiz-${quiz.id}-instant`}
          ref={refFor('instant_check')}
          label={t('quizSettings.instantCheck')}
          hint={t('quizSettings.instantCheckHint')}
          checked={form.instantCheck}
          onChange={(instantCheck) => change({ instantCheck })}
          error={errors.instant_check}
          disabled={readOnly}
        />
        <Flag
          id={`quiz-${quiz.id}-preview`}
          ref={refFor('preview')}
          label={t('quizSettings.preview')}
          hint={t('quizSettings.previewHint')}
          checked={form.preview}
          onChange={(preview) => change({ preview })}
          error={errors.preview}
          disabled={readOnly}
        />
      </fieldset>
      <p className={styles.engineNote}>{t('quizSettings.engineNote')}</p>
      {readOnly ? null : (
        <SaveBar
          pending={pending}
          dirty={dirty}
          refusal={refusal}
          onRevert={() => {
            setForm(saved);
            setErrors({});
            setRefusal(null);
          }}
          saveLabel={t('quizSettings.save')}
        />
      )}
    </form>
  );
}
