import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { studioLessonsApi, type StudioLesson } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { MathHtml } from '../../components/math-html';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, firstErrorField, serverFieldErrors } from '../api/field-errors';
import { focusField } from '../common/focus-field';
import { useMarkUnsaved } from '../common/unsaved-changes';
import { useStudioT } from '../i18n/studio-i18n';
import {
  LESSON_FIELDS,
  lessonBodyOf,
  lessonFormOf,
  lessonFormProblems,
  type LessonForm as LessonFormState,
} from './lesson-form-state';
import { lessonKey } from './lesson-queries';
import { RichTextEditor } from './rich-text-editor';
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
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => lessonFormOf(lesson));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // where each field's element is, by body name, to move focus to the first wrong one
  const [elements] = useState(() => new Map<string, HTMLElement>());
  const readOnly = !lesson.may_edit;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useMarkUnsaved(`lesson-${lesson.id}`, dirty && !readOnly);

  const change = (next: Partial<LessonFormState>) => setForm((current) => ({ ...current, ...next }));
  const refFor = (path: string) => (element: HTMLElement | null) => {
    if (element) elements.set(path, element);
    else elements.delete(path);
  };
  const contentRef = useCallback(
    (element: HTMLElement | null) => {
      if (element) elements.set('content', element);
      else elements.delete('content');
    },
    [elements],
  );
  const setContent = useCallback((content: string) => setForm((current) => ({ ...current, content })), []);

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstErrorField(found, LESSON_FIELDS);
    requestAnimationFrame(() => {
      const element = first ? elements.get(first) : undefined;
      // the text's field is a frame around the editable area
      focusField(element?.querySelector<HTMLElement>('[contenteditable]') ?? element);
    });
  };

  const uploadImage = async (file: File): Promise<string | null> => {
    const result = await api.call(studioLessonsApi.uploadImage, { body: {}, files: { file } });
    if (result.ok) return result.data.url;
    toast.show({ tone: 'error', message: failureMessage(result, t('editor.imageFailed')) });
    return null;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = lessonFormProblems(form);
    if (problems.length > 0) {
      const found: Record<string, string> = {};
      for (const problem of problems) found[problem.path] ??= t.problem(problem);
      return refuse(found);
    }
    setPending(true);
    const result = await api.call(studioLessonsApi.updateLesson, {
      params: { id: lesson.id },
      body: lessonBodyOf(form),
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
    const next = lessonFormOf(result.data.data);
    queryClient.setQueryData(lessonKey(lesson.id), result.data.data);
    setSaved(next);
    setForm(next);
    setErrors({});
    toast.show({ tone: 'success', message: result.data.message });
  };

  return (
    <form
      className={`${styles.form} ${readOnly ? formStyles.readOnly : ''}`}
      onSubmit={(event) => void save(event)}
      noValidate
    >
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
        <div className={styles.textAndPreview}>
          <RichTextEditor
            elementRef={contentRef}
            label={t('lessonForm.content')}
            hint={t('lessonForm.contentHint')}
            error={errors.content}
            value={form.content}
            onChange={setContent}
            readOnly={readOnly}
            uploadImage={uploadImage}
          />
          <section className={styles.preview} aria-labelledby="lesson-preview">
            <h3 id="lesson-preview" className={styles.previewTitle}>
              {t('lessonForm.previewTitle')}
            </h3>
            {form.content.trim() === '' ? (
              <p className={styles.previewEmpty}>{t('lessonForm.previewEmpty')}</p>
            ) : (
              <MathHtml html={form.content} className={styles.previewContent} />
            )}
          </section>
        </div>
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
        <div className={formStyles.saveBar}>
          <Button type="submit" disabled={pending}>
            {pending ? t('general.saving') : t('general.save')}
          </Button>
          <Button
            variant="ghost"
            disabled={!dirty || pending}
            onClick={() => {
              setForm(saved);
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
      )}
    </form>
  );
}
