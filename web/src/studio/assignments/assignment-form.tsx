import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { studioAssignmentsApi, type StudioAssignment } from '@studovna/core/contract/studio';
import { ASSIGNMENT_DURATION_FORMATS, ASSIGNMENT_LIMITS } from '@studovna/core/studio';
import { TextField } from '../../components/text-field';
import { useApi } from '../../lib/api';
import { ChoiceGroup } from '../common/choice-group';
import { SaveBar } from '../common/save-bar';
import { SelectField } from '../common/select-field';
import { useStudioForm } from '../common/use-studio-form';
import { useStudioT } from '../i18n/studio-i18n';
import { RichTextWithPreview } from '../rich-text/rich-text-with-preview';
import {
  ASSIGNMENT_FIELDS,
  assignmentBodyOf,
  assignmentFormOf,
  assignmentFormProblems,
  type AssignmentForm as AssignmentFormState,
} from './assignment-form-state';
import { AssignmentAttachments } from './assignment-attachments';
import { assignmentKey } from './assignment-queries';
import formStyles from '../common/studio-form.module.css';
import styles from './assignment-editor.module.css';

const FILE_COUNTS = Array.from({ length: ASSIGNMENT_LIMITS.filesAmount + 1 }, (_, n) => n);

/**
 * An assignment's fields: the introduction a learner reads before starting and the task shown once they
 * start (each beside the learner's rendering of it), how many files they hand in, the time they have, the
 * highest mark and the points to pass. Checked with core's rule before sending.
 */
export function AssignmentForm({ assignment }: { assignment: StudioAssignment }) {
  const t = useStudioT();
  const api = useApi();
  const queryClient = useQueryClient();
  const readOnly = !assignment.may_edit;
  const f = useStudioForm<AssignmentFormState, StudioAssignment>({
    initial: () => assignmentFormOf(assignment),
    name: `assignment-${assignment.id}`,
    readOnly,
    fields: ASSIGNMENT_FIELDS,
    problems: assignmentFormProblems,
    send: (form) =>
      api.call(studioAssignmentsApi.updateAssignment, {
        params: { id: assignment.id },
        body: assignmentBodyOf(form),
      }),
    saved: (data) => {
      queryClient.setQueryData(assignmentKey(assignment.id), data);
      return assignmentFormOf(data);
    },
  });
  const { form, errors, change, refFor } = f;
  const setIntroduction = useCallback((introduction: string) => change({ introduction }), [change]);
  const setContent = useCallback((content: string) => change({ content }), [change]);

  return (
    <form className={`${styles.form} ${readOnly ? formStyles.readOnly : ''}`} onSubmit={f.save} noValidate>
      <section className={formStyles.section} aria-labelledby="assignment-text">
        <h2 id="assignment-text" className={formStyles.sectionTitle}>
          {t('assignmentForm.text')}
        </h2>
        <TextField
          ref={refFor('title')}
          label={t('assignmentForm.title')}
          value={form.title}
          onChange={(event) => change({ title: event.target.value })}
          error={errors.title}
          disabled={readOnly}
        />
        <RichTextWithPreview
          elementRef={refFor('introduction')}
          label={t('assignmentForm.introduction')}
          hint={t('assignmentForm.introductionHint')}
          error={errors.introduction}
          value={form.introduction}
          onChange={setIntroduction}
          readOnly={readOnly}
          emptyPreview={t('assignmentForm.introductionEmpty')}
          previewLabel={t('assignmentForm.introductionPreview')}
        />
        <RichTextWithPreview
          elementRef={refFor('content')}
          label={t('assignmentForm.content')}
          hint={t('assignmentForm.contentHint')}
          error={errors.content}
          value={form.content}
          onChange={setContent}
          readOnly={readOnly}
          emptyPreview={t('assignmentForm.contentEmpty')}
          previewLabel={t('assignmentForm.contentPreview')}
        />
      </section>

      <section className={formStyles.section} aria-labelledby="assignment-handing-in">
        <h2 id="assignment-handing-in" className={formStyles.sectionTitle}>
          {t('assignmentForm.handingIn')}
        </h2>
        <ChoiceGroup
          legend={t('assignmentForm.filesAmount')}
          hint={t('assignmentForm.filesAmountHint')}
          error={errors.files_amount}
        >
          {(describedBy, invalid) =>
            FILE_COUNTS.map((count) => (
              <label key={count} className={formStyles.choice}>
                <input
                  ref={count === 0 ? refFor('files_amount') : undefined}
                  type="radio"
                  name="files_amount"
                  className={formStyles.choiceInput}
                  checked={form.filesAmount === count}
                  onChange={() => change({ filesAmount: count })}
                  disabled={readOnly}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
                {t('assignmentForm.files', { count })}
              </label>
            ))
          }
        </ChoiceGroup>
        <div className={formStyles.row}>
          <TextField
            ref={refFor('duration.time')}
            label={t('assignmentForm.durationTime')}
            hint={t('assignmentForm.durationTimeHint')}
            inputMode="numeric"
            value={form.durationTime}
            onChange={(event) => change({ durationTime: event.target.value })}
            error={errors['duration.time']}
            disabled={readOnly}
          />
          <SelectField
            ref={refFor('duration.format')}
            label={t('assignmentForm.durationFormat')}
            value={form.durationFormat}
            onChange={(event) =>
              change({ durationFormat: event.target.value as AssignmentFormState['durationFormat'] })
            }
            error={errors['duration.format']}
            disabled={readOnly}
          >
            {ASSIGNMENT_DURATION_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`assignmentForm.unit.${format}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </section>

      <section className={formStyles.section} aria-labelledby="assignment-marking">
        <h2 id="assignment-marking" className={formStyles.sectionTitle}>
          {t('assignmentForm.marking')}
        </h2>
        <div className={formStyles.row}>
          <TextField
            ref={refFor('mark')}
            label={t('assignmentForm.mark')}
            hint={t('assignmentForm.markHint')}
            inputMode="decimal"
            value={form.mark}
            onChange={(event) => change({ mark: event.target.value })}
            error={errors.mark}
            disabled={readOnly}
          />
          <TextField
            ref={refFor('passing_grade')}
            label={t('assignmentForm.passingGrade')}
            hint={t('assignmentForm.passingGradeHint')}
            inputMode="decimal"
            value={form.passingGrade}
            onChange={(event) => change({ passingGrade: event.target.value })}
            error={errors.passing_grade}
            disabled={readOnly}
          />
        </div>
      </section>

      <AssignmentAttachments assignment={assignment} />

      {readOnly ? null : (
        <SaveBar pending={f.pending} dirty={f.dirty} refusal={f.refusal} onRevert={f.revert} />
      )}
    </form>
  );
}
