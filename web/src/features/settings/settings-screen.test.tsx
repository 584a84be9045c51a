import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { asJana, SETTINGS_PATH } from './settings-test-setup';

describe('settings screen', () => {
  it('shows three tabs, the general one first, and the version and build', () => {
    renderApp(SETTINGS_PATH, { prepare: asJana() });
    expect(screen.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Části nastavení' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Obecné', 'Heslo', 'Smazat účet']);
    expect(screen.getByRole('tab', { name: 'Obecné' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Obecné' })).toContainElement(
      screen.getByRole('textbox', { name: 'Přezdívka' }),
    );
    expect(screen.queryByRole('tabpanel', { name: 'Heslo' })).not.toBeInTheDocument();
    expect(screen.getByText('Verze 2.4.0 · build 815')).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End, and keeps the tab in the address', async () => {
    const { user, router } = renderApp(SETTINGS_PATH, { prepare: asJana() });
    await user.click(screen.getByRole('tab', { name: 'Obecné' }));
    expect(screen.getByRole('tab', { name: 'Obecné' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const password = screen.getByRole('tab', { name: 'Heslo' });
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Heslo' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Obecné' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?karta=heslo');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Obecné' })).toHaveFocus();
    expect(router.state.location.search).toBe('');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Smazat účet' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?karta=smazat');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Obecné' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Smazat účet' })).toHaveFocus();
    // only the chosen tab is in the Tab order; the next stop is its panel
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Smazat účet' })).toHaveFocus();
  });

  it('opens the tab named in the address', () => {
    renderApp(`${SETTINGS_PATH}?karta=heslo`, { prepare: asJana() });
    expect(screen.getByRole('tab', { name: 'Heslo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Stávající heslo')).toBeInTheDocument();
  });

  it('keeps what was typed when the tab is switched and back', async () => {
    const { user } = renderApp(SETTINGS_PATH, { prepare: asJana() });
    const nickname = screen.getByRole('textbox', { name: 'Přezdívka' });
    await user.clear(nickname);
    await user.type(nickname, 'janicka');
    await user.click(screen.getByRole('tab', { name: 'Heslo' }));
    await user.click(screen.getByRole('tab', { name: 'Obecné' }));
    expect(screen.getByRole('textbox', { name: 'Přezdívka' })).toHaveValue('janicka');
  });

  it('asks a guest to log in and comes back to the settings tab afterwards', async () => {
    const { user, router } = renderApp(`${SETTINGS_PATH}?karta=heslo`);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Akce vyžaduje přihlášený účet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(router.state.location.pathname).toBe('/prihlaseni');
    expect(router.state.location.state).toMatchObject({ screen: `${SETTINGS_PATH}?karta=heslo` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
    expect(screen.getByText('Akce vyžaduje přihlášený účet')).toBeInTheDocument();
  });
});
