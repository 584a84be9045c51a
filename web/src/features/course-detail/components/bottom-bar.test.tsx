import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Course } from '@studovna/core/contract';
import { renderApp } from '../../../test/render-app';
import type { Routes } from '../../../test/fetch-stub';
import {
  COURSE_ID,
  COURSE_PATH,
  REVIEWS_PATH,
  courseData,
  fullCourse,
  logInJana,
  noReviews,
} from '../../../test/course-detail-fixtures';

const LP = '/wp-json/learnpress/v1';
const paid = {
  price: 990,
  origin_price: 990,
  price_rendered: '990\u00a0Kč',
  origin_price_rendered: '990\u00a0Kč',
} satisfies Partial<Course>;

function open(
  course: Partial<Course>,
  {
    loggedIn = true,
    caps = {},
    routes = {},
  }: { loggedIn?: boolean; caps?: Record<string, boolean>; routes?: Routes } = {},
) {
  return renderApp(`/kurzy/${COURSE_ID}`, {
    prepare: loggedIn ? (services) => logInJana(services, caps) : undefined,
    routes: {
      [`GET ${COURSE_PATH}`]: { body: fullCourse(course) },
      [`GET ${REVIEWS_PATH}`]: { body: { data: noReviews } },
      [`GET ${LP}/wishlist`]: { body: { status: 'success', message: '', data: { items: [] } } },
      ...routes,
    },
  });
}

const bar = () => screen.queryByRole('region', { name: 'Akce kurzu' });
const loaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Verbální oddíl OSP' }, { timeout: 4000 });

