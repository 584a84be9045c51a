import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { studioCoursesApi, type StudioCourse } from '@studovna/core/contract/studio';
import type { StudioRole } from '@studovna/core/studio';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, firstErrorField, serverFieldErrors } from '../api/field-errors';
import { studioKeys } from '../api/studio-keys';
import { authorsQuery, useCategories } from '../api/studio-queries';
import { SaveBar } from '../common/save-bar';
import { useMarkUnsaved } from '../common/unsaved-changes';
import { focusField } from '../common/focus-field';
import { useStudioT } from '../i18n/studio-i18n';
import { CourseFields } from './course-fields';
import { bodyOf, COURSE_FIELDS, formOf, formProblems, type CourseForm } from './course-form-state';
import formStyles from '../common/studio-form.module.css';
import styles from './course-editor.module.css';

/**
 * The course's fields: checked in the browser with core's rules first, then saved; a refusal shows each
 * message on its field and moves focus to the first wrong one.
 */
export function CourseFieldsForm({ course, role }: { course: StudioCourse; role: StudioRole }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const isAdministrator = role === 'administrator';
  const authors = useQuery({ ...authorsQuery(api), enabled: isAdministrator });
  const [saved, setSaved] = useState(() => formOf(course));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  // a refusal's message, beside the save button: a toast at the top would cover the field it points to
  const [refusal, setRefusal] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const readOnly = !course.may_edit;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useMarkUnsaved(`course-${course.id}`, dirty && !readOnly);

  const change = useCallback(
    (next: Partial<CourseForm>) => setForm((current) => ({ ...current, ...next })),
    [],
  );
  const refFor = (path: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(path, element);
    else elements.current.delete(path);
  };
  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstErrorField(found, COURSE_FIELDS);
    // after the render that shows the errors (a field may appear only with its error)
    requestAnimationFrame(() => (first ? focusField(elements.current.get(first)) : undefined));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = formProblems(form, new Date());
    if (problems.length > 0) {
      const found: Record<string, string> = {};
      for (const problem of problems) found[problem.path] ??= t.problem(problem);
      return refuse(found);
    }
    setPending(true);
    const result = await api.call(studioCoursesApi.updateCourse, {
      params: { id: course.id },
      body: bodyOf(form, course, { withAuthor: isAdministrator }),
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
    const next = formOf(result.data.data);
    queryClient.setQueryData(studioKeys.course(course.id), result.data.data);
    void queryClient.invalidateQueries({ queryKey: studioKeys.courses(), exact: false, refetchType: 'none' });
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
      <CourseFields
        form={form}
        change={change}
        errors={errors}
        refFor={refFor}
        categories={categories.data?.categories ?? []}
        authors={isAdministrator ? (authors.data ?? [course.author]) : null}
        disabled={readOnly}
      />
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
        />
      )}
    </form>
  );
}
