import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Quiz } from '@studovna/core/contract';
import { quiz, quizAddress } from '../../learning/test/quiz-fixtures';
import { renderQuiz } from '../../learning/test/render-quiz';

type Meta = Quiz['meta_data'];

/** The fixture quiz with its marking: our server's penalties, or (left out) LearnPress's switches alone. */
function marked(marking: Partial<Meta>, { learnPress = false } = {}): Quiz {
  const data = quiz();
  const { wrong_penalty: _wrong, skip_penalty: _skip, ...switches } = data.meta_data;
  data.meta_data = { ...(learnPress ? switches : data.meta_data), ...marking };
  return data;
}

/** The intro's "Bodování" fact. */
async function markingRule() {
  const facts = (await screen.findByRole('heading', { name: 'O kvízu' })).parentElement!;
  return within(facts).getByText('Bodování').nextSibling;
}

describe('quiz intro: the marking rule', () => {
  it('says what a wrong answer takes off as a share of the question’s points, and that a skip takes nothing', async () => {
    renderQuiz(
      quizAddress(),
      marked({ _lp_negative_marking: 'yes', wrong_penalty: '1/5', skip_penalty: '0' }),
    );
    expect(await markingRule()).toHaveTextContent(
      'Za špatnou odpověď se odečte 1/5 bodů otázky. Vynechaná otázka nic neubírá.',
    );
  });

  it('says a penalty for a skip alone, and a whole mark in words', async () => {
    renderQuiz(
      quizAddress(),
      marked({ _lp_minus_skip_questions: 'yes', wrong_penalty: '0', skip_penalty: '1' }),
    );
    expect(await markingRule()).toHaveTextContent(
      'Špatná odpověď nic neubírá. Za vynechanou otázku se odečtou všechny body otázky.',
    );
  });

  it('reads LearnPress’s switches, which take the whole mark', async () => {
    renderQuiz(
      quizAddress(),
      marked({ _lp_negative_marking: 'yes', _lp_minus_skip_questions: 'yes' }, { learnPress: true }),
    );
    expect(await markingRule()).toHaveTextContent(
      'Za špatnou odpověď se odečtou všechny body otázky. Za vynechanou otázku se odečtou všechny body otázky.',
    );
  });

  it.each([
    ['our server', 'with both penalties 0', marked({})],
    ['LearnPress', 'with both switches off', marked({}, { learnPress: true })],
  ])('says nothing is taken off, from %s %s', async (_server, _marking, data) => {
    renderQuiz(quizAddress(), data);
    expect(await markingRule()).toHaveTextContent('Za chybu ani vynechání se nic neodečítá.');
  });
});
