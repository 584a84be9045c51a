import type { BlankSpec } from '@studovna/core/domain';
import { textPlaceholders } from '@studovna/core/studio';
import { useId, useRef } from 'react';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { FieldError } from '../../components/field-error';
import { TextField } from '../../components/text-field';
import { SelectField } from '../common/select-field';
import { TextAreaField } from '../common/text-area-field';
import { PlusIcon } from '../common/studio-icons';
import { useStudioT } from '../i18n/studio-i18n';
import type { RefFor } from './field-refs';
import { blanksForText, nextBlankId, withComparison } from './question-draft-edits';
import styles from './question-editor.module.css';

interface Props {
  text: string;
  blanks: readonly BlankSpec[];
  onChange: (text: string, blanks: BlankSpec[]) => void;
  errors: Record<string, string>;
  refFor: RefFor;
  disabled: boolean;
}

const numberOrNaN = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));
const shownNumber = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** One blank: how the fill is compared (exactly, one of several, a number in a range) and its answers. */
function BlankRow({
  blank,
  inText,
  onChange,
  onRemove,
  errors,
  refFor,
  disabled,
}: {
  blank: BlankSpec;
  inText: boolean;
  onChange: (blank: BlankSpec) => void;
  onRemove: () => void;
  errors: Record<string, string>;
  refFor: RefFor;
  disabled: boolean;
}) {
  const t = useStudioT();
  const path = `blanks.${blank.id}`;
  return (
    <li className={styles.blank}>
      <fieldset ref={refFor(path)} tabIndex={-1} className={styles.blankFields}>
        <legend className={styles.blankName}>
          {t('questionEditor.blank', { id: blank.id })}
          {inText ? null : <span className={styles.warning}> · {t('questionEditor.blankNotInText')}</span>}
        </legend>
        <SelectField
          label={t('questionEditor.blankComparison')}
          value={blank.comparison}
          disabled={disabled}
          error={errors[`${path}.comparison`]}
          onChange={(event) => onChange(withComparison(blank, event.target.value as BlankSpec['comparison']))}
        >
          <option value="equal">{t('questionEditor.compareEqual')}</option>
          <option value="any">{t('questionEditor.compareAny')}</option>
          <option value="range">{t('questionEditor.compareRange')}</option>
        </SelectField>
        {blank.comparison === 'equal' ? (
          <TextField
            ref={refFor(`${path}.answer`)}
            label={t('questionEditor.blankAnswer')}
            value={blank.answer}
            disabled={disabled}
            error={errors[`${path}.answer`]}
            onChange={(event) => onChange({ ...blank, answer: event.target.value })}
          />
        ) : blank.comparison === 'any' ? (
          <TextAreaField
            ref={refFor(`${path}.answers`)}
            label={t('questionEditor.blankAnswers')}
            hint={t('questionEditor.blankAnswersHint')}
            rows={3}
            value={blank.answers.join('\n')}
            disabled={disabled}
            error={
              errors[`${path}.answers`] ??
              Object.entries(errors).find(([key]) => key.startsWith(`${path}.answers.`))?.[1]
            }
            onChange={(event) => onChange({ ...blank, answers: event.target.value.split('\n') })}
          />
        ) : (
          <div className={styles.range}>
            <TextField
              ref={refFor(`${path}.min`)}
              label={t('questionEditor.rangeMin')}
              inputMode="decimal"
              defaultValue={shownNumber(blank.min)}
              disabled={disabled}
              error={errors[`${path}.min`] ?? errors[path]}
              onChange={(event) => onChange({ ...blank, min: numberOrNaN(event.target.value) })}
            />
            <TextField
              ref={refFor(`${path}.max`)}
              label={t('questionEditor.rangeMax')}
              inputMode="decimal"
              defaultValue={shownNumber(blank.max)}
              disabled={disabled}
              error={errors[`${path}.max`]}
              onChange={(event) => onChange({ ...blank, max: numberOrNaN(event.target.value) })}
            />
          </div>
        )}
        {blank.comparison !== 'range' ? (
          <CheckboxField
            label={t('questionEditor.matchCase')}
            checked={blank.matchCase === true}
            disabled={disabled}
            onChange={(event) => onChange({ ...blank, matchCase: event.target.checked || undefined })}
          />
        ) : null}
        {blank.comparison !== 'range' || !errors[path] ? (
          <FieldError id={`${path}-error`}>{errors[path]}</FieldError>
        ) : null}
        {inText ? null : (
          <Button variant="ghost" small disabled={disabled} onClick={onRemove}>
            {t('questionEditor.blankRemove', { id: blank.id })}
          </Button>
        )}
      </fieldset>
    </li>
  );
}

/**
 * A fill-in-the-blanks question: the text with `{{id}}` placeholders (inserted at the cursor with a
 * button, or typed) and, per blank, how the learner's fill is compared and what is right.
 */
export function BlanksEditor({ text, blanks, onChange, errors, refFor, disabled }: Props) {
  const t = useStudioT();
  const id = useId();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const inText = new Set(textPlaceholders(text).ids);
  const textRef = refFor('text');

  const setText = (next: string) => onChange(next, blanksForText(next, blanks));
  const insertBlank = () => {
    const element = area.current;
    const blankId = nextBlankId(text, blanks);
    const at = element?.selectionEnd ?? text.length;
    const placeholder = `{{${blankId}}}`;
    setText(text.slice(0, at) + placeholder + text.slice(at));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + placeholder.length, at + placeholder.length);
    });
  };

  return (
    <div className={styles.group}>
      <TextAreaField
        ref={(element) => {
          area.current = element;
          textRef(element);
        }}
        label={t('questionEditor.blanksText')}
        hint={t('questionEditor.blanksTextHint', { example: '{{b1}}' })}
        rows={5}
        value={text}
        disabled={disabled}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        variant="secondary"
        small
        icon={<PlusIcon size={18} />}
        disabled={disabled}
        onClick={insertBlank}
      >
        {t('questionEditor.blankInsert')}
      </Button>
      {blanks.length ? (
        <ol className={styles.blanks} aria-label={t('questionEditor.blanks')} id={id}>
          {blanks.map((blank, i) => (
            <BlankRow
              key={`${blank.id}-${i}`}
              blank={blank}
              inText={inText.has(blank.id)}
              errors={errors}
              refFor={refFor}
              disabled={disabled}
              onChange={(next) =>
                onChange(
                  text,
                  blanks.map((b, j) => (j === i ? next : b)),
                )
              }
              onRemove={() =>
                onChange(
                  text,
                  blanks.filter((_, j) => j !== i),
                )
              }
            />
          ))}
        </ol>
      ) : null}
      {Object.entries(errors)
        .filter(([key]) => /^blanks\.\d+$/.test(key))
        .map(([key, message]) => (
          <FieldError key={key} id={`${id}-${key}`}>
            {message}
          </FieldError>
        ))}
    </div>
  );
}
