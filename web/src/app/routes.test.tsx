import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test/render-app';

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('router (SPEC §2 paths)', () => {
  it.each([
    ['/kurzy', 'Kurzy'],
    ['/kurzy/12', 'Detail kurzu'],
    ['/kurzy/12/lp_quiz', 'Studium'],
    ['/kurzy/12/lp_quiz/34', 'Studium'],
    ['/kurzy/12/lp_quiz/34/0', 'Studium'],
    ['/kurzy/12/lp_quiz/34/15', 'Studium'],
    ['/nastenka', 'Nástěnka'],
    ['/nastenka/osp', 'Nástěnka'],
    ['/start', 'Historie'],
    ['/uzivatel/ucet', 'Profil'],
    ['/uzivatel/nastaveni', 'Nastavení'],
    ['/uzivatel/kurzy', 'Moje kurzy'],
    ['/uzivatel/oblibene', 'Oblíbené kurzy'],
    ['/uzivatel/objednavky', 'Moje objednávky'],
    ['/prihlaseni', 'Přihlášení'],
    ['/registrace', 'Registrace'],
    ['/zapomenute-udaje', 'Zapomenuté údaje'],
    ['/w/obchodni-podminky', 'Obchodní podmínky'],
    ['/404', 'Stránka nenalezena'],
  ])('%s shows "%s"', async (path, title) => {
    renderApp(path);
    // the learning screen is loaded on first use, so wait for the heading
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(h1()).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('sends a non-numeric questionIndex to 404', async () => {
    const view = renderApp('/kurzy/12/lp_quiz/34/abc');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    await waitFor(() => expect(h1()).toHaveTextContent('Stránka nenalezena'));
  });

  it.each(['/neexistuje', '/kurzy/12/lp_quiz/34/5/navic'])(
    'sends the unknown path %s to 404',
    async (path) => {
      const view = renderApp(path);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    },
  );

  it('shows the four home tabs with the current one marked', async () => {
    const view = renderApp('/start');
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Předměty', 'Nástěnka', 'Historie', 'Profil']);
    expect(within(nav).getByRole('link', { name: 'Historie' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Předměty' })).not.toHaveAttribute('aria-current');
    await view.user.click(within(nav).getByRole('link', { name: 'Nástěnka' }));
    expect(view.router.state.location.pathname).toBe('/nastenka');
    expect(within(nav).getByRole('link', { name: 'Nástěnka' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the tab bar on nested screens', () => {
    renderApp('/kurzy');
    expect(screen.queryByRole('navigation', { name: 'Hlavní navigace' })).not.toBeInTheDocument();
  });

  it('opened first at a screen not loaded yet, shows an empty page that says it is loading', async () => {
    renderApp('/kurzy/12/lp_quiz/34');
    const loading = screen.getByText('Načítám…');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveClass('visually-hidden');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Studium');
    expect(screen.queryByText('Načítám…', { selector: '.visually-hidden' })).not.toBeInTheDocument();
  });

  it('keeps showing the current screen while the next one loads', async () => {
    const view = renderApp('/kurzy');
    expect(h1()).toHaveTextContent('Kurzy');
    act(() => view.router.history.push('/kurzy/12/lp_quiz/34'));
    expect(view.path()).toBe('/kurzy/12/lp_quiz/34');
    expect(h1()).toHaveTextContent('Kurzy');
    expect(screen.queryByText('Načítám…', { selector: '.visually-hidden' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Studium' })).toBeInTheDocument();
  });
});
