import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LP } from '../../../test/fixtures';
import { quiz, quizAddress, results } from '../../learning/test/quiz-fixtures';
import { renderQuiz } from '../../learning/test/render-quiz';
import { summary } from './attempt-fixtures';

const HISTORY = `GET ${LP}/quiz/attempts`;
const PERCENTILE = { [`GET ${LP}/quiz/percentil`]: { body: { percentil: 0.5, learners: 10 } } };

const finished = quiz({
  results: results({ status: 'completed', graduation: 'passed', result: 80, user_mark: 4 }),
  checked_questions: [101, 102, 103, 104, 105],
});

const attempts = [
  summary(903, new Date(2026, 2, 2, 18, 30), {
    practice: true,
    result: 66.67,
    user_mark: 2,
    mark: 3,
    question_count: 3,
    question_wrong: 1,
    question_empty: 0,
    graduation: 'passed',
    time_spend: '0:01:05',
    percentil: null,
  }),
  summary(902, new Date(2026, 2, 2, 18, 0), {
    result: 80,
    user_mark: 4,
    question_correct: 4,
    question_wrong: 1,
    question_empty: 0,
    graduation: 'passed',
    time_spend: '0:04:12',
    percentil: 0.66666,
    counted: true,
  }),
  summary(901, new Date(2026, 2, 1, 9, 5), {
    result: 40.5,
    user_mark: 2.025,
    time_spend: '1:02:03',
    percentil: 0.125,
  }),
];

/** The value shown beside a label inside one attempt. */
const fact = (item: HTMLElement, label: string) =>
  within(item).getByText(label).nextElementSibling?.textContent;

describe('attempt history under the quiz result', () => {
  it('lists every finished attempt newest first with date, score, points, percentile, time and markers', async () => {
    renderQuiz(quizAddress(), finished, { [HISTORY]: { body: { quiz_id: 24, attempts } }, ...PERCENTILE });
    const history = await screen.findByRole('region', { name: 'Historie pokusů' });
    const list = await within(history).findByRole('list', { name: 'Historie pokusů' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('article').getAttribute('aria-label'))).toEqual([
      '2. 3. 2026 18:30',
      '2. 3. 2026 18:00',
      '1. 3. 2026 9:05',
    ]);
    expect(within(history).getByText('3 dokončené pokusy')).toBeInTheDocument();

    const [practice, best, first] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(practice).getByText('Procvičování chyb')).toBeInTheDocument();
    expect(fact(practice, 'Percentil')).toBe('nepočítá se');
    expect(fact(practice, 'Výsledek')).toBe('66,67 %');
    expect(fact(practice, 'Čas')).toBe('1 min 5 s');
    expect(within(practice).queryByText('Nejlepší pokus')).not.toBeInTheDocument();

    expect(within(best).getByText('Nejlepší pokus')).toBeInTheDocument();
    expect(within(best).getByText('Splněno')).toBeInTheDocument();
    expect(fact(best, 'Výsledek')).toBe('80 %');
    expect(fact(best, 'Body')).toBe('4 z 5');
    expect(fact(best, 'Percentil')).toBe('66,67 %');
    expect(fact(best, 'Čas')).toBe('4 min 12 s');
    expect(within(best).getByText('4 min 12 s')).toHaveAttribute('datetime', 'PT4M12S');

    expect(within(first).getByText('Nesplněno')).toBeInTheDocument();
    expect(fact(first, 'Výsledek')).toBe('40,5 %');
    expect(fact(first, 'Body')).toBe('2,03 z 5');
    expect(fact(first, 'Percentil')).toBe('12,5 %');
    expect(fact(first, 'Čas')).toBe('1 h 2 min 3 s');
  });

  it('opens the review of each attempt at its own ?pokus= address', async () => {
    const view = renderQuiz(quizAddress(), finished, {
      [HISTORY]: { body: { quiz_id: 24, attempts } },
      ...PERCENTILE,
    });
    const links = await screen.findAllByRole('link', { name: /^Projít pokus z / });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Projít', '/kurzy/1/lp_quiz/24/1?pokus=903'],
      ['Projít', '/kurzy/1/lp_quiz/24/1?pokus=902'],
      ['Projít', '/kurzy/1/lp_quiz/24/1?pokus=901'],
    ]);
    expect(screen.getByRole('link', { name: 'Projít pokus z 1. 3. 2026 9:05' })).toBe(links[2]);
    await view.user.click(links[1]!);
    expect(view.router.state.location.pathname).toBe(quizAddress(1));
    expect(view.router.state.location.search).toBe('?pokus=902');
  });

  it('offers practising the mistakes of the latest graded attempt, saying it spends no retake', async () => {
    renderQuiz(quizAddress(), finished, { [HISTORY]: { body: { quiz_id: 24, attempts } }, ...PERCENTILE });
    const practice = await screen.findByRole('link', { name: 'Procvičit jen mé chyby' });
    expect(practice).toHaveAttribute('href', '/kurzy/1/lp_quiz/24?procvicovani=1');
    expect(
      screen.getByText(/Nespotřebuje se tím žádné opakování a známka kvízu se nezmění\.$/),
    ).toBeInTheDocument();
  });

  it('does not offer the practice when the latest graded attempt was all right', async () => {
    const allRight = summary(904, new Date(2026, 2, 3, 8, 0), {
      result: 100,
      question_correct: 5,
      question_wrong: 0,
      question_empty: 0,
      graduation: 'passed',
    });
    renderQuiz(quizAddress(), finished, {
      [HISTORY]: { body: { quiz_id: 24, attempts: [allRight, ...attempts] } },
      ...PERCENTILE,
    });
    expect(await screen.findAllByRole('link', { name: /^Projít pokus z / })).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Procvičit jen mé chyby' })).not.toBeInTheDocument();
  });

  it('says when there is no attempt yet', async () => {
    renderQuiz(quizAddress(), finished, {
      [HISTORY]: { body: { quiz_id: 24, attempts: [] } },
      ...PERCENTILE,
    });
    const history = await screen.findByRole('region', { name: 'Historie pokusů' });
    expect(await within(history).findByText('Zatím tu nemáš žádný dokončený pokus.')).toBeInTheDocument();
    expect(within(history).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a failure calmly beside the result, and loads again on retry', async () => {
    let calls = 0;
    const view = renderQuiz(quizAddress(), finished, {
      [HISTORY]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { code: 'server_error', message: 'Chyba', data: { status: 500 } } }
          : { body: { quiz_id: 24, attempts } };
      },
      ...PERCENTILE,
    });
    const history = await screen.findByRole('region', { name: 'Historie pokusů' });
    expect(await within(history).findByRole('alert')).toHaveTextContent(
      'Historii pokusů se nepodařilo načíst.',
    );
    expect(screen.getByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
    await view.user.click(within(history).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await within(history).findAllByRole('listitem')).toHaveLength(3);
  });
});
