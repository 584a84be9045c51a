import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { startApp } from './start-app';
import { readFirstAnswers } from '../lib/api/first-answers';
import { fullCourse, noReviews } from '../test/course-detail-fixtures';
import { QUIZ_PATH, quiz, quizAddress } from '../features/learning/test/quiz-fixtures';

describe('startApp (SPEC §1 deployment rule)', () => {
  it('renders exactly the deployment error, and nothing else, without the app. prefix', () => {
    const fetch = vi.fn();
    const { container } = render(startApp({ protocol: 'http:', host: 'localhost:3000' }, { fetch }));
    expect(container.textContent).toBe('Invalid deployment: required application domain!');
    expect(container.children).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('starts the app on app.{site} and calls the API of the site', async () => {
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    render(startApp({ protocol: 'http:', host: 'app.localhost:3000' }, { fetch }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Předměty' })).toBeInTheDocument();
    // the persisted cache is restored first, then the list is fetched from the site
    await waitFor(() =>
      expect(String(fetch.mock.calls[0]?.at(0))).toMatch(
        /^http:\/\/localhost:3000\/wp-json\/wp\/v2\/course_category\?/,
      ),
    );
  });

  it('asks for the first screen’s data at start, before anything renders', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    startApp({ protocol: 'http:', host: 'app.localhost:3000', pathname: '/kurzy/7' }, { fetch });
    await waitFor(() =>
      expect(fetch.mock.calls.map((call) => String(call.at(0)))).toContainEqual(
        expect.stringMatching(/^http:\/\/localhost:3000\/wp-json\/learnpress\/v1\/courses\/7(\?|$)/),
      ),
    );
  });

  it('asks for the categories at start on a first visit of home, keeps them, and does not ask the next time', async () => {
    localStorage.clear();
    const categories = [
      { id: 1, name: 'OSP', slug: 'osp', description: '', count: 1, meta: { image: '', subscription: [] } },
    ];
    const fetch = vi.fn(async () => new Response(JSON.stringify(categories), { status: 200 }));
    const home = { protocol: 'http:', host: 'app.localhost:3000', pathname: '/' };
    const first = startApp(home, { fetch });
    await waitFor(() =>
      expect(String(fetch.mock.calls[0]?.at(0))).toMatch(/\/wp-json\/wp\/v2\/course_category\?/),
    );
    // the answer arrives before the app has rendered, and is kept all the same
    await new Promise((resolve) => setTimeout(resolve, 20));
    const view = render(first);
    await screen.findByRole('link', { name: /OSP/ });
    await waitFor(() => expect(localStorage.getItem('localhost')).toContain('"slug":"osp"'), {
      timeout: 3000,
    });
    view.unmount();

    fetch.mockClear();
    render(startApp(home, { fetch }));
    expect(await screen.findByRole('link', { name: /OSP/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      fetch.mock.calls.map((call) => String(call.at(0))).filter((url) => url.includes('course_category')),
    ).toEqual([]);
  });

  it('shows a course the page carried in its first render, with no request for it', async () => {
    localStorage.clear();
    const course = fullCourse({ id: 7, name: 'Carried course' });
    const page = document.implementation.createHTMLDocument('app');
    page.head.innerHTML = `<script type="application/json" id="first-answers">${JSON.stringify([
      { key: '/wp-json/learnpress/v1/courses/7', body: course },
    ]).replace(/</g, '\\u003c')}</script>`;
    const fetch = vi.fn(
      async (url: RequestInfo | URL) =>
        new Response(JSON.stringify(String(url).includes('/review/') ? noReviews : []), { status: 200 }),
    );
    const location = { protocol: 'http:', host: 'app.localhost:3000', pathname: '/kurzy/7' };
    window.history.pushState(null, '', '/kurzy/7');
    render(startApp(location, { fetch, firstAnswers: readFirstAnswers(page) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carried course' })).toBeInTheDocument();
    expect(
      fetch.mock.calls.map((call) => String(call.at(0))).filter((url) => /courses\/7(\?|$)/.test(url)),
    ).toEqual([]);
  });

  it('shows a quiz it starts on whole in its first render, never its loading state first', async () => {
    localStorage.clear();
    // the screen's code is there at once (as when the page names it), its quiz comes a while later
    await import('../features/quiz/quiz-route');
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      if (!String(url).includes(QUIZ_PATH)) return new Response('[]', { status: 200 });
      await new Promise((resolve) => setTimeout(resolve, 150));
      return new Response(JSON.stringify(quiz()), { status: 200 });
    });
    const shown: string[] = [];
    const watcher = new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent;
      if (heading && shown.at(-1) !== heading) shown.push(heading);
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    const location = { protocol: 'http:', host: 'app.localhost:3000', pathname: quizAddress() };
    window.history.pushState(null, '', quizAddress());
    render(startApp(location, { fetch }));
    expect(await screen.findByRole('button', { name: 'Začít kvíz' })).toBeVisible();
    watcher.disconnect();
    // the learning screen's title while its quiz loads ("Studium") never showed
    expect(shown).toEqual([quiz().name]);
    expect(fetch.mock.calls.filter((call) => String(call.at(0)).includes(QUIZ_PATH))).toHaveLength(1);
  });
});
