import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { validateReview, type ReviewInput } from '@studovna/core/domain';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/field-error';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/api/action-result';
import { useConfig } from '../../../lib/config-context';
import { useSubmitReview } from '../api/reviews-query';
import { StarRatingInput } from './star-rating-input';
import fieldStyles from '../../../components/form-field.module.css';
import styles from './reviews.module.css';

type FieldName = 'title' | 'content';

/**
 * The leave-review form (SPEC §5): title, stars 1–5, content. Checked in SPEC order — title, then
 * content — with the first problem shown at its field; the server's refusal is shown above the button.
 */
export function ReviewForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const toast = useToast();
  const submit = useSubmitReview(courseId);
  const contentId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<ReviewInput>({ title: '', content: '', rating: 5 });
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const change = (field: keyof ReviewInput, value: string | number) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const code = validateReview(draft);
    if (code) {
      const field: FieldName = code === 'review.titleRequired' ? 'title' : 'content';
      setError({ field, message: t(code, { ns: 'shared' }) });
      (field === 'title' ? titleRef : contentRef).current?.focus();
      return;
    }
    setError(null);
    submit.mutate(draft, {
      onSuccess: () => toast.show({ message: t('reviews.sent'), tone: 'success' }),
      onError: (failure) =>
        setServerError(
          failureMessage(failure, {
            network: t('errors.network', { domain }),
            fallback: t('reviews.failed'),
          }),
        ),
    });
  };

  const contentError = error?.field === 'content' ? error.message : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={styles.formTitle}>
        {t('reviews.formTitle')}
      </h3>
      <TextField
        ref={titleRef}
        label={t('reviews.fieldTitle')}
        value={draft.title}
        maxLength={200}
        error={error?.field === 'title' ? error.message : null}
        onChange={(event) => change('title', event.target.value)}
      />
      <StarRatingInput value={draft.rating} onChange={(value) => change('rating', value)} />
      <div className={fieldStyles.field}>
        <label htmlFor={contentId} className={fieldStyles.label}>
          {t('reviews.fieldContent')}
        </label>
        <textarea
          ref={contentRef}
          id={contentId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={4}
          maxLength={5000}
          value={draft.content}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${contentId}-error` : undefined}
          onChange={(event) => change('content', event.target.value)}
        />
        <FieldError id={`${contentId}-error`}>{contentError}</FieldError>
      </div>
      {serverError ? <Banner tone="error">{serverError}</Banner> : null}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? t('reviews.submitting') : t('reviews.submit')}
      </Button>
    </form>
  );
}
