import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Lesson } from '@studovna/core/contract';
import {
  COURSE_ID,
  COURSE_PATH,
  fullCourse,
  item,
  logInJana,
  section,
} from '../../test/course-detail-fixtures';
import type { Routes } from '../../test/fetch-stub';
import { LP } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const lesson = (id: number, overrides: Partial<Lesson> = {}): Lesson => ({
  id,
  name: 'Co jsou analogie',
  content: '<p>Analogie je <strong>vztah</strong> dvou dvojic.</p><script>alert(1)</script>',
  video_intro: '',
  duration: '15 mins',
  can_finish_course: false,
  results: { status: '' },
  assigned: { course: { id: COURSE_ID, title: 'Verbální oddíl OSP', slug: 'osp' } },
  ...overrides,
});

function open(id: number, data: Lesson, routes: Routes = {}, guest = false) {
  const view = renderApp(`/kurzy/${COURSE_ID}/lp_lesson/${id}`, {
    prepare: guest ? undefined : (services) => logInJana(services, { osp: true }),
    routes: {
      [`GET ${LP}/lessons/${id}`]: { body: data },
      [`GET ${COURSE_PATH}`]: { body: fullCourse() },
      ...routes,
    },
  });
  return { ...view, path: () => view.router.state.location.pathname };
}

describe('lesson', () => {
  it('shows the course, the title and the sanitised content', async () => {
    const { container } = open(201, lesson(201));
    expect(await screen.findByRole('heading', { level: 1, name: 'Co jsou analogie' })).toBeInTheDocument();
    expect(screen.getByText('Verbální oddíl OSP')).toBeInTheDocument();
    expect(screen.getByText('vztah', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Délka: 15 mins')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('plays an intro video of YouTube or Vimeo in a frame', async () => {
    open(201, lesson(201, { video_intro: 'https://player.vimeo.com/video/76979871' }));
    expect(await screen.findByTitle('Úvodní video lekce')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('frames no other site: its address is offered as a link', async () => {
    const { container } = open(202, lesson(202, { video_intro: 'https://video.example.cz/embed/1' }));
    expect(await screen.findByRole('link', { name: 'Úvodní video lekce' })).toHaveAttribute(
      'href',
      'https://video.example.cz/embed/1',
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('marks the lesson as learned, then restores it after a confirmation', async () => {
    const view = open(201, lesson(201), {
      [`POST ${LP}/lessons/finish`]: {
        body: {
          status: 'success',
          message: 'Lekce je označená jako naučená.',
          data: { results: { status: 'completed' }, can_finish_course: false },
        },
      },
      [`GET ${LP}/items/reset`]: { body: { status: 'success', message: 'OK', data: null } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Označit jako naučené' }));
    expect(await screen.findByText('Naučeno')).toBeInTheDocument();
    expect(view.stub.requests.find((r) => r.url.pathname === `${LP}/lessons/finish`)?.body).toEqual({
      id: 201,
    });

    // restoring (SPEC §4) is said as what it does: the lesson is marked as not learned
    await view.user.click(screen.getByRole('button', { name: 'Označit jako nenaučené' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Označit lekci jako nenaučenou?' });
    expect(confirm).toHaveTextContent('Lekce přijde o značku Naučeno a můžeš ji projít znovu.');
    await view.user.click(within(confirm).getByRole('button', { name: 'Označit jako nenaučené' }));
    expect(await screen.findByRole('button', { name: 'Označit jako naučené' })).toBeInTheDocument();
    expect(screen.getByText('Lekce je označená jako nenaučená.')).toBeInTheDocument();
    const reset = view.stub.requests.find((r) => r.url.pathname === `${LP}/items/reset`);
    expect(reset?.url.searchParams.get('id')).toBe('201');
  });

  it('shows the server’s message when marking fails', async () => {
    const view = open(201, lesson(201), {
      [`POST ${LP}/lessons/finish`]: {
        status: 400,
        body: { code: 'x', message: 'Lekce je zamčená.', data: { status: 400 } },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Označit jako naučené' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Lekce je zamčená.');
  });

  it('asks a guest to log in before marking', async () => {
    const view = open(201, lesson(201), {}, true);
    await view.user.click(await screen.findByRole('button', { name: 'Označit jako naučené' }));
    expect(screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' })).toBeInTheDocument();
  });

  it('goes to practice: the next quiz of the section, else of a later section', async () => {
    const view = open(201, lesson(201));
    await view.user.click(await screen.findByRole('button', { name: 'Jít procvičovat' }));
    await waitFor(() => expect(view.path()).toBe(`/kurzy/${COURSE_ID}/lp_quiz/202`));
  });

  it('says when no quiz follows the lesson, then goes back', async () => {
    const course = fullCourse({
      sections: [section(101, [item(202, 'lp_quiz'), item(207, 'lp_lesson', { title: 'Závěr' })])],
    });
    const view = open(207, lesson(207), { [`GET ${COURSE_PATH}`]: { body: course } });
    await view.user.click(await screen.findByRole('button', { name: 'Jít procvičovat' }));
    const alert = await screen.findByRole('alertdialog', {
      name: 'Po této lekci už nenásleduje žádný kvíz.',
    });
    await view.user.click(within(alert).getByRole('button', { name: 'Zpět' }));
    await waitFor(() => expect(view.path()).toBe(`/kurzy/${COURSE_ID}`));
  });

  it('sends an unknown lesson to the 404 screen', async () => {
    const view = open(999, lesson(999), {
      [`GET ${LP}/lessons/999`]: {
        status: 404,
        body: { code: 'n', message: 'Lekce neexistuje.', data: { status: 404 } },
      },
    });
    await waitFor(() => expect(view.path()).toBe('/404'));
  });
});
