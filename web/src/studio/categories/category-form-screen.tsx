import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { studioCategoriesApi, type StudioCategory } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, firstErrorField, serverFieldErrors } from '../api/field-errors';
import { studioKeys } from '../api/studio-keys';
import { useCategories } from '../api/studio-queries';
import { StudioPage } from '../common/studio-page';
import { TextAreaField } from '../common/text-area-field';
import { GuardedLink, useMarkUnsaved } from '../common/unsaved-changes';
import { StudioProblem } from '../shell/studio-problem';
import { focusField } from '../common/focus-field';
import { useStudioT } from '../i18n/studio-i18n';
import { CategoryDelete } from './category-delete';
import { CategoryImage } from './category-image';
import {
  CATEGORY_FIELDS,
  categoryFormOf,
  categoryProblems,
  comparable,
  draftOf,
  emptyCategoryForm,
  foldedErrors,
  withName,
  withSlug,
  type CategoryForm,
} from './category-form-state';
import formStyles from '../common/studio-form.module.css';
import styles from './categories.module.css';

/** A new category (`/studio/kategorie/nova`) or one to edit (`/studio/kategorie/:id`). */
export function CategoryFormScreen() {
  const t = useStudioT();
  const { categoryId } = useParams();
  const categories = useCategories();
  const id = categoryId ? Number(categoryId) : null;
  const back = (
    <GuardedLink to="/studio/kategorie" className={styles.backLink}>
      ← {t('categoryList.title')}
    </GuardedLink>
  );
  if (categories.isPending) return <LoadingState />;
  if (categories.isError) return <StudioProblem onRetry={() => void categories.refetch()} />;
  const category = id === null ? null : categories.data.categories.find((one) => one.id === id);
  if (category === undefined)
    return (
      <StudioPage title={t('categoryForm.notFoundTitle')} above={back}>
        <p>{t.problem({ code: 'studio.notFound' })}</p>
      </StudioPage>
    );
  return (
    <CategoryEditor
      key={category?.id ?? 'new'}
      category={category}
      mayEdit={categories.data.may_edit}
      back={back}
    />
  );
}

function CategoryEditor({
  category,
  mayEdit,
  back,
}: {
  category: StudioCategory | null;
  mayEdit: boolean;
  back: ReactNode;
}) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => (category ? categoryFormOf(category) : emptyCategoryForm()));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const dirty = comparable(form) !== comparable(saved);
  useMarkUnsaved('category', dirty && mayEdit);

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstErrorField(found, CATEGORY_FIELDS);
    if (first) focusField(formElement.current?.querySelector<HTMLElement>(`[name="${first}"]`));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = categoryProblems(form);
    if (problems.length > 0) {
      const found: Record<string, string> = {};
      for (const problem of problems) found[problem.path] ??= t.problem(problem);
      return refuse(found);
    }
    setPending(true);
    const body = draftOf(form);
    const result = category
      ? await api.call(studioCategoriesApi.updateCategory, { params: { id: category.id }, body })
      : await api.call(studioCategoriesApi.createCategory, { body });
    setPending(false);
    if (!result.ok) {
      const fieldErrors = serverFieldErrors(result);
      if (fieldErrors) return refuse(foldedErrors(fieldErrors));
      toast.show({ tone: 'error', message: failureMessage(result, t('general.saveFailed')) });
      return;
    }
    const answer = result.data.data;
    queryClient.setQueryData(
      studioKeys.categories(),
      (old: { categories: StudioCategory[]; may_edit: boolean } | undefined) =>
        old && {
          ...old,
          categories: old.categories.some((one) => one.id === answer.id)
            ? old.categories.map((one) => (one.id === answer.id ? answer : one))
            : [...old.categories, answer],
        },
    );
    const next = categoryFormOf(answer);
    setSaved(next);
    setForm(next);
    setErrors({});
    if (!category) await navigate(`/studio/kategorie/${answer.id}`, { replace: true });
    toast.show({ tone: 'success', message: result.data.message, lasts: 'app' });
  };

  const change = (next: CategoryForm) => setForm(next);
  const disabled = !mayEdit;
  return (
    <StudioPage title={category ? category.name : t('categoryForm.newTitle')} above={back}>
      {mayEdit ? null : <p className={styles.note}>{t.problem({ code: 'studio.catalogueOnly' })}</p>}
      <div className={styles.layout}>
        <form
          ref={formElement}
          className={`${styles.form} ${mayEdit ? '' : formStyles.readOnly}`}
          onSubmit={(event) => void save(event)}
          noValidate
        >
          <section className={formStyles.section} aria-label={t('categoryForm.fields')}>
            <TextField
              name="name"
              label={t('categoryForm.name')}
              value={form.name}
              onChange={(event) => change(withName(form, event.target.value))}
              error={errors.name}
              disabled={disabled}
            />
            <TextField
              name="slug"
              label={t('categoryForm.slug')}
              hint={form.slugEdited ? t('categoryForm.slugHintOwn') : t('categoryForm.slugHintAuto')}
              value={form.slug}
              onChange={(event) => change(withSlug(form, event.target.value))}
              error={errors.slug}
              disabled={disabled}
              spellCheck={false}
            />
            <TextAreaField
              name="description"
              label={t('categoryForm.description')}
              hint={t('categoryForm.descriptionHint')}
              value={form.description}
              onChange={(event) => change({ ...form, description: event.target.value })}
              error={errors.description}
              disabled={disabled}
              rows={4}
            />
            <TextField
              name="subscription"
              label={t('categoryForm.plans')}
              hint={t('categoryForm.plansHint')}
              value={form.subscription}
              onChange={(event) => change({ ...form, subscription: event.target.value })}
              error={errors.subscription}
              disabled={disabled}
              spellCheck={false}
            />
          </section>
          {mayEdit ? (
            <div className={formStyles.saveBar}>
              <Button type="submit" disabled={pending}>
                {category ? t('general.save') : t('categoryForm.create')}
              </Button>
              <p className={formStyles.saveNote} aria-live="polite">
                {dirty ? t('general.unsavedNote') : category ? t('general.allSaved') : ''}
              </p>
            </div>
          ) : null}
        </form>
        {category ? (
          <div className={styles.form}>
            <CategoryImage category={category} mayEdit={mayEdit} />
            {mayEdit ? <CategoryDelete category={category} /> : null}
          </div>
        ) : null}
      </div>
    </StudioPage>
  );
}
