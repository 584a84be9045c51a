import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from '../../components/field-error';
import fieldStyles from '../../components/form-field.module.css';
import styles from './studio-form.module.css';

interface ChoiceGroupProps {
  legend: string;
  hint?: string;
  error?: string | null;
  /** The choices: radios or checkboxes, given the group's description ids. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A fieldset of radios or checkboxes with its legend, hint and error tied to every choice. */
export function ChoiceGroup({ legend, hint, error, children }: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`${fieldStyles.field} ${styles.group}`}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.choices}>{children(describedBy, Boolean(error))}</div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** One radio or checkbox of a group. */
export function Choice({
  label,
  ...input
}: { label: ReactNode; ref?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className'
>) {
  return (
    <label className={styles.choice}>
      <input className={styles.choiceInput} {...input} />
      <span>{label}</span>
    </label>
  );
}
