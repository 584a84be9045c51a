import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { jana } from '../../test/fixtures';
import { courseRow, dvorakova, signIn, spravce, STUDIO, studioBasics } from '../test/studio-fixtures';

describe('the studio’s door', () => {
  it('sends a guest to the app’s login, which will return to the studio', async () => {
    const view = renderApp('/studio/kurzy?stav=draft');
    await screen.findByRole('heading', { level: 1, name: 'Přihlášení' });
    expect(view.path()).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({ screen: '/studio/kurzy?stav=draft' });
    expect(screen.getByText(/Do studia se nejdřív přihlas/)).toBeInTheDocument();
    expect(view.stub.requests.filter((r) => r.url.pathname.startsWith(STUDIO))).toEqual([]);
  });

  it('shows a learner the server’s refusal and the way back, not the app’s denied screen', async () => {
    const message = 'Do studia mají přístup jen autoři kurzů a tým Studovny.';
    const view = renderApp('/studio', {
      prepare: signIn(jana),
      routes: {
        [`GET ${STUDIO}/courses`]: {
          status: 403,
          body: { code: 'studio_forbidden', message, data: { status: 403 } },
        },
      },
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Do studia nemáš přístup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět do aplikace' })).toHaveAttribute('href', '/');
    expect(view.path()).toBe('/studio');
  });

  it('shows an administrator the studio with their name and role, and the courses first', async () => {
    const view = renderApp('/studio', { prepare: signIn(spravce), routes: studioBasics('administrator') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzy' })).toBeInTheDocument();
    expect(view.path()).toBe('/studio/kurzy');
    const nav = screen.getByRole('navigation', { name: 'Studio' });
    expect(within(nav).getByRole('link', { name: 'Kurzy' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Kategorie' })).toBeInTheDocument();
    expect(screen.getByText('Eva Správcová')).toBeInTheDocument();
    expect(screen.getByText('Správce')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět do aplikace' })).toHaveAttribute('href', '/');
  });

  it('names an instructor’s role', async () => {
    renderApp('/studio/kurzy', {
      prepare: signIn(dvorakova),
      routes: {
        ...studioBasics('instructor'),
        [`GET ${STUDIO}/courses`]: {
          body: { courses: [courseRow(5, 'Analogie')], total: 1, role: 'instructor' },
        },
      },
    });
    expect(await screen.findByText('Lektor')).toBeInTheDocument();
    expect(screen.getByText('Lenka Dvořáková')).toBeInTheDocument();
  });
});
