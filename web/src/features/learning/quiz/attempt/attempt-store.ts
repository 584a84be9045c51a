import { createStore } from 'zustand/vanilla';
import type { AnsweredMap, AnswerValue, QuizAttempt } from '@studovna/core/contract';
import { attemptDeadline, isEmptyAnswer, restoreAnswers } from '@studovna/core/domain';
import type { ActionOutcome } from '../../../../lib/api/action-result';
import { checkedFromCheckAnswer, type CheckAnswerData } from '../../questions/question-types';
import {
  attemptKey,
  serverAnswers,
  toAttemptView,
  type AttemptView,
  type CheckedQuestion,
} from './attempt-view';
import type { DraftStore } from './draft-cache';
import { createSaveQueue, type SaveState, type SendResult } from './save-queue';

export type AttemptBusy = null | 'start' | 'retake' | 'check' | 'finish';

export interface AttemptState extends AttemptView {
  answers: Record<string, AnswerValue>;
  flags: number[];
  save: SaveState;
  busy: AttemptBusy;
  /** Time ran out: `submitting` the attempt, `failed` to (retry offered), or it was `submitted`. */
  timeUp: null | 'submitting' | 'failed' | 'submitted';
}

type Call<T> = Promise<ActionOutcome<T | null>>;

/**
 * What the attempt asks of the server. A quiz has all of it; a practice run of mistakes has no retake
 * (it is started again) and no check of single questions.
 */
export interface AttemptCalls<A extends QuizAttempt = QuizAttempt> {
  start: () => Call<A>;
  retake?: () => Call<A>;
  save: (answered: AnsweredMap) => Call<{ total_time: number | null }>;
  check?: (questionId: number, answered: AnswerValue) => Call<CheckAnswerData>;
  finish: (answered: AnsweredMap) => Call<A>;
}

export interface AttemptDeps<A extends QuizAttempt = QuizAttempt> {
  /** The attempt as it first arrived: the quiz (GET /quiz/{id}), or a practice run as it started. */
  quiz: QuizAttempt;
  /** When it arrived (its `total_time` counts from then). */
  receivedAt: number;
  calls: AttemptCalls<A>;
  draft: DraftStore;
  now?: () => number;
  saveDelayMs?: number;
  /** Every new attempt state from the server (start, retake, finish), e.g. to update the query cache. */
  onAttempt?: (attempt: A) => void;
}

/** What the learner is told; `null` when the call was not made (another one is running, or no attempt). */
type Outcome<T = null> = ActionOutcome<T> | null;

/** SPEC-free help: the minutes left at which the screen reader hears how much time remains. */
export const TIME_WARNINGS_MIN = [5, 1] as const;

/**
 * One quiz attempt on the learning screen, outside React: answers saved as you go (debounced, flushed
 * on navigation and finish) and kept in the browser for a day, checks, flags, start, retake, finish and
 * the automatic submit when the server's deadline passes. Components subscribe to `store`.
 */
