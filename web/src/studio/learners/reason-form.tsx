import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  learnerMessage,
  planEndProblems,
  reasonProblems,
  type FieldProblem,
  type LearnerMessageCode,
} from '@studovna/core/studio';
import { Banner } from '../../components/banner';
import { Button, type ButtonVariant } from '../../components/button';
import { TextField } from '../../components/text-field';
import { TextAreaField } from '../common/text-area-field';
import { useStudioT } from '../i18n/studio-i18n';
import type { ChangeOutcome } from './learner-queries';
import styles from './learners.module.css';

export interface ReasonFormValues {
  reason: string;
  expires_on: string;
}

interface ReasonFormProps {
  title: string;
  hint?: string;
  submitLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  /** A day the plan is to run to: `required` for an extension, optional for a grant. */
  date?: { required: boolean; hint: string; runsUntil?: Date; min?: string };
  /** More fields before the date and the reason (the plan to grant), with their own errors. */
  children?: (errors: Record<string, string>) => ReactNode;
  /** Problems of those fields, checked with the rest before sending. */
  extraProblems?: () => FieldProblem<LearnerMessageCode>[];
  onSubmit: (values: ReasonFormValues) => Promise<ChangeOutcome>;
  onCancel?: () => void;
}

/**
 * A change the team makes with a reason (and, for a plan, the last day it runs): core's rules are
 * checked before sending, the server's refusal shows beside its field or above the form.
 */
export function ReasonForm(props: ReasonFormProps) {
  const { title, hint, submitLabel, variant, pending, date, onSubmit, onCancel } = props;
  const t = useStudioT();
  const [reason, setReason] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const show = (found: Record<string, string>) => {
    setErrors(found);
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) first.focus();
    else if (found.expires_on) dateRef.current?.focus();
    else if (found.reason) reasonRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = [
      ...(props.extraProblems?.() ?? []),
      ...(date
        ? planEndProblems(expiresOn, { now: new Date(), required: date.required, runsUntil: date.runsUntil })
        : []),
      ...reasonProblems(reason),
    ];
    if (problems.length > 0) {
      const found: Record<string, string> = {};
      for (const p of problems) found[p.path] ??= learnerMessage(p.code, t.language, p.values);
      setErrors(found);
      // focus after the fields have their errors
      return requestAnimationFrame(() => show(found));
    }
    setErrors({});
    const outcome = await onSubmit({ reason: reason.trim(), expires_on: expiresOn });
    if (outcome.kind === 'fields') {
      setErrors(outcome.fields);
      requestAnimationFrame(() => show(outcome.fields));
    } else if (outcome.kind === 'refused') setRefusal(outcome.message);
    else {
      setReason('');
      setExpiresOn('');
    }
  };

  return (
    <form ref={formRef} className={styles.changeForm} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.formTitle}>{title}</h3>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      {refusal ? <Banner tone="error">{refusal}</Banner> : null}
      {props.children?.(errors)}
      {date ? (
        <TextField
          ref={dateRef}
          label={t('learner.expiresOn')}
          hint={date.hint}
          type="date"
          min={date.min}
          value={expiresOn}
          required={date.required}
          error={errors.expires_on}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
      ) : null}
      <TextAreaField
        ref={reasonRef}
        label={t('learner.reason')}
        hint={t('learner.reasonHint')}
        rows={2}
        maxLength={600}
        required
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant={variant} disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('learner.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
