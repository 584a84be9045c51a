import { useCallback, useState, type FormEvent } from 'react';
import type { FieldProblem, StudioMessageCode } from '@studovna/core/studio';
import { useToast } from '../../components/toast-context';
import type { ApiFailure } from '../../lib/api';
import { failureMessage, firstErrorField, serverFieldErrors } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';
import { focusField } from './focus-field';
import { useMarkUnsaved } from './unsaved-changes';

export interface StudioFormOptions<F, R> {
  /** The form as the saved thing fills it. */
  initial: () => F;
  /** The guard of unsaved edits knows the form by this name. */
  name: string;
  readOnly: boolean;
  /** The body names of the form's fields, in the order they are shown. */
  fields: readonly string[];
  /** What core's rule finds wrong, by body name. */
  problems: (form: F) => readonly FieldProblem<StudioMessageCode>[];
  /** Sends the form; its answer's `data` is the thing as saved. */
  send: (form: F) => Promise<{ ok: true; data: { message: string; data: R } } | ApiFailure>;
  /** The saved thing: put it in the cache and answer the form it fills. */
  saved: (data: R) => F;
}

/**
 * A studio form's state and save: the form as typed against what is saved (the guard of unsaved edits
 * knows), core's rule checked before sending, a refusal's messages on their fields with focus moved to the
 * first wrong one, and the server's answer shown as a toast.
 */
export function useStudioForm<F, R>(options: StudioFormOptions<F, R>) {
  const t = useStudioT();
  const toast = useToast();
  const [saved, setSaved] = useState(options.initial);
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // where each field's element is, by body name, to move focus to the first wrong one
  const [elements] = useState(() => new Map<string, HTMLElement>());
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  // the same function on every render, for editors that would start over on a new one
  const change = useCallback((next: Partial<F>) => setForm((current) => ({ ...current, ...next })), []);
  useMarkUnsaved(options.name, dirty && !options.readOnly);

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstErrorField(found, options.fields);
    requestAnimationFrame(() => {
      focusField(first ? elements.get(first) : undefined);
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = options.problems(form);
    if (problems.length > 0) {
      const found: Record<string, string> = {};
      for (const problem of problems) found[problem.path] ??= t.problem(problem);
      return refuse(found);
    }
    setPending(true);
    const result = await options.send(form);
    setPending(false);
    if (!result.ok) {
      const fieldErrors = serverFieldErrors(result);
      if (fieldErrors) {
        setRefusal(failureMessage(result, t.problem({ code: 'studio.invalid' })));
        return refuse(fieldErrors);
      }
      toast.show({ tone: 'error', message: failureMessage(result, t('general.saveFailed')) });
      return;
    }
    const next = options.saved(result.data.data);
    setSaved(next);
    setForm(next);
    setErrors({});
    toast.show({ tone: 'success', message: result.data.message });
  };

  return {
    form,
    errors,
    pending,
    refusal,
    dirty,
    change,
    /** Keeps a field's element by its body name (for focus after a refusal). */
    refFor: (path: string) => (element: HTMLElement | null) => {
      if (element) elements.set(path, element);
      else elements.delete(path);
    },
    save: (event: FormEvent) => void save(event),
    revert: () => {
      setForm(saved);
      setErrors({});
      setRefusal(null);
    },
  };
}
