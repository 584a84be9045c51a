import { useCallback } from 'react';
import type { StudioCategory } from '@studovna/core/contract/studio';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { Choice, ChoiceGroup } from '../common/choice-group';
import { SelectField } from '../common/select-field';
import { TextAreaField } from '../common/text-area-field';
import { useStudioT } from '../i18n/studio-i18n';
import { RichTextWithPreview } from '../rich-text/rich-text-with-preview';
import type { CourseForm } from './course-form-state';
import formStyles from '../common/studio-form.module.css';

export interface CourseFieldsProps {
  form: CourseForm;
  change: (next: Partial<CourseForm>) => void;
  errors: Record<string, string>;
  /** Where each field's element is noted, by body name, to move focus to the first wrong one. */
  refFor: (path: string) => (element: HTMLElement | null) => void;
  categories: readonly StudioCategory[];
  /** Administrators hand a course to another author. */
  authors: readonly { id: number; name: string }[] | null;
  disabled: boolean;
}

/** Every field of a course (`studio.courses.update`), in four groups, labelled and explained. */
export function CourseFields({
  form,
  change,
  errors,
  refFor,
  categories,
  authors,
  disabled,
}: CourseFieldsProps) {
  const t = useStudioT();
  const number = { inputMode: 'numeric' as const, disabled };
  // the same function on every render: the editor would otherwise be handed a new one each time
  const setContent = useCallback((content: string) => change({ content }), [change]);
  return (
    <>
      <section className={formStyles.section} aria-labelledby="course-basics">
        <h2 id="course-basics" className={formStyles.sectionTitle}>
          {t('courseForm.basics')}
        </h2>
        <TextField
          ref={refFor('title')}
          label={t('courseForm.title')}
          value={form.title}
          onChange={(event) => change({ title: event.target.value })}
          error={errors.title}
          disabled={disabled}
        />
        <TextField
          ref={refFor('slug')}
          label={t('courseForm.slug')}
          hint={t('courseForm.slugHint')}
          value={form.slug}
          onChange={(event) => change({ slug: event.target.value })}
          error={errors.slug}
          disabled={disabled}
          spellCheck={false}
        />
        <TextAreaField
          ref={refFor('excerpt')}
          label={t('courseForm.excerpt')}
          hint={t('courseForm.excerptHint')}
          value={form.excerpt}
          onChange={(event) => change({ excerpt: event.target.value })}
          error={errors.excerpt}
          disabled={disabled}
          rows={3}
        />
        <RichTextWithPreview
          elementRef={refFor('content')}
          label={t('courseForm.content')}
          hint={t('courseForm.contentHint')}
          value={form.content}
          onChange={setContent}
          error={errors.content}
          readOnly={disabled}
          emptyPreview={t('courseForm.contentEmpty')}
        />
      </section>

      <section className={formStyles.section} aria-labelledby="course-publishing">
        <h2 id="course-publishing" className={formStyles.sectionTitle}>
          {t('courseForm.publishing')}
        </h2>
        <ChoiceGroup legend={t('courseForm.status')} hint={t('courseForm.statusHint')} error={errors.status}>
          {(describedBy) =>
            (['draft', 'publish', 'future'] as const).map((status, index) => (
              <Choice
                key={status}
                ref={index === 0 ? refFor('status') : undefined}
                type="radio"
                name="status"
                value={status}
                checked={form.status === status}
                onChange={() => change({ status })}
                aria-describedby={describedBy}
                disabled={disabled}
                label={
                  status === 'draft'
                    ? t('status.draft')
                    : status === 'publish'
                      ? t('status.publish')
                      : t('status.future')
                }
              />
            ))
          }
        </ChoiceGroup>
        {form.status === 'future' ? (
          <TextField
            ref={refFor('published_at')}
            type="datetime-local"
            label={t('courseForm.publishedAt')}
            hint={t('courseForm.publishedAtHint')}
            value={form.publishedAt}
            onChange={(event) => change({ publishedAt: event.target.value })}
            error={errors.published_at}
            disabled={disabled}
          />
        ) : null}
        {authors ? (
          <SelectField
            ref={refFor('author_id')}
            label={t('courseForm.author')}
            hint={t('courseForm.authorHint')}
            value={form.authorId}
            onChange={(event) => change({ authorId: Number(event.target.value) })}
            error={errors.author_id}
            disabled={disabled}
          >
            {authors.map((author) => (
              <option key={author.id} value={author.id}>
                {author.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </section>

      <section className={formStyles.section} aria-labelledby="course-offer">
        <h2 id="course-offer" className={formStyles.sectionTitle}>
          {t('courseForm.offer')}
        </h2>
        <ChoiceGroup
          legend={t('courseForm.categories')}
          hint={t('courseForm.categoriesHint')}
          error={errors.category_ids}
        >
          {(describedBy, invalid) =>
            categories.map((category, index) => (
              <Choice
                key={category.id}
                ref={index === 0 ? refFor('category_ids') : undefined}
                type="checkbox"
                checked={form.categoryIds.includes(category.id)}
                onChange={(event) =>
                  change({
                    categoryIds: event.target.checked
                      ? [...form.categoryIds, category.id]
                      : form.categoryIds.filter((id) => id !== category.id),
                  })
                }
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                disabled={disabled}
                label={category.name}
              />
            ))
          }
        </ChoiceGroup>
        <CheckboxField
          label={t('courseForm.free')}
          checked={form.free}
          onChange={(event) => change({ free: event.target.checked })}
          disabled={disabled}
        />
        {form.free ? null : (
          <div className={formStyles.row}>
            <TextField
              ref={refFor('price')}
              label={t('courseForm.price')}
              hint={t('courseForm.priceHint')}
              value={form.price}
              onChange={(event) => change({ price: event.target.value })}
              error={errors.price}
              {...number}
            />
            <div>
              <CheckboxField
                label={t('courseForm.onSale')}
                checked={form.onSale}
                onChange={(event) => change({ onSale: event.target.checked })}
                disabled={disabled}
              />
              {form.onSale ? (
                <TextField
                  ref={refFor('sale_price')}
                  label={t('courseForm.salePrice')}
                  hint={t('courseForm.salePriceHint')}
                  value={form.salePrice}
                  onChange={(event) => change({ salePrice: event.target.value })}
                  error={errors.sale_price}
                  {...number}
                />
              ) : null}
            </div>
          </div>
        )}
      </section>

      <section className={formStyles.section} aria-labelledby="course-progress">
        <h2 id="course-progress" className={formStyles.sectionTitle}>
          {t('courseForm.progress')}
        </h2>
        <div className={formStyles.row}>
          <TextField
            ref={refFor('duration')}
            label={t('courseForm.duration')}
            hint={t('courseForm.durationHint')}
            value={form.duration}
            onChange={(event) => change({ duration: event.target.value })}
            error={errors.duration}
            disabled={disabled}
          />
          <TextField
            ref={refFor('passing_condition')}
            label={t('courseForm.passingCondition')}
            hint={t('courseForm.passingConditionHint')}
            value={form.passingCondition}
            onChange={(event) => change({ passingCondition: event.target.value })}
            error={errors.passing_condition}
            {...number}
          />
          <TextField
            ref={refFor('retake_count')}
            label={t('courseForm.retakeCount')}
            hint={t('courseForm.retakeCountHint')}
            value={form.retakeCount}
            onChange={(event) => change({ retakeCount: event.target.value })}
            error={errors.retake_count}
            {...number}
          />
        </div>
      </section>
    </>
  );
}
