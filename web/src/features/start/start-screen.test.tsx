import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Lesson } from '@studovna/core/contract';
import type { AppServices } from '../../app/app-services';
import { COURSE_ID, COURSE_PATH, fullCourse, logInJana } from '../../test/course-detail-fixtures';
import { courseItem } from '../../test/course-fixtures';
import { category, LP } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { RecentlyViewedEntry } from '../../lib/store';

const HOUR = 3_600_000;
const CATEGORIES = '/wp-json/wp/v2/course_category';

const viewed = (
  item: RecentlyViewedEntry['item'],
  course: RecentlyViewedEntry['courseData'],
  hoursAgo: number,
  userId = 7,
): RecentlyViewedEntry => ({ userId, item, courseData: course, timestamp: Date.now() - hoursAgo * HOUR });

const osp = { id: 12, name: 'Verbální oddíl OSP', categories: ['osp'] };

function withHistory(entries: RecentlyViewedEntry[], slug?: string) {
  return (services: AppServices) => {
    logInJana(services);
    for (const entry of [...entries].reverse()) services.store.getState().addRecentlyViewed(entry);
    if (slug) services.store.getState().selectCategory(slug);
  };
}

const links = () =>
  within(screen.getByRole('list', { name: 'Naposledy otevřené' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Start (SPEC §2 history)', () => {
  it('asks a guest to log in or register', async () => {
    renderApp('/start');
    expect(await screen.findByRole('heading', { level: 1, name: 'Historie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Akce vyžaduje přihlášení' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/prihlaseni');
    expect(screen.getByRole('link', { name: 'Registrace' })).toHaveAttribute('href', '/registrace');
    expect(screen.queryByRole('list', { name: 'Naposledy otevřené' })).not.toBeInTheDocument();
  });

  it('explains what will appear when nothing was opened yet', async () => {
    renderApp('/start', {
      prepare: withHistory([viewed({ id: 1, type: 'lp_lesson', title: 'Petrova' }, osp, 1, 8)]),
    });
    expect(await screen.findByRole('heading', { name: 'Zatím tu nic není' })).toBeInTheDocument();
    expect(screen.getByText(/Jakmile otevřeš lekci nebo kvíz/)).toBeInTheDocument();
    expect(screen.queryByText('Petrova')).not.toBeInTheDocument();
  });

  it('lists every item of the learner, newest first, each opening it, with the course and when', async () => {
    renderApp('/start', {
      prepare: withHistory([
        viewed({ id: 201, type: 'lp_lesson', title: 'Co jsou analogie' }, osp, 2),
        viewed({ id: 301, type: 'lp_quiz', title: 'Tržní rovnováha' }, { id: 104, name: 'ZSV Ekonomie' }, 26),
        viewed({ id: 999, type: 'lp_quiz', title: 'Cizí kvíz' }, osp, 1, 8),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Naposledy otevřené' })).toBeInTheDocument();
    expect(links()).toEqual([
      [
        'LekceCo jsou analogieKurz: Verbální oddíl OSP · , otevřeno před 2 hodinami',
        '/kurzy/12/lp_lesson/201',
      ],
      ['KvízTržní rovnováhaKurz: ZSV Ekonomie · , otevřeno včera', '/kurzy/104/lp_quiz/301'],
    ]);
  });

  it('shows only the items of the active category, asking for the categories of courses it does not know', async () => {
    const view = renderApp('/start', {
      prepare: withHistory(
        [
          viewed({ id: 201, type: 'lp_lesson', title: 'Co jsou analogie' }, osp, 1),
          viewed(
            { id: 301, type: 'lp_quiz', title: 'Tržní rovnováha' },
            { id: 104, name: 'ZSV Ekonomie' },
            2,
          ),
          viewed({ id: 401, type: 'lp_quiz', title: 'Slovní úlohy' }, { id: 33, name: 'OSP Analytický' }, 3),
        ],
        'osp',
      ),
      routes: {
        [`GET ${CATEGORIES}`]: { body: [category(1, 'osp', 'OSP', 4), category(2, 'zsv', 'ZSV', 4)] },
        [`GET ${LP}/courses/104`]: {
          body: courseItem(104, {
            categories: [{ id: 2, name: 'ZSV', slug: 'zsv', meta: { subscription: [] } }],
          }),
        },
        [`GET ${LP}/courses/33`]: { body: courseItem(33) },
      },
    });
    expect(await screen.findByText('Slovní úlohy')).toBeInTheDocument();
    expect(links().map(([, href]) => href)).toEqual(['/kurzy/12/lp_lesson/201', '/kurzy/33/lp_quiz/401']);
    expect(screen.getByText(/z předmětu OSP, které jsi otevřel\/a naposledy/)).toBeInTheDocument();
    const asked = view.stub.requests.filter((r) => r.url.pathname.startsWith(`${LP}/courses/`));
    expect(asked.map((r) => r.url.pathname).sort()).toEqual([`${LP}/courses/104`, `${LP}/courses/33`]);
    expect(asked[0]!.url.searchParams.get('optimize')).toContain('sections');
  });

  it('says so when nothing of the active category was opened', async () => {
    renderApp('/start', {
      prepare: withHistory(
        [
          viewed(
            { id: 301, type: 'lp_quiz', title: 'Tržní rovnováha' },
            { id: 104, name: 'ZSV', categories: ['zsv'] },
            2,
          ),
        ],
        'osp',
      ),
      routes: { [`GET ${CATEGORIES}`]: { body: [category(1, 'osp', 'OSP', 4)] } },
    });
    expect(await screen.findByRole('heading', { name: 'V tomto předmětu zatím nic' })).toBeInTheDocument();
    expect(
      await screen.findByText('Z předmětu OSP jsi zatím neotevřel/a žádnou lekci ani kvíz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vybrat jiný předmět' })).toHaveAttribute('href', '/');
  });

  it('remembers a lesson the learner opened, with the categories of the course at hand', async () => {
    const lesson: Lesson = {
      id: 201,
      name: 'Co jsou analogie',
      content: '<p>Analogie</p>',
      video_intro: '',
      duration: '',
      can_finish_course: false,
      results: { status: '' },
      assigned: { course: { id: COURSE_ID, title: 'Verbální oddíl OSP' } },
    };
    const view = renderApp(`/kurzy/${COURSE_ID}/lp_lesson/201`, {
      prepare: (services) => {
        logInJana(services);
        services.queryClient.setQueryData(['courses', 'detail', COURSE_ID], fullCourse());
      },
      routes: { [`GET ${LP}/lessons/201`]: { body: lesson }, [`GET ${COURSE_PATH}`]: { body: fullCourse() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Co jsou analogie' })).toBeInTheDocument();
    expect(view.services.store.getState().app.recentlyViewed).toEqual([
      {
        userId: 7,
        item: { id: 201, type: 'lp_lesson', title: 'Co jsou analogie' },
        courseData: { id: COURSE_ID, name: 'Verbální oddíl OSP', categories: ['osp'] },
        timestamp: expect.any(Number),
      },
    ]);

    await act(() => view.router.navigate('/start'));
    expect(await screen.findByRole('link', { name: /Co jsou analogie/ })).toHaveAttribute(
      'href',
      `/kurzy/${COURSE_ID}/lp_lesson/201`,
    );
    expect(screen.getByText('nyní')).toBeInTheDocument();
  });
});
