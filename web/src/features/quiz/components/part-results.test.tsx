import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LP } from '../../../test/fixtures';
import { questions, quiz, quizAddress, results } from '../../learning/test/quiz-fixtures';
import { renderQuiz } from '../../learning/test/render-quiz';

/**
 * A mock test's intro lists its parts; its result shows each part's right, wrong and skipped answers and
 * its points after the −1/3 penalty (decision 0041).
 */
const mock = (over: Parameters<typeof quiz>[0] = {}) =>
  quiz({
    name: 'OSP nanečisto: celý test',
    // questions 101–102 in the verbal part, 103–105 in the analytical one
    questions: questions().map((q) => ({ ...q, part: q.id <= 102 ? 0 : 1 })),
    meta_data: {
      ...quiz().meta_data,
      _lp_negative_marking: 'yes',
      wrong_penalty: '1/3',
      skip_penalty: '0',
      parts: [
        { title: 'Verbální oddíl', time_limit_seconds: 2100 },
        { title: 'Analytický oddíl', time_limit_seconds: 3000 },
      ],
    },
    ...over,
  });

describe('a mock test in parts', () => {
  it('lists its parts with their questions before the start', async () => {
    renderQuiz(quizAddress(), mock());
    const parts = within((await screen.findByText('Části testu')).closest('div')!);
    expect(parts.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Verbální oddíl · 2 otázky',
      'Analytický oddíl · 3 otázky',
    ]);
  });

  it('shows each part’s result with the penalty taken exactly', async () => {
    const answered = {
      101: { answered: 'a', correct: true, mark: 1 },
      102: { answered: 'false', correct: false, mark: -0.33 },
      103: { answered: ['m1'], correct: false, mark: -0.33 },
      104: { answered: {}, correct: false, mark: 0 },
      105: { answered: ['s1', 's2', 's3'], correct: true, mark: 1 },
    };
    renderQuiz(
      quizAddress(),
      mock({
        results: results({
          status: 'completed',
          graduation: 'failed',
          result: 26.67,
          question_correct: 2,
          question_wrong: 2,
          question_empty: 1,
          subtracted: 0.67,
          user_mark: 1.33,
          answered,
        }),
      }),
      { [`GET ${LP}/quiz/percentil`]: { body: { percentil: 0.5, learners: 30, distribution: [] } } },
    );
    const parts = await screen.findByRole('region', { name: 'Výsledek po částech testu' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Verbální oddíl0,67 z 2 bodůSprávně 1 · špatně 1 · vynecháno 0',
      'Analytický oddíl0,67 z 3 bodůSprávně 1 · špatně 1 · vynecháno 1',
    ]);
  });

  it('shows no parts for a quiz without them', async () => {
    renderQuiz(
      quizAddress(),
      quiz({ results: results({ status: 'completed', graduation: 'failed', result: 0 }) }),
      { [`GET ${LP}/quiz/percentil`]: { body: { percentil: 0, learners: 1, distribution: [] } } },
    );
    await screen.findByRole('heading', { name: 'Výsledek kvízu' });
    expect(screen.queryByRole('region', { name: 'Výsledek po částech testu' })).not.toBeInTheDocument();
    expect(screen.queryByText('Části testu')).not.toBeInTheDocument();
  });
});
