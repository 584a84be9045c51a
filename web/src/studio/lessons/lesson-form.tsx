import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { studioLessonsApi, type StudioLesson } from '@studovna/core/contract/studio';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { useApi } from '../../lib/api';
import { SaveBar } from '../common/save-bar';
import { useStudioForm } from '../common/use-studio-form';
import { useStudioT } from '../i18n/studio-i18n';
import {
  LESSON_FIELDS,
  lessonBodyOf,
  lessonFormOf,
  lessonFormProblems,
  type LessonForm as LessonFormState,
} from './lesson-form-state';
import { lessonKey } from './lesson-queries';
import { RichTextWithPreview } from '../rich-text/rich-text-with-preview';
import { VideoPreview } from './video-preview';
import formStyles from '../common/studio-form.module.css';
import styles from './lesson-editor.module.css';

/**
 * A lesson's fields: the title, the text in the rich-text editor beside the learner's own rendering of it
 * (formulas typeset), the video with its player, preview and minutes. Checked with core's rule before
 * sending; a refusal shows each message on its field and moves focus to the first wrong one.
 */
export function LessonForm({ lesson }: { lesson: StudioLesson }) {
  const t = useStudioT();
  const api = useApi();
  const queryClient = useQueryClient();
  const readOnly = !lesson.may_edit;
  const f = useStudioForm<LessonFormState, StudioLesson>({
    initial: () => lessonFormOf(lesson),
    name: `lesson-${lesson.id}`,
    readOnly,
    fields: LESSON_FIELDS,
    problems: lessonFormProblems,
    send: (form) =>
      api.call(studioLessonsApi.updateLesson, { params: { id: lesson.id }, body: lessonBodyOf(form) }),
    saved: (data) => {
      queryClient.setQueryData(lessonKey(lesson.id), data);
      return lessonFormOf(data);
    },
  });
  const { form, errors, change, refFor } = f;
  const setContent = useCallback((content: string) => change({ content }), [change]);

  return (
    <form className={`${styles.form} ${readOnly ? formStyles.readOnly : ''}`} onSubmit={f.save} noValidate>
      <section className={formStyles.section} aria-labelledby="lesson-text">
        <h2 id="lesson-text" className={formStyles.sectionTitle}>
          {t('lessonForm.text')}
        </h2>
        <TextField
          ref={refFor('title')}
          label={t('lessonForm.title')}
          value={form.title}
          onChange={(event) => change({ title: event.target.value })}
          error={errors.title}
          disabled={readOnly}
        />
        <RichTextWithPreview
          elementRef={refFor('content')}
          label={t('lessonForm.content')}
          hint={t('lessonForm.contentHint')}
          error={errors.content}
          value={form.content}
          onChange={setContent}
          readOnly={readOnly}
          emptyPreview={t('lessonForm.previewEmpty')}
        />
      </section>

      <section className={formStyles.section} aria-labelledby="lesson-video">
        <h2 id="lesson-video" className={formStyles.sectionTitle}>
          {t('lessonForm.videoSection')}
        </h2>
        <TextField
          ref={refFor('video_url')}
          label={t('lessonForm.video')}
          hint={t('lessonForm.videoHint')}
          type="url"
          inputMode="url"
          value={form.videoUrl}
          onChange={(event) => change({ videoUrl: event.target.value })}
          error={errors.video_url}
          disabled={readOnly}
          spellCheck={false}
        />
        <VideoPreview address={form.videoUrl} />
      </section>

      <section className={formStyles.section} aria-labelledby="lesson-access">
        <h2 id="lesson-access" className={formStyles.sectionTitle}>
          {t('lessonForm.accessSection')}
        </h2>
        <div className={formStyles.row}>
          <div>
            <CheckboxField
              ref={refFor('preview')}
              label={t('lessonForm.preview')}
              checked={form.preview}
              onChange={(event) => change({ preview: event.target.checked })}
              error={errors.preview}
              disabled={readOnly}
              {...(errors.preview ? {} : { 'aria-describedby': 'lesson-preview-hint' })}
            />
            <p id="lesson-preview-hint" className={styles.hint}>
              {t('lessonForm.previewHint')}
            </p>
          </div>
          <TextField
            ref={refFor('duration_minutes')}
            label={t('lessonForm.minutes')}
            hint={t('lessonForm.minutesHint')}
            inputMode="numeric"
            value={form.minutes}
            onChange={(event) => change({ minutes: event.target.value })}
            error={errors.duration_minutes}
            disabled={readOnly}
          />
        </div>
      </section>

      {readOnly ? null : (
        <SaveBar pending={f.pending} dirty={f.dirty} refusal={f.refusal} onRevert={f.revert} />
      )}
    </form>
  );
}
