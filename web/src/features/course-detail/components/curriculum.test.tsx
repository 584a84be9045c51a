import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Course } from '@studovna/core/contract';
import { renderApp } from '../../../test/render-app';
import {
  COURSE_ID,
  COURSE_PATH,
  REVIEWS_PATH,
  courseData,
  fullCourse,
  item,
  logInJana,
  noReviews,
  section,
} from '../../../test/course-detail-fixtures';

function open(course: Partial<Course>, login?: { caps: Record<string, boolean> }) {
  const view = renderApp(`/kurzy/${COURSE_ID}`, {
    prepare: login ? (services) => logInJana(services, login.caps) : undefined,
    routes: {
      [`GET ${COURSE_PATH}`]: { body: fullCourse(course) },
      [`GET ${REVIEWS_PATH}`]: { body: { data: noReviews } },
      'GET /wp-json/learnpress/v1/wishlist': {
        body: { status: 'success', message: '', data: { items: [] } },
      },
      // the learning screen opened from the popup keeps loading (an unknown quiz would go to 404)
      'GET /wp-json/learnpress/v1/quiz/203': () => new Promise(() => {}),
    },
  });
  const popup = async (kind: 'Kvízy' | 'Teorie', index = 0) => {
    await screen.findByRole('heading', { level: 1, name: 'Verbální oddíl OSP' }, { timeout: 4000 });
    await view.user.click(screen.getAllByRole('button', { name: new RegExp(`^${kind}`) })[index]!);
    return screen.getByRole('dialog');
  };
  return { view, popup };
}

describe('curriculum popups and item clickability (SPEC §2, §4)', () => {
  it('lists a section’s quizzes in the Quiz popup and its lessons in the Theory popup', async () => {
    const { view, popup } = open({});
    const quizzes = await popup('Kvízy');
    expect(quizzes).toHaveAccessibleName('Kvízy: Část 101');
    expect(
      within(quizzes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Analogie – ukázka'),
      expect.stringContaining('Analogie – test'),
      expect.stringContaining('Analogie – opakování'),
    ]);
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const theory = await popup('Teorie');
    expect(theory).toHaveAccessibleName('Teorie: Část 101');
    expect(within(theory).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lets an enrolled learner open every item, each with the step its graduation leads to', async () => {
    const { view, popup } = open({ course_data: courseData('enrolled') }, { caps: { osp: true } });
    const dialog = await popup('Kvízy');
    expect(within(dialog).getByRole('link', { name: /Analogie – ukázka.*Začít teď/ })).toHaveAttribute(
      'href',
      `/kurzy/${COURSE_ID}/lp_quiz/202`,
    );
    expect(within(dialog).getByRole('link', { name: /Analogie – test.*Nesplněno.*Opravit/ })).toHaveAttribute(
      'href',
      `/kurzy/${COURSE_ID}/lp_quiz/203`,
    );
    expect(
      within(dialog).getByRole('link', { name: /Analogie – opakování.*Splněno.*Zopakovat/ }),
    ).toBeInTheDocument();
    const repeats = within(dialog).getAllByRole('link', { name: /^Znovu od začátku/ });
    expect(repeats.map((link) => link.getAttribute('href'))).toEqual([
      `/kurzy/${COURSE_ID}/lp_quiz/203?start=1`,
      `/kurzy/${COURSE_ID}/lp_quiz/204?start=1`,
    ]);
    await view.user.click(within(dialog).getByRole('link', { name: /^Analogie – test/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/kurzy/${COURSE_ID}/lp_quiz/203`));
  });

  it('shows "in progress" as Continue', async () => {
    const { popup } = open(
      {
        course_data: courseData('finished'),
        sections: [
          section(101, [item(301, 'lp_quiz', { title: 'Rozdělaný kvíz', graduation: 'in-progress' })]),
        ],
      },
      { caps: { osp: true } },
    );
    const dialog = await popup('Kvízy');
    expect(
      within(dialog).getByRole('link', { name: /Rozdělaný kvíz.*Rozpracováno.*Pokračovat/ }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Znovu od začátku/ })).not.toBeInTheDocument();
  });

  it('lets a guest open previews only; the rest asks for the login that returns to the course', async () => {
    const { view, popup } = open({});
    const dialog = await popup('Kvízy');
    expect(within(dialog).getByText('Akce vyžaduje přihlášení')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/kurzy/${COURSE_ID}/lp_quiz/202`]);
    expect(within(dialog).queryByRole('link', { name: /Analogie – test/ })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Přihlásit se: Analogie – test' }));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({
      courseId: COURSE_ID,
      message: 'Akce vyžaduje přihlášení',
    });
  });

  it('offers "Chci tohle" to a logged-in learner without the category’s plan', async () => {
    const { view, popup } = open(
      {
        price: 990,
        course_data: courseData('enrolled'),
        sections: [section(101, [item(401, 'lp_quiz', { locked: true })])],
      },
      { caps: {} },
    );
    const dialog = await popup('Kvízy');
    expect(within(dialog).getByText('Po přístup potřebuješ mít aktivní studijní plán')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Chci tohle: Kvíz 401' }));
    expect(view.router.state.location.pathname).toBe('/studijni-plany');
    expect(view.router.state.location.state).toEqual({ requiredPremiums: ['osp'] });
  });

  it('asks a learner with the plan to enrol before opening items', async () => {
    const { popup } = open({}, { caps: { osp: true } });
    const dialog = await popup('Teorie', 1);
    expect(within(dialog).getByText('Pro otevření se nejdřív zapiš do kurzu.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });
});
