import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/app-providers';
import { createAppServices } from '../../app/app-services';
import { createQueryClient } from '../../lib/query/query-client';
import { createFetchStub } from '../../test/fetch-stub';
import { SITE } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { webViewPath } from './web-view-path';
import { WebViewScreen } from './web-view-screen';
import { createTestRouter, TestRouterProvider } from '../../test/test-router';

const TERMS = 'http://localhost:3000/obchodni-podminky/';
const frame = () => screen.getByTitle<HTMLIFrameElement>('Obchodní podmínky');
const back = () => screen.getByRole('button', { name: 'Zpět' });

describe('web view w/{url} (SPEC §2)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'navigation');
  });

  it('embeds a site page full-page, named by its title, loading until the page has loaded', () => {
    renderApp(webViewPath(TERMS));
    expect(frame()).toHaveAttribute('src', TERMS);
    expect(screen.getByRole('heading', { level: 1, name: 'Obchodní podmínky' })).toBeInTheDocument();
    expect(screen.getByText('Načítám stránku…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    fireEvent.load(frame());
    expect(screen.queryByText('Načítám stránku…')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    expect(document.title).toBe('Obchodní podmínky · Studovna');
  });

  it('takes a site path as a page of the site, and names another page by its host', () => {
    renderApp('/w/zasady-ochrany');
    expect(screen.getByTitle('Zásady ochrany osobních údajů')).toHaveAttribute(
      'src',
      'http://localhost:3000/zasady-ochrany',
    );
    renderApp(webViewPath('http://localhost:3000/napoveda/'));
    expect(screen.getByTitle('localhost:3000')).toHaveAttribute('src', 'http://localhost:3000/napoveda/');
  });

  it('uses the name passed in the route state', () => {
    renderApp(webViewPath('http://localhost:3000/napoveda/'), { state: { title: 'Nápověda' } });
    expect(screen.getByTitle('Nápověda')).toBeInTheDocument();
  });

  it('takes the page from props before the route', () => {
    const services = createAppServices(SITE, {
      fetch: createFetchStub({}).fetch,
      queryClient: createQueryClient({ retry: false }),
    });
    const router = createTestRouter(
      [{ path: 'w/:url', element: <WebViewScreen href="http://localhost:3000/zasady-ochrany/" /> }],
      { initialEntries: [webViewPath(TERMS)] },
    );
    render(
      <AppProviders services={services}>
        <TestRouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByTitle('Zásady ochrany osobních údajů')).toHaveAttribute(
      'src',
      'http://localhost:3000/zasady-ochrany/',
    );
    expect(screen.queryByTitle('Obchodní podmínky')).not.toBeInTheDocument();
  });

  it('goes home from a page the app was opened on', async () => {
    const view = renderApp(webViewPath(TERMS));
    await view.user.click(back());
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('goes back to the previous screen, by the button or by the browser', async () => {
    const view = renderApp('/kurzy');
    await act(() => view.router.navigate(webViewPath(TERMS)));
    await view.user.click(back());
    expect(view.router.state.location.pathname).toBe('/kurzy');

    await act(() => view.router.navigate(webViewPath(TERMS)));
    expect(frame()).toBeInTheDocument();
    await act(() => view.router.navigate(-1));
    expect(view.router.state.location.pathname).toBe('/kurzy');
    expect(screen.queryByTitle('Obchodní podmínky')).not.toBeInTheDocument();
  });

  it('skips the pages followed inside the frame when going back', async () => {
    const view = renderApp('/start');
    await act(() => view.router.navigate('/kurzy'));
    await act(() => view.router.navigate(webViewPath(TERMS)));
    // the first load, then two pages followed inside the frame: each added a browser history entry
    for (let load = 0; load < 3; load += 1) fireEvent.load(frame());
    await view.user.click(back());
    expect(view.router.state.location.pathname).toBe('/start');
  });

  it("uses the Navigation API's previous app entry when the browser has it", async () => {
    const traverseTo = vi.fn(() => ({ committed: Promise.resolve(), finished: Promise.resolve() }));
    Object.defineProperty(window, 'navigation', {
      configurable: true,
      value: {
        currentEntry: { index: 2 },
        entries: () => [{ key: 'home' }, { key: 'courses' }, { key: 'web-view' }],
        traverseTo,
      },
    });
    const view = renderApp('/kurzy');
    await act(() => view.router.navigate(webViewPath(TERMS)));
    await view.user.click(back());
    expect(traverseTo).toHaveBeenCalledWith('courses');
  });

  it('is a round button reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderApp(webViewPath(TERMS));
    await user.tab();
    await user.tab();
    expect(back()).toHaveFocus();
    expect(back()).toHaveAttribute('type', 'button');
  });

  it('does not embed another web, and offers it in a new tab', () => {
    renderApp(webViewPath('https://example.com/clanek'));
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Stránka example.com se v aplikaci nezobrazuje' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Otevřít v novém okně/ });
    expect(link).toHaveAttribute('href', 'https://example.com/clanek');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<h1>x</h1>'])(
    'never opens %s, not even as a link',
    (url) => {
      renderApp(webViewPath(url));
      expect(document.querySelector('iframe')).toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'Neplatná adresa stránky' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Otevřít/ })).not.toBeInTheDocument();
      for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).not.toContain(':');
    },
  );
});
