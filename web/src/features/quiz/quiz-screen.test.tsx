import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { preloadRoute } from '../../app/preload-route';
import { routes } from '../../app/routes';
import { fullCourse, logInJana } from '../../test/course-detail-fixtures';
import { renderApp } from '../../test/render-app';
import { createAppServices } from '../../app/app-services';
import { createFetchStub } from '../../test/fetch-stub';
import { LP, SITE } from '../../test/fixtures';
import {
  action,
  COURSE,
  attempt,
  QUIZ_PATH,
  quiz,
  quizAddress,
  refusal,
  results,
  started,
} from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';
import { expectFocusOn } from '../../test/focus';

const finished = results({
  status: 'completed',
  graduation: 'failed',
  result: 40,
  question_correct: 2,
  question_wrong: 1,
  question_empty: 2,
  user_mark: 2,
  time_spend: '0:04:12',
  answered: {
    101: { answered: 'b', correct: true },
    102: { answered: 'true', correct: true },
    103: { answered: ['m1'], correct: false },
  },
});

describe('quiz: intro and start', () => {
  it('shows the description, questions, time limit, passing grade and retakes left, then starts', async () => {
    const view = renderQuiz(quizAddress(), quiz({ results: results({ retaken: 1 }) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Porozumění textu – test na čas' }),
    ).toBeVisible();
    expect(screen.getByText('OSP: Verbální oddíl')).toBeInTheDocument();
    expect(screen.getByText('Pět otázek na porozumění.')).toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'O kvízu' }).parentElement!;
    expect(within(facts).getByText('5 otázek')).toBeInTheDocument();
    expect(within(facts).getByText('15 minut')).toBeInTheDocument();
    expect(within(facts).getByText('60 %')).toBeInTheDocument();
    expect(within(facts).getByText('Zbývající opakování').nextSibling).toHaveTextContent('2');

    await view.user.click(screen.getByRole('button', { name: 'Začít kvíz' }));
    await waitFor(() => expect(view.path()).toBe(quizAddress(1)));
    expect(view.calls('POST', '/quiz/start')).toHaveLength(1);
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' }));
    expect(screen.getByRole('timer')).toHaveTextContent('~15min');
  });

  it('starts by itself with ?start=1 and shows unlimited retakes for a negative count', async () => {
    const data = quiz();
    data.meta_data._lp_retake_count = -1;
    const view = renderQuiz(quizAddress(undefined, '?start=1'), data);
    await waitFor(() => expect(view.path()).toBe(quizAddress(1)));
    expect(view.router.state.location.search).toBe('');
    expect(view.calls('POST', '/quiz/start')).toHaveLength(1);
  });

  it('alerts the server’s message when the start is refused', async () => {
    const view = renderQuiz(quizAddress(), quiz(), {
      'POST /wp-json/learnpress/v1/quiz/start': refusal(400, 'Tento kvíz už je vyhodnocený.'),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Začít kvíz' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Kvíz se nepodařilo spustit' });
    expect(alert).toHaveTextContent('Tento kvíz už je vyhodnocený.');
  });
});

