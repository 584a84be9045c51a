import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PracticeAttempt, QuizResults } from '@studovna/core/contract';
import { LP } from '../../../test/fixtures';
import type { Routes } from '../../../test/fetch-stub';
import { action, questions, quiz, quizAddress, refusal, results } from '../../learning/test/quiz-fixtures';
import { renderQuiz } from '../../learning/test/render-quiz';
import { summary } from '../history/attempt-fixtures';
import { expectFocusOn } from '../../../test/focus';

const PRACTICE = '?procvicovani=1';
const START = `POST ${LP}/quiz/practice`;
const FINISH = `POST ${LP}/quiz/practice/finish`;

/** The quiz was evaluated; it checks answers instantly, which a practice run never does. */
const evaluated = () => {
  const data = quiz({
    results: results({ status: 'completed', graduation: 'failed', result: 40, question_correct: 2 }),
    checked_questions: [101, 102, 103, 104, 105],
  });
  data.meta_data._lp_instant_check = 'yes';
  return data;
};

/** A run over the mistakes 101 and 103 of attempt 902. */
const run = (r: Partial<QuizResults>, attemptId = 950): PracticeAttempt => {
  const all = questions();
  return {
    results: results({ question_count: 2, question_empty: 2, mark: 2, ...r }),
    questions: [all[0]!, all[2]!],
    checked_questions: r.status === 'completed' ? [101, 103] : [],
    attempt_id: attemptId,
    source_attempt_id: 902,
  };
};
const started = (attemptId = 950, start = '2026-03-02T19:00:00.000Z') =>
  run({ status: 'started', graduation: 'in-progress', start_time: start } as Partial<QuizResults>, attemptId);
const done = run({
  status: 'completed',
  graduation: 'failed',
  result: 50,
  question_correct: 1,
  question_wrong: 1,
  question_empty: 0,
  user_mark: 1,
  answered: { 101: { answered: 'b', correct: true }, 103: { answered: ['m1'], correct: false } },
});

function renderPractice(routes: Routes = {}, path = quizAddress(undefined, PRACTICE)) {
  return renderQuiz(path, evaluated(), {
    [START]: action(started(), 'Kvíz začal. Hodně štěstí!'),
    [`POST ${LP}/quiz/practice/save`]: action({ saved: [], ignored: [], total_time: null }),
    [FINISH]: action(done, 'Kvíz je vyhodnocený.'),
    [`GET ${LP}/quiz/percentil`]: { body: { percentil: 0.5, learners: 10 } },
    ...routes,
  });
}

