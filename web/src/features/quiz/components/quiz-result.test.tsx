import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { StubReply } from '../../../test/fetch-stub';
import { LP } from '../../../test/fixtures';
import { quiz, quizAddress, results } from '../../learning/test/quiz-fixtures';
import { renderQuiz } from '../../learning/test/render-quiz';
import { expectFocusOn } from '../../../test/focus';

const PERCENTILE = `GET ${LP}/quiz/percentil`;

/** 2 of 5 right (40 %, failed at 60 %), 2.5 points of 5. */
const evaluated = () =>
  quiz({
    results: results({
      status: 'completed',
      graduation: 'failed',
      result: 40,
      question_correct: 2,
      question_wrong: 1,
      question_empty: 2,
      user_mark: 2.5,
      time_spend: '0:04:12',
    }),
  });

/** 412 learners; the 40–50 % band holds 61 of them. */
const distribution = [3, 7, 18, 40, 61, 88, 92, 63, 30, 10];

const comparison = async () => within(await screen.findByRole('region', { name: 'Srovnání s ostatními' }));

describe('quiz result: percentile of this attempt and the charts', () => {
  it.each([
    [0.7325, 412, 'Máš stejně nebo víc bodů než 73,25 % studentů, kteří test dokončili (412).'],
    [0.6667, 3, 'Máš stejně nebo víc bodů než 66,67 % studentů, kteří test dokončili (3).'],
    [0.5, 1234, 'Máš stejně nebo víc bodů než 50 % studentů, kteří test dokončili (1 234).'],
    [0.0001, 20000, 'Máš stejně nebo víc bodů než 0,01 % studentů, kteří test dokončili (20 000).'],
    [0, 21, 'Zatím mají víc bodů všichni, kdo test dokončili (21).'],
  ])('percentil %d of %d learners reads “%s”', async (percentil, learners, sentence) => {
    const view = renderQuiz(quizAddress(), evaluated(), {
      [PERCENTILE]: { body: { percentil, learners, distribution } },
    });
    const region = await comparison();
    expect(await region.findByText(sentence)).toBeInTheDocument();
    const [call] = view.calls('GET', '/quiz/percentil');
    expect(call!.url.searchParams.get('id')).toBe('24');
    expect(call!.url.searchParams.get('user_mark')).toBe('2.5');
  });

  it('says the comparison is loading, without holding back the rest of the result', async () => {
    let answer: (reply: StubReply) => void = () => {};
    renderQuiz(quizAddress(), evaluated(), {
      [PERCENTILE]: () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    await expectFocusOn(screen.findByRole('heading', { name: 'Výsledek kvízu' }));
    const region = await comparison();
    expect(region.getByRole('status')).toHaveTextContent('Porovnávám tvůj výsledek s ostatními…');
    expect(screen.getByText('40 %')).toBeInTheDocument();
    answer({ body: { percentil: 0.7325, learners: 412, distribution } });
    expect(await region.findByText(/73,25 %/)).toBeInTheDocument();
    expect(region.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a result of 1 % as 1 %, not as a fraction', async () => {
    const low = quiz({
      results: results({ status: 'completed', graduation: 'failed', result: 1, user_mark: 0.1 }),
    });
    renderQuiz(quizAddress(), low, {
      [PERCENTILE]: { body: { percentil: 0.01, learners: 100, distribution } },
    });
    expect(
      await screen.findByRole('img', { name: 'Výsledek v procentech: 1 %, ke splnění 60 %' }),
    ).toBeInTheDocument();
  });

  it('says the time spent in words, as the history does', async () => {
    renderQuiz(quizAddress(), evaluated(), {
      [PERCENTILE]: { body: { percentil: 0.5, learners: 10, distribution } },
    });
    expect(await screen.findByText('4 min 12 s')).toHaveAttribute('datetime', 'PT4M12S');
  });

  it('gives every chart a text alternative with the numbers', async () => {
    renderQuiz(quizAddress(), evaluated(), {
      [PERCENTILE]: { body: { percentil: 0.7325, learners: 412, distribution } },
    });
    expect(
      await screen.findByRole('img', { name: 'Výsledek v procentech: 40 %, ke splnění 60 %' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ke splnění 60 %')).toBeInTheDocument();

    const answers = within(screen.getByRole('figure', { name: 'Odpovědi' }));
    expect(
      answers.getByRole('img', {
        name: 'Koláčový graf odpovědí: správně 2, špatně 1, bez odpovědi 2, celkem 5.',
      }),
    ).toBeInTheDocument();
    expect(answers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Správně2',
      'Špatně1',
      'Bez odpovědi2',
    ]);

    const others = within(await screen.findByRole('figure', { name: /^Výsledky ostatních studentů/ }));
    expect(
      others.getByRole('img', {
        name: 'Sloupcový graf: počet studentů podle výsledku v pásmech po 10 %. Tvůj výsledek patří do pásma 40–50 %.',
      }),
    ).toBeInTheDocument();
    const rows = others.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '0–10 %',
      '10–20 %',
      '20–30 %',
      '30–40 %',
      '40–50 % – tvůj výsledek',
      '50–60 %',
      '60–70 %',
      '70–80 %',
      '80–90 %',
      '90–100 %',
    ]);
    expect(rows.map((row) => Number(within(row).getByRole('cell').textContent))).toEqual(distribution);
    expect(others.getByRole('columnheader', { name: 'Počet studentů' })).toBeInTheDocument();
    // the highlighted bar is the learner's band; the others are not
    const bars = others.getByRole('img').querySelectorAll('rect');
    expect(bars).toHaveLength(10);
    expect([...bars].map((bar) => bar.getAttribute('class')?.includes('highlight'))).toEqual(
      distribution.map((_, band) => band === 4),
    );
  });

  it('keeps the whole result when the percentile fails, and tries again on request', async () => {
    let fail = true;
    const view = renderQuiz(quizAddress(), evaluated(), {
      [PERCENTILE]: () =>
        fail
          ? { status: 500, body: { code: 'server_error', message: 'Chyba', data: { status: 500 } } }
          : { body: { percentil: 0.25, learners: 8, distribution: [1, 1, 0, 0, 0, 0, 6, 0, 0, 0] } },
    });
    const region = await comparison();
    expect(await region.findByText('Data se nepodařilo načíst')).toBeInTheDocument();
    expect(
      region.getByText('Srovnání s ostatními se teď nepodařilo načíst. Tvůj výsledek je uložený.'),
    ).toBeInTheDocument();
    // the rest of the result stays
    expect(screen.getByText('Nesplněno')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Výsledek v procentech: 40 %/ })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Odpovědi' })).toBeInTheDocument();
    expect(screen.getByText('Body').nextSibling).toHaveTextContent('2,5 z 5');
    expect(screen.getByRole('link', { name: 'Projít odpovědi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opakovat kvíz' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /^Výsledky ostatních/ })).not.toBeInTheDocument();

    fail = false;
    await view.user.click(region.getByRole('button', { name: 'Zkusit znovu' }));
    expect(
      await region.findByText('Máš stejně nebo víc bodů než 25 % studentů, kteří test dokončili (8).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /^Výsledky ostatních/ })).toBeInTheDocument();
    await waitFor(() => expect(view.calls('GET', '/quiz/percentil')).toHaveLength(2));
  });

  it('tells the first learner to finish that nobody else has, without the others’ chart', async () => {
    renderQuiz(quizAddress(), evaluated(), {
      [PERCENTILE]: { body: { percentil: 1, learners: 1, distribution: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0] } },
    });
    const region = await comparison();
    expect(
      await region.findByText(
        'Zatím nikdo další test nedokončil. Srovnání se objeví, až ho dokončí i ostatní studenti.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /^Výsledky ostatních/ })).not.toBeInTheDocument();
  });
});

describe('quiz result: the points taken off and the rule that took them', () => {
  const percentile = { [PERCENTILE]: { body: { percentil: 0.5, learners: 10, distribution } } };
  const resultFacts = async () =>
    within((await screen.findByRole('heading', { name: 'Výsledek kvízu' })).closest('section')!);

  it('shows what was taken off, then the marking rule of a quiz with a fractional penalty', async () => {
    // 2 right, 1 wrong at −1/3, 2 skipped at nothing
    const data = quiz({
      results: results({
        status: 'completed',
        graduation: 'failed',
        result: 33.4,
        question_correct: 2,
        question_wrong: 1,
        question_empty: 2,
        subtracted: 0.33,
        user_mark: 1.67,
      }),
    });
    data.meta_data = { ...data.meta_data, _lp_negative_marking: 'yes', wrong_penalty: '1/3' };
    renderQuiz(quizAddress(), data, percentile);
    const facts = await resultFacts();
    expect(facts.getByText('Body').nextSibling).toHaveTextContent('1,67 z 5');
    expect(facts.getByText('Odečteno').nextSibling).toHaveTextContent('0,33');
    expect(facts.getByText('Bodování').nextSibling).toHaveTextContent(
      'Za špatnou odpověď se odečte 1/3 bodů otázky. Vynechaná otázka nic neubírá.',
    );
  });

  it('shows the rule of a quiz with a penalty even when nothing was taken off', async () => {
    const data = quiz({
      results: results({ status: 'completed', graduation: 'passed', result: 100, question_correct: 5 }),
    });
    data.meta_data = { ...data.meta_data, _lp_negative_marking: 'yes', wrong_penalty: '1/5' };
    renderQuiz(quizAddress(), data, percentile);
    const facts = await resultFacts();
    expect(facts.getByText('Odečteno').nextSibling).toHaveTextContent('0');
    expect(facts.getByText('Bodování').nextSibling).toHaveTextContent(
      'Za špatnou odpověď se odečte 1/5 bodů otázky.',
    );
  });

  it('explains an attempt by the rule it was graded with, after the quiz’s rule changed', async () => {
    // graded at −1/3; the author has since set −1/5
    const data = quiz({
      results: {
        ...results({
          status: 'completed',
          graduation: 'failed',
          result: 33.4,
          question_correct: 2,
          question_wrong: 1,
          question_empty: 2,
          subtracted: 0.33,
          user_mark: 1.67,
        }),
        wrong_penalty: '1/3',
        skip_penalty: '0',
      },
    });
    data.meta_data = { ...data.meta_data, _lp_negative_marking: 'yes', wrong_penalty: '1/5' };
    renderQuiz(quizAddress(), data, percentile);
    const facts = await resultFacts();
    expect(facts.getByText('Odečteno').nextSibling).toHaveTextContent('0,33');
    expect(facts.getByText('Bodování').nextSibling).toHaveTextContent(
      'Za špatnou odpověď se odečte 1/3 bodů otázky. Vynechaná otázka nic neubírá.',
    );
  });

  it('says neither for a quiz that takes nothing off', async () => {
    renderQuiz(quizAddress(), evaluated(), percentile);
    const facts = await resultFacts();
    expect(facts.getByText('Body')).toBeInTheDocument();
    expect(facts.queryByText('Odečteno')).not.toBeInTheDocument();
    expect(facts.queryByText('Bodování')).not.toBeInTheDocument();
  });
});

describe('quiz intro: the counted best of a learner who finished the quiz before', () => {
  const STATISTICS = `POST ${LP}/quiz/statistics`;

  it('shows the best result, its percentile and the number of attempts', async () => {
    const view = renderQuiz(quizAddress(), quiz(), {
      [STATISTICS]: {
        body: {
          24: {
            percentil: 0.8125,
            heuristic: 'best',
            user_progress: 100,
            user_mark: 4,
            solutions: 3,
            result: 80,
            learners: 35,
          },
        },
      },
    });
    const best = within(await screen.findByRole('region', { name: 'Tvůj nejlepší pokus' }));
    expect(best.getByText('Nejlepší výsledek').nextSibling).toHaveTextContent('80 %');
    expect(best.getByText('Dokončené pokusy').nextSibling).toHaveTextContent('3');
    expect(
      best.getByText('Máš stejně nebo víc bodů než 81,25 % studentů, kteří test dokončili (35).'),
    ).toBeInTheDocument();
    expect(view.calls('POST', '/quiz/statistics').map((r) => r.body)).toEqual([{ id_list: [24] }]);
  });

  it('shows nothing more before the first finish', async () => {
    const view = renderQuiz(quizAddress(), quiz(), { [STATISTICS]: { body: {} } });
    await waitFor(() => expect(view.calls('POST', '/quiz/statistics')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Začít kvíz' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Tvůj nejlepší pokus' })).not.toBeInTheDocument();
    expect(screen.queryByText('Tvůj nejlepší pokus se teď nepodařilo načíst.')).not.toBeInTheDocument();
  });
});