describe('quiz: a course the learner is not in', () => {
  it('says so in the server’s words and leads to the course, not to the denied screen', async () => {
    const message = 'Tento obsah je dostupný jen studujícím kurzu. Nejdřív se do kurzu zapiš.';
    const view = renderQuiz(quizAddress(), quiz(), {
      [`GET ${QUIZ_PATH}`]: refusal(403, message, 'learning_not_enrolled'),
      [`GET ${LP}/courses/${COURSE}`]: { body: fullCourse({ id: COURSE }) },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Tohle je obsah kurzu')).toBeInTheDocument();
    expect(view.path()).toBe(quizAddress());
    await view.user.click(screen.getByRole('link', { name: 'Přejít na kurz' }));
    expect(view.path()).toBe(`/kurzy/${COURSE}`);
    expect(await screen.findByRole('button', { name: 'Zapsat se do kurzu' })).toBeInTheDocument();
  });
});

describe('quiz: the attempt', () => {
  const inProgress = () =>
    quiz({ results: started({ total_time: 600, answered: { 101: { answered: 'b', correct: false } } }) });

  it('moves between questions replacing the address, with the question number in it', async () => {
    const view = renderQuiz(quizAddress(1), inProgress());
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    expect(view.path()).toBe(quizAddress(2));
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 2, name: 'Platí tvrzení?' })).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Předchozí' }));
    expect(view.path()).toBe(quizAddress(1));
    await view.user.click(screen.getByRole('link', { name: /^Otázka 5/ }));
    expect(view.path()).toBe(quizAddress(5));
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('sends an address without (or beyond) a question number to a question', async () => {
    const view = renderQuiz(quizAddress(9), inProgress());
    await waitFor(() => expect(view.path()).toBe(quizAddress(5)));
  });

  it('shows every question in the strip as answered, unanswered, flagged and current', async () => {
    const view = renderQuiz(quizAddress(2), inProgress());
    await screen.findByRole('heading', { level: 2, name: 'Platí tvrzení?' });
    await view.user.click(screen.getByRole('button', { name: 'Označit k návratu' }));
    expect(screen.getByRole('button', { name: 'Označeno k návratu, zrušit označení' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const strip = within(screen.getByRole('navigation', { name: 'Otázky kvízu' }));
    expect(strip.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Otázka 1, zodpovězená',
      'Otázka 2, bez odpovědi, označená k návratu',
      'Otázka 3, bez odpovědi',
      'Otázka 4, bez odpovědi',
      'Otázka 5, bez odpovědi',
    ]);
    expect(strip.getByRole('link', { name: /^Otázka 2/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Zodpovězeno 1 z 5')).toBeInTheDocument();
  });

  it('says on the flag button whether the question is marked and what pressing it does now', async () => {
    const view = renderQuiz(quizAddress(2), inProgress());
    await screen.findByRole('heading', { level: 2, name: 'Platí tvrzení?' });
    const flag = screen.getByRole('button', { name: 'Označit k návratu' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(flag);
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    expect(flag).toHaveTextContent(/^Označeno k návratuZrušit označení$/);
    expect(flag).toHaveAccessibleName('Označeno k návratu, zrušit označení');
    await view.user.click(flag);
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    expect(flag).toHaveAccessibleName('Označit k návratu');
  });

  it('lists unanswered and flagged questions before evaluation, with links back', async () => {
    const view = renderQuiz(quizAddress(3), inProgress());
    await screen.findByRole('heading', { level: 2, name: 'Které přínosy text uvádí?' });
    await view.user.click(screen.getByRole('button', { name: 'Označit k návratu' }));
    await view.user.click(screen.getByRole('button', { name: 'Dokončit a vyhodnotit' }));
    const summary = screen.getByRole('region', { name: 'Shrnutí před vyhodnocením' });
    expect(within(summary).getByRole('heading', { level: 2 })).toHaveFocus();
    const empty = within(summary).getByRole('heading', { name: '4 otázky bez odpovědi' }).parentElement!;
    expect(
      within(empty)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Otázka 2', 'Otázka 3', 'Otázka 4', 'Otázka 5']);
    const flagged = within(summary).getByRole('heading', {
      name: '1 otázka označená k návratu',
    }).parentElement!;
    await view.user.click(within(flagged).getByRole('link', { name: 'Otázka 3' }));
    expect(view.path()).toBe(quizAddress(3));
    expect(screen.queryByRole('region', { name: 'Shrnutí před vyhodnocením' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Které přínosy text uvádí?' })).toHaveFocus();
  });

  it('asks before evaluating without every answer, then shows and announces the result', async () => {
    const view = renderQuiz(quizAddress(5), inProgress(), {
      'POST /wp-json/learnpress/v1/quiz/finish': action(attempt(finished, [101, 102, 103, 104, 105])),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Shrnutí' }));
    await view.user.click(screen.getByRole('button', { name: 'Vyhodnotit kvíz' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Opravdu chceš kvíz vyhodnotit bez odpovědi na všechny otázky?',
    });
    expect(confirm).toHaveTextContent('4 otázky jsou bez odpovědi');
    await view.user.click(within(confirm).getByRole('button', { name: 'Vyhodnotit kvíz' }));

    await expectFocusOn(screen.findByRole('heading', { name: 'Výsledek kvízu' }));
    expect(view.path()).toBe(quizAddress());
    expect(view.calls('POST', '/quiz/finish').map((r) => r.body)).toEqual([
      { id: 24, answered: { 101: 'b' } },
    ]);
    expect(screen.getByText('Nesplněno')).toBeInTheDocument();
    expect(screen.getByText('40 %')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Výsledek v procentech: 40 %, ke splnění 60 %' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ke splnění 60 %')).toBeInTheDocument();
    expect(screen.getByText('Body').nextSibling).toHaveTextContent('2 z 5');
    expect(screen.getByText('Správně').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Špatně').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Bez odpovědi').nextSibling).toHaveTextContent('2');
    expect(
      screen.getByText(/^Kvíz je vyhodnocený: Nesplněno, výsledek 40 %, 2 z 5 bodů\.$/),
    ).toBeInTheDocument();
  });

  it('shows the plan refusal of the evaluation as an alert on the quiz, not the denied screen', async () => {
    const message = 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem';
    const view = renderQuiz(quizAddress(1), inProgress(), {
      'POST /wp-json/learnpress/v1/quiz/finish': refusal(403, message, 'quiz_requires_plan'),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Dokončit a vyhodnotit' }));
    await view.user.click(screen.getByRole('button', { name: 'Vyhodnotit kvíz' }));
    await view.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vyhodnotit kvíz' }),
    );
    const alert = await screen.findByRole('alertdialog', { name: 'Kvíz se nepodařilo vyhodnotit' });
    expect(alert).toHaveTextContent(message);
    expect(view.path()).toBe(quizAddress(1));
  });

  it('shows the plan refusal of an instant check as an alert on the question, not the denied screen', async () => {
    const message = 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem';
    const data = inProgress();
    data.meta_data._lp_instant_check = 'yes';
    const view = renderQuiz(quizAddress(1), data, {
      'POST /wp-json/learnpress/v1/quiz/check_answer': refusal(403, message, 'quiz_requires_plan'),
    });
    await view.user.click(await screen.findByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat odpověď' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
    expect(view.path()).toBe(quizAddress(1));
  });
});

describe('quiz: the result', () => {
  it('offers a retake while retakes are left and the review of every answer', async () => {
    const view = renderQuiz(quizAddress(), quiz({ results: finished, checked_questions: [101, 102, 103] }), {
      'POST /wp-json/learnpress/v1/quiz/retake': action(attempt(started({ retaken: 1, total_time: 900 }))),
    });
    expect(await screen.findByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
    expect(screen.getByText('Zbývající opakování').nextSibling).toHaveTextContent('3');
    await view.user.click(screen.getByRole('link', { name: 'Projít odpovědi' }));
    expect(view.path()).toBe(quizAddress(1));
    const review = await screen.findByRole('dialog', { name: 'Kontrola odpovědí' });
    expect(
      within(review).getByRole('heading', { level: 3, name: 'Hlavní myšlenka textu?' }),
    ).toBeInTheDocument();
    expect(
      within(review)
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);
    await view.user.click(within(review).getByRole('button', { name: 'Předchozí' }));
    expect(view.path()).toBe(quizAddress(5));
    await view.user.click(within(review).getByRole('button', { name: 'Zavřít' }));
    expect(view.path()).toBe(quizAddress());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await view.user.click(await screen.findByRole('button', { name: 'Opakovat kvíz' }));
    await waitFor(() => expect(view.path()).toBe(quizAddress(1)));
    expect(view.calls('POST', '/quiz/retake')).toHaveLength(1);
  });

  it('hides the retake when none is left', async () => {
    const data = quiz({ results: { ...finished, retaken: 3 } });
    renderQuiz(quizAddress(), data);
    expect(await screen.findByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opakovat kvíz' })).not.toBeInTheDocument();
  });
});

describe('quiz: the app starts on its address', () => {
  const TITLE = 'Porozumění textu – test na čas';
  const quizRequests = (view: ReturnType<typeof renderApp>) =>
    view.stub.requests.filter((r) => r.method === 'GET' && r.url.pathname === QUIZ_PATH);

  it('asks for the quiz once, at start, and opens with that answer; opened again, it asks again', async () => {
    const view = renderApp(quizAddress(), {
      prepare: (services) => {
        logInJana(services, { osp: true });
        preloadRoute(routes, { pathname: quizAddress() }, services);
      },
      routes: { [`GET ${QUIZ_PATH}`]: { body: quiz() } },
    });
    expect(await screen.findByRole('button', { name: 'Začít kvíz' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(quizRequests(view)).toHaveLength(1);

    // a later opening of the same quiz is its own: the answer from the start does not open it
    await act(() => view.router.navigate('/nastaveni'));
    await act(() => view.router.navigate(quizAddress()));
    await waitFor(() => expect(quizRequests(view)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Začít kvíz' })).toBeVisible();
  });

  it('asks for the quiz at start, while the screen’s code loads, and not for a practice run', async () => {
    const stub = createFetchStub({ [`GET ${QUIZ_PATH}`]: { body: quiz() } });
    const services = createAppServices(SITE, { fetch: stub.fetch });
    preloadRoute(routes, { pathname: quizAddress() }, services);
    await waitFor(() => expect(stub.requests.map((r) => r.url.pathname)).toContain(QUIZ_PATH));

    const practice = createFetchStub({ [`GET ${QUIZ_PATH}`]: { body: quiz() } });
    preloadRoute(
      routes,
      { pathname: quizAddress(), search: '?procvicovani=1' },
      createAppServices(SITE, { fetch: practice.fetch }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(practice.requests.map((r) => r.url.pathname)).not.toContain(QUIZ_PATH);
  });

  it('asks for the quiz on opening when the app started elsewhere', async () => {
    const view = renderApp(quizAddress(), {
      prepare: (services) => logInJana(services, { osp: true }),
      routes: { [`GET ${QUIZ_PATH}`]: { body: quiz() } },
    });
    expect(await screen.findByRole('button', { name: 'Začít kvíz' })).toBeVisible();
    expect(quizRequests(view)).toHaveLength(1);
  });
});