/** Answers both questions of the run and asks for the evaluation. */
async function answerAndFinish(view: ReturnType<typeof renderPractice>) {
  await view.user.click(await screen.findByRole('radio', { name: /Možnost b/ }));
  await view.user.click(screen.getByRole('button', { name: 'Další' }));
  await view.user.click(await screen.findByRole('checkbox', { name: /Možnost m1/ }));
  await view.user.click(screen.getByRole('button', { name: 'Dokončit a vyhodnotit' }));
  await view.user.click(screen.getByRole('button', { name: 'Vyhodnotit kvíz' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Vyhodnotit kvíz?' });
  expect(confirm).toHaveTextContent('Procvičování nezmění známku kvízu.');
  await view.user.click(within(confirm).getByRole('button', { name: 'Vyhodnotit kvíz' }));
}

describe('practice run of mistakes', () => {
  it('starts a run of the mistakes only, with the quiz’s strip and pager but no timer or check', async () => {
    const view = renderPractice();
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' }));
    expect(view.path()).toBe(quizAddress(1));
    expect(view.router.state.location.search).toBe(PRACTICE);
    expect(view.calls('POST', '/quiz/practice').map((r) => r.body)).toEqual([{ id: 24 }]);
    expect(screen.getByText('Procvičování chyb')).toBeInTheDocument();
    expect(screen.getByText(/Nespotřebuje žádné opakování a nezmění známku kvízu\.$/)).toBeInTheDocument();
    const strip = within(screen.getByRole('navigation', { name: 'Otázky kvízu' }));
    expect(strip.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      `${quizAddress(1)}${PRACTICE}`,
      `${quizAddress(2)}${PRACTICE}`,
    ]);
    expect(screen.getByText('Zodpovězeno 0 z 2')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zkontrolovat odpověď' })).not.toBeInTheDocument();
  });

  it('saves answers as the learner goes, finishes after confirmation and shows the run’s result', async () => {
    const view = renderPractice();
    await answerAndFinish(view);

    await expectFocusOn(screen.findByRole('heading', { name: 'Výsledek procvičování' }));
    expect(view.path()).toBe(quizAddress());
    expect(view.router.state.location.search).toBe(PRACTICE);
    expect(view.calls('POST', '/quiz/practice/save').map((r) => r.body)).toContainEqual({
      id: 24,
      answered: { 101: 'b' },
    });
    expect(view.calls('POST', '/quiz/practice/finish').map((r) => r.body)).toEqual([
      { id: 24, answered: { 101: 'b', 103: ['m1'] } },
    ]);
    expect(view.calls('POST', '/quiz/finish')).toEqual([]);
    expect(view.calls('POST', '/quiz/retake')).toEqual([]);

    expect(screen.getByText('1 z 2 správně')).toBeInTheDocument();
    expect(screen.getByText('Správně').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Špatně').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Bez odpovědi').nextElementSibling).toHaveTextContent('0');
    expect(
      screen.getByText('Procvičování nezměnilo známku kvízu a nespotřebovalo žádné opakování.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Procvičování je vyhodnocené: 1 z 2 správně.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projít odpovědi' })).toHaveAttribute(
      'href',
      '/kurzy/1/lp_quiz/24/1?pokus=950',
    );
    expect(screen.getByRole('link', { name: 'Zpět na výsledek kvízu' })).toHaveAttribute(
      'href',
      '/kurzy/1/lp_quiz/24',
    );
  });

  it('practises again while mistakes remain: a new run from question 1', async () => {
    let starts = 0;
    const view = renderPractice({
      [START]: () => {
        starts += 1;
        return action(starts === 1 ? started() : started(951, '2026-03-02T19:10:00.000Z'));
      },
    });
    await answerAndFinish(view);
    await view.user.click(await screen.findByRole('button', { name: 'Procvičit znovu' }));
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' }));
    expect(view.path()).toBe(quizAddress(1));
    expect(view.router.state.location.search).toBe(PRACTICE);
    expect(starts).toBe(2);
    // the new run starts empty: nothing of the last one's answers comes back
    expect(screen.getByRole('radio', { name: /Možnost b/ })).not.toBeChecked();
  });

  it('shows the plan refusal of the evaluation on the run, not the denied screen', async () => {
    const message = 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem';
    const view = renderPractice({ [FINISH]: refusal(403, message, 'quiz_requires_plan') });
    await answerAndFinish(view);
    const alert = await screen.findByRole('alertdialog', { name: 'Procvičování se nepodařilo vyhodnotit' });
    expect(alert).toHaveTextContent(message);
    expect(view.path()).toBe(quizAddress(2));
    expect(view.router.state.location.search).toBe(PRACTICE);
  });

  it('continues a run in progress with the answers saved before', async () => {
    const continued = started();
    continued.results.answered = { 103: { answered: ['m2'], correct: false } };
    renderPractice(
      { [START]: action(continued, 'Pokračuješ v rozpracovaném kvízu.') },
      quizAddress(2, PRACTICE),
    );
    expect(await screen.findByRole('checkbox', { name: /Možnost m2/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Otázka 2, zodpovězená' })).toBeInTheDocument();
  });

  it('says kindly when the latest attempt has no mistakes, and leads back to the quiz', async () => {
    const view = renderPractice({
      [START]: refusal(
        400,
        'V posledním pokusu nemáš žádnou chybu, není co procvičovat.',
        'quiz_no_mistakes',
      ),
    });
    expect(
      await screen.findByRole('heading', { name: 'V posledním pokusu nemáš žádnou chybu' }),
    ).toBeVisible();
    expect(screen.getByText('Není co procvičovat, všechno máš správně. Skvělá práce!')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Zpět na kvíz' }));
    expect(await screen.findByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it('says there is nothing to practise before the quiz is evaluated', async () => {
    renderPractice({ [START]: refusal(400, 'Opakovat jde jen vyhodnocený kvíz.', 'quiz_not_completed') });
    expect(await screen.findByRole('heading', { name: 'Zatím není co procvičovat' })).toBeVisible();
  });

  it('refreshes the history under the quiz result once the run is evaluated', async () => {
    const graded = summary(902, new Date(2026, 2, 2, 18, 0), { counted: true });
    const practiced = summary(950, new Date(2026, 2, 2, 19, 5), { practice: true, percentil: null });
    let finished = false;
    const view = renderPractice(
      {
        [FINISH]: () => {
          finished = true;
          return action(done);
        },
        [`GET ${LP}/quiz/attempts`]: () => ({
          body: { quiz_id: 24, attempts: finished ? [practiced, graded] : [graded] },
        }),
      },
      quizAddress(),
    );
    const history = await screen.findByRole('region', { name: 'Historie pokusů' });
    expect(await within(history).findAllByRole('listitem')).toHaveLength(1);
    await view.user.click(within(history).getByRole('link', { name: 'Procvičit jen mé chyby' }));
    await answerAndFinish(view);
    await view.user.click(await screen.findByRole('link', { name: 'Zpět na výsledek kvízu' }));
    const again = await screen.findByRole('region', { name: 'Historie pokusů' });
    await waitFor(() => expect(within(again).getAllByRole('listitem')).toHaveLength(2));
    expect(within(again).getAllByRole('listitem')[0]).toHaveTextContent('Procvičování chyb');
  });
});
