import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { StateStorage } from 'zustand/middleware';
import { createApiClient } from '../../../lib/api';
import { createAppStore } from '../../../lib/store';
import { createNetworkState } from '../../../lib/sync/network-state';
import { createOutbox, registerOutbox } from '../../../lib/sync/outbox';
import { createFetchStub, type StubReply } from '../../../test/fetch-stub';
import { jana, LP, SITE } from '../../../test/fixtures';
import type { Quiz } from '@studovna/core/contract';
import { learningKeys } from '../api/learning-keys';
import { keptQuiz, quizCalls } from '../../quiz/api/quiz-api';
import { action, attempt, quiz, QUIZ, refusal, results, started } from '../test/quiz-fixtures';
import { createAttemptController } from './attempt-store';
import { createDraftStore } from './draft-cache';

const NOW = Date.UTC(2026, 2, 1, 10, 0, 0);
let online = true;

function memoryStorage(): StateStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const done = attempt(results({ status: 'completed', graduation: 'passed', result: 60 }));
const checkAnswer = action({
  explanation: '<p>Protože.</p>',
  options: [{ uid: '102-0', value: 'true', title: 'Možnost true', is_true: 'yes' as const }],
  result: { answered: 'true', correct: true },
  question_status: 1,
});

/**
 * The app as it starts: a store on the page's storage, the client, the outbox and the quiz's attempt,
 * opened from the quiz the query cache kept (as a reload while the server is down does), else a fresh one.
 */
function openApp(storage: StateStorage, queryClient: QueryClient, finishReply: StubReply = action(done)) {
  const store = createAppStore('attempt-offline', storage);
  store.getState().setToken('token');
  store.getState().setUser(jana);
  const stub = createFetchStub({
    [`POST ${LP}/quiz/save-answers`]: action({ saved: [], ignored: [], total_time: null }),
    [`POST ${LP}/quiz/check_answer`]: checkAnswer,
    [`POST ${LP}/quiz/finish`]: finishReply,
  });
  const network = createNetworkState(online);
  const api = createApiClient({
    baseUrl: SITE.site,
    fetch: async (input, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      return stub.fetch(input, init);
    },
    getToken: () => 'token',
    onReachability: network.report,
    warn: () => {},
  });
  const outbox = createOutbox({ store, client: api, network });
  registerOutbox(api, outbox);
  const kept = keptQuiz(queryClient, QUIZ, jana.id);
  const quizKey = learningKeys.quiz(QUIZ, jana.id);
  if (!queryClient.getQueryData(quizKey)) queryClient.setQueryData(quizKey, quiz({ results: started() }));
  const controller = createAttemptController({
    quiz: queryClient.getQueryData<Quiz>(quizKey)!,
    receivedAt: Date.now(),
    calls: quizCalls(api, QUIZ),
    draft: createDraftStore(queryClient, ['draft', QUIZ]),
    onAttempt: kept.attempt,
    onSaved: kept.saved,
  });
  const sent = (path: string) => stub.requests.filter((r) => r.url.pathname === `${LP}${path}`);
  return { store, outbox, controller, sent };
}

