/** SPEC-free detail of saving as you go: how long answers wait to be sent together, and the retry. */
export const SAVE_DEBOUNCE_MS = 500;
export const SAVE_RETRY_MS = 5000;

/** `queued`: kept in the app's outbox, sent once the connection returns. */
export type SaveState = 'saved' | 'pending' | 'saving' | 'queued' | 'failed';

/** `ok`: stored; `retry`: not reached (offline), try again; `stop`: refused, trying again will not help. */
export type SendResult = 'ok' | 'retry' | 'stop';

export interface SaveQueueOptions {
  /** Sends the current answers of these questions. */
  send: (questionIds: number[]) => Promise<SendResult>;
  onState: (state: SaveState) => void;
  delayMs?: number;
  retryMs?: number;
}

/**
 * Collects the questions whose answer changed and sends them together once nothing has changed for
 * `delayMs` (debounce), or at once on `flush` (moving to another question, finishing, leaving). One
 * request at a time; a question changed while a request is on its way is sent again afterwards.
 */
export function createSaveQueue({
  send,
  onState,
  delayMs = SAVE_DEBOUNCE_MS,
  retryMs = SAVE_RETRY_MS,
}: SaveQueueOptions) {
  const pending = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => void flush(), ms);
  };

  async function sendPending(): Promise<void> {
    const ids = [...pending];
    pending.clear();
    onState('saving');
    const result = await send(ids).catch((): SendResult => 'retry');
    if (result === 'ok') {
      onState(pending.size ? 'pending' : 'saved');
      return;
    }
    for (const id of ids) pending.add(id);
    onState('failed');
    if (result === 'stop') stopped = true;
    else schedule(retryMs);
  }

  async function flush(): Promise<void> {
    clearTimer();
    while (running) await running;
    if (!pending.size || stopped) return;
    running = sendPending().finally(() => {
      running = null;
    });
    await running;
  }

  return {
    /** The answer of `questionId` changed. */
    mark(questionId: number) {
      pending.add(questionId);
      stopped = false;
      onState('pending');
      schedule(delayMs);
    },
    /** A question's answer no longer needs saving (it was checked, which stores it). */
    forget(questionId: number) {
      pending.delete(questionId);
      if (!pending.size && !running) {
        clearTimer();
        onState('saved');
      }
    },
    flush,
    /** Drops everything waiting (the attempt is over). */
    cancel() {
      clearTimer();
      pending.clear();
    },
    get pending(): number[] {
      return [...pending];
    },
  };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;
