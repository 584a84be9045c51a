import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { makeToken } from '../../test/fetch-stub';
import { courseItem } from '../../test/course-fixtures';
import { jana } from '../../test/fixtures';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';

const LP = '/wp-json/learnpress/v1';
const START = Date.UTC(2030, 0, 10, 12, 0, 0);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const timerText = (timer: HTMLElement) =>
  [...timer.querySelectorAll('[aria-hidden="true"]')].map((unit) => unit.textContent).join(' | ');

describe('upcoming courses', () => {
  it('counts down every 1000 ms and shows zeros once the course has started', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 2_000));
    renderApp('/pripravujeme', {
      routes: {
        [`GET ${LP}/courses/upcoming`]: {
          body: [
            {
              Id: 5,
              Title: 'Matematika pro TSP',
              Content: '<p>Brzy <strong>otevřeme</strong></p><script>alert(1)</script>',
              Image: '',
              StartTime: '2030-01-10T12:00:00Z',
            },
          ],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Připravujeme' })).toBeInTheDocument();
    const timer = await screen.findByRole('timer', { name: 'Do začátku kurzu Matematika pro TSP zbývá' });
    expect(timerText(timer)).toBe('02dny | 03hodiny | 04minuty | 02sekundy');
    expect(timer).toHaveTextContent('2 dny, 3 hodiny, 4 minuty, 2 sekundy');

    act(() => vi.advanceTimersByTime(1000));
    expect(timerText(timer)).toBe('02dny | 03hodiny | 04minuty | 01sekunda');
    act(() => vi.advanceTimersByTime(1000));
    expect(timerText(timer)).toBe('02dny | 03hodiny | 04minuty | 00sekund');
    act(() => vi.advanceTimersByTime(1000));
    expect(timerText(timer)).toBe('02dny | 03hodiny | 03minuty | 59sekund');

    act(() => vi.advanceTimersByTime(2 * 86_400_000 + 3 * 3_600_000 + 3 * 60_000 + 59_000));
    expect(timerText(timer)).toBe('00dní | 00hodin | 00minut | 00sekund');
    expect(timer).toHaveAttribute('data-started', 'true');
    act(() => vi.advanceTimersByTime(5000));
    expect(timerText(timer)).toBe('00dní | 00hodin | 00minut | 00sekund');
    expect(screen.getByText(/^Začal/)).toBeInTheDocument();

    // the announcement's HTML is sanitised
    expect(screen.getByText('otevřeme').tagName).toBe('STRONG');
    expect(document.querySelector('main script')).toBeNull();
  });
});

describe('instructors', () => {
  const instructors = [
    {
      id: 3,
      nickname: 'Petr Svoboda',
      avatar_url: '',
      description: 'Učí logiku.',
      instructor_data: { total_courses: 1, total_users: 2 },
    },
    {
      id: 4,
      nickname: 'Eva Malá',
      avatar_url: 'http://localhost:3000/eva.png',
      instructor_data: { total_courses: 5, total_users: 1 },
    },
    { id: 5, nickname: 'Jan Novák', avatar_url: '', instructor_data: { total_courses: 3, total_users: 125 } },
  ];

  it('lists avatar or placeholder, nickname, courses and students with Czech plurals', async () => {
    renderApp('/lektori', { routes: { [`GET ${LP}/instructors`]: { body: instructors } } });
    const list = await screen.findByRole('list', { name: 'Lektoři' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/lektori/3',
      '/lektori/4',
      '/lektori/5',
    ]);
    expect(links[0]).toHaveAccessibleName('Petr Svoboda');
    expect(links[0]).toHaveAccessibleDescription('1 kurz · 2 studenti');
    expect(links[1]).toHaveAccessibleDescription('5 kurzů · 1 student');
    expect(links[2]).toHaveAccessibleDescription('3 kurzy · 125 studentů');
    expect(links[1]!.querySelector('img')).toHaveAttribute('src', 'http://localhost:3000/eva.png');
    expect(links[0]!.querySelector('img')).toBeNull();
  });

  it('shows the instructor with bio and only their courses', async () => {
    renderApp('/lektori/3', {
      routes: {
        [`GET ${LP}/instructors`]: { body: instructors },
        [`GET ${LP}/courses`]: {
          body: [
            courseItem(1, {
              name: 'Logika',
              instructor: { id: 3, name: 'Petr Svoboda', avatar: '', description: '' },
            }),
            courseItem(2, {
              name: 'Čeština',
              instructor: { id: 4, name: 'Eva Malá', avatar: '', description: '' },
            }),
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Petr Svoboda' })).toBeInTheDocument();
    expect(screen.getByText('Učí logiku.')).toBeInTheDocument();
    const courses = await screen.findByRole('list', { name: 'Kurzy lektora' });
    expect(
      within(courses)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Logika']);
  });
});

describe('learn today', () => {
  it('asks guests to log in', async () => {
    renderApp('/dnes');
    expect(screen.getByRole('heading', { level: 1, name: 'Dnes se uč' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Akce vyžaduje přihlášení' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/prihlaseni');
  });

  it('lists the learner’s courses in progress with their next step', async () => {
    installIntersectionObserver();
    const item = (id: number, type: 'lp_lesson' | 'lp_quiz', title: string, status: '' | 'completed') => ({
      id,
      type,
      title,
      preview: false,
      duration: '',
      graduation: status === 'completed' ? ('passed' as const) : ('' as const),
      status,
      locked: false,
    });
    const view = renderApp('/dnes', {
      prepare: ({ store }) => {
        store.getState().setToken(makeToken(86400));
        store.getState().setUser(jana);
      },
      routes: {
        [`GET ${LP}/courses`]: {
          body: [
            courseItem(9, {
              name: 'Analogie',
              sections: [
                {
                  id: 1,
                  title: 'Úvod',
                  description: '',
                  items: [
                    item(90, 'lp_lesson', 'Co je analogie', 'completed'),
                    item(91, 'lp_quiz', 'Test 1', ''),
                  ],
                },
              ],
            }),
            courseItem(10, { name: 'Bez osnovy' }),
          ],
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Rozpracované kurzy' });
    expect(within(list).getByText('Další kvíz:')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Pokračovat: Test 1' })).toHaveAttribute(
      'href',
      '/kurzy/9/lp_quiz/91',
    );
    expect(within(list).getByRole('link', { name: 'Otevřít kurz: Bez osnovy' })).toHaveAttribute(
      'href',
      '/kurzy/10',
    );
    const request = view.stub.requests.find((r) => r.url.pathname === `${LP}/courses`);
    expect(request?.url.searchParams.get('learned')).toBe('1');
    expect(request?.url.searchParams.get('course_filter')).toBe('in-progress');
  });
});
