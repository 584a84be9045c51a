import { useState } from 'react';
import type { ModerationState } from '@studovna/core/studio';
import { Button } from '../../components/button';
import type { ApiFailure } from '../../lib/api';
import { useStudioT } from '../i18n/studio-i18n';
import { ModerationActionForm, type ActionFormKind } from './moderation-action-form';
import { useModerationCall } from './use-moderation-call';
import styles from './moderation.module.css';

type Outcome = { ok: true; data: { message: string } } | ApiFailure;

interface ModerationActionsProps {
  /** What is moderated, for the labels: a comment or a review. */
  what: 'comment' | 'review';
  state: ModerationState;
  authorName: string;
  /** Hides or deletes it with the reason its author reads, or shows a hidden one again. */
  moderate: (action: 'hide' | 'delete' | 'restore', reason?: string) => Promise<Outcome>;
  /** A comment's answer in its thread. */
  reply?: (content: string) => Promise<Outcome>;
  /** A reported comment kept as it is: its reports are closed. */
  keep?: () => Promise<Outcome>;
  /** After an action the card may move in the list: reading goes on from it. */
  onDone: () => void;
}

/**
 * What can be done with a comment or a review in the moderation list, and the form of the reason (or
 * the answer) opened inline beneath the buttons; a refusal the server gives is said below.
 */
export function ModerationActions({
  what,
  state,
  authorName,
  moderate,
  reply,
  keep,
  onDone,
}: ModerationActionsProps) {
  const t = useStudioT();
  const [open, setOpen] = useState<ActionFormKind | null>(null);
  const call = useModerationCall();
  const run = async (action: () => Promise<Outcome>) => {
    if (await call.run(action)) {
      setOpen(null);
      onDone();
    }
  };
  const submit = (kind: ActionFormKind, text: string) =>
    run(() => (kind === 'reply' ? reply!(text) : moderate(kind, text)));
  const toggle = (kind: ActionFormKind) => {
    call.clear();
    setOpen((current) => (current === kind ? null : kind));
  };

  return (
    <>
      <div
        className={styles.actions}
        role="group"
        aria-label={t('moderation.actionsFor', { name: authorName })}
      >
        {state === 'visible' ? (
          <>
            {reply ? (
              <Button
                variant="secondary"
                small
                aria-expanded={open === 'reply'}
                onClick={() => toggle('reply')}
              >
                {t('moderation.reply')}
              </Button>
            ) : null}
            {keep ? (
              <Button variant="secondary" small disabled={call.pending} onClick={() => void run(keep)}>
                {t('moderation.keep')}
              </Button>
            ) : null}
            <Button variant="secondary" small aria-expanded={open === 'hide'} onClick={() => toggle('hide')}>
              {t('moderation.hide')}
            </Button>
          </>
        ) : null}
        {state === 'hidden' ? (
          <Button
            variant="secondary"
            small
            disabled={call.pending}
            onClick={() => void run(() => moderate('restore'))}
          >
            {t('moderation.restore')}
          </Button>
        ) : null}
        {state !== 'deleted' ? (
          <Button
            variant="ghost"
            small
            className={styles.danger}
            aria-expanded={open === 'delete'}
            onClick={() => toggle('delete')}
          >
            {t('moderation.delete')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <ModerationActionForm
          kind={open}
          what={what}
          pending={call.pending}
          serverError={call.fieldError}
          onSubmit={(text) => void submit(open, text)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {call.refusal ? (
        <p className={styles.refusal} role="alert">
          {call.refusal}
        </p>
      ) : null}
    </>
  );
}
