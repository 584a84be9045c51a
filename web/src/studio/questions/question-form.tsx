import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { QuestionDraft } from '@studovna/core/studio';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import type { ApiFailure } from '../../lib/api';
import { failureMessage, firstErrorField, serverFieldErrors } from '../api/field-errors';
import { focusField } from '../common/focus-field';
import formStyles from '../common/studio-form.module.css';
import { useMarkUnsaved } from '../common/unsaved-changes';
import { useStudioT } from '../i18n/studio-i18n';
import { draftErrors } from './draft-problems';
import { useFieldRefs } from './field-refs';
import { QuestionFields } from './question-fields';
import styles from './question-editor.module.css';

export type SaveOutcome = { ok: true; draft: QuestionDraft } | ApiFailure;

interface Props {
  /** The draft as saved (null for a new question): what „Vrátit změny" goes back to. */
  initial: QuestionDraft | null;
  draft: QuestionDraft;
  onDraft: (draft: QuestionDraft) => void;
  mayEdit: boolean;
  onSave: (draft: QuestionDraft) => Promise<SaveOutcome>;
}

/** The first part of a path: the field an author touched (`options.2.title` → `options`). */
const fieldOf = (path: string) => path.split('.')[0]!;

/**
 * The question's form: the rule's messages on each field the author has touched (every field after a
 * save was tried), the server's `data.fields` after a refused save, focus to the first wrong field.
 */
export function QuestionForm({ initial, draft, onDraft, mayEdit, onSave }: Props) {
  const t = useStudioT();
  const id = useId();
  const { refFor, elementOf } = useFieldRefs();
  const [formKey, setFormKey] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusAfter = useRef<string | null>(null);

  const rule = useMemo(() => draftErrors(draft, t.language), [draft, t.language]);
  const errors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [path, message] of Object.entries(rule.errors))
      if (attempted || touched.has(fieldOf(path))) shown[path] = message;
    return { ...shown, ...server };
  }, [rule, attempted, touched, server]);
  const dirty =
    JSON.stringify(draft) !== JSON.stringify(initial ?? null) && (initial !== null || touched.size > 0);
  useMarkUnsaved(`question-${id}`, dirty);

  useEffect(() => {
    const path = focusAfter.current;
    if (!path) return;
    focusAfter.current = null;
    focusField(elementOf(path));
  });

  const change = (next: QuestionDraft) => {
    onDraft(next);
    setRefusal(null);
  };
  /** The author changed a field: its rule messages show from now on, the server's for it are gone. */
  const touch = (path: string) => {
    const field = fieldOf(path);
    // the text of a fill-in-the-blanks question makes and unmakes its blanks
    const fields = field === 'text' ? [field, 'blanks'] : [field];
    setTouched((old) => (fields.every((f) => old.has(f)) ? old : new Set([...old, ...fields])));
    setServer((old) =>
      Object.keys(old).some((key) => fieldOf(key) === field)
        ? Object.fromEntries(Object.entries(old).filter(([key]) => fieldOf(key) !== field))
        : old,
    );
  };

  /** Which field an event came from: the registered element that holds its target. */
  const pathOfTarget = (target: EventTarget): string | undefined => {
    let node = target instanceof HTMLElement ? target : null;
    while (node) {
      const path = node.dataset.path;
      if (path) return path;
      node = node.parentElement;
    }
    return undefined;
  };

  const submit = async () => {
    setAttempted(true);
    if (rule.order.length) {
      setRefusal(t('questionEditor.fixFields'));
      focusAfter.current = rule.order[0]!;
      return;
    }
    setSaving(true);
    const outcome = await onSave(draft);
    setSaving(false);
    if (outcome.ok) {
      setTouched(new Set());
      setAttempted(false);
      setServer({});
      setRefusal(null);
      setFormKey((k) => k + 1);
      return;
    }
    const fields = serverFieldErrors(outcome);
    setRefusal(failureMessage(outcome, t('general.saveFailed')));
    if (fields) {
      setServer(fields);
      focusAfter.current = firstErrorField(fields, rule.order);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('questionEditor.form')}
      className={mayEdit ? undefined : `${formStyles.readOnly} ${styles.readOnlyForm}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onChange={(event) => {
        const path = pathOfTarget(event.target);
        if (path) touch(path);
      }}
    >
      {mayEdit ? null : <Banner tone="info">{t('questionEditor.readOnly')}</Banner>}
      <QuestionFields
        key={formKey}
        draft={draft}
        onChange={change}
        errors={errors}
        refFor={(path) => {
          const register = refFor(path);
          return (element) => {
            if (element) element.dataset.path = path;
            register(element);
          };
        }}
        disabled={!mayEdit || saving}
      />
      {mayEdit ? (
        <div className={styles.saveBar}>
          <Button type="submit" disabled={saving}>
            {saving ? t('general.saving') : initial ? t('general.save') : t('questionEditor.create')}
          </Button>
          {initial && dirty ? (
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => {
                onDraft(initial);
                setTouched(new Set());
                setAttempted(false);
                setServer({});
                setRefusal(null);
                setFormKey((k) => k + 1);
              }}
            >
              {t('general.revert')}
            </Button>
          ) : null}
          <p className={refusal ? styles.refusal : styles.saveNote} role="status">
            {refusal ?? (dirty ? t('general.unsavedNote') : initial ? t('general.allSaved') : '')}
          </p>
        </div>
      ) : null}
    </form>
  );
}
