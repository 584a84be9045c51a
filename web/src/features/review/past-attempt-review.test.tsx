import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LP } from '../../test/fixtures';
import type { StubReply } from '../../test/fetch-stub';
import { quizAddress } from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';
import { evaluatedQuiz, pastAttempt } from './review-fixtures';

const ATTEMPT = `GET ${LP}/quiz/attempts/77`;
const search = (view: ReturnType<typeof renderQuiz>) => view.router.state.location.search;

describe('results review of a past attempt (?pokus=)', () => {
  it('loads the attempt, shows its answers; moving keeps the parameter, closing drops it', async () => {
    let answer: (reply: StubReply) => void = () => {};
    const view = renderQuiz(quizAddress(1, '?pokus=77'), evaluatedQuiz(), {
      [ATTEMPT]: () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    const loading = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
    expect(within(loading).getByText('Načítám pokus…')).toBeInTheDocument();
    expect(view.calls('GET', '/quiz/attempts/77')).toHaveLength(1);

    answer({ body: pastAttempt(77) });
    const dialog = await screen.findByRole('dialog', { name: /^Pokus z 1\. 3\. 2026/ });
    // in that attempt question 1 was answered A (wrong), not B as in the latest one
    expect(within(dialog).getByRole('radio', { name: /Možnost a/ })).toBeChecked();
    expect(
      within(dialog)
        .getByRole('radio', { name: /Možnost a/ })
        .closest('label'),
    ).toHaveTextContent('tvoje odpověď, špatně');
    expect(within(dialog).getByRole('button', { name: 'Otázka 2, správně' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Hlavní myšlenka textu?' })).toHaveFocus();

    await view.user.click(within(dialog).getByRole('button', { name: 'Předchozí' }));
    expect(view.path()).toBe(quizAddress(5));
    expect(search(view)).toBe('?pokus=77');
    expect(view.router.state.historyAction).toBe('REPLACE');

    await view.user.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    expect(view.path()).toBe(quizAddress());
    expect(search(view)).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
  });

  it('brings a question number beyond the attempt to its last question', async () => {
    const view = renderQuiz(quizAddress(9, '?pokus=77'), evaluatedQuiz(), {
      [ATTEMPT]: { body: pastAttempt(77) },
    });
    const dialog = await screen.findByRole('dialog', { name: /^Pokus z/ });
    expect(await within(dialog).findByText('Otázka 5 z 5')).toBeInTheDocument();
    expect(view.path()).toBe(quizAddress(5));
    expect(search(view)).toBe('?pokus=77');
  });

  it.each([
    [
      'not the learner’s (404)',
      {
        status: 404,
        body: {
          code: 'quiz_attempt_not_found',
          message: 'Takový vyhodnocený pokus neexistuje.',
          data: { status: 404 },
        },
      },
    ],
    ['of another quiz', { body: pastAttempt(77, 99) }],
  ])('says an attempt %s is not found and closes back to the quiz', async (_, reply) => {
    const view = renderQuiz(quizAddress(1, '?pokus=77'), evaluatedQuiz(), { [ATTEMPT]: reply });
    const dialog = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tento pokus jsme nenašli');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Zpět na kvíz' }));
    expect(view.path()).toBe(quizAddress());
    expect(search(view)).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to try again when the attempt could not be loaded', async () => {
    let fail = true;
    const view = renderQuiz(quizAddress(2, '?pokus=77'), evaluatedQuiz(), {
      [ATTEMPT]: () => (fail ? 'network-error' : { body: pastAttempt(77) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Chyba komunikace/);
    fail = false;
    await view.user.click(within(dialog).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await within(dialog).findByText('Otázka 2 z 5')).toBeInTheDocument();
    expect(view.calls('GET', '/quiz/attempts/77')).toHaveLength(2);
  });
});
