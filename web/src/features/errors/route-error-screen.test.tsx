import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { AppProviders } from '../../app/app-providers';
import { createAppServices } from '../../app/app-services';
import { routes } from '../../app/routes';
import { createQueryClient } from '../../lib/query/query-client';
import { createFetchStub } from '../../test/fetch-stub';
import { SITE } from '../../test/fixtures';
import { createTestRouter, TestRouterProvider } from '../../test/test-router';

function Broken(): never {
  throw new TypeError('Cannot read properties of undefined (reading "sections")');
}

/** The app's real route tree with a screen that fails to render, once inside the home tabs, once not. */
function appRoutesWithBrokenScreens(): RouteObject[] {
  const [root] = routes as [NonIndexRouteObject];
  const [tabs, ...rest] = root.children as [NonIndexRouteObject, ...RouteObject[]];
  return [
    {
      ...root,
      children: [
        { ...tabs, children: [...(tabs.children ?? []), { path: 'rozbita-zalozka', element: <Broken /> }] },
        { path: 'rozbita-obrazovka', element: <Broken /> },
        ...rest,
      ],
    },
  ];
}

function renderAt(path: string) {
  const services = createAppServices(SITE, {
    fetch: createFetchStub({}).fetch,
    queryClient: createQueryClient({ retry: false }),
  });
  const router = createTestRouter(appRoutesWithBrokenScreens(), { initialEntries: [path] });
  render(
    <AppProviders services={services}>
      <TestRouterProvider router={router} />
    </AppProviders>,
  );
  return { services, router };
}

describe('top-level error boundary (SPEC §2, §8)', () => {
  let opened: URL[];
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    opened = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(new URL(this.href));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(['/rozbita-obrazovka', '/rozbita-zalozka'])(
    'catches a screen that throws while rendering (%s): sorry message and the log by mail',
    async (path) => {
      const { services } = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Omlouváme se, něco se pokazilo' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Aplikace narazila na chybu. Pošli nám prosím záznam, ať ji můžeme rychle opravit.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Hlavní navigace' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Poslat záznam e-mailem' }));
      const mail = opened.at(-1)!;
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe('podpora@studovna.cz');
      expect(mail.searchParams.get('subject')).toBe('Studovna – záznam chyby');
      expect(mail.searchParams.get('body')).toContain(
        'TypeError: Cannot read properties of undefined (reading "sections")',
      );
      const errors = services.store.getState().debug.logs.filter((line) => line.level === 'error');
      expect(errors).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Zpět na úvod' })).toBeInTheDocument();
    },
  );

  it('leaves the error screen when the learner moves to another screen, Back included', async () => {
    const { router, services } = renderAt('/kurzy');
    const errorLogs = () => services.store.getState().debug.logs.filter((line) => line.level === 'error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzy' })).toBeInTheDocument();

    await act(() => router.navigate('/rozbita-obrazovka'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Omlouváme se, něco se pokazilo' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Kurzy' })).not.toBeInTheDocument();
    expect(errorLogs()).toHaveLength(1);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzy' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Omlouváme se, něco se pokazilo' })).not.toBeInTheDocument();

    await act(() => router.navigate('/rozbita-zalozka'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Omlouváme se, něco se pokazilo' }),
    ).toBeInTheDocument();
    expect(errorLogs()).toHaveLength(2);
  });
});
