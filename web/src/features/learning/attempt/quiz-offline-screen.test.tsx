import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { logInJana } from '../../../test/course-detail-fixtures';
import { jana, LP } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { learningKeys } from '../api/learning-keys';
import { action, attempt, quiz, QUIZ, QUIZ_PATH, quizAddress, results, started } from '../test/quiz-fixtures';

let online = true;
const finished = attempt(
  results({ status: 'completed', graduation: 'passed', result: 80, question_correct: 4 }),
);

/** The quiz reopened after a reload without the network: the started attempt and a finish kept in the browser. */
function reopenOffline() {
  return renderApp(quizAddress(2), {
    prepare: (services) => {
      logInJana(services, { osp: true });
      services.queryClient.setQueryData(learningKeys.quiz(QUIZ, jana.id), quiz({ results: started() }));
      services.store.getState().addFailed({
        id: '3f1c2a9e-5b7d-4c1e-9a2b-1d2e3f4a5b6c',
        endpoint: 'quiz.finish',
        request: { body: { id: QUIZ, answered: { 101: 'b' } } },
        userId: jana.id,
        critical: true,
        attempts: 0,
        queuedAt: 0,
      });
    },
    routes: {
      // what an older copy (e.g. the service worker's, from before the start) would say
      [`GET ${QUIZ_PATH}`]: { body: quiz({ results: results() }) },
      [`POST ${LP}/quiz/finish`]: action(finished),
    },
  });
}

describe('a quiz reopened offline', () => {
  beforeEach(() => {
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the attempt kept in the browser and says the finish waits for the connection', async () => {
    const view = reopenOffline();
    expect(await screen.findByRole('heading', { level: 2, name: 'Platí tvrzení?' })).toBeInTheDocument();
    expect(screen.getByText(/Kvíz bude vyhodnocen, jakmile budeš zase online/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByText('Čeká na synchronizaci: 1 akce')).toBeInTheDocument();
    expect(view.stub.requests.filter((r) => r.url.pathname === QUIZ_PATH)).toHaveLength(0);
  });

  it('shows the result once the connection returns and the finish is sent, once, with its action id', async () => {
    const view = reopenOffline();
    await screen.findByText(/Kvíz bude vyhodnocen/);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
    const finishes = view.stub.requests.filter((r) => r.url.pathname === `${LP}/quiz/finish`);
    expect(finishes).toHaveLength(1);
    expect(finishes[0]?.headers.get('X-Action-Id')).toBe('3f1c2a9e-5b7d-4c1e-9a2b-1d2e3f4a5b6c');
    expect(finishes[0]?.body).toEqual({ id: QUIZ, answered: { 101: 'b' } });
    expect(screen.queryByText(/Čeká na synchronizaci/)).toBeNull();
  });
});
