import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { action, attempt, quiz, quizAddress, results, started } from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';

describe('quiz: answers across a reload, and the time', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds every answer after a reload, even one the server had not stored yet', async () => {
    const data = quiz({ results: started({ total_time: 600 }) });
    const first = renderQuiz(quizAddress(1), data);
    await first.user.click(await screen.findByRole('radio', { name: /Možnost c/ }));
    await first.user.click(screen.getByRole('link', { name: /^Otázka 3/ }));
    await first.user.click(screen.getByRole('checkbox', { name: /Možnost m2/ }));
    await first.user.click(screen.getByRole('button', { name: 'Označit k návratu' }));
    first.unmount(); // the page is left before the last change was saved

    const again = renderQuiz(quizAddress(3), data);
    expect(await screen.findByRole('checkbox', { name: /Možnost m2/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Otázka 1, zodpovězená' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Otázka 3, zodpovězená, označená k návratu' }),
    ).toBeInTheDocument();
    // the answer the server never confirmed is saved again
    await waitFor(() =>
      expect(again.calls('POST', '/quiz/save-answers').map((r) => r.body)).toContainEqual({
        id: 24,
        answered: expect.objectContaining({ 103: ['m2'] }),
      }),
    );
  });

  it('tells the server how long each question was on screen when the answers go out', async () => {
    let at = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => at);
    const view = renderQuiz(quizAddress(1), quiz({ results: started({ total_time: 600 }) }));
    await view.user.click(await screen.findByRole('radio', { name: /Možnost c/ }));
    at += 30_000;
    await view.user.click(screen.getByRole('link', { name: /^Otázka 2/ }));
    await waitFor(() =>
      expect(view.calls('POST', '/quiz/save-answers').map((r) => r.body)).toEqual([
        { id: 24, answered: expect.objectContaining({ 101: 'c' }), question_seconds: { 101: 30 } },
      ]),
    );
  });

  it('shows the time left from the server as ~Hh Mmin', async () => {
    renderQuiz(quizAddress(1), quiz({ duration: 7200, results: started({ total_time: 3900 }) }));
    expect(await screen.findByRole('timer')).toHaveTextContent('~1h 5min');
  });

  it('has no timer for an untimed quiz', async () => {
    renderQuiz(quizAddress(1), quiz({ duration: 0, results: started({ total_time: null }) }));
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('out of time on opening: submits, warns and shows the result', async () => {
    const done = results({ status: 'completed', graduation: 'failed', question_empty: 5 });
    const view = renderQuiz(quizAddress(2), quiz({ results: started({ total_time: 0 }) }), {
      'POST /wp-json/learnpress/v1/quiz/finish': action(attempt(done)),
    });
    const alert = await screen.findByRole('alertdialog', { name: 'Čas na kvíz vypršel' });
    expect(alert).toHaveTextContent('Kvíz se odevzdal automaticky');
    expect(view.path()).toBe(quizAddress());
    expect(screen.getByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
    expect(view.calls('POST', '/quiz/finish')).toHaveLength(1);
  });
});
