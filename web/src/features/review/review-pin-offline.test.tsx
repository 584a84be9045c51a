import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { outboxOf } from '../../lib/sync/outbox';
import type { StubReply } from '../../test/fetch-stub';
import { LP } from '../../test/fixtures';
import { quizAddress, refusal } from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';
import { evaluatedQuiz } from './review-fixtures';

const STATS = `GET ${LP}/users/questions-stats`;
const STORE = `GET ${LP}/quiz/store-question`;
const QUEUED = 'Uloženo. Odešle se, až budeš online.';
const stored = { body: { status: 'success', message: 'Stav otázky je uložený.', data: null } };

let online = true;

/** The review of question 2 (wrong, not pinned); the server keeps what store-question sends. */
function renderReview(store: () => StubReply | null = () => null) {
  const server: Record<string, number> = { 101: 11, 102: 3, 103: 13 };
  const view = renderQuiz(quizAddress(2), evaluatedQuiz(), {
    [STATS]: () => ({ body: { ...server } }),
    [STORE]: (request) => {
      const reply = store();
      if (reply) return reply;
      server[request.url.searchParams.get('question_id') ?? ''] = Number(
        request.url.searchParams.get('status'),
      );
      return stored;
    },
  });
  return { ...view, sent: () => view.calls('GET', '/quiz/store-question') };
}

const review = () => screen.findByRole('dialog', { name: 'Kontrola odpovědí' });

describe('results review: pinning without a connection', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the pin at once, says it is saved, and sends it once with its action id when online', async () => {
    const view = renderReview();
    const dialog = await review();
    const pin = await within(dialog).findByRole('button', { name: 'Označit úlohu' });
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await view.user.click(pin);

    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zrušit označení' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [queued, ...rest] = view.services.store.getState().failed;
    expect(rest).toEqual([]);
    expect(queued).toMatchObject({
      endpoint: 'quiz.storeQuestion',
      request: { query: { id: 24, question_id: 102, user_id: 7, status: 13 } },
      critical: false,
    });
    expect(view.sent()).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(view.sent()).toHaveLength(1));
    expect(view.sent()[0]?.headers.get('X-Action-Id')).toBe(queued!.id);
    expect(Object.fromEntries(view.sent()[0]!.url.searchParams)).toMatchObject({
      question_id: '102',
      status: '13',
    });
    await waitFor(() => expect(view.services.store.getState().failed).toEqual([]));
    expect(within(dialog).getByRole('button', { name: 'Zrušit označení' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('tells when the server later refuses the queued pin, and puts the pin back', async () => {
    let reply: StubReply | null = 'network-error';
    const view = renderReview(() => reply);
    const dialog = await review();
    await view.user.click(await within(dialog).findByRole('button', { name: 'Označit úlohu' }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zrušit označení' })).toBeInTheDocument();
    expect(view.services.store.getState().failed).toHaveLength(1);

    reply = refusal(403, 'Úlohy si lze označovat pouze s aktivním studijním plánem', 'pin_requires_plan');
    await act(() => outboxOf(view.services.api.client)!.replay());
    expect(
      await screen.findByText('Úlohy si lze označovat pouze s aktivním studijním plánem'),
    ).toBeInTheDocument();
    expect(screen.getByText('Označení se nepodařilo uložit')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Označit úlohu' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(view.sent()).toHaveLength(2);
    expect(view.services.store.getState().failed).toEqual([]);
  });
});
