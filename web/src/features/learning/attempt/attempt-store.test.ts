import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Quiz } from '@studovna/core/contract';
import { createApiClient } from '../../../lib/api';
import { createFetchStub, type Routes } from '../../../test/fetch-stub';
import { LP, SITE } from '../../../test/fixtures';
import { quizCalls } from '../../quiz/api/quiz-api';
import { action, attempt, quiz, QUIZ, results, started } from '../test/quiz-fixtures';
import { createAttemptController } from './attempt-store';
import { createDraftStore } from './draft-cache';

const NOW = Date.UTC(2026, 2, 1, 10, 0, 0);
const DAY = 86_400_000;

function setup(
  data: Quiz,
  routes: Routes = {},
  client = new QueryClient(),
  onChecked?: (id: number) => void,
) {
  const stub = createFetchStub({
    [`POST ${LP}/quiz/save-answers`]: action({ saved: [], ignored: [], total_time: 600 }),
    ...routes,
  });
  const api = createApiClient({ baseUrl: SITE.site, fetch: stub.fetch, getToken: () => 'token' });
  const controller = createAttemptController({
    quiz: data,
    receivedAt: Date.now(),
    calls: quizCalls(api, QUIZ),
    draft: createDraftStore(client, ['draft', QUIZ]),
    onChecked,
  });
  const bodies = (path: string) =>
    stub.requests.filter((r) => r.url.pathname === `${LP}${path}`).map((r) => r.body);
  return { controller, stub, client, bodies };
}