describe('course bottom bar (SPEC §4)', () => {
  it('is hidden while the course is not loaded', () => {
    open({});
    expect(screen.getByRole('heading', { level: 1, name: 'Detail kurzu' })).toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
  });

  it('is hidden when the learner is already enrolled', async () => {
    open({ course_data: courseData('enrolled') });
    await loaded();
    expect(bar()).not.toBeInTheDocument();
  });

  it('offers enrolment in a free course the learner has not finished, and enrols', async () => {
    const view = open(
      { course_data: null },
      {
        routes: {
          [`POST ${LP}/courses/enroll`]: {
            body: {
              status: 'success',
              message: 'Gratulujeme!',
              data: { course_data: courseData('enrolled') },
            },
          },
        },
      },
    );
    await loaded();
    await view.user.click(within(bar()!).getByRole('button', { name: 'Zapsat se do kurzu' }));
    await waitFor(() =>
      expect(view.stub.requests.find((r) => r.method === 'POST')?.body).toEqual({ id: COURSE_ID }),
    );
    expect(await screen.findByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.stub.requests.filter((r) => r.url.pathname === COURSE_PATH)).toHaveLength(2),
    );
  });

  it('a guest who presses Zapsat se and logs in is enrolled on coming back, once', async () => {
    sessionStorage.clear();
    const guest = open({ course_data: null }, { loggedIn: false });
    await loaded();
    await guest.user.click(within(bar()!).getByRole('button', { name: 'Zapsat se do kurzu' }));
    const prompt = screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
    await guest.user.click(within(prompt).getByRole('button', { name: 'Přihlásit se' }));
    expect(guest.router.state.location.pathname).toBe('/prihlaseni');
    guest.unmount();

    const enrolled = {
      body: { status: 'success', message: '', data: { course_data: courseData('enrolled') } },
    };
    const back = open({ course_data: null }, { routes: { [`POST ${LP}/courses/enroll`]: enrolled } });
    await loaded();
    expect(await screen.findByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeInTheDocument();
    const enrols = () => back.stub.requests.filter((r) => r.url.pathname === `${LP}/courses/enroll`);
    expect(enrols().map((r) => r.body)).toEqual([{ id: COURSE_ID }]);
    back.unmount();

    // the wish was done: opening the course again enrols nobody
    const again = open({ course_data: null });
    await loaded();
    expect(again.stub.requests.some((r) => r.url.pathname === `${LP}/courses/enroll`)).toBe(false);
  });

  it('offers "Začít teď" for a purchased course, which enrols', async () => {
    const view = open(
      { ...paid, course_data: courseData('purchased') },
      { routes: { [`POST ${LP}/courses/enroll`]: { body: { status: 'success', message: '', data: null } } } },
    );
    await loaded();
    await view.user.click(within(bar()!).getByRole('button', { name: 'Začít teď' }));
    await waitFor(() =>
      expect(view.stub.requests.some((r) => r.url.pathname === `${LP}/courses/enroll`)).toBe(true),
    );
  });

  it('offers enrolment in a paid course the learner’s study plan covers', async () => {
    open({ ...paid }, { caps: { osp: true } });
    await loaded();
    expect(within(bar()!).getByRole('button', { name: 'Zapsat se do kurzu' })).toBeInTheDocument();
    expect(within(bar()!).getByText('Součást tvého studijního plánu')).toBeInTheDocument();
    expect(within(bar()!).queryByText('990\u00a0Kč')).not.toBeInTheDocument();
  });

  it('is hidden for a paid course without the plan, which offers "Chci tohle" instead', async () => {
    const view = open({ ...paid });
    await loaded();
    expect(bar()).not.toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Kurz je součástí studijního plánu' });
    expect(plan).toHaveTextContent('Po přístup potřebuješ mít aktivní studijní plán');
    await view.user.click(within(plan).getByRole('button', { name: 'Chci tohle' }));
    expect(view.router.state.location.pathname).toBe('/studijni-plany');
    expect(view.router.state.location.state).toEqual({ requiredPremiums: ['osp'] });
  });

  it('shows the passed badge of a finished course and the retake when can_retake', async () => {
    const view = open(
      { can_retake: true, course_data: courseData('finished', { graduation: 'passed' }, 85) },
      {
        routes: {
          [`POST ${LP}/courses/retake`]: { body: { status: 'success', message: '', data: null } },
        },
      },
    );
    await loaded();
    expect(within(bar()!).getByText('Kurz splněn')).toBeInTheDocument();
    expect(within(bar()!).getByText('Výsledek 85 %')).toBeInTheDocument();
    await view.user.click(within(bar()!).getByRole('button', { name: 'Začít kurz znovu' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Začít kurz znovu?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Začít kurz znovu' }));
    await waitFor(() =>
      expect(view.stub.requests.find((r) => r.url.pathname === `${LP}/courses/retake`)?.body).toEqual({
        id: COURSE_ID,
      }),
    );
  });

  it('shows the failed badge without a retake when can_retake is false', async () => {
    open({ can_retake: false, course_data: courseData('finished', { graduation: 'failed' }, 30) });
    await loaded();
    expect(within(bar()!).getByText('Kurz nesplněn')).toBeInTheDocument();
    expect(within(bar()!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks a guest to log in before enrolling, and the login returns to the course', async () => {
    const view = open({}, { loggedIn: false });
    await loaded();
    await view.user.click(within(bar()!).getByRole('button', { name: 'Zapsat se do kurzu' }));
    const alert = screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
    expect(within(alert).getByRole('button', { name: 'Zrušit' })).toHaveFocus();
    await view.user.click(within(alert).getByRole('button', { name: 'Přihlásit se' }));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({ courseId: COURSE_ID });
    expect(await screen.findByText('Akce vyžaduje přihlášení')).toBeInTheDocument();
    expect(view.stub.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server message when the enrolment is refused', async () => {
    const view = open(
      {},
      {
        routes: {
          [`POST ${LP}/courses/enroll`]: {
            body: { status: 'error', message: 'Po přístup potřebuješ mít aktivní studijní plán', data: null },
          },
        },
      },
    );
    await loaded();
    await view.user.click(within(bar()!).getByRole('button', { name: 'Zapsat se do kurzu' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Akce se nezdařila' });
    expect(alert).toHaveTextContent('Po přístup potřebuješ mít aktivní studijní plán');
  });
});

describe('finishing a course (SPEC §4)', () => {
  const enrolled = { can_finish: true, course_data: courseData('enrolled', {}, 80) };

  it('asks "Opravdu chceš ukončit tento kurz?" and does nothing on Cancel', async () => {
    const view = open(enrolled);
    await loaded();
    await view.user.click(screen.getByRole('button', { name: 'Ukončit kurz' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Opravdu chceš ukončit tento kurz?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ukončit kurz' })).toHaveFocus();
    expect(view.stub.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('finishes after the confirmation, then refreshes the course and my course lists', async () => {
    let finished = false;
    const view = open(enrolled, {
      routes: {
        [`GET ${COURSE_PATH}`]: () => ({
          body: fullCourse(
            finished
              ? { can_retake: true, course_data: courseData('finished', { graduation: 'passed' }, 80) }
              : enrolled,
          ),
        }),
        [`POST ${LP}/courses/finish`]: () => {
          finished = true;
          return { body: { status: 'success', message: 'Kurz je ukončen.', data: null } };
        },
      },
    });
    await loaded();
    const invalidate = vi.spyOn(view.services.queryClient, 'invalidateQueries');
    await view.user.click(screen.getByRole('button', { name: 'Ukončit kurz' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Opravdu chceš ukončit tento kurz?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Ukončit kurz' }));
    await waitFor(() =>
      expect(view.stub.requests.find((r) => r.url.pathname === `${LP}/courses/finish`)?.body).toEqual({
        id: COURSE_ID,
      }),
    );
    expect(
      await within(await screen.findByRole('region', { name: 'Akce kurzu' })).findByText('Kurz splněn'),
    ).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['courses'] });
  });
});
