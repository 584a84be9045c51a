import { createStore } from 'zustand/vanilla';
import type { AnsweredMap, AnswerValue, QuizAttempt } from '@studovna/core/contract';
import {
  attemptDeadline,
  isEmptyAnswer,
  restoreAnswers,
  sameAnswer,
  wholeSeconds,
  type QuestionSeconds,
} from '@studovna/core/domain';
import type { ActionOutcome } from '../../../lib/api/action-result';
import { checkedFromCheckAnswer, type CheckAnswerData } from '../../questions/question-types';
import {
  attemptKey,
  serverAnswers,
  toAttemptView,
  type AttemptView,
  type CheckedQuestion,
} from './attempt-view';
import type { DraftStore } from './draft-cache';
import { QUEUED, type Queued, type QueuedCalls, type QueuedEvent } from './queued-calls';
import { createQuestionClock } from './question-clock';
import { createSaveQueue, type SaveState, type SendResult } from './save-queue';

export type AttemptBusy = null | 'start' | 'retake' | 'check' | 'finish';

export interface AttemptState extends AttemptView {
  answers: Record<string, AnswerValue>;
  flags: number[];
  save: SaveState;
  busy: AttemptBusy;
  /** Time ran out: `submitting` the attempt, `failed` to (retry offered), or it was `submitted`. */
  timeUp: null | 'submitting' | 'failed' | 'submitted';
  /** Calls waiting in the queue for the connection: the finish, and checks by question id. */
  waiting: { finish: boolean; checks: number[] };
  /** A queued finish or check the server refused when it was finally sent. */
  refused: null | { kind: 'finish' | 'check'; outcome: Extract<ActionOutcome<unknown>, { ok: false }> };
}

type Call<T> = Promise<ActionOutcome<T | null>>;
/** A call that may wait in the queue instead of answering. */
type QueueableCall<T> = Promise<ActionOutcome<T | null> | Queued>;

/**
 * What the attempt asks of the server. A quiz has all of it; a practice run of mistakes has no retake
 * (it is started again) and no check of single questions.
 */
