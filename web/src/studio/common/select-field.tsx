import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError } from '../../components/field-error';
import fieldStyles from '../../components/form-field.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select whose hint and error are tied to it, drawn like the app's text fields. */
export function SelectField({ label, hint, error, ref, children, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
