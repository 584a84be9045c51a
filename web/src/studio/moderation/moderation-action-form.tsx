import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  moderationMessage,
  moderationProblems,
  replyProblems,
  type ModerationAction,
} from '@studovna/core/studio';
import { Button } from '../../components/button';
import { useStudioT } from '../i18n/studio-i18n';
import { TextAreaField } from '../common/text-area-field';
import styles from './moderation.module.css';

export type ActionFormKind = 'hide' | 'delete' | 'reply';

interface ActionFormProps {
  kind: ActionFormKind;
  /** What is moderated, for the labels: a comment or a review. */
  what: 'comment' | 'review';
  pending: boolean;
  /** The server's field error (`reason`, `content`), if it refused. */
  serverError: string | null;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/**
 * The reason of hiding or deleting (the author reads it) or an answer in the thread, inline in the card:
 * focus goes to the text, Escape or „Zrušit" closes it, the rule is checked before sending.
 */
export function ModerationActionForm({
  kind,
  what,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: ActionFormProps) {
  const t = useStudioT();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => area.current?.focus(), []);
  // a field the server refused: reading starts at it again
  useEffect(() => {
    if (serverError) area.current?.focus();
  }, [serverError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems =
      kind === 'reply'
        ? replyProblems(text)
        : moderationProblems({ action: kind as ModerationAction, reason: text });
    const problem = problems[0];
    if (problem) {
      setError(moderationMessage(problem.code, t.language, problem.values));
      area.current?.focus();
      return;
    }
    setError(null);
    onSubmit(text);
  };

  return (
    <form
      className={styles.actionForm}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      noValidate
    >
      <TextAreaField
        ref={area}
        label={t(`moderation.form.${kind}.label`)}
        hint={kind === 'reply' ? t('moderation.form.reply.hint') : t(`moderation.form.reasonHint.${what}`)}
        error={error ?? serverError}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant={kind === 'reply' ? 'primary' : 'danger'} small disabled={pending}>
          {pending ? t('moderation.sending') : t(`moderation.form.${kind}.submit.${what}`)}
        </Button>
        <Button type="button" variant="secondary" small onClick={onCancel}>
          {t('general.cancel')}
        </Button>
      </div>
    </form>
  );
}