describe('a quiz taken offline', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps answers, the check and the finish through a reload and sends one finish with every answer', async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    const first = openApp(storage, queryClient);
    online = false;

    first.controller.setAnswer(101, 'b');
    first.controller.setAnswer(103, ['m1']);
    await vi.advanceTimersByTimeAsync(600);
    // kept in the queue, not on the server yet
    expect(first.controller.store.getState().save).toBe('queued');
    first.controller.setAnswer(102, 'true');
    expect(await first.controller.check(102)).toBeNull();
    expect(first.controller.store.getState().waiting.checks).toEqual([102]);
    // a question whose check waits keeps its answer
    first.controller.setAnswer(102, 'false');
    expect(first.controller.store.getState().answers[102]).toBe('true');

    expect(await first.controller.finish()).toBeNull();
    expect(first.controller.store.getState()).toMatchObject({ status: 'started', waiting: { finish: true } });
    first.controller.setAnswer(104, { b1: '1' });
    expect(first.controller.store.getState().answers[104]).toBeUndefined();
    expect(first.store.getState().failed.map((a) => a.endpoint)).toEqual([
      'quiz.saveAnswers',
      'quiz.checkAnswer',
      'quiz.finish',
    ]);
    const finishId = first.store.getState().failed[2]?.id;

    // reloaded while offline: the same storage and query cache, a new app
    const again = openApp(storage, queryClient);
    expect(again.controller.store.getState()).toMatchObject({
      status: 'started',
      answers: { 101: 'b', 102: 'true', 103: ['m1'] },
      waiting: { finish: true, checks: [102] },
    });
    const stopWatch = again.controller.watchQueue();
    again.controller.resume();
    await vi.advanceTimersByTimeAsync(600);

    online = true;
    await again.outbox.replay();
    const finishes = again.sent('/quiz/finish');
    expect(finishes).toHaveLength(1);
    expect(finishes[0]?.headers.get('X-Action-Id')).toBe(finishId);
    expect(finishes[0]?.body).toEqual({ id: QUIZ, answered: { 101: 'b', 102: 'true', 103: ['m1'] } });
    expect(again.sent('/quiz/save-answers').map((r) => r.body)).toEqual([
      { id: QUIZ, answered: { 101: 'b', 103: ['m1'] } },
    ]);
    expect(again.sent('/quiz/check_answer').map((r) => r.body)).toEqual([
      { id: QUIZ, question_id: 102, answered: 'true' },
    ]);
    expect(again.store.getState().failed).toEqual([]);
    expect(again.controller.store.getState()).toMatchObject({
      status: 'completed',
      waiting: { finish: false, checks: [] },
    });
    stopWatch();
  });

  it('after a reload with a save still queued, sends those answers once, not again', async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    const first = openApp(storage, queryClient);
    online = false;
    first.controller.setAnswer(101, 'b');
    await vi.advanceTimersByTimeAsync(600);
    expect(first.store.getState().failed.map((a) => a.endpoint)).toEqual(['quiz.saveAnswers']);

    const again = openApp(storage, queryClient);
    again.controller.resume();
    await vi.advanceTimersByTimeAsync(600);
    expect(again.store.getState().failed.map((a) => a.endpoint)).toEqual(['quiz.saveAnswers']);
    // an answer changed after the reload is saved again, with its new value
    again.controller.setAnswer(101, 'a');
    await vi.advanceTimersByTimeAsync(600);
    online = true;
    await again.outbox.replay();
    expect(again.sent('/quiz/save-answers').map((r) => r.body)).toEqual([
      { id: QUIZ, answered: { 101: 'b' } },
      { id: QUIZ, answered: { 101: 'a' } },
    ]);
  });

  it('keeps answers the server confirmed with the quiz, so a reload without the draft still shows them', async () => {
    const queryClient = new QueryClient();
    const first = openApp(memoryStorage(), queryClient);
    const stop = first.controller.watchQueue();
    first.controller.setAnswer(101, 'b');
    await vi.advanceTimersByTimeAsync(600);
    expect(first.sent('/quiz/save-answers')).toHaveLength(1);
    // saved through the queue after the connection came back
    online = false;
    first.controller.setAnswer(103, ['m1']);
    await vi.advanceTimersByTimeAsync(600);
    online = true;
    await first.outbox.replay();
    stop();

    queryClient.removeQueries({ queryKey: ['draft', QUIZ] });
    const again = openApp(memoryStorage(), queryClient);
    expect(again.controller.store.getState().answers).toEqual({ 101: 'b', 103: ['m1'] });
    again.controller.resume();
    await vi.advanceTimersByTimeAsync(600);
    expect(again.sent('/quiz/save-answers')).toHaveLength(0);
  });

  it('shows answers as saved only once their queued save reached the server', async () => {
    const app = openApp(memoryStorage(), new QueryClient());
    const stop = app.controller.watchQueue();
    online = false;
    app.controller.setAnswer(101, 'b');
    await vi.advanceTimersByTimeAsync(600);
    expect(app.controller.store.getState().save).toBe('queued');
    online = true;
    await app.outbox.replay();
    expect(app.sent('/quiz/save-answers').map((r) => r.body)).toEqual([{ id: QUIZ, answered: { 101: 'b' } }]);
    expect(app.controller.store.getState().save).toBe('saved');
    stop();
  });

  it('shows the check as soon as its queued call is answered', async () => {
    const app = openApp(memoryStorage(), new QueryClient());
    const stop = app.controller.watchQueue();
    online = false;
    app.controller.setAnswer(102, 'true');
    expect(await app.controller.check(102)).toBeNull();
    online = true;
    await app.outbox.replay();
    expect(app.controller.store.getState().checked[102]).toMatchObject({ correct: true });
    expect(app.controller.store.getState().waiting.checks).toEqual([]);
    stop();
  });

  it('tells why a queued finish was refused once it was sent, and keeps the attempt open', async () => {
    const plan = 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem';
    const app = openApp(memoryStorage(), new QueryClient(), refusal(403, plan, 'quiz_plan_required'));
    const stop = app.controller.watchQueue();
    online = false;
    app.controller.setAnswer(101, 'b');
    expect(await app.controller.finish()).toBeNull();
    online = true;
    await app.outbox.replay();
    expect(app.sent('/quiz/finish')).toHaveLength(1);
    expect(app.store.getState().failed).toEqual([]);
    expect(app.controller.store.getState()).toMatchObject({
      status: 'started',
      waiting: { finish: false },
      refused: { kind: 'finish', outcome: { ok: false, status: 403, message: plan } },
      answers: { 101: 'b' },
    });
    stop();
  });
});