export function createAttemptController<A extends QuizAttempt = QuizAttempt>({
  quiz,
  receivedAt,
  calls,
  draft,
  now = Date.now,
  saveDelayMs,
  onAttempt,
}: AttemptDeps<A>) {
  /** The answers of an attempt: the server's, with those kept in the browser for it (after a reload). */
  const answersOf = (view: AttemptView, useKept: boolean) => {
    const kept = useKept && view.status === 'started' ? draft.load(attemptKey(view.results)) : null;
    const restored = restoreAnswers(
      serverAnswers(view.results),
      kept?.answers,
      Object.keys(view.checked).map(Number),
      view.questions.map((q) => q.id),
    );
    return { answers: restored.answers, unsaved: restored.unsaved, flags: kept?.flags ?? [] };
  };

  const first = toAttemptView(quiz, receivedAt);
  const restored = answersOf(first, true);
  const store = createStore<AttemptState>(() => ({
    ...first,
    answers: restored.answers,
    flags: restored.flags,
    save: 'saved',
    busy: null,
    timeUp: null,
  }));
  const get = store.getState;
  /** The last time warning given (minutes); warnings are not repeated, nor given for time already short. */
  const minutesLeft = (deadline: number | null) =>
    deadline === null ? 0 : Math.ceil((deadline - now()) / 60_000) + 1;
  let warned = minutesLeft(first.deadline);

  const keepDraft = () => {
    const { results, answers, flags, status } = get();
    if (status === 'started') draft.save({ attempt: attemptKey(results), answers, flags });
  };

  const send = async (ids: number[]): Promise<SendResult> => {
    const { answers, checked, status } = get();
    if (status !== 'started') return 'stop';
    const open = ids.filter((id) => !checked[String(id)]);
    if (!open.length) return 'ok';
    const outcome = await calls.save(Object.fromEntries(open.map((id) => [String(id), answers[id] ?? ''])));
    if (outcome.ok) {
      const total = outcome.data?.total_time;
      if (total !== null && total !== undefined) store.setState({ deadline: attemptDeadline(now(), total) });
      return 'ok';
    }
    return outcome.network || outcome.status >= 500 ? 'retry' : 'stop';
  };
  const queue = createSaveQueue({ send, onState: (save) => store.setState({ save }), delayMs: saveDelayMs });

  /** A new attempt state from the server. */
  const adopt = (attempt: A, fresh: boolean) => {
    const view = toAttemptView(attempt, now());
    warned = minutesLeft(view.deadline);
    const mine = answersOf(view, !fresh);
    store.setState({
      ...view,
      answers: mine.answers,
      flags: mine.flags,
      timeUp: view.status === 'started' ? null : get().timeUp === 'submitting' ? 'submitted' : get().timeUp,
    });
    if (view.status !== 'started') {
      queue.cancel();
      draft.clear();
    } else {
      keepDraft();
      mine.unsaved.forEach((id) => queue.mark(id));
    }
    onAttempt?.(attempt);
  };

  const run = async (
    busy: Exclude<AttemptBusy, null>,
    call: (() => Call<A>) | undefined,
    fresh: boolean,
  ): Promise<Outcome> => {
    if (get().busy || !call) return null;
    store.setState({ busy });
    const outcome = await call();
    store.setState({ busy: null });
    if (!outcome?.ok) return outcome;
    if (outcome.data) adopt(outcome.data, fresh);
    return { ok: true, data: null, message: outcome.message };
  };

  const finish = async (): Promise<Outcome> => {
    if (get().status !== 'started' || get().busy) return null;
    await queue.flush();
    const answered = Object.fromEntries(Object.entries(get().answers).filter(([, a]) => !isEmptyAnswer(a)));
    return run('finish', () => calls.finish(answered), true);
  };

  const submitOnTimeUp = async () => {
    store.setState({ timeUp: 'submitting' });
    const outcome = await finish();
    if (!outcome?.ok && get().status === 'started') store.setState({ timeUp: 'failed' });
  };

  return {
    store,
    /** Saves the answers the browser kept but the server had not (after a reload). */
    resume() {
      if (get().status === 'started') restored.unsaved.forEach((id) => queue.mark(id));
    },
    setAnswer(questionId: number, value: AnswerValue) {
      const { status, checked, busy, answers } = get();
      if (status !== 'started' || checked[String(questionId)] || busy === 'finish' || busy === 'check')
        return;
      const next = { ...answers };
      if (isEmptyAnswer(value)) delete next[String(questionId)];
      else next[String(questionId)] = value;
      store.setState({ answers: next });
      keepDraft();
      queue.mark(questionId);
    },
    toggleFlag(questionId: number) {
      const { flags } = get();
      store.setState({
        flags: flags.includes(questionId) ? flags.filter((id) => id !== questionId) : [...flags, questionId],
      });
      keepDraft();
    },
    /** Sends what is waiting now (moving to another question, leaving the screen). */
    flush: () => queue.flush(),
    start: () => run('start', calls.start, false),
    retake: () => run('retake', calls.retake, true),
    finish,
    /** Checks one question (instant check): it locks and shows its explanation and right options. */
    async check(questionId: number): Promise<Outcome<CheckedQuestion>> {
      const key = String(questionId);
      if (get().busy || get().status !== 'started' || !calls.check) return null;
      store.setState({ busy: 'check' });
      const outcome = await calls.check(questionId, get().answers[key] ?? '');
      store.setState({ busy: null });
      if (!outcome.ok) return outcome;
      if (!outcome.data) return { ok: false, message: outcome.message, network: false, status: 200 };
      const { options, explanation } = outcome.data;
      const checked = checkedFromCheckAnswer(outcome.data);
      queue.forget(questionId);
      store.setState((s) => ({
        checked: { ...s.checked, [key]: checked },
        questions: s.questions.map((q) => (q.id === questionId ? { ...q, options, explanation } : q)),
      }));
      return { ok: true, data: checked, message: outcome.message };
    },
    /**
     * Called every second: once the deadline passes, the attempt is submitted (SPEC §4). Answers the
     * minutes of a time warning when one was just crossed (5, then 1), else null.
     */
    tick(at: number = now()): number | null {
      const { status, deadline, timeUp } = get();
      if (status !== 'started' || deadline === null) return null;
      if (at >= deadline) {
        if (timeUp === null) void submitOnTimeUp();
        return null;
      }
      const left = deadline - at;
      const crossed = TIME_WARNINGS_MIN.find((m) => left <= m * 60_000 && warned > m);
      warned = Math.min(warned, ...TIME_WARNINGS_MIN.filter((m) => left <= m * 60_000));
      return crossed ?? null;
    },
    /** After a failed automatic submit. */
    retrySubmit: () => submitOnTimeUp(),
  };
}

export type AttemptController = ReturnType<typeof createAttemptController>;
