import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Course, Quiz } from '@studovna/core/contract';
import { courseData, fullCourse, logInJana } from '../../../test/course-detail-fixtures';
import type { Routes } from '../../../test/fetch-stub';
import { LP } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { AppServices } from '../../../app/app-services';
import { COURSE, quiz, results } from '../test/quiz-fixtures';

const PREVIEW_ROUTE = 'GET /wp-json/wp/v1/quiz/preview';
const ENTRY = `/kurzy/${COURSE}/lp_course_preview`;
const at = (n: number) => `${ENTRY}/${COURSE}/${n}`;
const NAME = 'Ukázkové úlohy — OSP: Verbální oddíl';

/** GET /wp/v1/quiz/preview as the server answers it: id = the course, untimed, nothing answered. */
const preview = (overrides: Partial<Quiz> = {}): Quiz =>
  quiz({
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
    },
    ...overrides,
  });

const course = (overrides: Partial<Course> = {}) => fullCourse({ id: COURSE, ...overrides });

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
  it('shows the questions one at a time, moves with the buttons, the strip and the keys, and sends nothing', async () => {
    const view = renderPreview(ENTRY);
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ukázkové úlohy' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Kurz: OSP: Verbální oddíl');
    expect(view.path()).toBe(at(1));
    expect(screen.getByText('Ukázka zdarma.').closest('[role="status"]')).toHaveTextContent(
      /Ukázka zdarma\..*nikam neukládají ani nevyhodnocují/,
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

  it('a guest pressing Vyhodnotit or pinning is asked to log in, and the login returns to the question', async () => {
    const view = renderPreview(at(2));
    await screen.findByRole('heading', { level: 2, name: 'Platí tvrzení?' });
    await view.user.click(screen.getByRole('button', { name: 'Vyhodnotit' }));
    let alert = screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
    await view.user.click(within(alert).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Označit úlohu' }));
    alert = screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
    await view.user.click(within(alert).getByRole('button', { name: 'Přihlásit se' }));
    expect(view.path()).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({
      message: 'Akce vyžaduje přihlášení',
      screen: at(2),
    });
  });

  it('a learner without the plan is told the course is in the study plan: Chci to leads to the plans', async () => {
    const view = renderPreview(ENTRY, { prepare: (s) => logInJana(s) });
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });

    await view.user.click(screen.getByRole('button', { name: 'Označit úlohu' }));
    let alert = screen.getByRole('alertdialog', {
      name: 'Úlohy si lze označovat pouze s aktivním studijním plánem',
    });
    expect(alert).toHaveTextContent('Kurz OSP: Verbální oddíl je součástí studijního plánu.');
    await view.user.click(within(alert).getByRole('button', { name: 'Zpět' }));
    expect(view.path()).toBe(at(1));

    await view.user.click(screen.getByRole('button', { name: 'Vyhodnotit' }));
    alert = screen.getByRole('alertdialog', {
      name: 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem',
    });
    expect(alert).toHaveTextContent('je součástí studijního plánu');
    await view.user.click(within(alert).getByRole('button', { name: 'Chci to' }));
    expect(view.path()).toBe('/studijni-plany');
    expect(view.router.state.location.state).toEqual({ requiredPremiums: ['osp'] });
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
