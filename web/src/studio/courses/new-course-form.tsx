import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { studioCoursesApi, type StudioCategory } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, firstErrorField, serverFieldErrors } from '../api/field-errors';
import { studioKeys } from '../api/studio-keys';
import { SelectField } from '../common/select-field';
import { focusField } from '../common/focus-field';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './course-list.module.css';

const FIELDS = ['title', 'category_id'] as const;

/** „Nový kurz": a title and a category make a draft, which opens in the editor. */
export function NewCourseForm({
  categories,
  onCancel,
}: {
  categories: readonly StudioCategory[];
  onCancel: () => void;
}) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const fields = useRef<Record<string, HTMLElement | null>>({});

  useEffect(() => fields.current.title?.focus(), []);

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstErrorField(found, FIELDS);
    if (first) focusField(fields.current[first]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t.problem({ code: 'studio.required' });
    if (!categoryId) found.category_id = t.problem({ code: 'studio.categoryRequired' });
    if (Object.keys(found).length) return refuse(found);
    setPending(true);
    const result = await api.call(studioCoursesApi.createCourse, {
      body: { title: title.trim(), category_id: Number(categoryId) },
    });
    setPending(false);
    if (!result.ok) {
      const fieldErrors = serverFieldErrors(result);
      if (fieldErrors) return refuse(fieldErrors);
      toast.show({ tone: 'error', message: failureMessage(result, t('general.saveFailed')) });
      return;
    }
    queryClient.setQueryData(studioKeys.course(result.data.data.id), result.data.data);
    void queryClient.invalidateQueries({ queryKey: studioKeys.courses() });
    await navigate(`/studio/kurzy/${result.data.data.id}`);
    toast.show({ tone: 'success', message: result.data.message, lasts: 'app' });
  };

  return (
    <form
      className={styles.newCourse}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="new-course-title"
    >
      <h2 id="new-course-title">{t('newCourse.title')}</h2>
      <div className={styles.newCourseFields}>
        <TextField
          ref={(element) => void (fields.current.title = element)}
          label={t('newCourse.name')}
          hint={t('newCourse.nameHint')}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
        <SelectField
          ref={(element) => void (fields.current.category_id = element)}
          label={t('newCourse.category')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          error={errors.category_id}
        >
          <option value="">{t('newCourse.chooseCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" disabled={pending}>
          {t('newCourse.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('general.cancel')}
        </Button>
      </div>
    </form>
  );
}
