import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Comment, User } from '@studovna/core/contract';
import { Button } from '../../components/button';
import { useConfig } from '../../lib/config-context';
import { useCreateComment } from './api/comment-actions';
import { failureDetail } from './failure-detail';
import styles from './comments.module.css';

/** SPEC §9: the input grows with its text up to 120 px, then scrolls. */
export const INPUT_MAX_HEIGHT = 120;

interface CommentFormProps {
  postId: number;
  user: User;
  /** The comment replied to; absent for a new top-level comment. */
  parent?: Comment;
  /** Focus the input when it appears (a reply input opened by 'Odpovědět'). */
  focusOnOpen?: boolean;
  onPosted: (thread: Comment[]) => void;
  onCancel?: () => void;
}

/**
 * A comment or reply input: a text area that grows to 120 px, sent with the button or Ctrl/⌘+Enter.
 * Text empty after trimming is ignored (SPEC §5); a failure keeps the text and says why.
 */
export function CommentForm({ postId, user, parent, focusOnOpen, onPosted, onCancel }: CommentFormProps) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const create = useCreateComment(postId, user);
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ title: string; detail: string | null } | null>(null);

  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);

  useLayoutEffect(() => {
    const area = input.current;
    if (!area) return;
    area.style.height = 'auto';
    const height = area.scrollHeight;
    if (height > 0) area.style.height = `${Math.min(height, INPUT_MAX_HEIGHT)}px`;
    area.style.overflowY = height > INPUT_MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  const send = () => {
    if (create.isPending) return;
    const content = text.trim();
    if (!content) return;
    setError(null);
    create.mutate(
      { content, parent: parent?.id ?? 0 },
      {
        onSuccess: (thread) => {
          setText('');
          onPosted(thread);
        },
        onError: (failure) =>
          setError({ title: t('errors.comments.failedToPost'), detail: failureDetail(failure, t, domain) }),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  const label = parent ? t('comments.replyLabel', { name: parent.author_name }) : t('comments.newLabel');
  return (
    <form className={parent ? styles.replyForm : styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={input}
        id={id}
        className={styles.input}
        rows={2}
        maxLength={5000}
        value={text}
        placeholder={t(parent ? 'comments.replyPlaceholder' : 'comments.newPlaceholder')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="visually-hidden">
        {t('comments.sendHint')}
      </p>
      {error ? (
        <div id={`${id}-error`} className={styles.formError} role="alert">
          <p>{error.title}</p>
          {error.detail ? <p>{error.detail}</p> : null}
        </div>
      ) : null}
      <div className={styles.formActions}>
        {onCancel ? (
          <Button variant="ghost" small onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" small disabled={create.isPending}>
          {create.isPending ? t('comments.sending') : t(parent ? 'comments.sendReply' : 'comments.send')}
        </Button>
      </div>
    </form>
  );
}
