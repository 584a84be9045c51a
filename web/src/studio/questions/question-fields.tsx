import type { QuestionType } from '@studovna/core/contract';
import type { QuestionDraft } from '@studovna/core/studio';
import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { SelectField } from '../common/select-field';
import { TextAreaField } from '../common/text-area-field';
import { Choice, ChoiceGroup } from '../common/choice-group';
import { useStudioT } from '../i18n/studio-i18n';
import { BlanksEditor } from './blanks-editor';
import { ChoiceOptionsEditor } from './choice-options-editor';
import type { RefFor } from './field-refs';
import { tagsFromText, withType } from './question-draft-edits';
import { QUESTION_TYPES, useTypeLabel } from './question-type-label';
import { SortingItemsEditor } from './sorting-items-editor';
import styles from './question-editor.module.css';

interface Props {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  errors: Record<string, string>;
  refFor: RefFor;
  disabled: boolean;
}

/** The first message among `tags` and `tags.N`. */
const tagError = (errors: Record<string, string>) =>
  errors.tags ?? Object.entries(errors).find(([key]) => key.startsWith('tags.'))?.[1];

/**
 * Every field of a question draft, in the rule's order, its messages beside each. Topics and points keep
 * the author's own text: the editor gives a reverted or reloaded draft a fresh form (`key`).
 */
export function QuestionFields({ draft, onChange, errors, refFor, disabled }: Props) {
  const t = useStudioT();
  const typeLabel = useTypeLabel();
  const [tagText, setTagText] = useState(draft.tags.join(', '));
  const set = (change: Partial<QuestionDraft>) => onChange({ ...draft, ...change } as QuestionDraft);
  const [mark, setMark] = useState(String(draft.mark ?? 1));

  return (
    <div className={styles.fields}>
      <SelectField
        ref={refFor('type')}
        label={t('questionEditor.type')}
        value={draft.type}
        disabled={disabled}
        error={errors.type}
        onChange={(event) => onChange(withType(draft, event.target.value as QuestionType))}
      >
        {QUESTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </SelectField>
      <TextField
        ref={refFor('title')}
        label={t('questionEditor.title')}
        hint={t('questionEditor.titleHint')}
        value={draft.title}
        disabled={disabled}
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextAreaField
        ref={refFor('content')}
        label={t('questionEditor.content')}
        hint={t('questionEditor.contentHint')}
        rows={4}
        value={draft.content ?? ''}
        disabled={disabled}
        error={errors.content}
        onChange={(event) => set({ content: event.target.value })}
      />

      {draft.type === 'true_or_false' ? (
        <ChoiceGroup legend={t('questionEditor.statementIs')} error={errors.answer}>
          {(describedBy) => (
            <>
              <Choice
                ref={refFor('answer')}
                type="radio"
                name="question-answer"
                label={t('questionEditor.true')}
                checked={draft.answer === true}
                disabled={disabled}
                aria-describedby={describedBy}
                onChange={() => set({ answer: true } as Partial<QuestionDraft>)}
              />
              <Choice
                type="radio"
                name="question-answer"
                label={t('questionEditor.false')}
                checked={draft.answer === false}
                disabled={disabled}
                aria-describedby={describedBy}
                onChange={() => set({ answer: false } as Partial<QuestionDraft>)}
              />
            </>
          )}
        </ChoiceGroup>
      ) : draft.type === 'single_choice' || draft.type === 'multi_choice' ? (
        <ChoiceOptionsEditor
          single={draft.type === 'single_choice'}
          options={draft.options}
          onChange={(options) => set({ options } as Partial<QuestionDraft>)}
          errors={errors}
          refFor={refFor}
          disabled={disabled}
        />
      ) : draft.type === 'sorting_choice' ? (
        <SortingItemsEditor
          ordered={draft.ordered}
          onChange={(ordered) => set({ ordered } as Partial<QuestionDraft>)}
          errors={errors}
          refFor={refFor}
          disabled={disabled}
        />
      ) : (
        <BlanksEditor
          text={draft.text}
          blanks={draft.blanks}
          onChange={(text, blanks) => set({ text, blanks } as Partial<QuestionDraft>)}
          errors={errors}
          refFor={refFor}
          disabled={disabled}
        />
      )}

      <TextAreaField
        ref={refFor('explanation')}
        label={t('questionEditor.explanation')}
        hint={t('questionEditor.explanationHint')}
        rows={4}
        value={draft.explanation}
        disabled={disabled}
        error={errors.explanation}
        onChange={(event) => set({ explanation: event.target.value })}
      />
      <TextAreaField
        ref={refFor('hint')}
        label={t('questionEditor.hint')}
        hint={t('questionEditor.hintHint')}
        rows={2}
        value={draft.hint ?? ''}
        disabled={disabled}
        error={errors.hint}
        onChange={(event) => set({ hint: event.target.value })}
      />
      <div className={styles.threeColumns}>
        <TextField
          ref={refFor('tags')}
          label={t('questionEditor.tags')}
          hint={t('questionEditor.tagsHint')}
          value={tagText}
          disabled={disabled}
          error={tagError(errors)}
          onChange={(event) => {
            setTagText(event.target.value);
            set({ tags: tagsFromText(event.target.value) });
          }}
        />
        <SelectField
          ref={refFor('difficulty')}
          label={t('questionEditor.difficulty')}
          value={draft.difficulty ?? ''}
          disabled={disabled}
          error={errors.difficulty}
          onChange={(event) =>
            set({ difficulty: event.target.value ? (Number(event.target.value) as 1 | 2 | 3) : undefined })
          }
        >
          <option value="">{t('questionEditor.difficultyNone')}</option>
          <option value="1">{t('difficulty.1')}</option>
          <option value="2">{t('difficulty.2')}</option>
          <option value="3">{t('difficulty.3')}</option>
        </SelectField>
        <TextField
          ref={refFor('mark')}
          label={t('questionEditor.mark')}
          inputMode="decimal"
          value={mark}
          disabled={disabled}
          error={errors.mark}
          onChange={(event) => {
            setMark(event.target.value);
            const value =
              event.target.value.trim() === '' ? Number.NaN : Number(event.target.value.replace(',', '.'));
            set({ mark: value });
          }}
        />
      </div>
    </div>
  );
}
