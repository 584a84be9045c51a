import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Course, Quiz } from '@studovna/core/contract';
import { courseData, fullCourse, logInJana } from '../../test/course-detail-fixtures';
import type { Routes } from '../../test/fetch-stub';
import { LP } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { AppServices } from '../../app/app-services';
import { COURSE, quiz, results, type attempt } from '../learning/test/quiz-fixtures';

const PREVIEW_ROUTE = 'GET /wp-json/wp/v1/quiz/preview';
const EVALUATE_ROUTE = 'POST /wp-json/wp/v1/quiz/preview/evaluate';
const STATS = `GET ${LP}/users/questions-stats`;
const STORE = `GET ${LP}/quiz/store-question`;
/** The preview quiz the sample tasks come from. */
const SAMPLE_QUIZ = 36;
const ENTRY = `/kurzy/${COURSE}/lp_course_preview`;
const at = (n: number) => `${ENTRY}/${COURSE}/${n}`;
const NAME = 'Ukázkové úlohy — OSP: Verbální oddíl';

/** GET /wp/v1/quiz/preview as the server answers it: id = the course, untimed, nothing answered. */
const preview = (overrides: Partial<Quiz> = {}): Quiz =>
  quiz({
    questions: quiz().questions.map((q) => ({ ...q, quiz_id: SAMPLE_QUIZ })),
    id: COURSE,
    name: NAME,
    content: '',
    duration: 0,
    meta_data: {
      _lp_passing_grade: 0,
      _lp_retake_count: 0,
      _lp_duration: '0 minute',
      _lp_instant_check: 'no',
      _lp_negative_marking: 'no',
      _lp_minus_skip_questions: 'no',
      wrong_penalty: '0',
      skip_penalty: '0',
    },
    ...overrides,
  });

const course = (overrides: Partial<Course> = {}) => fullCourse({ id: COURSE, ...overrides });
/** The course as a paid one of the OSP plan. */
const paid = { [`GET ${LP}/courses/${COURSE}`]: { body: course({ price: 990, price_rendered: '990 Kč' }) } };

/** POST …/evaluate as the server answers the given answers: 101 right ('b'), 102 wrong; all revealed. */
const evaluation = (answered: Record<string, unknown>): ReturnType<typeof attempt> => {
  const shown = preview().questions.map((q) => ({
    ...q,
    explanation: `<p>Proč u ${q.id}</p>`,
    options: q.options.map((o) => ({ ...o, is_true: o.value === 'b' || o.value === 'false' ? 'yes' : 'no' })),
  })) as Quiz['questions'];
  return {
    questions: shown,
    checked_questions: shown.map((q) => q.id),
    results: results({
      status: 'completed',
      graduation: 'failed',
      result: 20,
      question_correct: answered['101'] === 'b' ? 1 : 0,
      question_wrong: answered['102'] === 'true' ? 1 : 0,
      question_empty: 3,
      answered: Object.fromEntries(
        Object.entries(answered).map(([id, value]) => [
          id,
          {
            answered: value as string,
            correct: id === '101' && value === 'b',
            explanation: `<p>Proč u ${id}</p>`,
          },
        ]),
      ),
    }),
  };
};
const evaluateRoute = {
  [EVALUATE_ROUTE]: (request: { body: unknown }) => ({
    body: evaluation((request.body as { answered: Record<string, unknown> }).answered),
  }),
};

function renderPreview(
  path: string,
  options: { data?: Quiz; routes?: Routes; prepare?: (s: AppServices) => void } = {},
) {
  const view = renderApp(path, {
    prepare: options.prepare,
    routes: {
      [PREVIEW_ROUTE]: { body: options.data ?? preview() },
      [`GET ${LP}/courses/${COURSE}`]: { body: course() },
      ...options.routes,
    },
  });
  return { ...view, path: () => view.router.state.location.pathname };
}

const strip = () => screen.getByRole('navigation', { name: 'Otázky kvízu' });