describe('the attempt on the learning screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts the deadline from when total_time arrived, not from ticks', () => {
    const { controller } = setup(quiz({ results: started({ total_time: 840 }) }));
    expect(controller.store.getState().deadline).toBe(NOW + 840_000);
  });

  it('saves answer changes together, debounced, with a cleared answer sent empty', async () => {
    const { controller, bodies } = setup(quiz({ results: started({ total_time: 840 }) }));
    controller.setAnswer(101, 'b');
    controller.setAnswer(103, ['m1']);
    await vi.advanceTimersByTimeAsync(200);
    controller.setAnswer(101, '');
    expect(bodies('/quiz/save-answers')).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(bodies('/quiz/save-answers')).toEqual([{ id: QUIZ, answered: { 101: '', 103: ['m1'] } }]);
    expect(controller.store.getState().save).toBe('saved');
    // the save answers total_time again: the deadline follows the server
    expect(controller.store.getState().deadline).toBe(NOW + 700 + 600_000);
  });

  it('keeps answers and flags in the browser and finds them after a reload', async () => {
    const client = new QueryClient();
    const first = setup(quiz({ results: started() }), {}, client);
    first.controller.setAnswer(101, 'c');
    first.controller.setAnswer(104, { b1: '60' });
    first.controller.toggleFlag(102);
    // reloaded before the save went out: the server has only an older answer
    const server = started({ answered: { 101: { answered: 'a', correct: false } } });
    const again = setup(quiz({ results: server }), {}, client);
    expect(again.controller.store.getState()).toMatchObject({
      answers: { 101: 'c', 104: { b1: '60' } },
      flags: [102],
    });
    again.controller.resume();
    await vi.advanceTimersByTimeAsync(600);
    expect(again.bodies('/quiz/save-answers')).toEqual([
      { id: QUIZ, answered: { 101: 'c', 104: { b1: '60' } } },
    ]);
  });

  it('sends how long each question was on screen with saves and the finish, kept over a reload', async () => {
    const client = new QueryClient();
    const done = attempt(results({ status: 'completed', graduation: 'passed', result: 80 }));
    const finish = { [`POST ${LP}/quiz/finish`]: action(done) };
    const first = setup(quiz({ results: started() }), finish, client);
    first.controller.viewing(101);
    await vi.advanceTimersByTimeAsync(40_000);
    first.controller.setAnswer(101, 'b');
    await vi.advanceTimersByTimeAsync(600);
    expect(first.bodies('/quiz/save-answers')).toEqual([
      { id: QUIZ, answered: { 101: 'b' }, question_seconds: { 101: 40 } },
    ]);
    first.controller.viewing(102);
    await vi.advanceTimersByTimeAsync(12_000);
    // another tab for five minutes: no question's time
    first.controller.setVisible(false);
    await vi.advanceTimersByTimeAsync(300_000);
    first.controller.setVisible(true);
    // reloaded: the browser's copy still knows the time so far
    const again = setup(quiz({ results: started() }), finish, client);
    again.controller.viewing(102);
    await vi.advanceTimersByTimeAsync(5_000);
    again.controller.viewing(null); // the summary
    await vi.advanceTimersByTimeAsync(60_000);
    await again.controller.finish();
    expect(again.bodies('/quiz/finish')).toEqual([
      { id: QUIZ, answered: { 101: 'b' }, question_seconds: { 101: 40, 102: 17 } },
    ]);
  });

  it('lets the server’s answer win for a checked question', () => {
    const client = new QueryClient();
    setup(quiz({ results: started() }), {}, client).controller.setAnswer(101, 'd');
    const checked = started({
      answered: { 101: { answered: 'b', correct: true, explanation: '<p>Proto.</p>' } },
    });
    const { controller } = setup(quiz({ results: checked, checked_questions: [101] }), {}, client);
    expect(controller.store.getState().answers[101]).toBe('b');
    expect(controller.store.getState().checked[101]).toMatchObject({ correct: true });
  });

  it('forgets the browser’s copy after a day, and a copy of another attempt', () => {
    const client = new QueryClient();
    setup(quiz({ results: started() }), {}, client).controller.setAnswer(101, 'd');
    vi.setSystemTime(NOW + DAY + 1);
    expect(setup(quiz({ results: started() }), {}, client).controller.store.getState().answers).toEqual({});

    vi.setSystemTime(NOW);
    setup(quiz({ results: started() }), {}, client).controller.setAnswer(101, 'd');
    const retaken = started({ retaken: 1, start_time: '2026-03-01T11:00:00.000Z' } as never);
    expect(setup(quiz({ results: retaken }), {}, client).controller.store.getState().answers).toEqual({});
  });

  it('submits by itself once the deadline passes, with every answer', async () => {
    const done = attempt(results({ status: 'completed', graduation: 'failed', result: 20 }));
    const { controller, bodies } = setup(quiz({ results: started({ total_time: 2 }) }), {
      [`POST ${LP}/quiz/finish`]: action(done),
    });
    controller.setAnswer(102, 'true');
    expect(controller.tick(NOW + 1000)).toBe(1);
    expect(bodies('/quiz/finish')).toEqual([]);
    controller.tick(NOW + 2000);
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(controller.store.getState().status).toBe('completed'));
    expect(bodies('/quiz/save-answers')).toEqual([{ id: QUIZ, answered: { 102: 'true' } }]);
    expect(bodies('/quiz/finish')).toEqual([{ id: QUIZ, answered: { 102: 'true' } }]);
    expect(controller.store.getState().timeUp).toBe('submitted');
  });

  it('warns once at 5 and once at 1 minute left', () => {
    const { controller } = setup(quiz({ results: started({ total_time: 600 }) }));
    const at = (left: number) => controller.tick(NOW + 600_000 - left * 1000);
    expect([at(301), at(300), at(299), at(61), at(60), at(10)]).toEqual([null, 5, null, null, 1, null]);
  });

  it('locks a checked question with what the check revealed', async () => {
    const revealed = [{ uid: '101-1', value: 'b', title: 'Možnost b', is_true: 'yes' as const }];
    const onChecked = vi.fn();
    const { controller } = setup(
      quiz({ results: started() }),
      {
        [`POST ${LP}/quiz/check_answer`]: action({
          explanation: '<p>Protože.</p>',
          options: revealed,
          result: { answered: 'b', correct: true },
          question_status: 1,
        }),
      },
      new QueryClient(),
      onChecked,
    );
    controller.setAnswer(101, 'b');
    expect(onChecked).not.toHaveBeenCalled();
    const outcome = await controller.check(101);
    expect(outcome).toMatchObject({ ok: true, data: { correct: true, explanation: '<p>Protože.</p>' } });
    // told, so the Board's due questions are asked for again
    expect(onChecked).toHaveBeenCalledWith(101);
    controller.setAnswer(101, 'c');
    expect(controller.store.getState().answers[101]).toBe('b');
    expect(controller.store.getState().save).toBe('saved');
  });
});
