import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LP } from '../../test/fixtures';
import type { StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { QUIZ_PATH, quizAddress, refusal } from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';
import { evaluatedQuiz } from './review-fixtures';
import { expectFocusOn } from '../../test/focus';

const STATS = `GET ${LP}/users/questions-stats`;
const STORE = `GET ${LP}/quiz/store-question`;
/** Question 101 right and pinned, 102 wrong, 103 wrong and pinned; the others never stored. */
const statuses = () => ({ 101: 11, 102: 3, 103: 13 }) as Record<string, number>;
const stored = { body: { status: 'success', message: 'Stav otázky je uložený.', data: null } };

/** The review of question n; the server keeps what store-question sends unless `store` answers instead. */
function renderReview(n: number, store?: StubReply) {
  const server = statuses();
  const view = renderQuiz(quizAddress(n), evaluatedQuiz(), {
    [STATS]: () => ({ body: server }),
    [STORE]: (request) => {
      if (store) return store;
      server[request.url.searchParams.get('question_id') ?? ''] = Number(
        request.url.searchParams.get('status'),
      );
      return stored;
    },
  });
  const sent = () =>
    view.calls('GET', '/quiz/store-question').map((r) => Object.fromEntries(r.url.searchParams));
  return { ...view, sent };
}

const review = () => screen.findByRole('dialog', { name: 'Kontrola odpovědí' });

describe('results review: pinning the question to the Board', () => {
  it('pins a wrong answer: aria-pressed flips and the call carries the learner and togglePin’s status', async () => {
    const view = renderReview(2);
    const dialog = await review();
    const pin = await within(dialog).findByRole('button', { name: 'Označit úlohu' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    expect(view.calls('GET', '/users/questions-stats')[0]?.url.searchParams.get('id')).toBe('7');
    await view.user.click(pin);
    expect(await within(dialog).findByRole('button', { name: 'Zrušit označení' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(view.sent()).toHaveLength(1));
    expect(view.sent()[0]).toMatchObject({ id: '24', question_id: '102', user_id: '7', status: '13' });
    expect(await screen.findByText('Úloha je označená na nástěnce.')).toBeInTheDocument();
  });

  it('unpins a pinned question keeping its answer status, and pins one never answered', async () => {
    const view = renderReview(1);
    const dialog = await review();
    await view.user.click(await within(dialog).findByRole('button', { name: 'Zrušit označení' }));
    expect(await within(dialog).findByRole('button', { name: 'Označit úlohu' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(view.sent()).toHaveLength(1));
    expect(view.sent()[0]).toMatchObject({ question_id: '101', status: '1' });

    await view.user.click(within(dialog).getByRole('button', { name: 'Otázka 5, bez odpovědi' }));
    await view.user.click(await within(dialog).findByRole('button', { name: 'Označit úlohu' }));
    await waitFor(() => expect(view.sent()).toHaveLength(2));
    expect(view.sent()[1]).toMatchObject({ question_id: '105', status: '10' });
  });

  it('shows each question’s own pin as the review moves', async () => {
    const view = renderReview(2);
    const dialog = await review();
    expect(await within(dialog).findByRole('button', { name: 'Označit úlohu' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Další' }));
    expect(within(dialog).getByRole('button', { name: 'Zrušit označení' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('without a study plan tells the server’s message and puts the pin back, staying in the review', async () => {
    const view = renderReview(
      2,
      refusal(403, 'Úlohy si lze označovat pouze s aktivním studijním plánem', 'pin_requires_plan'),
    );
    const dialog = await review();
    await view.user.click(await within(dialog).findByRole('button', { name: 'Označit úlohu' }));
    const alert = await screen.findByRole('alertdialog', {
      name: 'Úlohy si lze označovat pouze s aktivním studijním plánem',
    });
    expect(within(alert).getByRole('button', { name: 'Studijní plány' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Označit úlohu' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // the review's arrow keys are not the alert's, and no denied screen opens
    await view.user.keyboard('{ArrowRight}');
    expect(view.path()).toBe(quizAddress(2));
    await view.user.click(within(alert).getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Označit úlohu' })).toHaveFocus();
    expect(view.path()).toBe(quizAddress(2));
  });

  it('sits in the header before the close button and works from the keyboard', async () => {
    const view = renderReview(2);
    const dialog = await review();
    const pin = await within(dialog).findByRole('button', { name: 'Označit úlohu' });
    within(dialog).getByRole('button', { name: 'Zavřít' }).focus();
    await view.user.tab({ shift: true });
    expect(pin).toHaveFocus();
    await view.user.keyboard(' ');
    await expectFocusOn(within(dialog).findByRole('button', { name: 'Zrušit označení' }));
    await waitFor(() => expect(view.sent()).toHaveLength(1));
    // Tab still stays inside the review: from the last control to the first, the toggle
    within(dialog).getByRole('button', { name: 'Další' }).focus();
    await view.user.tab();
    expect(within(dialog).getByRole('button', { name: 'Zrušit označení' })).toHaveFocus();
  });

  it('offers to report an error in the question by mail', async () => {
    renderReview(3);
    const dialog = await review();
    const report = within(dialog).getByRole('link', { name: 'Nahlásit chybu v otázce' });
    expect(decodeURIComponent(report.getAttribute('href') ?? '')).toContain('103');
  });
});

describe('results review: guests', () => {
  it('shows no pin toggle and asks for no statuses', async () => {
    const view = renderApp(quizAddress(2), { routes: { [`GET ${QUIZ_PATH}`]: { body: evaluatedQuiz() } } });
    const dialog = await review();
    expect(within(dialog).getByRole('link', { name: 'Nahlásit chybu v otázce' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Označit úlohu' })).not.toBeInTheDocument();
    expect(view.stub.requests.some((r) => r.url.pathname === `${LP}/users/questions-stats`)).toBe(false);
  });
});