describe('preview with sample tasks', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the questions one at a time, moves with the buttons, the strip and the keys, and sends nothing', async () => {
    const view = renderPreview(ENTRY);
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ukázkové úlohy' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Kurz: OSP: Verbální oddíl');
    expect(view.path()).toBe(at(1));
    expect(screen.getByText('Ukázka zdarma.').closest('[role="status"]')).toHaveTextContent(
      /Ukázka zdarma\..*Vyhodnotit je můžeš po přihlášení/,
    );
    expect(screen.getByText('Otázka 1 z 5')).toBeInTheDocument();
    expect(within(strip()).getAllByRole('link')).toHaveLength(5);
    expect(within(strip()).getByRole('link', { name: 'Otázka 1, bez odpovědi' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await view.user.click(screen.getByRole('radio', { name: /Možnost b/ }));
    expect(within(strip()).getByRole('link', { name: 'Otázka 1, zodpovězená' })).toBeInTheDocument();
    expect(screen.getByText('Zodpovězeno 1 z 5')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    expect(view.path()).toBe(at(2));
    expect(view.router.state.historyAction).toBe('REPLACE');
    const second = screen.getByRole('heading', { level: 2, name: 'Platí tvrzení?' });
    expect(second).toHaveFocus();
    await view.user.keyboard('{ArrowRight}');
    expect(view.path()).toBe(at(3));
    screen.getByRole('heading', { level: 2, name: 'Které přínosy text uvádí?' }).focus();
    await view.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(view.path()).toBe(at(1));
    // the answer is still held in the page
    expect(screen.getByRole('radio', { name: /Možnost b/ })).toBeChecked();

    await view.user.click(within(strip()).getByRole('link', { name: /^Otázka 5/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Seřaď věty.' })).toBeInTheDocument();
    expect(view.stub.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /wp-json/wp/v1/quiz/preview',
    ]);
    expect(view.stub.requests[0]!.url.searchParams.get('course_id')).toBe(String(COURSE));
  });

  it('a guest who evaluates logs in and comes back to the same question with the answers, evaluated', async () => {
    const view = renderPreview(at(1), { routes: evaluateRoute });
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    await view.user.click(screen.getByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    await view.user.click(screen.getByRole('radio', { name: /Možnost true/ }));
    await view.user.click(screen.getByRole('button', { name: 'Vyhodnotit' }));
    let alert = screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
    await view.user.click(within(alert).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Vyhodnotit' }));
    alert = screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
    await view.user.click(within(alert).getByRole('button', { name: 'Přihlásit se' }));
    expect(view.path()).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({
      message: 'Akce vyžaduje přihlášení',
      screen: at(2),
    });
    expect(view.stub.requests.filter((r) => r.method === 'POST')).toEqual([]);
    view.unmount();

    // the login (here or on the website) ends in a new page of the same tab, at the question
    const back = renderPreview(at(2), { prepare: (s) => logInJana(s), routes: evaluateRoute });
    expect(await screen.findByText('Správně 1 z 5 (20 %)')).toBeInTheDocument();
    const sent = back.stub.requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => r.url.pathname)).toEqual(['/wp-json/wp/v1/quiz/preview/evaluate']);
    expect(sent[0]!.body).toEqual({ course_id: COURSE, answered: { 101: 'b', 102: 'true' } });
    expect(back.path()).toBe(at(2));
    expect(screen.getByRole('radio', { name: /Možnost true/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Možnost true/ })).toBeDisabled();
    expect(screen.getByText('Proč u 102')).toBeInTheDocument();
    expect(screen.getByText('Zodpovězeno 2 z 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vyhodnotit' })).not.toBeInTheDocument();

    // 'Zkusit znovu' clears the answers and opens the questions again
    await back.user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(screen.getByRole('radio', { name: /Možnost true/ })).not.toBeChecked();
    expect(screen.getByText('Zodpovězeno 0 z 5')).toBeInTheDocument();
    expect(sessionStorage.getItem(`studovna:preview:${COURSE}`)).toBeNull();
  });

  it('a guest who pins logs in and finds the task pinned; the answers stay', async () => {
    const view = renderPreview(at(1));
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    await view.user.click(screen.getByRole('radio', { name: /Možnost c/ }));
    await view.user.click(screen.getByRole('button', { name: 'Označit úlohu' }));
    const alert = screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
    await view.user.click(within(alert).getByRole('button', { name: 'Přihlásit se' }));
    view.unmount();

    const server: Record<string, number> = {};
    const back = renderPreview(at(1), {
      prepare: (s) => logInJana(s),
      routes: {
        [STATS]: () => ({ body: server }),
        [STORE]: (request) => {
          server[request.url.searchParams.get('question_id')!] = Number(
            request.url.searchParams.get('status'),
          );
          return { body: { status: 'success', message: 'Úloha je označená.', data: null } };
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Zrušit označení' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const stores = back.stub.requests.filter((r) => r.url.pathname.endsWith('/quiz/store-question'));
    expect(stores.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      expect.objectContaining({ id: String(SAMPLE_QUIZ), question_id: '101', user_id: '7', status: '10' }),
    ]);
    expect(await screen.findByText('Úloha je označená na nástěnce.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Možnost c/ })).toBeChecked();
  });

  it('a learner without the plan of a paid course evaluates the samples; pinning offers Chci tohle', async () => {
    const view = renderPreview(ENTRY, {
      prepare: (s) => logInJana(s),
      routes: { ...paid, ...evaluateRoute },
    });
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    expect(screen.getByText('Ukázka zdarma.').closest('[role="status"]')).toHaveTextContent(
      /neukládají do tvého postupu/,
    );

    await view.user.click(screen.getByRole('button', { name: 'Označit úlohu' }));
    const alert = screen.getByRole('alertdialog', {
      name: 'Úlohy si lze označovat pouze s aktivním studijním plánem',
    });
    expect(alert).toHaveTextContent('Kurz OSP: Verbální oddíl je součástí studijního plánu.');
    await view.user.click(within(alert).getByRole('button', { name: 'Zpět' }));
    expect(view.path()).toBe(at(1));

    await view.user.click(screen.getByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Vyhodnotit' }));
    expect(await screen.findByText('Správně 1 z 5 (20 %)')).toBeInTheDocument();
    expect(screen.getByText('Proč u 101')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Chci tohle' }));
    expect(view.path()).toBe('/studijni-plany');
    expect(view.router.state.location.state).toEqual({ requiredPremiums: ['osp'] });
  });

  it('a guest’s pin in a paid course turns, after login without the plan, into the plan’s alert', async () => {
    const view = renderPreview(at(3), { routes: paid });
    await screen.findByRole('heading', { level: 2, name: 'Které přínosy text uvádí?' });
    await view.user.click(screen.getByRole('button', { name: 'Označit úlohu' }));
    await view.user.click(
      within(screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' })).getByRole('button', {
        name: 'Přihlásit se',
      }),
    );
    view.unmount();
    const back = renderPreview(at(3), { prepare: (s) => logInJana(s), routes: paid });
    const alert = await screen.findByRole('alertdialog', {
      name: 'Úlohy si lze označovat pouze s aktivním studijním plánem',
    });
    expect(within(alert).getByRole('button', { name: 'Chci tohle' })).toBeInTheDocument();
    expect(back.stub.requests.some((r) => r.url.pathname.endsWith('/quiz/store-question'))).toBe(false);
  });

  it('in a free course a learner without any plan pins the sample task as in the review', async () => {
    renderPreview(ENTRY, {
      prepare: (s) => logInJana(s),
      routes: { [STATS]: { body: {} } },
    });
    expect(await screen.findByRole('button', { name: 'Označit úlohu' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('moving on from the last question leaves the preview: the alert offers the course detail or login', async () => {
    const view = renderPreview(at(5));
    await screen.findByRole('heading', { level: 2, name: 'Seřaď věty.' });
    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    const alert = screen.getByRole('alertdialog', { name: 'To je konec ukázky' });
    expect(within(alert).getByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
    await view.user.click(within(alert).getByRole('button', { name: 'Detail kurzu' }));
    expect(view.path()).toBe(`/kurzy/${COURSE}`);
  });

  it('a preview without questions alerts, then goes back where the learner came from', async () => {
    const view = renderPreview('/404', {
      data: preview({ questions: [], results: results({ question_count: 0 }) }),
    });
    await screen.findByRole('heading', { level: 1 });
    await act(() => view.router.navigate(ENTRY));
    const alert = await screen.findByRole('alertdialog', { name: 'Ukázkové úlohy nejsou k dispozici' });
    expect(alert).toHaveTextContent('Tento kurz zatím nemá žádné ukázkové úlohy.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await view.user.click(within(alert).getByRole('button', { name: 'Zpět' }));
    expect(view.path()).toBe('/404');
  });

  it('opened directly, a preview without questions goes back to the course list', async () => {
    const view = renderPreview(ENTRY, { data: preview({ questions: [] }) });
    const alert = await screen.findByRole('alertdialog', { name: 'Ukázkové úlohy nejsou k dispozici' });
    await view.user.click(within(alert).getByRole('button', { name: 'Zpět' }));
    expect(view.path()).toBe('/kurzy');
  });

  it('a learner who holds the plan and is enrolled is sent to the course instead', async () => {
    const view = renderPreview(ENTRY, {
      prepare: (s) => logInJana(s, { osp: true }),
      routes: { [`GET ${LP}/courses/${COURSE}`]: { body: course({ course_data: courseData('enrolled') }) } },
    });
    expect(await screen.findByText('Tento kurz máš ve studijním plánu')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přejít na kurz' })).toHaveAttribute('href', `/kurzy/${COURSE}`);
    expect(view.path()).toBe(ENTRY);
  });

  it('an unknown course goes to the 404 screen', async () => {
    const view = renderPreview(ENTRY, {
      routes: {
        [PREVIEW_ROUTE]: {
          status: 404,
          body: { code: 'course_not_found', message: 'Kurz neexistuje.', data: { status: 404 } },
        },
      },
    });
    await waitFor(() => expect(view.path()).toBe('/404'));
  });
});