export interface AttemptCalls<A extends QuizAttempt = QuizAttempt> {
  start: () => Call<A>;
  retake?: () => Call<A>;
  /** Saves answers, with the seconds each question has been on screen so far. */
  save: (answered: AnsweredMap, seconds: QuestionSeconds) => QueueableCall<{ total_time: number | null }>;
  check?: (questionId: number, answered: AnswerValue) => QueueableCall<CheckAnswerData>;
  finish: (answered: AnsweredMap, seconds: QuestionSeconds) => QueueableCall<A>;
  /** What waits in the queue for this attempt; without it nothing is ever queued. */
  queued?: QueuedCalls;
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
  /** Answers the server confirmed saving (e.g. to keep them in the query cache's copy of the attempt). */
  onSaved?: (answered: AnsweredMap) => void;
  /** A question the server checked (what the learner has to practise changes with it). */
  onChecked?: (questionId: number) => void;
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
  onSaved,
  onChecked,
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
    return {
      answers: restored.answers,
      unsaved: restored.unsaved,
      flags: kept?.flags ?? [],
      shown: kept?.shown ?? {},
    };
  };

  const first = toAttemptView(quiz, receivedAt);
  const restored = answersOf(first, true);
  /** How long each question has been on screen (decision 0032), kept with the draft. */
  const clock = createQuestionClock(now, restored.shown);
  const seconds = () => wholeSeconds(clock.totals());
  const store = createStore<AttemptState>(() => ({
    ...first,
    answers: restored.answers,
    flags: restored.flags,
    save: first.status === 'started' && calls.queued?.saves() ? 'queued' : 'saved',
    busy: null,
    timeUp: null,
    refused: null,
    waiting: {
      finish: first.status === 'started' && (calls.queued?.finish() ?? false),
      checks: first.status === 'started' ? (calls.queued?.checks() ?? []) : [],
    },
  }));
  const get = store.getState;
  /** The last time warning given (minutes); warnings are not repeated, nor given for time already short. */
  const minutesLeft = (deadline: number | null) =>
    deadline === null ? 0 : Math.ceil((deadline - now()) / 60_000) + 1;
  let warned = minutesLeft(first.deadline);

  const keepDraft = () => {
    const { results, answers, flags, status } = get();
    if (status === 'started')
      draft.save({ attempt: attemptKey(results), answers, flags, shown: clock.totals() });
  };

  const send = async (ids: number[]): Promise<SendResult> => {
    const { answers, checked, status, waiting } = get();
    if (status !== 'started') return 'stop';
    if (waiting.finish) return 'ok';
    const open = ids.filter((id) => !checked[String(id)] && !waiting.checks.includes(id));
    if (!open.length) return 'ok';
    const answered = Object.fromEntries(open.map((id) => [String(id), answers[id] ?? '']));
    const outcome = await calls.save(answered, seconds());
    if (outcome === QUEUED) return 'ok';
    if (outcome.ok) {
      onSaved?.(answered);
      const total = outcome.data?.total_time;
      if (total !== null && total !== undefined) store.setState({ deadline: attemptDeadline(now(), total) });
      return 'ok';
    }
    return outcome.network || outcome.status >= 500 ? 'retry' : 'stop';
  };
  /** Answers sent to the queue are not on the server yet: "saved" only once the queue has sent them. */
  const shown = (save: SaveState): SaveState => (save === 'saved' && calls.queued?.saves() ? 'queued' : save);
  const queue = createSaveQueue({
    send,
    onState: (save) => store.setState({ save: shown(save) }),
    delayMs: saveDelayMs,
  });

  /** Answers kept in the browser that still need saving: not those a queued save already carries. */
  const toSave = (ids: number[]) => {
    const onTheirWay = calls.queued?.answers() ?? {};
    const { answers } = get();
    return ids.filter((id) => !(String(id) in onTheirWay && sameAnswer(onTheirWay[id], answers[id])));
  };

  /** A new attempt state from the server. */
  const adopt = (attempt: A, fresh: boolean) => {
    const view = toAttemptView(attempt, now());
    warned = minutesLeft(view.deadline);
    const mine = answersOf(view, !fresh);
    clock.reset(mine.shown);
    store.setState({
      ...view,
      answers: mine.answers,
      flags: mine.flags,
      waiting: { finish: false, checks: view.status === 'started' ? get().waiting.checks : [] },
      timeUp: view.status === 'started' ? null : get().timeUp === 'submitting' ? 'submitted' : get().timeUp,
    });
    if (view.status !== 'started') {
      queue.cancel();
      draft.clear();
    } else {
      keepDraft();
      toSave(mine.unsaved).forEach((id) => queue.mark(id));
    }
    onAttempt?.(attempt);
  };

  const run = async (
    busy: Exclude<AttemptBusy, null>,
    call: (() => Call<A> | QueueableCall<A>) | undefined,
    fresh: boolean,
  ): Promise<Outcome> => {
    if (get().busy || !call) return null;
    store.setState({ busy });
    const outcome = await call();
    store.setState({ busy: null });
    if (outcome === QUEUED) {
      store.setState((s) => ({ waiting: { ...s.waiting, finish: true } }));
      return null;
    }
    if (!outcome?.ok) return outcome;
    if (outcome.data) adopt(outcome.data, fresh);
    return { ok: true, data: null, message: outcome.message };
  };

  const finish = async (): Promise<Outcome> => {
    if (get().status !== 'started' || get().busy || get().waiting.finish) return null;
    store.setState({ refused: null });
    await queue.flush();
    const answered = Object.fromEntries(Object.entries(get().answers).filter(([, a]) => !isEmptyAnswer(a)));
    return run('finish', () => calls.finish(answered, seconds()), true);
  };

  const applyCheck = (
    questionId: number,
    outcome: ActionOutcome<CheckAnswerData | null>,
  ): Outcome<CheckedQuestion> => {
    const key = String(questionId);
    if (!outcome.ok) return outcome;
    if (!outcome.data) return { ok: false, message: outcome.message, network: false, status: 200 };
    const { options, explanation } = outcome.data;
    const checked = checkedFromCheckAnswer(outcome.data);
    queue.forget(questionId);
    store.setState((s) => ({
      checked: { ...s.checked, [key]: checked },
      questions: s.questions.map((q) => (q.id === questionId ? { ...q, options, explanation } : q)),
    }));
    onChecked?.(questionId);
    return { ok: true, data: checked, message: outcome.message };
  };

  /** A queued finish or check got its answer (after the connection returned, maybe after a reload). */
  const onQueuedAnswer = (event: QueuedEvent) => {
    if (event.kind === 'save') {
      if (event.saved) onSaved?.(event.answered);
      if (get().save === 'queued' && !calls.queued?.saves()) store.setState({ save: 'saved' });
      return;
    }
    if (event.kind === 'finish') {
      store.setState((s) => ({ waiting: { ...s.waiting, finish: false } }));
      if (!event.outcome.ok) store.setState({ refused: { kind: 'finish', outcome: event.outcome } });
      else if (event.outcome.data && get().status === 'started') adopt(event.outcome.data as A, true);
      return;
    }
    store.setState((s) => ({
      waiting: { ...s.waiting, checks: s.waiting.checks.filter((id) => id !== event.questionId) },
    }));
    if (get().status !== 'started') return;
    const checked = applyCheck(event.questionId, event.outcome);
    if (checked && !checked.ok) store.setState({ refused: { kind: 'check', outcome: checked } });
  };

  const submitOnTimeUp = async () => {
    store.setState({ timeUp: 'submitting' });
    const outcome = await finish();
    if (!outcome?.ok && get().status === 'started' && !get().waiting.finish)
      store.setState({ timeUp: 'failed' });
  };

  return {
    store,
    /** Saves the answers the browser kept but the server had not (after a reload). */
    resume() {
      if (get().status === 'started') toSave(restored.unsaved).forEach((id) => queue.mark(id));
    },
    setAnswer(questionId: number, value: AnswerValue) {
      const { status, checked, busy, answers, waiting } = get();
      if (status !== 'started' || checked[String(questionId)] || busy === 'finish' || busy === 'check')
        return;
      if (waiting.finish || waiting.checks.includes(questionId)) return;
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
    /** The question on screen (null: the summary, or the screen closed); its time starts counting. */
    viewing(questionId: number | null) {
      clock.show(get().status === 'started' ? questionId : null);
      keepDraft();
    },
    /** The page became visible or hidden: a hidden page's time counts for no question. */
    setVisible(visible: boolean) {
      clock.setVisible(visible);
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
      const { busy, status, waiting } = get();
      if (
        busy ||
        status !== 'started' ||
        !calls.check ||
        waiting.finish ||
        waiting.checks.includes(questionId)
      )
        return null;
      store.setState({ busy: 'check', refused: null });
      const outcome = await calls.check(questionId, get().answers[key] ?? '');
      store.setState({ busy: null });
      if (outcome === QUEUED) {
        queue.forget(questionId);
        store.setState((s) => ({ waiting: { ...s.waiting, checks: [...s.waiting.checks, questionId] } }));
        return null;
      }
      return applyCheck(questionId, outcome);
    },
    /** Follows the answers of this attempt's queued calls (finish, checks); answers how to stop. */
    watchQueue(): () => void {
      return calls.queued?.onSettled(onQueuedAnswer) ?? (() => {});
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
