import { useId, useRef, useState, type FormEvent } from 'react';
import { studioCoursesApi, type StudioCourse, type StudioItem } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, serverFieldErrors } from '../api/field-errors';
import { SelectField } from '../common/select-field';
import { PlusIcon } from '../common/studio-icons';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './curriculum.module.css';

const TYPES: StudioItem['type'][] = ['lp_lesson', 'lp_quiz', 'lp_assignment'];

/** A new lesson, quiz or assignment at the end of a saved section (`studio.courses.createItem`). */
export function AddItemForm({
  courseId,
  sectionId,
  sectionName,
  onCreated,
}: {
  courseId: number;
  sectionId: number;
  sectionName: string;
  onCreated: (course: StudioCourse) => void;
}) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<StudioItem['type']>('lp_lesson');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    setTitle('');
    setError(null);
    requestAnimationFrame(() => opener.current?.querySelector('button')?.focus());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!title.trim()) {
      setError(t.problem({ code: 'studio.required' }));
      titleInput.current?.focus();
      return;
    }
    setPending(true);
    const result = await api.call(studioCoursesApi.createItem, {
      params: { id: courseId },
      body: { section_id: sectionId, type, title: title.trim() },
    });
    setPending(false);
    if (!result.ok) {
      const fields = serverFieldErrors(result);
      if (fields?.title) {
        setError(fields.title);
        titleInput.current?.focus();
      } else toast.show({ tone: 'error', message: failureMessage(result, t('general.saveFailed')) });
      return;
    }
    onCreated(result.data.data);
    toast.show({ tone: 'success', message: result.data.message });
    close();
  };

  if (!open)
    return (
      <div ref={opener} className={styles.addItem}>
        <Button
          variant="ghost"
          small
          icon={<PlusIcon size={18} />}
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => titleInput.current?.focus());
          }}
        >
          {t('curriculum.addItem', { section: sectionName })}
        </Button>
      </div>
    );
  return (
    <form
      className={styles.addItemForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={formId}
    >
      <h3 id={formId} className="visually-hidden">
        {t('curriculum.addItem', { section: sectionName })}
      </h3>
      <SelectField
        label={t('curriculum.itemType')}
        value={type}
        onChange={(event) => setType(event.target.value as StudioItem['type'])}
      >
        {TYPES.map((one) => (
          <option key={one} value={one}>
            {one === 'lp_lesson'
              ? t('itemType.lesson')
              : one === 'lp_quiz'
                ? t('itemType.quiz')
                : t('itemType.assignment')}
          </option>
        ))}
      </SelectField>
      <TextField
        ref={titleInput}
        label={t('curriculum.itemTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={error}
      />
      <div className={styles.addItemActions}>
        <Button type="submit" small disabled={pending}>
          {t('curriculum.create')}
        </Button>
        <Button variant="ghost" small onClick={close}>
          {t('general.cancel')}
        </Button>
      </div>
    </form>
  );
}
